/**
 * Speakers' availability in the database (migration "Speaker availability" in server/store/schema.ts): one row
 * per speaker of an event, its mode and times as JSON. Writing an empty list of times removes the row.
 */
import type { AvailabilityWrite, SpeakerAvailability } from '../../src/contract/availability';
import { availabilitySlotSchema } from '../../src/contract/availability';
import type { Queryable } from '../store/db';

type Row = { speaker_id: string; mode: string; slots: unknown; updated_at: number | string };

export async function listAvailability(q: Queryable, eventId: string): Promise<SpeakerAvailability[]> {
  const rows = await q.query<Row>('SELECT speaker_id, mode, slots, updated_at FROM speaker_availability WHERE event_id = $1 ORDER BY speaker_id', [eventId]);
  return rows.map((r) => ({
    speakerId: r.speaker_id,
    mode: r.mode === 'available' ? 'available' : 'unavailable',
    slots: (Array.isArray(r.slots) ? r.slots : []).flatMap((s) => {
      const p = availabilitySlotSchema.safeParse(s);
      return p.success ? [p.data] : [];
    }),
    updatedAt: Number(r.updated_at),
  }));
}

export async function saveAvailability(q: Queryable, eventId: string, w: AvailabilityWrite, now: number): Promise<SpeakerAvailability | null> {
  if (w.slots.length === 0) {
    await q.query('DELETE FROM speaker_availability WHERE event_id = $1 AND speaker_id = $2', [eventId, w.speakerId]);
    return null;
  }
  const slots = [...w.slots].sort((a, b) => (a.date + a.from < b.date + b.from ? -1 : 1));
  await q.query(
    `INSERT INTO speaker_availability (event_id, speaker_id, mode, slots, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (event_id, speaker_id) DO UPDATE SET mode = EXCLUDED.mode, slots = EXCLUDED.slots, updated_at = EXCLUDED.updated_at`,
    [eventId, w.speakerId, w.mode, JSON.stringify(slots), now],
  );
  return { speakerId: w.speakerId, mode: w.mode, slots, updatedAt: now };
}
