/**
 * Speakers' availability, kept by the console's own server (`/console-api/availability`, on the origin that
 * served the console; the API has no such field), with the organiser's key headers as every call. Every key
 * comes from `availabilityQueries`. Where the console was served by something else, the list is empty and the
 * availability rule simply finds nothing.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityListSchema, type AvailabilityWrite, type SpeakerAvailability } from '../contract/availability';
import { consoleServerInit } from './console-server-request';
import { errorFromAnswer, networkError } from './errors';
import { keyStore } from './key-store';

const PATH = '/availability';

async function call(method: 'GET' | 'POST', body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const connection = keyStore.get();
  if (!connection) throw new Error('Not connected');
  let res: Response;
  try {
    res = await fetch(`${window.location.origin}/console-api${PATH}`, consoleServerInit(connection, { method, body, signal }));
  } catch (error) {
    throw networkError(error, PATH, [connection.apiKey]);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!contentType.includes('json')) {
    if (method === 'GET') return { speakers: [] };
    throw new Error('Speaker availability needs the console’s own server (npm start or the Docker image).');
  }
  if (!res.ok) throw errorFromAnswer({ status: res.status, contentType, text, retryAfterHeader: res.headers.get('retry-after'), path: PATH, secrets: [connection.apiKey] });
  return JSON.parse(text) as unknown;
}

export const availabilityQueries = {
  all: () => ['availability'] as const,
  /** Every speaker's entry, by speaker id. */
  bySpeaker: () =>
    queryOptions({
      queryKey: [...availabilityQueries.all(), 'by-speaker'] as const,
      queryFn: async ({ signal }): Promise<ReadonlyMap<string, SpeakerAvailability>> => {
        const list = availabilityListSchema.parse(await call('GET', undefined, signal));
        return new Map(list.speakers.map((s) => [s.speakerId, s]));
      },
      staleTime: 60_000,
    }),
};

export function useSaveAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: AvailabilityWrite) => call('POST', w),
    onSettled: () => qc.invalidateQueries({ queryKey: availabilityQueries.all() }),
  });
}
