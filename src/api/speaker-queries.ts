/** Speakers (`/getSpeakers`, `/upsertSpeaker`, `/deleteSpeaker`). Every key comes from `speakerQueries`. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Speaker, SpeakerFields } from '../contract/speaker';
import { api } from './client';
import { guestQueries } from './guest-queries';

export type SpeakerWrite = SpeakerFields & { documentId?: string };

export function fetchSpeakers(signal?: AbortSignal): Promise<Speaker[]> {
  return api.get('/getSpeakers', { signal, priority: 'interactive' });
}

export const speakerQueries = {
  all: () => ['speakers'] as const,
  list: () =>
    queryOptions({
      queryKey: [...speakerQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchSpeakers(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...speakerQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await fetchSpeakers(signal)).find((s) => s.documentId === id) ?? null,
    }),
};

export function upsertSpeaker(body: SpeakerWrite, options: { dryRun?: boolean } = {}) {
  return api.post('/upsertSpeaker', body, { dryRun: options.dryRun });
}

export function deleteSpeaker(documentId: string, options: { dryRun?: boolean } = {}) {
  return api.post('/deleteSpeaker', { documentId }, { dryRun: options.dryRun });
}

export function useUpsertSpeaker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SpeakerWrite) => upsertSpeaker(body),
    // A speaker's e-mail marks them a speaker in the guest list too (eventRole SPEAKER).
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: speakerQueries.all() }), qc.invalidateQueries({ queryKey: guestQueries.all() })]),
  });
}

export function useDeleteSpeaker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteSpeaker(documentId),
    onSuccess: (_r, id) => qc.setQueryData(speakerQueries.list().queryKey, (old) => old?.filter((s) => s.documentId !== id)),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: speakerQueries.all() }), qc.invalidateQueries({ queryKey: guestQueries.all() })]),
  });
}
