import type { Session } from '../../contract/session';

export type SessionSort = 'date' | 'title' | 'track';
export type SessionListParams = { q: string; date: string; track: string; sort: SessionSort; dir: 'asc' | 'desc' };

/** Reads the list's state from the URL (`?q=&date=&track=&sort=&dir=`). */
export function readSessionListParams(params: URLSearchParams): SessionListParams {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    date: params.get('date') ?? '',
    track: params.get('track') ?? '',
    sort: sort === 'title' || sort === 'track' ? sort : 'date',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** Sessions matching the search and filters, in the chosen order. `track` filter: a position, or `none`. */
export function sessionListView(sessions: readonly Session[], p: SessionListParams, trackNames: readonly string[] = []): Session[] {
  const q = p.q.trim().toLowerCase();
  const rows = sessions.filter((s) => {
    if (p.date && s.date !== p.date) return false;
    if (p.track === 'none' && s.track >= 0 && s.track < trackNames.length) return false;
    if (p.track !== '' && p.track !== 'none' && String(s.track) !== p.track) return false;
    if (q && !`${s.title} ${s.location} ${trackNames[s.track] ?? ''}`.toLowerCase().includes(q)) return false;
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
