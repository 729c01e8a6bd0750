/**
 * Where a drag puts a session, without React: the same answer for the ghost
 * drawn while dragging and for the move saved at the drop, so what is saved
 * is what the ghost showed.
 *
 * - A block never leaves the day the grid shows: a move keeps the whole
 *   block between the day's first and last hour, a resize ends at the day's
 *   last hour at the latest (and 5 minutes after the start at the earliest).
 * - Times snap to 5 minutes.
 * - A block moved within its day keeps its length and moves by the pointer's
 *   travel (the grid's own scrolling included); one dragged in from the tray
 *   (or another day) starts where the pointer is.
 * - Dropped on the Unscheduled tray: its room and times are cleared.
 * - Dropped anywhere else: no move.
 */
import { moveFieldsOf, PX_PER_MIN, snap, SNAP_MIN, spanOf, toTime, isScheduled, unschedule, type GridSession, type MoveFields } from './grid-layout';
import { toMinutes } from '../../components/schedule/to-minutes';

/** The hours the day's grid shows, in minutes since midnight. */
export type DayBounds = { from: number; to: number };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A session's length as the grid draws it, and whether it has an end of its own. */
function lengthOf(s: GridSession): { length: number; hasEnd: boolean } {
  const { start, end } = spanOf(s);
  const e = toMinutes(s.endTime);
  return { length: end - start, hasEnd: e !== null && e > start };
}

/** The session starting at `start` (snapped) on `date` in `room`, its whole block within the day's bounds. */
export function placeWithin(s: GridSession, to: { date: string; room: string; start: number }, bounds: DayBounds): MoveFields {
  const { length, hasEnd } = lengthOf(s);
  const latest = Math.floor((bounds.to - Math.min(length, bounds.to - bounds.from)) / SNAP_MIN) * SNAP_MIN;
  const start = clamp(snap(to.start), bounds.from, Math.max(bounds.from, latest));
  return { date: to.date, location: to.room, startTime: toTime(start), endTime: hasEnd ? toTime(Math.min(start + length, 24 * 60 - 1)) : s.endTime };
}

/** The session ending at `end` (snapped): at least 5 minutes after its start, at the day's last hour at the latest. */
export function endWithin(s: GridSession, end: number, bounds: DayBounds): MoveFields {
  const { start } = spanOf(s);
  const last = Math.min(bounds.to, 24 * 60 - 1);
  return { ...moveFieldsOf(s), endTime: toTime(clamp(snap(end), Math.min(start + SNAP_MIN, last), Math.max(last, start + SNAP_MIN))) };
}

export type Drag = {
  session: GridSession;
  /** The lower edge is dragged (a resize), not the block. */
  resize: boolean;
  /** What the pointer is over: a room's column, the tray, or nothing. */
  over: { room: string } | { tray: true } | null;
  /** The day the grid shows. */
  day: string;
  bounds: DayBounds;
  /** The pointer's vertical travel since the drag began, in pixels (scrolling included). */
  dy: number;
  /** The pointer's height in the room's column, in pixels from the day's first hour (for a block coming from elsewhere). */
  yInColumn: number | null;
};

/** The session's fields after the drag, or null when the drop moves nothing. */
export function dropResult(d: Drag): MoveFields | null {
  const s = d.session;
  if (d.resize) return isScheduled(s) ? endWithin(s, spanOf(s).end + d.dy / PX_PER_MIN, d.bounds) : null;
  if (!d.over) return null;
  if ('tray' in d.over) return isScheduled(s) ? unschedule(s) : null;
  const sameDay = isScheduled(s) && s.date === d.day;
  const start = sameDay ? spanOf(s).start + d.dy / PX_PER_MIN : d.bounds.from + (d.yInColumn ?? 0) / PX_PER_MIN;
  return placeWithin(s, { date: d.day, room: d.over.room, start }, d.bounds);
}

/** Whether two moves land on the same place (the ghost is redrawn only when its place changes). */
export function samePlace(a: MoveFields | null, b: MoveFields | null): boolean {
  if (a === null || b === null) return a === b;
  return a.date === b.date && a.location === b.location && a.startTime === b.startTime && a.endTime === b.endTime;
}
