/**
 * How often a live view refreshes, from how recently its data changed.
 *
 * The rule:
 * - while the data changed in the last `activeMs` (votes or questions are
 *   arriving, or the view just opened), refresh every `fastMs`;
 * - once quiet, the interval doubles for every further 10 s of quiet, up to
 *   `slowMs`;
 * - a hidden tab waits three times as long (React Query also pauses the
 *   interval of a hidden tab altogether);
 * - a tab whose data comes from another tab (the relay, query-relay.ts)
 *   waits twice the slow interval and one more second, longer than the tab
 *   that fetches ever waits, so that tab stays the one that fetches, and this
 *   one only takes over when that tab stops (closed, hidden).
 *
 * The budget (scheduler.ts `intervalFor`) may stretch the result further.
 */

export type RefreshPace = {
  /** Interval while the data is changing. */
  fastMs: number;
  /** Longest interval of a quiet view. */
  slowMs: number;
  /** How long after a change the view counts as active (default 20 s). */
  activeMs?: number;
};

export type RefreshSituation = {
  /** Milliseconds since the data last changed. */
  sinceChangeMs: number;
  hidden?: boolean;
  /** The last data came from another tab of this browser. */
  relayed?: boolean;
};

const QUIET_STEP_MS = 10_000;

export function adaptiveInterval(pace: RefreshPace, situation: RefreshSituation): number {
  const activeMs = pace.activeMs ?? 20_000;
  const since = Math.max(0, situation.sinceChangeMs);
  let ms = pace.fastMs;
  if (since >= activeMs) {
    const steps = 1 + Math.floor((since - activeMs) / QUIET_STEP_MS);
    ms = Math.min(pace.slowMs, pace.fastMs * 2 ** Math.min(steps, 20));
  }
  if (situation.relayed) ms = 2 * pace.slowMs + 1000;
  if (situation.hidden) ms *= 3;
  return ms;
}

/** A poll's results on the projector: every second while votes arrive, at most 5 s apart when quiet. */
export const POLL_ON_SCREEN_PACE: RefreshPace = { fastMs: 1000, slowMs: 5000 };
/** Polls with their tallies on the polls page: every second while votes arrive, backing off to 10 s. */
export const POLL_LIST_PACE: RefreshPace = { fastMs: 1000, slowMs: 10_000 };
/** A session's questions on the board or projector: 1.5 s while questions arrive, backing off to 6 s. */
export const QUESTIONS_PACE: RefreshPace = { fastMs: 1500, slowMs: 6000 };
