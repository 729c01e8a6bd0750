/**
 * The `refetchInterval` of every live view: the adaptive rule
 * (adaptive-refresh.ts) fed with when this query's data last changed, whether
 * the tab is hidden and whether the data came from another tab, then
 * stretched by the budget (`intervalFor`: slower as the browser's budget runs
 * low, nothing during a 429 pause).
 *
 * "Changed" means a different value: React Query keeps the same object when
 * a refresh brings equal data (structural sharing), so comparing references
 * of the part that matters (`pick`) is enough.
 */
import { adaptiveInterval, type RefreshPace } from './adaptive-refresh';
import { cameFromAnotherTab } from './query-relay';
import { intervalFor, scheduler } from './scheduler';

const lastChange = new WeakMap<object, { value: unknown; at: number }>();

export function liveInterval<T>(pace: RefreshPace, pick: (data: T) => unknown = (d) => d) {
  return (query: { state: { data: T | undefined; dataUpdatedAt: number } }): number => {
    const now = Date.now();
    const data = query.state.data;
    let sinceChangeMs = 0;
    if (data !== undefined) {
      const value = pick(data);
      let seen = lastChange.get(query);
      if (!seen || seen.value !== value) {
        seen = { value, at: query.state.dataUpdatedAt || now };
        lastChange.set(query, seen);
      }
      sinceChangeMs = now - seen.at;
    }
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const ms = adaptiveInterval(pace, { sinceChangeMs, hidden, relayed: cameFromAnotherTab(query) });
    return intervalFor(ms, scheduler.getState(), now);
  };
}
