import { Lock, LockOpen } from 'lucide-react';
import { pj } from '../../components/projector/projector-type';

/** Open or closed for voting, in words and icon (colour is never the only signal); `large` sizes it in the projector's unit. */
export function LockBadge({ locked, large = false }: { locked: boolean; large?: boolean }) {
  const size = large ? 'leading-tight' : 'text-xs px-2 py-0.5 gap-1';
  const style = large ? { fontSize: pj(1.6), padding: `${pj(0.35)} ${pj(1.1)}`, gap: pj(0.6) } : undefined;
  const icon = large ? undefined : 'size-3.5';
  const iconStyle = large ? { width: pj(1.6), height: pj(1.6) } : undefined;
  return locked ? (
    <span className={`inline-flex items-center rounded-full bg-slate-800 font-medium text-white ${size}`} style={style}>
      <Lock aria-hidden className={icon} style={iconStyle} /> Voting closed
    </span>
  ) : (
    <span className={`inline-flex items-center rounded-full bg-emerald-100 font-medium text-emerald-900 ring-1 ring-emerald-300 ${size}`} style={style}>
      <LockOpen aria-hidden className={icon} style={iconStyle} /> Voting open
    </span>
  );
}
