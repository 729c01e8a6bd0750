/**
 * The Q&A data the console's own server keeps (`/console-api/qa/…`, docs/questions.md "Queue, archive and word
 * filter"): the queue, the archive, the word list and automatic approval. Calls go to the origin that served the
 * console, with the organiser's key headers as every call; where the console was served by something else, the
 * state reads as null (`available: false`) and the board works without these.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleServerInit } from './console-server-request';
import { errorFromAnswer, networkError } from './errors';
import { keyStore } from './key-store';
import type { QaSettingsWrite, QaState } from '../contract/qa';

export type QaTeamSettings = { words: string[]; archiveAfterMinutes: number | null };

/** The console's server is not there (the console was served by something else). */
export class NoQaServer extends Error {
  constructor() {
    super('The queue, the archive and the word filter need the console’s own server; this console was served by something else.');
  }
}

export async function qaCall<T>(path: string, body: unknown): Promise<T> {
  const connection = keyStore.get();
  if (!connection) throw new NoQaServer();
  let res: Response;
  try {
    res = await fetch(`${window.location.origin}/console-api/qa${path}`, consoleServerInit(connection, { method: 'POST', body }));
  } catch (error) {
    throw networkError(error, path, [connection.apiKey]);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!contentType.includes('json')) throw new NoQaServer();
  if (!res.ok) {
    const error = errorFromAnswer({ status: res.status, contentType, text, retryAfterHeader: res.headers.get('retry-after'), path, secrets: [connection.apiKey] });
    if (res.status === 404 && error.code === 'unknown_endpoint') throw new NoQaServer();
    throw error;
  }
  return JSON.parse(text) as T;
}

/** How often a board reads the queue and archive (other moderators' changes show within this). */
export const QA_STATE_INTERVAL_MS = 5_000;

export const qaQueries = {
  all: () => ['qa'] as const,
  /** A session's queue, archive, automatic approval and the team's words; null without the console's server. `answered` gives the answered ids this board sees (the team's archive delay counts from then). */
  state: (sessionId: string, answered: () => string[] = () => []) =>
    queryOptions({
      queryKey: [...qaQueries.all(), 'state', sessionId] as const,
      queryFn: async (): Promise<QaState | null> => {
        try {
          return await qaCall<QaState>('/state', { sessionId, answeredIds: answered().slice(0, 1000) });
        } catch (error) {
          if (error instanceof NoQaServer) return null;
          throw error;
        }
      },
      refetchInterval: (query) => (query.state.data === null ? false : QA_STATE_INTERVAL_MS),
      refetchIntervalInBackground: false,
      retry: 1,
    }),
};

/** One Q&A change for a session; the state it answers replaces the cached one at once. */
export function useQaChange<V>(sessionId: string, path: string, bodyOf: (v: V) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...qaQueries.all(), path, sessionId],
    mutationFn: (v: V) => qaCall<QaState>(path, { sessionId, ...(bodyOf(v) as object) }),
    onSuccess: (state) => queryClient.setQueryData(qaQueries.state(sessionId).queryKey, state),
  });
}

export const useQaQueue = (sessionId: string) => useQaChange(sessionId, '/queue', (order: string[]) => ({ order }));
export const useQaArchive = (sessionId: string) => useQaChange(sessionId, '/archive', (v: { questionIds: string[]; archived: boolean }) => v);
export const useQaAutoApprove = (sessionId: string) => useQaChange(sessionId, '/session-settings', (autoApprove: boolean) => ({ autoApprove }));
export const useQaAutoApproved = (sessionId: string) => useQaChange(sessionId, '/auto-approved', (questionIds: string[]) => ({ questionIds }));

/** The team's word list and archive delay (every session's state shows them). */
export function useQaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...qaQueries.all(), 'settings'],
    mutationFn: (write: QaSettingsWrite) => qaCall<QaTeamSettings>('/settings', write),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qaQueries.all() }),
  });
}
