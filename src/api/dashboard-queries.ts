/**
 * The figures of the dashboard, read through the areas' own queries: every
 * figure is an area factory's query (same key, same data, same shape) with a
 * `select` that picks what the dashboard shows. The dashboard has no cache
 * keys of its own, so it can never hold another shape under an area's key,
 * and a write that refreshes an area refreshes its figure too.
 *
 * The dashboard refreshes itself while it is visible, on budget-aware
 * intervals (slower when the request budget runs low, paused while hidden):
 * pending questions of the sessions on now or next every 15 s and of the
 * others every minute, polls every 20 s, sessions and the event every minute,
 * abstracts every two minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import { abstractQueries } from './abstract-queries';
import { eventQueries } from './event-queries';
import { guestQueries } from './guest-queries';
import { pollQueries } from './poll-queries';
import { questionQueries } from './question-queries';
import { budgetAwareInterval } from './scheduler';
import { sessionQueries } from './session-queries';
import { scaledMs } from './test-timers';

/** How often each figure refreshes while the dashboard is visible (ms). */
export const DASHBOARD_REFRESH_MS = { live: scaledMs(15_000), polls: scaledMs(20_000), slow: scaledMs(60_000), abstracts: scaledMs(120_000) } as const;

export const dashboardQueries = {
  /** The event's name, dates, place and guest figures. */
  event: () =>
    queryOptions({
      ...eventQueries.settings(),
      refetchInterval: budgetAwareInterval(DASHBOARD_REFRESH_MS.slow),
      select: ({ name, dateStart, dateEnd, location, city, guestCount, guestCapacity, trackArray, trackColorArray, timeZoneOffset }) => ({ name, dateStart, dateEnd, location, city, guestCount, guestCapacity, trackArray, trackColorArray, timeZoneOffset }),
    }),
  guestCount: () => queryOptions({ ...guestQueries.count(), refetchInterval: budgetAwareInterval(DASHBOARD_REFRESH_MS.slow) }),
  /** How many sessions, and which have live Q&A (their questions are counted). */
  sessions: () =>
    queryOptions({
      ...sessionQueries.list(),
      refetchInterval: budgetAwareInterval(DASHBOARD_REFRESH_MS.slow),
      select: (sessions) => ({
        count: sessions.length,
        withLiveQA: sessions.filter((s) => s.hasLiveQA).map((s) => s.documentId),
        /** Sessions whose polls attendees can reach. */
        withPolls: sessions.filter((s) => s.hasPoll).map((s) => s.documentId),
        all: sessions,
      }),
    }),
  /** Every poll's session and whether it is launched (visible and open); whether attendees can reach it also needs the session's polls switched on. */
  polls: () =>
    queryOptions({
      ...pollQueries.list(),
      refetchInterval: budgetAwareInterval(DASHBOARD_REFRESH_MS.polls),
      select: (polls) => polls.map((p) => ({ sessionId: p.sessionId, launched: p.visible && !p.locked })),
    }),
  /** Questions of one session waiting for moderation (`live`: the session is on now or next, refreshed more often). */
  pendingQuestions: (sessionId: string, live = false) =>
    queryOptions({
      ...questionQueries.list(sessionId),
      refetchInterval: budgetAwareInterval(live ? DASHBOARD_REFRESH_MS.live : DASHBOARD_REFRESH_MS.slow),
      select: (list) => list.questions.filter((q) => q.status === 'pending').length,
    }),
  /** Abstracts, and how many are published. */
  abstracts: () =>
    queryOptions({
      ...abstractQueries.list(),
      refetchInterval: budgetAwareInterval(DASHBOARD_REFRESH_MS.abstracts),
      select: (abstracts) => ({ count: abstracts.length, published: abstracts.filter((a) => !a.unListed).length }),
    }),
};
