/**
 * Polls: the list with tallies (`/getPolls`), results (`/getPollResults`) for
 * the projector, and the writes (`/upsertPoll`, `/deletePoll`). Every key
 * comes from `pollQueries`; mutations invalidate or set data through it.
 *
 * Live views refresh on an adaptive interval (adaptive-refresh.ts: about
 * every second while votes arrive, backing off when quiet, slower on a low
 * budget) at background priority; React Query pauses the interval while the
 * tab is hidden.
 *
 * Sessions are read through `sessionQueries` (session-queries.ts); the one
 * session write the poll pages make is the `hasPoll` switch, below.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll, PollFields, PollResults } from '../contract/poll';
import type { Session } from '../contract/session';
import { api } from './client';
import type { ResponseOf } from './endpoint-types';
import { POLL_LIST_PACE, POLL_ON_SCREEN_PACE } from './adaptive-refresh';
import { liveInterval } from './live-interval';
import { sessionQueries, upsertSession } from './session-queries';

/** How often live results refresh while votes arrive (slower when quiet or the budget runs low). */
export const LIVE_RESULTS_MS = POLL_LIST_PACE.fastMs;

export type UpsertPollAnswer = ResponseOf<'/upsertPoll'>;
export type PollWriteBody = PollFields & { documentId?: string };

export function fetchPolls(sessionId: string | undefined, signal?: AbortSignal, live = false): Promise<Poll[]> {
  return api.get('/getPolls', { signal, priority: live ? 'background' : 'interactive', query: sessionId ? { sessionId } : {} });
}

/** One poll's tallies. The endpoint answers a list when asked for a session or the event; asked for one poll, it answers that poll. */
export async function fetchPollResults(pollId: string, signal?: AbortSignal, live = false): Promise<PollResults> {
  const answer = await api.get('/getPollResults', { signal, priority: live ? 'background' : 'interactive', query: { pollId } });
  const one = Array.isArray(answer) ? answer.find((r) => r.pollId === pollId) : answer;
  if (!one) throw new Error(`The results of poll ${pollId} were not in the answer.`);
  return one;
}

export const pollQueries = {
  all: () => ['polls'] as const,
  lists: () => [...pollQueries.all(), 'list'] as const,
  /** Polls of one session (or of the whole event), with their tallies, refreshing live. */
  list: (sessionId?: string) =>
    queryOptions({
      queryKey: [...pollQueries.lists(), sessionId ?? 'all'] as const,
      queryFn: ({ signal, client, queryKey }) => {
        const live = client.getQueryData(queryKey) !== undefined;
        return fetchPolls(sessionId, signal, live);
      },
      refetchInterval: liveInterval<Poll[]>(POLL_LIST_PACE),
      staleTime: 1000,
    }),
  allResults: () => [...pollQueries.all(), 'results'] as const,
  /** One poll as it is now, read from its session's polls (`null` when it no longer exists): an editor's read before writing. */
  detail: (sessionId: string, pollId: string) =>
    queryOptions({
      queryKey: [...pollQueries.all(), 'detail', pollId] as const,
      queryFn: async ({ signal }) => (await fetchPolls(sessionId, signal)).find((p) => p.pollId === pollId) ?? null,
    }),
  /** One poll's tallies (projector view), refreshing live. */
  results: (pollId: string) =>
    queryOptions({
      queryKey: [...pollQueries.allResults(), pollId] as const,
      queryFn: ({ signal, client, queryKey }) => fetchPollResults(pollId, signal, client.getQueryData(queryKey) !== undefined),
      refetchInterval: liveInterval<PollResults>(POLL_ON_SCREEN_PACE),
      staleTime: 1000,
    }),
};

export function upsertPoll(body: PollWriteBody, options: { dryRun?: boolean } = {}) {
  return api.post('/upsertPoll', body, { dryRun: options.dryRun });
}

export function deletePoll(pollId: string, options: { dryRun?: boolean } = {}) {
  return api.post('/deletePoll', { pollId }, { dryRun: options.dryRun });
}

/** Applies a write to every cached list holding the poll, so the screen follows at once. */
function patchCachedPoll(qc: ReturnType<typeof useQueryClient>, pollId: string, patch: Partial<Poll>) {
  qc.setQueriesData<Poll[]>({ queryKey: pollQueries.lists() }, (old) => old?.map((p) => (p.pollId === pollId ? { ...p, ...patch } : p)));
}

export function useUpsertPoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PollWriteBody) => upsertPoll(body),
    onSettled: () => qc.invalidateQueries({ queryKey: pollQueries.all() }),
  });
}

/** Lock or unlock in one click. */
export function useSetPollLocked() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, locked }: { pollId: string; locked: boolean }) => upsertPoll({ documentId: pollId, locked }),
    onSuccess: (_r, { pollId, locked }) => {
      patchCachedPoll(qc, pollId, { locked });
      qc.setQueryData(pollQueries.results(pollId).queryKey, (old) => (old ? { ...old, locked } : old));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pollQueries.all() }),
  });
}

export function useDeletePoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pollId: string) => deletePoll(pollId),
    onSuccess: (_r, pollId) => qc.setQueriesData<Poll[]>({ queryKey: pollQueries.lists() }, (old) => old?.filter((p) => p.pollId !== pollId)),
    onSettled: () => qc.invalidateQueries({ queryKey: pollQueries.all() }),
  });
}

/**
 * Writes new sortNr values one after another (only the polls whose number
 * changes). The list shows the new order at once; a failure puts back what
 * the service holds.
 */
export function useReorderPolls(sessionId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ writes }: { ordered: Poll[]; writes: { pollId: string; sortNr: number }[] }) => {
      const warnings: string[] = [];
      for (const w of writes) {
        const r = await upsertPoll({ documentId: w.pollId, sortNr: w.sortNr });
        warnings.push(...r.warnings);
      }
      return { warnings };
    },
    onMutate: async ({ ordered, writes }) => {
      const key = pollQueries.list(sessionId).queryKey;
      await qc.cancelQueries({ queryKey: key });
      const nr = new Map(writes.map((w) => [w.pollId, w.sortNr]));
      const next = ordered.map((p) => (nr.has(p.pollId) ? { ...p, sortNr: nr.get(p.pollId)! } : p));
      qc.setQueryData<Poll[]>(key, (old) => {
        if (!old) return old;
        if (sessionId) return next;
        // The event-wide list: replace this session's polls in place, keep the rest.
        const ids = new Set(next.map((p) => p.pollId));
        const others = old.filter((p) => !ids.has(p.pollId));
        return [...others, ...next];
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pollQueries.all() }),
  });
}

/** The session's `hasPoll` switch: writes only `{documentId, hasPoll}`. */
export function useSetSessionHasPoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, hasPoll }: { sessionId: string; hasPoll: boolean }) => upsertSession({ documentId: sessionId, hasPoll }),
    onSuccess: (_r, { sessionId, hasPoll }) =>
      qc.setQueryData<Session[]>(sessionQueries.list().queryKey, (old) => old?.map((s) => (s.documentId === sessionId ? { ...s, hasPoll } : s))),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}

/** One poll's results as `/getPollResults` answers them, from the poll as `/getPolls` answers it (with its tallies). */
export function resultsOfPoll(poll: Poll): PollResults {
  const { pollId, sessionId, question, locked, results, voteCounts, totalVotes, voterCount } = poll;
  return { pollId, sessionId, question, locked, results, voteCounts, totalVotes, voterCount };
}
