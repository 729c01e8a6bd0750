/**
 * What the guest list shows: search, the attendee/speaker filter and the sort,
 * read from and written to the URL's search params, applied in memory.
 */
import type { Guest } from '../../contract/guest';

export type GuestShow = 'all' | 'attendees' | 'speakers';
export type GuestSortKey = 'name' | 'email' | 'role' | 'company' | 'country' | 'registered' | 'speaker';
export type SortDir = 'asc' | 'desc';

export type GuestListView = { q: string; show: GuestShow; sort: GuestSortKey; dir: SortDir };

export const GUEST_SORT_KEYS: readonly GuestSortKey[] = ['name', 'email', 'role', 'company', 'country', 'registered', 'speaker'];
const SHOWS: readonly GuestShow[] = ['all', 'attendees', 'speakers'];

export const DEFAULT_GUEST_VIEW: GuestListView = { q: '', show: 'all', sort: 'name', dir: 'asc' };

export function readGuestView(params: URLSearchParams): GuestListView {
  const show = params.get('show') as GuestShow | null;
  const sort = params.get('sort') as GuestSortKey | null;
  return {
    q: params.get('q') ?? '',
    show: show && SHOWS.includes(show) ? show : 'all',
    sort: sort && GUEST_SORT_KEYS.includes(sort) ? sort : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** Writes the view into the params, leaving defaults out so URLs stay short; other params are kept. */
export function writeGuestView(params: URLSearchParams, view: Partial<GuestListView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...readGuestView(params), ...view };
  for (const key of ['q', 'show', 'sort', 'dir'] as const) {
    const value = merged[key];
    if (value === DEFAULT_GUEST_VIEW[key] || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** A guest flattened for display, search and sort (vCard fields as fallback). */
export type GuestRow = {
  email: string;
  name: string;
  role: string;
  company: string;
  country: string;
  phone: string;
  url: string;
  registered: boolean;
  speaker: boolean;
  /** Lowercased text searched by the search box. */
  haystack: string;
};

export function toGuestRow(g: Guest): GuestRow {
  const name = g.name || g.vCardData?.FN || '';
  const role = g.role || g.vCardData?.ROLE || '';
  const company = g.company || g.vCardData?.ORG || '';
  const country = g.country || '';
  const email = (g.email || g.userEmail || '').toLowerCase();
  return {
    email,
    name,
    role,
    company,
    country,
    phone: g.phone || g.vCardData?.TEL || '',
    url: g.url || g.vCardData?.URL || '',
    registered: g.registered ?? true,
    speaker: g.eventRole === 'SPEAKER',
    haystack: `${name}\u0000${email}\u0000${role}\u0000${company}\u0000${country}`.toLowerCase(),
  };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(key: GuestSortKey): (a: GuestRow, b: GuestRow) => number {
  if (key === 'registered' || key === 'speaker') {
    return (a, b) => Number(b[key]) - Number(a[key]) || collator.compare(a.name, b.name);
  }
  return (a, b) => {
    const av = a[key];
    const bv = b[key];
    // Empty values go last whatever the direction of the rest.
    if (!av !== !bv) return av ? -1 : 1;
    return collator.compare(av, bv) || collator.compare(a.email, b.email);
  };
}

/** Sorts once per sort key and direction (the expensive step, memoised by the page). */
export function sortGuestRows(rows: readonly GuestRow[], sort: GuestSortKey, dir: SortDir): GuestRow[] {
  const cmp = compareBy(sort);
  const sorted = [...rows].sort(cmp);
  if (dir === 'desc') {
    if (sort === 'registered' || sort === 'speaker') return sorted.reverse();
    // Keep empty values last when descending too.
    const filled = sorted.filter((r) => r[sort] !== '');
    const empty = sorted.filter((r) => r[sort] === '');
    return [...filled.reverse(), ...empty];
  }
  return sorted;
}

/** Filters already sorted rows (cheap: one pass, no re-sort per keystroke). */
export function filterGuestRows(rows: readonly GuestRow[], q: string, show: GuestShow): GuestRow[] {
  const needle = q.trim().toLowerCase();
  if (!needle && show === 'all') return rows as GuestRow[];
  const terms = needle ? needle.split(/\s+/) : [];
  return rows.filter((r) => {
    if (show === 'attendees' && r.speaker) return false;
    if (show === 'speakers' && !r.speaker) return false;
    for (const t of terms) if (!r.haystack.includes(t)) return false;
    return true;
  });
}
