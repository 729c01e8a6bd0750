/**
 * How long a bulk run still needs, counting the request budget: the pace the service answers at holds only
 * while the budget lasts; once it is spent, a request waits until one sent a window ago leaves the window
 * (the scheduler's sliding window, `LIMITS.requestsPerMinute` less its safety margin per `windowMs`). A
 * 350-row import at a fast pace spends 290 requests in about fifteen seconds and then waits for the
 * minute to turn: counting the pace alone says 25 s where the import takes over a minute.
 */

/** The scheduler's budget as `RequestScheduler.getState()` reports it. */
export type BudgetView = { limit: number; windowMs: number; budgetLeft: number };

export type TimeLeftInput = {
  now: number;
  /** Requests still to start. */
  requests: number;
  /** How long one request takes while the budget allows (the service's pace), ms. */
  msPerRequest: number;
  /** Requests sent at once. */
  concurrency?: number;
  budget: BudgetView;
  /** When this run's recent requests started (Unix ms); the rest of the used budget is counted as mid-window. */
  recentStarts?: readonly number[];
};

export function estimateMsLeft({ now, requests, msPerRequest, concurrency = 1, budget, recentStarts = [] }: TimeLeftInput): number {
  if (requests <= 0) return 0;
  const { limit, windowMs } = budget;
  const gap = Math.max(0, msPerRequest) / Math.max(1, concurrency);
  const own = recentStarts.filter((t) => t > now - windowMs && t <= now);
  const used = Math.max(own.length, limit - budget.budgetLeft);
  // Requests of others in the window: when they went is unknown; half a window ago is the middle guess.
  const window = [...Array.from({ length: used - own.length }, () => now - windowMs / 2), ...own].sort((a, b) => a - b);
  let head = 0;
  let t = now;
  let last = now;
  for (let k = 0; k < requests; k++) {
    while (head < window.length && window[head] <= t - windowMs) head++;
    if (window.length - head >= Math.max(1, limit)) {
      t = Math.max(t, window[head] + windowMs);
      head++;
    }
    window.push(t);
    last = t;
    t += gap;
  }
  return Math.round(last + msPerRequest - now);
}

/** The middle of the recent request durations (the service's pace, not the waits of a spent budget skewing it). */
export function typicalDuration(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
