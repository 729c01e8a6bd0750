/**
 * The event's own settings (`/getEvent`, `/updateEvent`) and the service's
 * field reference (`/apiSchema`: colour clear values, valid track and tier
 * numbers). Every key comes from `eventQueries`; every key of the event
 * starts with `['event']`, so a saved change refreshes every view of it
 * (the dashboard's summary and the session and sponsor forms' track lists).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventFields, EventSettings } from '../contract/event';
import type { ApiSchema } from '../contract/auth';
import { COLOUR_CLEARS_TO, type Colour } from '../contract/colour';
import { api } from './client';
import type { ResponseOf } from './endpoint-types';

/** The answer of `/updateEvent`: every field it changed, before and after. */
export type UpdateEventResult = ResponseOf<'/updateEvent'>;
export type EventChange = UpdateEventResult['changes'][string];

/** The event as the contract reads it (optional fields defaulted, extra fields kept). */
export function fetchEvent(signal?: AbortSignal): Promise<EventSettings> {
  return api.get('/getEvent', { signal, priority: 'interactive' });
}

export function fetchApiSchema(signal?: AbortSignal): Promise<ApiSchema> {
  return api.get('/apiSchema', { signal, priority: 'background' });
}

/** The event's track names and colours and sponsor tiers: sessions and sponsors point into them by position. */
export type EventLists = Pick<ResponseOf<'/getEvent'>, 'trackArray' | 'trackColorArray' | 'tierArray'>;

export async function fetchEventLists(signal?: AbortSignal): Promise<EventLists> {
  const { trackArray, trackColorArray, tierArray } = await api.get('/getEvent', { signal, priority: 'interactive' });
  return { trackArray, trackColorArray, tierArray };
}

export const eventQueries = {
  all: () => ['event'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => fetchEvent(signal),
    }),
  /** Track and tier names and colours (under the event's key, so a settings save refreshes them). */
  lists: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'lists'] as const,
      queryFn: ({ signal }) => fetchEventLists(signal),
    }),
  apiSchema: () =>
    queryOptions({
      queryKey: ['apiSchema'] as const,
      queryFn: ({ signal }) => fetchApiSchema(signal),
      staleTime: 60 * 60_000,
    }),
};

/**
 * The event's clock (`timeZoneOffset`, hours from UTC) for writing instants in event time
 * (`formatEventInstant`); undefined while unknown (not read yet, or the key cannot read the event).
 * Read through the settings query (same key, same data), so a settings save moves every time at once.
 */
export function useEventOffset(): number | undefined {
  return useQuery({ ...eventQueries.settings(), select: (e) => e.timeZoneOffset, staleTime: 60_000 }).data;
}

/** The value `/apiSchema` gives to clear a colour field (the contract's default while it is unknown). */
export function clearsToOf(schema: ApiSchema | undefined, field: string): Colour {
  const v = schema?.formats?.colors?.[field]?.clearsTo;
  return (typeof v === 'number' || typeof v === 'string' ? v : COLOUR_CLEARS_TO) as Colour;
}

export function updateEvent(body: EventFields, options: { dryRun?: boolean } = {}) {
  return api.post('/updateEvent', body, { dryRun: options.dryRun });
}

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EventFields) => updateEvent(body),
    onSettled: () => qc.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
