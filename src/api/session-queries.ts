/**
 * Sessions (`/getSessions`, `/upsertSession`, `/deleteSession`) and the event's track names and colours
 * that a session's `track` position points into. Every key comes from `sessionQueries`.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionFields } from '../contract/session';
import { api, type WriteResult } from './client';

export type UpsertRecordResult = { status: string; documentId: string; created: boolean };
export type DeleteRecordResult = { status: string; dryRun?: boolean; wouldDelete?: Record<string, number>; deleted?: Record<string, number> };

/** A session write: the fields plus `documentId` to edit (omitted: a new session). */
export type SessionWrite = SessionFields & { documentId?: string };

/** The parts of `/getEvent` a session or sponsor form needs: names and colours of tracks and tiers. */
export type EventLists = { trackArray: string[]; trackColorArray: unknown[]; tierArray: string[] };

export async function fetchSessions(signal?: AbortSignal): Promise<Session[]> {
  return (await api.get('/getSessions', { signal, priority: 'interactive' })) as Session[];
}

export async function fetchEventLists(signal?: AbortSignal): Promise<EventLists> {
  const e = (await api.get('/getEvent', { signal, priority: 'interactive' })) as Partial<EventLists>;
  return {
    trackArray: Array.isArray(e.trackArray) ? e.trackArray : [],
    trackColorArray: Array.isArray(e.trackColorArray) ? e.trackColorArray : [],
    tierArray: Array.isArray(e.tierArray) ? e.tierArray : [],
  };
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
  /** Track and tier names and colours of the event (under the event's key, so a settings save refreshes it). */
  eventLists: () =>
    queryOptions({
      queryKey: ['event', 'lists'] as const,
      queryFn: ({ signal }) => fetchEventLists(signal),
    }),
};

export function upsertSession(body: SessionWrite, options: { dryRun?: boolean } = {}) {
  return api.post('/upsertSession', body, { dryRun: options.dryRun }) as Promise<WriteResult<UpsertRecordResult>>;
}

export function deleteSession(documentId: string, options: { dryRun?: boolean } = {}) {
  return api.post('/deleteSession', { documentId }, { dryRun: options.dryRun }) as Promise<WriteResult<DeleteRecordResult>>;
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
