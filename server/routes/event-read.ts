import { EVENT_COLOUR_FIELDS, eventFieldsSchema } from '../../src/contract/event';
import type { Queryable } from '../store/db';
import { countGuests } from '../store/guests-store';
import type { EventRow } from '../store/events-store';

/** The writable fields of `/updateEvent`, in the contract's order. */
export const EVENT_FIELDS = Object.keys(eventFieldsSchema.shape);

/** `/getEvent`: every writable field plus read-only documentId, guestCount, guestCapacity, categories. */
export async function eventView(q: Queryable, event: EventRow): Promise<Record<string, unknown>> {
  const s = event.settings;
  const out: Record<string, unknown> = { documentId: event.id };
  for (const field of EVENT_FIELDS) out[field] = s[field];
  for (const field of EVENT_COLOUR_FIELDS) out[field] = s[field];
  out.guestCount = await countGuests(q, event.id);
  out.guestCapacity = Number(s.guestCapacity ?? 0);
  out.categories = (s.categories as string[] | undefined) ?? [];
  return out;
}
