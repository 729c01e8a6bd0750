/**
 * The schedule grid's geometry and moves, without React: which days and
 * rooms it shows, where a session's block sits, and what a drag or a key
 * press makes of a session's date, times and room. Times snap to 5 minutes.
 */
import { toMinutes } from '../../components/schedule/to-minutes';

export const PX_PER_MIN = 1.6;
export const SNAP_MIN = 5;
/** The height a block without an end time is drawn with (its end is not written). */
export const UNTIMED_MIN = 30;
const DAY = 24 * 60;

export type GridSession = { documentId: string; date: string; startTime: string; endTime: string; location: string };
export type MoveFields = { date: string; startTime: string; endTime: string; location: string };

export const pad = (n: number) => String(n).padStart(2, '0');
export const toTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
export const snap = (m: number) => Math.round(m / SNAP_MIN) * SNAP_MIN;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** On the grid: a date, a start time and a room. Others sit in the Unscheduled tray. */
export function isScheduled(s: GridSession): boolean {
  return !!s.date && toMinutes(s.startTime) !== null && s.location.trim() !== '';
}

/** The grid's days: the event's days (up to 31) and every day a session is dated, in order. */
export function scheduleDays(sessions: readonly GridSession[], eventStart?: string, eventEnd?: string): string[] {
  const days = new Set(sessions.filter(isScheduled).map((s) => s.date));
  if (eventStart && /^\d{4}-\d{2}-\d{2}$/.test(eventStart)) {
    const last = eventEnd && eventEnd >= eventStart ? eventEnd : eventStart;
    const d = new Date(`${eventStart}T00:00:00Z`);
    for (let i = 0; i < 31; i += 1) {
      const iso = d.toISOString().slice(0, 10);
      if (iso > last) break;
      days.add(iso);
      d.setUTCDate(d.getUTCDate() + 1);
    }
  }
  return [...days].sort();
}

/** The rooms in use (the sessions' locations, first spelling kept, compared without case or outer spaces). */
export function roomsOf(sessions: readonly GridSession[]): string[] {
  const seen = new Map<string, string>();
  for (const s of sessions) {
    const room = s.location.trim();
    if (room && !seen.has(room.toLowerCase())) seen.set(room.toLowerCase(), room);
  }
  return [...seen.values()];
}

export const roomIndex = (rooms: readonly string[], location: string) => rooms.findIndex((r) => r.toLowerCase() === location.trim().toLowerCase());

/** The span of a session in minutes: its end, or `UNTIMED_MIN` after its start when it has none (or ends before it starts). */
export function spanOf(s: GridSession): { start: number; end: number } {
  const start = toMinutes(s.startTime) ?? 0;
  const end = toMinutes(s.endTime);
  return { start, end: end !== null && end > start ? end : Math.min(DAY, start + UNTIMED_MIN) };
}

/** The hours the day's grid shows: 08:00–18:00 at least, widened to whole hours around its sessions. */
export function dayBounds(sessions: readonly GridSession[]): { from: number; to: number } {
  let from = 8 * 60;
  let to = 18 * 60;
  for (const s of sessions) {
    const { start, end } = spanOf(s);
    from = Math.min(from, Math.floor(start / 60) * 60);
    to = Math.max(to, Math.ceil(end / 60) * 60);
  }
  return { from: clamp(from, 0, DAY), to: clamp(to, 0, DAY) };
}

export const moveFieldsOf = (s: GridSession): MoveFields => ({ date: s.date, startTime: s.startTime, endTime: s.endTime, location: s.location });

/** The session moved to `room` on `date`, starting at `start` (minutes), keeping its length (an unset end stays unset). */
export function moveTo(s: GridSession, to: { date: string; room: string; start: number }): MoveFields {
  const { start, end } = spanOf(s);
  const length = end - start;
  const hasEnd = toMinutes(s.endTime) !== null && toMinutes(s.endTime)! > start;
  const newStart = clamp(snap(to.start), 0, DAY - (hasEnd ? Math.max(length, SNAP_MIN) : SNAP_MIN));
  return { date: to.date, location: to.room, startTime: toTime(newStart), endTime: hasEnd ? toTime(Math.min(DAY - 1, newStart + length)) : s.endTime };
}

