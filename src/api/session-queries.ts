/**
 * Sessions (`/getSessions`, `/upsertSession`, `/deleteSession`). Every key comes from `sessionQueries`;
 * the event's track names and colours that a session's `track` points into are `eventQueries.lists()`.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session, SessionFields } from '../contract/session';
import { api } from './client';
import type { ResponseOf } from './endpoint-types';

/** The answer of a session, speaker or sponsor save (one contract schema for the three). */
export type UpsertRecordResult = ResponseOf<'/upsertSession'>;
/** The answer of a session, speaker or sponsor delete, `wouldDelete` on a dry run. */
export type DeleteRecordResult = ResponseOf<'/deleteSession'>;

/** A session write: the fields plus `documentId` to edit (omitted: a new session). */
export type SessionWrite = SessionFields & { documentId?: string };

/** The parts of `/getEvent` a session or sponsor form needs: names and colours of tracks and tiers. */
export function fetchSessions(signal?: AbortSignal): Promise<Session[]> {
  return api.get('/getSessions', { signal, priority: 'interactive' });
}

export const sessionQueries = {
  all: () => ['sessions'] as const,
  list: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchSessions(signal),
    }),
  /** One session, read from the list (the service has no single-session read). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => {
        const found = (await fetchSessions(signal)).find((s) => s.documentId === id);
        return found ?? null;
      },
    }),
};

/**
 * After a write made without a form (a move on the schedule grid): the sessions are read again and each is put
 * in every copy the console holds (the list, and each session's own read that is cached, plus `ids`), so an
 * editor opened next starts from what is stored, with nothing "changed elsewhere". Resolves with the list read.
 */
export async function refreshSessionCopies(qc: QueryClient, ids: readonly string[] = []): Promise<Session[]> {
  const list = await qc.fetchQuery({ ...sessionQueries.list(), staleTime: 0 });
  const byId = new Map(list.map((s) => [s.documentId, s]));
  const cached = qc.getQueriesData<Session | null>({ queryKey: [...sessionQueries.all(), 'detail'] }).map(([key]) => String(key[2]));
  for (const id of new Set([...cached, ...ids])) qc.setQueryData(sessionQueries.detail(id).queryKey, byId.get(id) ?? null);
  return list;
}

export function upsertSession(body: SessionWrite, options: { dryRun?: boolean } = {}) {
  return api.post('/upsertSession', body, { dryRun: options.dryRun });
}

export function deleteSession(documentId: string, options: { dryRun?: boolean } = {}) {
  return api.post('/deleteSession', { documentId }, { dryRun: options.dryRun });
}

export function useUpsertSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionWrite) => upsertSession(body),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}

export function useDeleteSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteSession(documentId),
    onSuccess: (_r, id) => {
      qc.setQueryData(sessionQueries.list().queryKey, (old) => old?.filter((s) => s.documentId !== id));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}
