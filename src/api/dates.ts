import { browserOffsetMinutes, eventWallTime } from './event-clock';

/**
 * Days and times as the console writes them, in the reader's own date format. The service stores a day as
 * `YYYY-MM-DD` and times as `HH:mm` text; a day that cannot be read is shown as it was stored.
 *
 * - `short`: "Thu, Nov 26" (lists, cards, headings inside a page)
 * - `long`: "Thursday, November 26, 2026" (a day's heading in the programme)
 * - `date`: "Nov 26, 2026" (the event's dates)
 */
export type DayStyle = 'short' | 'long' | 'date';

const STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};

/**
 * One formatter per style, made on first use: `toLocaleDateString` builds a new `Intl.DateTimeFormat` on every
 * call, which made date formatting the costliest single function of a page of sessions or questions.
 */
const formatters = new Map<DayStyle, Intl.DateTimeFormat>();
function formatter(style: DayStyle): Intl.DateTimeFormat {
  let f = formatters.get(style);
  if (!f) {
    f = new Intl.DateTimeFormat(undefined, STYLES[style]);
    formatters.set(style, f);
  }
  return f;
}

export function formatDay(date: string | undefined, style: DayStyle = 'short'): string {
  if (!date) return '';
  const d = new Date(`${date}T00:00:00`);
  return Number.isNaN(d.getTime()) ? date : formatter(style).format(d);
}

/** When and where a session is: "Thu, Nov 26 · 09:00–10:00 · Hall A", leaving out what is not set. */
export function sessionWhen(s: { date?: string; startTime?: string; endTime?: string; location?: string }, style: DayStyle = 'short'): string {
  return [formatDay(s.date, style), [s.startTime, s.endTime].filter(Boolean).join('–'), s.location].filter(Boolean).join(' · ');
}

/** "09:00–10:30", "09:00", or '' (times as stored, `HH:mm`). */
export function timeRange(start?: string, end?: string): string {
  return [start, end].filter(Boolean).join('–');
}

/**
 * An instant the service or the console gave (a question's, a poll's, "last updated", a key's expiry), in
 * event time: "Thu, Nov 26 · 14:05", the console's one date-and-time format. While the event's zone is not
 * known (not read yet, or the key cannot read the event) the browser's own zone stands in, in the same format.
 */
export function formatEventInstant(instant: string | number | Date | undefined, offsetHours: number | undefined): string {
  if (instant === undefined || instant === '') return '';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return typeof instant === 'string' ? instant : '';
  const wall = eventWallTime(at, offsetHours ?? browserOffsetMinutes(at) / 60);
  return `${formatDay(wall.date)} · ${wall.time}`;
}
