import { useEffect, useRef } from 'react';
import { Timer } from 'lucide-react';
import { countdownState, formatCountdown } from './countdown';
import { useNow } from './use-now';
import { useEventOffset } from '../../api/event-queries';
import { formatEventInstant } from '../../components/ui/dates';

export type CountdownBadgeProps = {
  closesAt: string | undefined;
  /** Called once when a running countdown reaches zero (to read the poll's closed state). */
  onEnded?: () => void;
  large?: boolean;
};

/** A running countdown (`closesAt`), counting down live; read-only: countdowns are started by moderators. */
export function CountdownBadge({ closesAt, onEnded, large = false }: CountdownBadgeProps) {
  const firstState = countdownState(closesAt, Date.now());
  const now = useNow(firstState.kind === 'running');
  // Once the clock has passed closesAt the ticking stops: read the time itself, not the last tick.
  const state = firstState.kind === 'running' ? countdownState(closesAt, now) : firstState;
  const offsetHours = useEventOffset();
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (state.kind === 'ended' && closesAt && fired.current !== closesAt) {
      fired.current = closesAt;
      onEnded?.();
    }
  }, [state.kind, closesAt, onEnded]);

  if (state.kind === 'none') return null;
  const size = large ? 'text-2xl px-4 py-2 gap-2' : 'text-xs px-2 py-0.5 gap-1';
  if (state.kind === 'running') {
    return (
      <span className={`inline-flex items-center rounded-full bg-amber-100 font-medium text-amber-950 ring-1 ring-amber-300 ${size}`}>
        <Timer aria-hidden className={large ? 'size-6' : 'size-3.5'} />
        <span role="timer" aria-live="off" className="tabular-nums">
          Countdown running: closes in {formatCountdown(state.msLeft)}
        </span>
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center rounded-full bg-slate-100 font-medium text-slate-800 ring-1 ring-slate-300 ${size}`}>
      <Timer aria-hidden className={large ? 'size-6' : 'size-3.5'} />
      Countdown ended <time dateTime={state.closesAt.toISOString()}>{formatEventInstant(state.closesAt, offsetHours)}</time>
    </span>
  );
}
