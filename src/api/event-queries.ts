/**
 * The event's own settings (`/getEvent`, `/updateEvent`) and the service's
 * field reference (`/apiSchema`: colour clear values, valid track and tier
 * numbers). Every key comes from `eventQueries`; every key of the event
 * starts with `['event']`, so a saved change refreshes every view of it
 * (the dashboard's summary and the session and sponsor forms' track lists).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventFields, type EventSettings } from '../contract/event';
import type { ApiSchema } from '../contract/auth';
import { COLOUR_CLEARS_TO, type Colour } from '../contract/colour';
import { api, type WriteResult } from './client';

export type EventChange = { before: unknown; after: unknown };
export type UpdateEventResult = { status: string; changes: Record<string, EventChange> };

export async function fetchEvent(signal?: AbortSignal): Promise<EventSettings> {
  const raw = await api.get('/getEvent', { signal, priority: 'interactive' });
  // Lenient read: optional fields defaulted, extra fields kept.
  const parsed = eventSchema.safeParse(raw);
  return parsed.success ? parsed.data : (raw as EventSettings);
}

export async function fetchApiSchema(signal?: AbortSignal): Promise<ApiSchema> {
  return (await api.get('/apiSchema', { signal, priority: 'background' })) as ApiSchema;
}

export const eventQueries = {
  all: () => ['event'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => fetchEvent(signal),
    }),
  apiSchema: () =>
    queryOptions({
      queryKey: ['apiSchema'] as const,
      queryFn: ({ signal }) => fetchApiSchema(signal),
      staleTime: 60 * 60_000,
    }),
};

/** The value `/apiSchema` gives to clear a colour field (the contract's default while it is unknown). */
export function clearsToOf(schema: ApiSchema | undefined, field: string): Colour {
  const v = schema?.formats?.colors?.[field]?.clearsTo;
  return (typeof v === 'number' || typeof v === 'string' ? v : COLOUR_CLEARS_TO) as Colour;
}

export function updateEvent(body: EventFields, options: { dryRun?: boolean } = {}) {
  return api.post('/updateEvent', body, { dryRun: options.dryRun }) as Promise<WriteResult<UpdateEventResult>>;
}

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EventFields) => updateEvent(body),
    onSettled: () => qc.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
