/**
 * The room's desk in the database (room-desk-schema.ts, src/contract/room-desk.ts): each room's message to its
 * stage monitor and the monitor's receipt, the rooms held off the programme, and each room's speaker's time.
 * Triggers NOTIFY every change.
 */
import type { Slot } from '../../src/contract/rooms';
import { roomHoldTargetSchema, type MonitorMessage, type RoomHold, type RoomHoldTarget, type SpeakerTime, type SpeakerTimeChange } from '../../src/contract/room-desk';
import { changedMinutes, minutesFor, speakerTimeProblem } from '../../src/contract/speaker-time';
import type { Db, Queryable } from '../store/db';
import { newId } from '../store/ids';

type MessageRow = { room: string; id: string; text: string; sent_at: number; seen_at: number | null };
const toMessage = (r: MessageRow): { room: string } & MonitorMessage => ({
  room: r.room,
  id: r.id,
  text: r.text,
  sentAt: Number(r.sent_at),
  seenAt: r.seen_at === null ? null : Number(r.seen_at),
});

/** Sends a message to a room's stage monitor (replacing the one before); an empty text takes it down (null). */
export async function sendMonitorMessage(q: Queryable, eventId: string, room: string, text: string, now: number): Promise<MonitorMessage | null> {
  if (!text) {
    await q.query('DELETE FROM monitor_messages WHERE event_id = $1 AND room = $2', [eventId, room]);
    return null;
  }
  const id = `msg_${newId(16)}`;
  await q.query(
    `INSERT INTO monitor_messages (event_id, room, id, text, sent_at, seen_at) VALUES ($1, $2, $3, $4, $5, NULL)
     ON CONFLICT (event_id, room) DO UPDATE SET id = EXCLUDED.id, text = EXCLUDED.text, sent_at = EXCLUDED.sent_at, seen_at = NULL`,
    [eventId, room, id, text, now],
  );
  return { id, text, sentAt: now, seenAt: null };
}

/** A stage monitor of `room` showed message `id`: the first time counts. Undefined when that message is no longer the room's. */
export async function markMessageSeen(q: Queryable, eventId: string, room: string, id: string, now: number): Promise<MonitorMessage | undefined> {
  await q.query('UPDATE monitor_messages SET seen_at = $4 WHERE event_id = $1 AND room = $2 AND id = $3 AND seen_at IS NULL', [eventId, room, id, now]);
  const message = await monitorMessage(q, eventId, room);
  return message?.id === id ? message : undefined;
}

export async function monitorMessage(q: Queryable, eventId: string, room: string): Promise<MonitorMessage | null> {
  const rows = await q.query<MessageRow>('SELECT room, id, text, sent_at, seen_at FROM monitor_messages WHERE event_id = $1 AND room = $2', [eventId, room]);
  if (!rows[0]) return null;
  const { room: _room, ...message } = toMessage(rows[0]);
  return message;
}

export async function listMonitorMessages(q: Queryable, eventId: string): Promise<({ room: string } & MonitorMessage)[]> {
  const rows = await q.query<MessageRow>('SELECT room, id, text, sent_at, seen_at FROM monitor_messages WHERE event_id = $1 ORDER BY room', [eventId]);
  return rows.map(toMessage);
}

/** Holds a room's screens on a session's stage or on now and next; null releases them to the programme. */
export async function setRoomHold(q: Queryable, eventId: string, room: string, hold: RoomHoldTarget | null, now: number): Promise<RoomHold | null> {
  if (hold === null) {
    await q.query('DELETE FROM room_holds WHERE event_id = $1 AND room = $2', [eventId, room]);
    return null;
  }
  await q.query(
    'INSERT INTO room_holds (event_id, room, hold, since) VALUES ($1, $2, ($3::text)::jsonb, $4) ON CONFLICT (event_id, room) DO UPDATE SET hold = EXCLUDED.hold, since = EXCLUDED.since',
    [eventId, room, JSON.stringify(hold), now],
  );
  return { room, hold, since: now };
}

type HoldRow = { room: string; hold: unknown; since: number };
function toHold(r: HoldRow): RoomHold | null {
  const parsed = roomHoldTargetSchema.safeParse(typeof r.hold === 'string' ? JSON.parse(r.hold) : r.hold);
  return parsed.success ? { room: r.room, hold: parsed.data, since: Number(r.since) } : null;
}

export async function roomHold(q: Queryable, eventId: string, room: string): Promise<RoomHold | null> {
  const rows = await q.query<HoldRow>('SELECT room, hold, since FROM room_holds WHERE event_id = $1 AND room = $2', [eventId, room]);
  return rows[0] ? toHold(rows[0]) : null;
}

export async function listRoomHolds(q: Queryable, eventId: string): Promise<RoomHold[]> {
  const rows = await q.query<HoldRow>('SELECT room, hold, since FROM room_holds WHERE event_id = $1 ORDER BY room', [eventId]);
  return rows.map(toHold).filter((h): h is RoomHold => h !== null);
}

type SpeakerTimeRow = { room: string; session_id: string; minutes: number; set_at: number };
const toSpeakerTime = (r: SpeakerTimeRow): SpeakerTime => ({ room: r.room, sessionId: r.session_id, minutes: Number(r.minutes), setAt: Number(r.set_at) });

export async function speakerTime(q: Queryable, eventId: string, room: string): Promise<SpeakerTime | null> {
  const rows = await q.query<SpeakerTimeRow>('SELECT room, session_id, minutes, set_at FROM speaker_times WHERE event_id = $1 AND room = $2', [eventId, room]);
  return rows[0] ? toSpeakerTime(rows[0]) : null;
}

export async function listSpeakerTimes(q: Queryable, eventId: string): Promise<SpeakerTime[]> {
  const rows = await q.query<SpeakerTimeRow>('SELECT room, session_id, minutes, set_at FROM speaker_times WHERE event_id = $1 ORDER BY room', [eventId]);
  return rows.map(toSpeakerTime);
}

/**
 * Moves the end of `slot` (a session of `room`) for its speaker: `add` on top of what this session was given (what
 * another session was given is forgotten), `set` from the programme's end. Desks adding at once each count (one
 * transaction per room under an advisory lock). Answers the room's speaker's time (null: the programme's end), or
 * why the change cannot be (nothing changed).
 */
export async function changeSpeakerTime(db: Db, eventId: string, room: string, slot: Slot, change: SpeakerTimeChange, now: number): Promise<{ ok: true; time: SpeakerTime | null } | { ok: false; problem: string }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(350136, hashtext($1))', [`${eventId}:${room}`]);
    const minutes = changedMinutes(minutesFor(slot, await speakerTime(tx, eventId, room)), change);
    const problem = speakerTimeProblem(slot, minutes);
    if (problem) return { ok: false as const, problem };
    if (minutes === 0) {
      await tx.query('DELETE FROM speaker_times WHERE event_id = $1 AND room = $2', [eventId, room]);
      return { ok: true as const, time: null };
    }
    await tx.query(
      `INSERT INTO speaker_times (event_id, room, session_id, minutes, set_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id, room) DO UPDATE SET session_id = EXCLUDED.session_id, minutes = EXCLUDED.minutes, set_at = EXCLUDED.set_at`,
      [eventId, room, slot.id, minutes, now],
    );
    return { ok: true as const, time: { room, sessionId: slot.id, minutes, setAt: now } };
  });
}
