/**
 * The event's clock. The service stores session days and times as the
 * event's wall time (`YYYY-MM-DD`, `HH:mm`) and the event's zone as a whole
 * number of hours from UTC (`timeZoneOffset`, −12…+14). Everything "now" in
 * the console (Live now, the schedule's now line) is read on the event's
 * clock, so a producer in another zone sees the same sessions on now; and an
 * instant the service gives (a question's or a poll's time) is written in
 * event time.
 */

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

export type EventWallTime = {
  /** `YYYY-MM-DD` in the event's zone. */
  date: string;
  /** `HH:mm` in the event's zone. */
  time: string;
  /** Minutes since the event's midnight. */
  minutes: number;
};

/** The event's wall time at an instant. */
export function eventWallTime(instant: Date | number, offsetHours: number): EventWallTime {
  const shifted = new Date((typeof instant === 'number' ? instant : instant.getTime()) + offsetHours * HOUR);
  const h = shifted.getUTCHours();
  const m = shifted.getUTCMinutes();
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(h)}:${pad(m)}`,
    minutes: h * 60 + m,
  };
}

/** The instant of an event wall time (`YYYY-MM-DD` and `HH:mm`), or null when either cannot be read. */
export function eventInstant(date: string, time: string, offsetHours: number): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])) - offsetHours * HOUR;
  return Number.isNaN(utc) ? null : new Date(utc);
}

/** "UTC+8", "UTC-12", "UTC" (hours; a browser zone such as India's reads "UTC+5:30"). */
export function zoneLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/** The browser's offset from UTC at an instant, in minutes (east positive). */
export function browserOffsetMinutes(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}

/** The event's zone when it differs from the browser's at that instant ("UTC+8"), else null. */
export function eventZoneIfDifferent(offsetHours: number, at: Date = new Date(), browserMinutes = browserOffsetMinutes(at)): string | null {
  return browserMinutes === offsetHours * 60 ? null : zoneLabel(offsetHours * 60);
}
