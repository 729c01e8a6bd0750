import type { Queryable } from './db';
import { newId } from './ids';

export interface EventRow {
  id: string;
  clientId: string;
  settings: Record<string, unknown>;
  demo: boolean;
}

/** Settings of a new, empty event. */
export function defaultEventSettings(name: string): Record<string, unknown> {
  return {
    name,
    welcomeText: '',
    dateStart: '',
    dateEnd: '',
    location: '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
    supportEmail: '',
    imagePath: '',
    mapImagePath: '',
    timeZoneOffset: 0,
    carouselInterval: 5,
    scheduleTimeDisplay: true,
    trackArray: [],
    tierArray: [],
    trackColorArray: [],
    primaryBackgroundColor: '#FFFFFF',
    secondaryBackgroundColor: '#F3F4F6',
    tertiaryBackgroundColor: '#E5E7EB',
    primaryAccentColor: '#2563EB',
    secondaryAccentColor: '#7C3AED',
    primaryFontColor: '#111827',
    secondaryFontColor: '#4B5563',
    cardBackgroundColor: '#FFFFFF',
    categories: [],
    guestCapacity: 500,
    maxAssignedUsers: 500,
  };
}

export async function createEvent(q: Queryable, options: { name?: string; clientId?: string; demo?: boolean; settings?: Record<string, unknown> } = {}): Promise<EventRow> {
  const clientId = options.clientId ?? `client_${newId(12)}`;
  const eventId = `event_${newId(12)}`;
  const now = Date.now();
  await q.query('INSERT INTO clients (id, created_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [clientId, now]);
  const settings = { ...defaultEventSettings(options.name ?? 'New event'), ...(options.settings ?? {}) };
  await q.query('INSERT INTO events (id, client_id, settings, demo, created_at) VALUES ($1, $2, ($3::text)::jsonb, $4, $5)', [
    eventId,
    clientId,
    JSON.stringify(settings),
    options.demo ?? false,
    now,
  ]);
  return { id: eventId, clientId, settings, demo: options.demo ?? false };
}

export async function clientExists(q: Queryable, clientId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM clients WHERE id = $1', [clientId]);
  return rows.length > 0;
}

export async function getEvent(q: Queryable, eventId: string): Promise<EventRow | undefined> {
  const rows = await q.query<{ id: string; client_id: string; settings: Record<string, unknown>; demo: boolean }>(
    'SELECT id, client_id, settings, demo FROM events WHERE id = $1',
    [eventId],
  );
  const row = rows[0];
  return row && { id: row.id, clientId: row.client_id, settings: row.settings, demo: row.demo };
}

/** Locks the event's row for the rest of the transaction, so concurrent writes to its settings queue up. */
export async function getEventForUpdate(q: Queryable, eventId: string): Promise<EventRow | undefined> {
  const rows = await q.query<{ id: string; client_id: string; settings: Record<string, unknown>; demo: boolean }>(
    'SELECT id, client_id, settings, demo FROM events WHERE id = $1 FOR UPDATE',
    [eventId],
  );
  const row = rows[0];
  return row && { id: row.id, clientId: row.client_id, settings: row.settings, demo: row.demo };
}

export async function saveEventSettings(q: Queryable, eventId: string, settings: Record<string, unknown>): Promise<void> {
  await q.query('UPDATE events SET settings = ($2::text)::jsonb WHERE id = $1', [eventId, JSON.stringify(settings)]);
}

export async function findDemoEvent(q: Queryable): Promise<EventRow | undefined> {
  const rows = await q.query<{ id: string }>('SELECT id FROM events WHERE demo ORDER BY created_at LIMIT 1');
  return rows[0] ? getEvent(q, rows[0].id) : undefined;
}

export async function countEvents(q: Queryable): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return Number(rows[0].n);
}
