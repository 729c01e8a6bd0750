import { useEffect, useState } from 'react';
import { Gauge, PauseCircle } from 'lucide-react';
import { useSchedulerState } from '../api/use-scheduler-state';

/** Below this share of the minute's budget the header shows the figure. */
export const LOW_BUDGET_SHARE = 0.2;

function useBudget() {
  const state = useSchedulerState();
  const [now, setNow] = useState(() => Date.now());
  const paused = state.pausedUntil !== null && state.pausedUntil > now;
  useEffect(() => {
    if (state.pausedUntil === null) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [state.pausedUntil]);
  const low = state.limit > 0 && state.budgetLeft / state.limit < LOW_BUDGET_SHARE;
  const wait = paused ? Math.max(1, Math.ceil(((state.pausedUntil ?? now) - now) / 1000)) : 0;
  const label = state.shared ? 'Requests left this minute (all windows)' : 'Requests left this minute';
  /** The budget is holding requests back: they wait in the queue while little or none of the minute is left. */
  const holding = !paused && low && state.queued > 0;
  return { state, paused, low, holding, wait, label };
}

/**
 * The request budget in the top bar, shown only when it holds something
 * back: while the service has asked the console to wait (a 429 pause, always
 * visible, phones included) and while requests wait in the queue because
 * less than a fifth of the minute's budget is left. The
 * rest of the time the figure stays readable to screen readers and tests
 * (`data-budget-left`, and its words in the element's text) without taking
 * room; the account page shows it in full.
 */
export function SchedulerStatus() {
  const { state, paused, low, holding, wait, label } = useBudget();
  const waiting = state.queued > 0 ? `, ${state.queued} waiting` : '';
  return (
    <div
      data-testid="scheduler-status"
      data-paused={paused ? 'true' : 'false'}
      data-shared={state.shared ? 'true' : 'false'}
      data-low={low ? 'true' : 'false'}
      data-budget-left={state.budgetLeft}
      className={paused || holding ? 'inline-flex' : 'contents'}
    >
      <span role="status" className={paused ? undefined : 'sr-only'}>
        {paused ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-950 ring-1 ring-inset ring-amber-300">
            <PauseCircle aria-hidden className="size-3.5 shrink-0" />
            <span className="hidden sm:inline">Too many requests: waiting {wait} s{waiting}</span>
            <span className="sm:hidden">
              <span className="sr-only">Too many requests: </span>Waiting {wait} s
            </span>
          </span>
        ) : null}
      </span>
      {holding ? (
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-950 ring-1 ring-inset ring-amber-200"
          title={`${state.budgetLeft} of ${state.limit} requests left this minute${state.shared ? ' in all windows of this connection' : ''}`}
        >
          <Gauge aria-hidden className="size-3.5 shrink-0" />
          <span className="hidden lg:inline">
            {label}: {state.budgetLeft}
            {waiting}
          </span>
          <span className="lg:hidden">
            <span className="sr-only">{label}: </span>
            {state.budgetLeft}
            <span aria-hidden> requests left</span>
          </span>
        </span>
      ) : (
        <span className="sr-only">
          {label}: {state.budgetLeft}
        </span>
      )}
    </div>
  );
}

/** The budget in words, for the phone menu, while it holds something back; never a bare number. */
export function SchedulerSummary() {
  const { state, paused, holding, wait } = useBudget();
  if (!paused && !holding) return null;
  return (
    <p className="flex items-start gap-1.5 px-3 text-xs text-slate-600" data-testid="scheduler-summary">
      {paused ? <PauseCircle aria-hidden className="mt-px size-3.5 shrink-0" /> : <Gauge aria-hidden className="mt-px size-3.5 shrink-0" />}
      {paused
        ? `Too many requests: waiting ${wait} s`
        : `Requests left this minute: ${state.budgetLeft} of ${state.limit}${state.shared ? ', across all your open windows' : ''}`}
    </p>
  );
}
