/**
 * The programme's releases and feeds, kept by the console's own server (`/console-api/programme…` on the origin
 * that served the console), with the organiser's key headers as every call. Not the API's budget: these calls go
 * to the console's server, not through the scheduler. Every answer is read with the contract's schemas.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  feedSchema,
  feedsListSchema,
  latestReleaseSchema,
  releaseSchema,
  releasesListSchema,
  type FeedKind,
  type ProgrammeSnapshot,
  type PublishBody,
} from '../contract/programme';
import { consoleServerInit } from './console-server-request';
import { errorFromAnswer, networkError } from './errors';
import type { Connection } from './key-store';

function base(): string {
  return typeof window === 'undefined' ? '' : `${window.location.origin}/console-api/programme`;
}

/** One call to the console's server, its answer read with `schema`. */
export async function programmeCall<T extends z.ZodType>(connection: Connection, method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
  let res: Response;
  try {
    res = await fetch(`${base()}${path}`, consoleServerInit(connection, { method, body }));
  } catch (error) {
    throw networkError(error, path, [connection.apiKey]);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!res.ok || !contentType.includes('json')) {
    throw errorFromAnswer({ status: res.ok ? 502 : res.status, contentType, text, retryAfterHeader: res.headers.get('retry-after'), path: `/console-api/programme${path}`, secrets: [connection.apiKey] });
  }
  return schema.parse(JSON.parse(text));
}

export const programmeQueries = {
  all: (eventId: string) => ['programme', eventId] as const,
  releases: (connection: Connection) =>
    queryOptions({
      queryKey: [...programmeQueries.all(connection.eventId), 'releases'] as const,
      queryFn: () => programmeCall(connection, 'GET', '/releases', releasesListSchema).then((r) => r.releases),
    }),
  latest: (connection: Connection) =>
    queryOptions({
      queryKey: [...programmeQueries.all(connection.eventId), 'latest'] as const,
      queryFn: () => programmeCall(connection, 'GET', '/releases/latest', latestReleaseSchema).then((r) => r.release),
    }),
  release: (connection: Connection, number: number) =>
    queryOptions({
      queryKey: [...programmeQueries.all(connection.eventId), 'release', number] as const,
      queryFn: () => programmeCall(connection, 'GET', `/releases/${number}`, releaseSchema),
      staleTime: Infinity,
    }),
  feeds: (connection: Connection) =>
    queryOptions({
      queryKey: [...programmeQueries.all(connection.eventId), 'feeds'] as const,
      queryFn: () => programmeCall(connection, 'GET', '/feeds', feedsListSchema).then((r) => r.feeds),
    }),
};

const publishAnswerSchema = releaseSchema.extend({ basedOn: releaseSchema.shape.number.nullable() });

export function usePublishRelease(connection: Connection) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishBody & { snapshot?: ProgrammeSnapshot }) => programmeCall(connection, 'POST', '/releases', publishAnswerSchema, body),
    onSuccess: (release) => qc.setQueryData(programmeQueries.release(connection, release.number).queryKey, release),
    onSettled: () => qc.invalidateQueries({ queryKey: programmeQueries.all(connection.eventId) }),
  });
}

export function useFeedChange(connection: Connection) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, change }: { kind: FeedKind; change: { on?: boolean; public?: boolean } | 'renew' }) =>
      change === 'renew' ? programmeCall(connection, 'POST', `/feeds/${kind}/renew`, feedSchema) : programmeCall(connection, 'POST', `/feeds/${kind}`, feedSchema, change),
    onSettled: () => qc.invalidateQueries({ queryKey: programmeQueries.feeds(connection).queryKey }),
  });
}
