/**
 * The figures of the dashboard, read through the areas' own queries: every
 * figure is an area factory's query (same key, same data, same shape) with a
 * `select` that picks what the dashboard shows. The dashboard has no cache
 * keys of its own, so it can never hold another shape under an area's key,
 * and a write that refreshes an area refreshes its figure too.
 */
import { queryOptions } from '@tanstack/react-query';
import { abstractQueries } from './abstract-queries';
import { eventQueries } from './event-queries';
import { guestQueries } from './guest-queries';
import { pollQueries } from './poll-queries';
import { questionQueries } from './question-queries';
import { sessionQueries } from './session-queries';

export const dashboardQueries = {
  /** The event's name, dates, place and guest figures. */
  event: () =>
    queryOptions({
      ...eventQueries.settings(),
      select: ({ name, dateStart, dateEnd, location, city, guestCount, guestCapacity }) => ({ name, dateStart, dateEnd, location, city, guestCount, guestCapacity }),
    }),
  guestCount: () => guestQueries.count(),
  /** How many sessions, and which have live Q&A (their questions are counted). */
  sessions: () =>
    queryOptions({
      ...sessionQueries.list(),
      select: (sessions) => ({ count: sessions.length, withLiveQA: sessions.filter((s) => s.hasLiveQA).map((s) => s.documentId) }),
    }),
  /** Open polls against all polls; read once, not live (the polls page keeps them live). */
  polls: () =>
    queryOptions({
      ...pollQueries.list(),
      refetchInterval: false,
      select: (polls) => ({ count: polls.length, open: polls.filter((p) => !p.locked).length }),
    }),
  /** Questions of one session waiting for moderation. */
  pendingQuestions: (sessionId: string) =>
    queryOptions({
      ...questionQueries.list(sessionId),
      select: (list) => list.questions.filter((q) => q.status === 'pending').length,
    }),
  /** Abstracts, and how many are published. */
  abstracts: () =>
    queryOptions({
      ...abstractQueries.list(),
      select: (abstracts) => ({ count: abstracts.length, published: abstracts.filter((a) => !a.unListed).length }),
    }),
};