/**
 * The session put back in the Unscheduled tray: its room and its times cleared (an end without a start is
 * not kept), its day kept, so it stays under its day in the list and its clashes leave with it.
 */
export function unschedule(s: GridSession): MoveFields {
  return { date: s.date, startTime: '', endTime: '', location: '' };
}

/** The session with its end at `end` (minutes, snapped; at least 5 minutes after its start). */
export function resizeTo(s: GridSession, end: number): MoveFields {
  const { start } = spanOf(s);
  return { ...moveFieldsOf(s), endTime: toTime(clamp(snap(end), start + SNAP_MIN, DAY - 1)) };
}

/** A key press on a picked-up block: arrows move by 5 minutes or one room; Shift+Up/Down changes the end. Null: not a move key. */
export function keyMove(s: GridSession, key: string, shift: boolean, rooms: readonly string[]): MoveFields | null {
  const { start, end } = spanOf(s);
  const at = roomIndex(rooms, s.location);
  if (shift && (key === 'ArrowUp' || key === 'ArrowDown')) return resizeTo(s, end + (key === 'ArrowUp' ? -SNAP_MIN : SNAP_MIN));
  if (key === 'ArrowUp' || key === 'ArrowDown') return moveTo(s, { date: s.date, room: s.location, start: start + (key === 'ArrowUp' ? -SNAP_MIN : SNAP_MIN) });
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const next = clamp(at + (key === 'ArrowLeft' ? -1 : 1), 0, rooms.length - 1);
    return next === at || next < 0 ? moveFieldsOf(s) : { ...moveFieldsOf(s), location: rooms[next] };
  }
  return null;
}

export type BlockPlace = { top: number; height: number; left: string; width: string };

/**
 * Where each of a day's blocks sits (computed once per day and kept while the day's sessions, rooms and
 * hours are the same): its top and height in pixels from the first hour shown, its column (the room's, or
 * its lane of the room's when sessions overlap there) as a percentage of the grid's width. A session in a
 * room the grid does not show gets no place.
 */
export function dayPlaces(sessions: readonly GridSession[], rooms: readonly string[], from: number): Map<string, BlockPlace> {
  const byRoom = new Map<number, GridSession[]>();
  for (const s of sessions) {
    const col = roomIndex(rooms, s.location);
    if (col < 0) continue;
    const list = byRoom.get(col);
    if (list) list.push(s);
    else byRoom.set(col, [s]);
  }
  const out = new Map<string, BlockPlace>();
  const colWidth = 100 / Math.max(1, rooms.length);
  for (const [col, list] of byRoom) {
    const laneOf = lanes(list);
    for (const s of list) {
      const { start, end } = spanOf(s);
      const lane = laneOf.get(s.documentId) ?? { lane: 0, of: 1 };
      const width = colWidth / lane.of;
      out.set(s.documentId, { top: (start - from) * PX_PER_MIN, height: Math.max(18, (end - start) * PX_PER_MIN), left: `${col * colWidth + lane.lane * width}%`, width: `${width}%` });
    }
  }
  return out;
}

/**
 * Side-by-side lanes for sessions that overlap in one room (a clash is then
 * seen as two narrow blocks, not one hidden under the other): each session's
 * lane and the number of lanes of its group of overlapping sessions.
 */
export function lanes(sessions: readonly GridSession[]): Map<string, { lane: number; of: number }> {
  const out = new Map<string, { lane: number; of: number }>();
  const sorted = [...sessions].sort((a, b) => spanOf(a).start - spanOf(b).start || spanOf(b).end - spanOf(a).end);
  let group: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) out.set(g.id, { lane: g.lane, of: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    const { start, end } = spanOf(s);
    if (start >= groupEnd) close();
    let lane = laneEnds.findIndex((e) => e <= start);
    if (lane < 0) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    group.push({ id: s.documentId, lane });
    groupEnd = Math.max(groupEnd, end);
  }
  close();
  return out;
}
