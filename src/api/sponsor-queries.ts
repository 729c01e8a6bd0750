/** Sponsors (`/getSponsors`, `/upsertSponsor`, `/deleteSponsor`). Every key comes from `sponsorQueries`. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sponsor, SponsorFields } from '../contract/sponsor';
import { api } from './client';

export type SponsorWrite = SponsorFields & { documentId?: string };

export function fetchSponsors(signal?: AbortSignal): Promise<Sponsor[]> {
  return api.get('/getSponsors', { signal, priority: 'interactive' });
}

export const sponsorQueries = {
  all: () => ['sponsors'] as const,
  list: () =>
    queryOptions({
      queryKey: [...sponsorQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchSponsors(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sponsorQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await fetchSponsors(signal)).find((s) => s.documentId === id) ?? null,
    }),
};

export function upsertSponsor(body: SponsorWrite, options: { dryRun?: boolean } = {}) {
  return api.post('/upsertSponsor', body, { dryRun: options.dryRun });
}

export function deleteSponsor(documentId: string, options: { dryRun?: boolean } = {}) {
  return api.post('/deleteSponsor', { documentId }, { dryRun: options.dryRun });
}

export function useUpsertSponsor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorWrite) => upsertSponsor(body),
    onSettled: () => qc.invalidateQueries({ queryKey: sponsorQueries.all() }),
  });
}

export function useDeleteSponsor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteSponsor(documentId),
    onSuccess: (_r, id) => qc.setQueryData(sponsorQueries.list().queryKey, (old) => old?.filter((s) => s.documentId !== id)),
    onSettled: () => qc.invalidateQueries({ queryKey: sponsorQueries.all() }),
  });
}
