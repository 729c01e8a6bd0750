/**
 * The grid's keyboard, without React: what a key press on a block (or a
 * tray item) does, given the block picked up, if any.
 *
 * Not picked up:
 * - Enter opens the session;
 * - Space picks it up (a tray item is placed in the first room of the day
 *   shown, at its own start or an hour after the day's first hour); it
 *   cannot be picked up while the grid has no room.
 * Picked up:
 * - Up and Down move it by 5 minutes, Left and Right by one room,
 *   Shift with Up or Down changes its end; it never leaves the day shown;
 * - Space or Enter drops it (a move to save);
 * - U puts it in the Unscheduled tray (a move to save; nothing for a
 *   session that is there already);
 * - Escape puts it back (nothing saved).
 * Every step says where the block is, for the live region.
 */
import { isScheduled, moveFieldsOf, roomIndex, spanOf, SNAP_MIN, unschedule, type GridSession, type MoveFields } from './grid-layout';
import { endWithin, placeWithin, type DayBounds } from './drop-geometry';
import { placeWords } from './move-words';

export type Picked = { id: string; fields: MoveFields };

export type KeySession = GridSession & { title: string };

export type KeyInput = { key: string; shift: boolean; session: KeySession; day: string; rooms: readonly string[]; bounds: DayBounds };

export type KeyEffect =
  | { kind: 'none' }
  | { kind: 'open'; id: string }
  | { kind: 'announce'; text: string }
  | { kind: 'move'; id: string; to: MoveFields; toTray: boolean };

export type KeyResult = { picked: Picked | null; effect: KeyEffect; handled: boolean };

const title = (s: KeySession) => s.title || 'Untitled session';

export const PICK_UP_HELP =
  'Up and Down move it by 5 minutes, Left and Right by one room, Shift with Up or Down changes its end. Space drops it, U puts it in the Unscheduled tray, Escape puts it back.';

/** A step of a picked-up block with the arrows (null: not an arrow). */
export function arrowStep(at: GridSession, key: string, shift: boolean, rooms: readonly string[], bounds: DayBounds): MoveFields | null {
  const { start, end } = spanOf(at);
  const up = key === 'ArrowUp';
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    if (shift) return endWithin(at, end + (up ? -SNAP_MIN : SNAP_MIN), bounds);
    return placeWithin(at, { date: at.date, room: at.location, start: start + (up ? -SNAP_MIN : SNAP_MIN) }, bounds);
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const i = roomIndex(rooms, at.location);
    const next = Math.min(rooms.length - 1, Math.max(0, i + (key === 'ArrowLeft' ? -1 : 1)));
    return next === i || next < 0 ? moveFieldsOf(at) : { ...moveFieldsOf(at), location: rooms[next] };
  }
  return null;
}

export function gridKey(picked: Picked | null, input: KeyInput): KeyResult {
  const { key, session: s, day, rooms, bounds } = input;
  const id = s.documentId;
  if (!picked || picked.id !== id) {
    if (key === 'Enter') return { picked, effect: { kind: 'open', id }, handled: true };
    if (key !== ' ') return { picked, effect: { kind: 'none' }, handled: false };
    const fields =
      isScheduled(s) && s.date === day
        ? moveFieldsOf(s)
        : placeWithin(s, { date: day, room: rooms[0] ?? '', start: isScheduled(s) ? spanOf(s).start : bounds.from + 60 }, bounds);
    if (!fields.location) {
      return { picked, effect: { kind: 'announce', text: 'There is no room on the grid yet: give a session a room (Location) in its editor first.' }, handled: true };
    }
    return { picked: { id, fields }, effect: { kind: 'announce', text: `Picked up “${title(s)}”, ${placeWords(fields)}. ${PICK_UP_HELP}` }, handled: true };
  }
  if (key === 'Escape') {
    return { picked: null, effect: { kind: 'announce', text: `“${title(s)}” put back at ${placeWords(moveFieldsOf(s))}. Nothing was changed.` }, handled: true };
  }
  if (key === 'u' || key === 'U') {
    if (!isScheduled(s)) return { picked: null, effect: { kind: 'announce', text: `“${title(s)}” put back in the Unscheduled tray. Nothing was changed.` }, handled: true };
    return { picked: null, effect: { kind: 'move', id, to: unschedule(s), toTray: true }, handled: true };
  }
  if (key === ' ' || key === 'Enter') return { picked: null, effect: { kind: 'move', id, to: picked.fields, toTray: false }, handled: true };
  const next = arrowStep({ documentId: id, ...picked.fields }, key, input.shift, rooms, bounds);
  if (!next) return { picked, effect: { kind: 'none' }, handled: false };
  return { picked: { id, fields: next }, effect: { kind: 'announce', text: placeWords(next) }, handled: true };
}
