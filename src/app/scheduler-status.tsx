import { useEffect, useState } from 'react';
import { Gauge, PauseCircle } from 'lucide-react';
import { useSchedulerState } from '../api/use-scheduler-state';
import { cn } from '../components/ui/cn';

/**
 * The request budget at a glance: requests left in the current minute (of
 * every window of this connection when the browser shares one budget),
 * requests waiting, and a clear notice while a 429 pause is running.
 */
export function SchedulerStatus() {
  const state = useSchedulerState();
  const [now, setNow] = useState(() => Date.now());
  const paused = state.pausedUntil !== null && state.pausedUntil > now;
  useEffect(() => {
    if (state.pausedUntil === null) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [state.pausedUntil]);

  const low = state.budgetLeft / state.limit < 0.25;
  const wait = paused ? Math.ceil(((state.pausedUntil ?? now) - now) / 1000) : 0;
  const label = state.shared ? 'Requests left this minute (all windows)' : 'Requests left this minute';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="scheduler-status"
      data-paused={paused ? 'true' : 'false'}
      data-shared={state.shared ? 'true' : 'false'}
      data-budget-left={state.budgetLeft}
      title={`${state.budgetLeft} of ${state.limit} requests left this minute${state.shared ? ' in all windows of this connection' : ''}; ${state.queued} waiting here`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        paused ? 'bg-amber-50 text-amber-900 ring-amber-300' : low ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      {paused ? <PauseCircle aria-hidden className="size-3.5" /> : <Gauge aria-hidden className="size-3.5" />}
      {paused ? (
        <span>
          Rate limited: paused {wait} s{state.queued > 0 ? `, ${state.queued} waiting` : ''}
        </span>
      ) : (
        <span>
          <span className="hidden lg:inline">{label}: </span>
          {state.budgetLeft}
          <span className="lg:hidden"> left</span>
          <span className="sr-only lg:hidden"> ({label.toLowerCase()})</span>
          {state.queued > 0 ? ` · ${state.queued} waiting` : ''}
        </span>
      )}
    </div>
  );
}
