import { Lock, LockOpen } from 'lucide-react';

/** Open or closed for voting, in words and icon (colour is never the only signal). */
export function LockBadge({ locked, large = false }: { locked: boolean; large?: boolean }) {
  const size = large ? 'text-2xl px-4 py-2 gap-2' : 'text-xs px-2 py-0.5 gap-1';
  const icon = large ? 'size-6' : 'size-3.5';
  return locked ? (
    <span className={`inline-flex items-center rounded-full bg-slate-800 font-medium text-white ${size}`}>
      <Lock aria-hidden className={icon} /> Voting closed
    </span>
  ) : (
    <span className={`inline-flex items-center rounded-full bg-emerald-100 font-medium text-emerald-900 ring-1 ring-emerald-300 ${size}`}>
      <LockOpen aria-hidden className={icon} /> Voting open
    </span>
  );
}
