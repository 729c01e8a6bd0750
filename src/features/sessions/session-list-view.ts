import { z } from 'zod';
import type { Session } from '../../contract/session';

/** The list's state in the URL (`?q=&date=&track=&sort=&dir=`), read with `useUrlState`. */
export const sessionListState = z.object({
  q: z.string().default(''),
  date: z.string().default(''),
  track: z.string().default(''),
  sort: z.enum(['date', 'title', 'track']).catch('date'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  /** `grid`: the schedule grid (one column per room, one tab per day, the tab being `date`). */
  view: z.enum(['list', 'grid']).catch('list'),
});
export type SessionListParams = z.output<typeof sessionListState>;
export type SessionSort = SessionListParams['sort'];

/** Sessions matching the search (title, place, track, speakers) and filters, in the chosen order. `track` filter: a position, or `none`. */
export function sessionListView(sessions: readonly Session[], p: SessionListParams, trackNames: readonly string[] = [], speakerNames?: (s: Session) => string): Session[] {
  const q = p.q.trim().toLowerCase();
  const rows = sessions.filter((s) => {
    if (p.date && s.date !== p.date) return false;
    if (p.track === 'none' && s.track >= 0 && s.track < trackNames.length) return false;
    if (p.track !== '' && p.track !== 'none' && String(s.track) !== p.track) return false;
    if (q && !`${s.title} ${s.location} ${trackNames[s.track] ?? ''} ${(speakerNames?.(s) ?? '')}`.toLowerCase().includes(q)) return false;
    return true;
  });
  const key = (s: Session): string =>
    p.sort === 'title' ? s.title.toLowerCase() : p.sort === 'track' ? `${(trackNames[s.track] ?? '\uffff').toLowerCase()} ${s.date} ${s.startTime}` : `${s.date || '9999'} ${s.startTime} ${s.title.toLowerCase()}`;
  rows.sort((a, b) => key(a).localeCompare(key(b)) * (p.dir === 'desc' ? -1 : 1));
  return rows;
}

/** The distinct dates of the sessions, in order, for the date filter. */
export function sessionDates(sessions: readonly Session[]): string[] {
  return [...new Set(sessions.map((s) => s.date).filter(Boolean))].sort();
}

export type SessionDayGroup = {
  /** `YYYY-MM-DD`, or '' for sessions without a date. */
  date: string;
  sessions: Session[];
};

/**
 * The programme as organisers read it: by day, keeping the order the rows
 * came in within the day (by time, when the list is sorted by date and
 * time), so that each day reads from morning to evening whatever the track.
 * Sessions without a date come last.
 */
export function groupByDay(rows: readonly Session[]): SessionDayGroup[] {
  const days = new Map<string, Session[]>();
  for (const s of rows) days.set(s.date, [...(days.get(s.date) ?? []), s]);
  const dayOrder = [...days.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  return dayOrder.map((date) => ({ date, sessions: days.get(date) ?? [] }));
}
