import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { cn } from '../../components/ui/cn';

export function formatAgo(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s ago`;
  const m = Math.floor(s / 60);
  return `${m} min ago`;
}

/** "Updated 3s ago", ticking by itself so nothing else re-renders. */
export function UpdatedAgo({ at, fetching, paused, className }: { at: number; fetching: boolean; paused?: string | null; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className ?? 'text-slate-600')}>
      <RefreshCw aria-hidden className={cn('size-3.5', fetching && 'animate-spin motion-reduce:animate-none')} />
      {at ? `Updated ${formatAgo(now - at)}` : 'Not loaded yet'}
      {paused ? <span className="text-amber-800">· {paused}</span> : null}
    </span>
  );
}
