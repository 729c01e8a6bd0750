/**
 * Which moves ask first, without React. A move (or a resize, or a move to
 * the tray, or an undo) asks before it is saved, naming the session, when:
 * - the session is running now, starts within 30 minutes, or is over, where
 *   it is or where it would go (attendees' app changes at once; said once
 *   when both are alike);
 * - it changes the session's start or end by more than 2 hours.
 * Times are read on the event's clock.
 */
import { isScheduled, spanOf, type MoveFields } from './grid-layout';

export const SOON_MIN = 30;
export const LARGE_CHANGE_MIN = 120;

/** The event's wall clock now: its date and minutes since midnight. */
export type EventNow = { date: string; minutes: number };

type When = 'past' | 'running' | 'soon' | 'later';

const DAY = 24 * 60;

/** Days between two `YYYY-MM-DD` dates (b − a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A place on the programme against now: over, running, starting within 30 minutes, or later. */
export function whenIs(f: MoveFields, now: EventNow): { when: When; minutesToStart: number } | null {
  if (!isScheduled({ documentId: '', ...f })) return null;
  const { start, end } = spanOf({ documentId: '', ...f });
  const offset = daysBetween(now.date, f.date) * DAY;
  if (Number.isNaN(offset)) return null;
  const s = offset + start - now.minutes;
  const e = offset + end - now.minutes;
  if (e <= 0) return { when: 'past', minutesToStart: s };
  if (s <= 0) return { when: 'running', minutesToStart: s };
  return { when: s <= SOON_MIN ? 'soon' : 'later', minutesToStart: s };
}

const minutesWords = (m: number) => (m === 1 ? '1 minute' : `${m} minutes`);

function lengthWords(m: number): string {
  const h = Math.floor(m / 60);
  const r = m % 60;
  return [h ? `${h} h` : '', r ? `${r} min` : ''].filter(Boolean).join(' ');
}

/** How far the start or the end moves, in minutes (the larger of the two; 0 when either side is off the grid). */
export function changeSize(before: MoveFields, after: MoveFields): number {
  if (!isScheduled({ documentId: '', ...before }) || !isScheduled({ documentId: '', ...after })) return 0;
  const a = spanOf({ documentId: '', ...before });
  const b = spanOf({ documentId: '', ...after });
  const days = daysBetween(before.date, after.date) * DAY;
  if (Number.isNaN(days)) return 0;
  return Math.max(Math.abs(days + b.start - a.start), Math.abs(days + b.end - a.end));
}

/** The reasons to ask before saving the move, in words naming the session (none: save at once). */
export function moveQuestions(title: string, before: MoveFields, after: MoveFields, now: EventNow): string[] {
  const name = `“${title || 'Untitled session'}”`;
  const out: string[] = [];
  const was = whenIs(before, now);
  if (was?.when === 'running') out.push(`${name} is running now.`);
  else if (was?.when === 'soon') out.push(`${name} starts in ${minutesWords(was.minutesToStart)}.`);
  else if (was?.when === 'past') out.push(`${name} is already over.`);
  const will = whenIs(after, now);
  if (will?.when === was?.when) {
    // Said once: where it is now says it.
  } else if (will?.when === 'past') out.push(`Its new time is already past.`);
  else if (will?.when === 'running') out.push(`Its new time has already begun.`);
  else if (will?.when === 'soon') out.push(`Its new time starts in ${minutesWords(will.minutesToStart)}.`);
  const size = changeSize(before, after);
  if (size > LARGE_CHANGE_MIN) out.push(`This moves it by ${lengthWords(size)}.`);
  return out;
}
