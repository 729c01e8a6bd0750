/**
 * The programme's times on the event's clock: a session's `date` and `HH:MM` are the event's wall time, at the
 * event's fixed offset from UTC (`timeZoneOffset`, whole hours).
 */
import type { SnapshotSession } from '../../src/contract/programme';

const pad = (n: number) => String(n).padStart(2, '0');

/** `+02:00`, `-05:00`, `+00:00`. */
export function offsetText(hours: number): string {
  return `${hours < 0 ? '-' : '+'}${pad(Math.abs(hours))}:00`;
}

/** The IANA name of a fixed offset (`Etc/GMT-2` is UTC+2: the sign is inverted by the database's convention). */
export function offsetZoneName(hours: number): string {
  return hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

export const minutesOf = (time: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** A session with a day and a start is on the schedule; the others are not in any feed's grid. */
export const isScheduled = (s: SnapshotSession) => s.date !== '' && minutesOf(s.startTime) !== null;

/** Minutes from start to end (0 without an end, or with an end before the start). */
export function durationMinutes(s: SnapshotSession): number {
  const start = minutesOf(s.startTime);
  const end = minutesOf(s.endTime);
  return start !== null && end !== null && end > start ? end - start : 0;
}

/** `HH:MM` of a number of minutes (also over 24 hours, for durations). */
export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** `2026-03-14T10:00:00+02:00` for a day, a time of day and the offset. */
export function isoAt(date: string, minutes: number, offsetHours: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMinutes(minutes);
  const d = day.toISOString().slice(0, 10);
  return `${d}T${clock(day.getUTCHours() * 60 + day.getUTCMinutes())}:00${offsetText(offsetHours)}`;
}

/** The instant (Unix ms) of a day and time of day on the event's clock. */
export function instantAt(date: string, minutes: number, offsetHours: number): number {
  return Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - offsetHours * 3_600_000;
}

/** The event's wall-clock day (`YYYY-MM-DD`) and minute of day at instant `at`. */
export function eventClock(at: number, offsetHours: number): { date: string; minute: number } {
  const local = new Date(at + offsetHours * 3_600_000);
  return { date: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
