/**
 * Abstracts and e-posters (`/getAbstracts`, `/upsertAbstract`,
 * `/deleteAbstract`, `/bulkUpsert` with type `abstract`). Every key comes from
 * `abstractQueries`. A save may add a category to the event's list, so saves
 * refresh the event's keys as well.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { emptyAbstract, type Abstract, type AbstractFields, type BulkUpsertResponse } from '../contract/abstract';
import type { ResponseOf } from './endpoint-types';
import { api } from './client';
import { eventQueries } from './event-queries';
import type { Priority } from './scheduler';

export type AbstractWrite = AbstractFields & { documentId?: string };
/** The answer of `/upsertAbstract`: an edit answers the fields it changed. */
export type UpsertAbstractResult = ResponseOf<'/upsertAbstract'>;
export type FieldChange = NonNullable<UpsertAbstractResult['changes']>[string];

export function fetchAbstracts(signal?: AbortSignal, priority: Priority = 'interactive'): Promise<Abstract[]> {
  return api.get('/getAbstracts', { signal, priority });
}

export const abstractQueries = {
  all: () => ['abstracts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...abstractQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchAbstracts(signal),
    }),
  /** One abstract, read from the list (the service has no single-abstract read). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...abstractQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await fetchAbstracts(signal)).find((a) => a.documentId === id) ?? null,
    }),
};

export function upsertAbstract(body: AbstractWrite, options: { dryRun?: boolean; priority?: Priority } = {}) {
  return api.post('/upsertAbstract', body, { dryRun: options.dryRun, priority: options.priority });
}

export function deleteAbstract(abstractId: string, options: { dryRun?: boolean; priority?: Priority } = {}) {
  return api.post('/deleteAbstract', { abstractId }, { dryRun: options.dryRun, priority: options.priority });
}

/** Up to 200 abstracts in one call, at bulk priority so the rest of the console stays responsive. */
export async function bulkUpsertAbstracts(items: Record<string, unknown>[], options: { dryRun?: boolean; signal?: AbortSignal } = {}): Promise<BulkUpsertResponse> {
  const r = await api.post('/bulkUpsert', { type: 'abstract', items }, { dryRun: options.dryRun, signal: options.signal, priority: 'bulk' });
  return r.data;
}

/** After any write: the list, every detail, and the event's category list. */
export function refreshAfterAbstractWrite(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: abstractQueries.all() });
  void qc.invalidateQueries({ queryKey: eventQueries.all() });
}

export function useUpsertAbstract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AbstractWrite) => upsertAbstract(body),
    onSuccess: (r, body) => {
      if (body.documentId) {
        qc.setQueryData(abstractQueries.list().queryKey, (old) => old?.map((a) => (a.documentId === body.documentId ? ({ ...a, ...body } as Abstract) : a)));
      } else if (r.data.abstractId) {
        // A new abstract is in the list at once, so its page opens without waiting for the refetch.
        qc.setQueryData(abstractQueries.list().queryKey, (old) => (old ? [...old, { ...emptyAbstract(), ...body, documentId: r.data.abstractId } as Abstract] : old));
      }
    },
    onSettled: () => refreshAfterAbstractWrite(qc),
  });
}

/** Publish (`unListed: false`) or keep console-only (`unListed: true`), updating the list at once. */
export function useSetAbstractListed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, unListed, priority }: { documentId: string; unListed: boolean; priority?: Priority }) =>
      upsertAbstract({ documentId, unListed }, { priority }),
    onSuccess: (_r, { documentId, unListed }) => {
      qc.setQueryData(abstractQueries.list().queryKey, (old) => old?.map((a) => (a.documentId === documentId ? { ...a, unListed } : a)));
    },
  });
}

export function useDeleteAbstract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, priority }: { documentId: string; priority?: Priority }) => deleteAbstract(documentId, { priority }),
    onSuccess: (_r, { documentId }) => {
      qc.setQueryData(abstractQueries.list().queryKey, (old) => old?.filter((a) => a.documentId !== documentId));
    },
  });
}
