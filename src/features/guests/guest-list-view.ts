/**
 * What the guest list shows: search, the attendee/speaker filter, the sort
 * and the guest whose detail is open, in the URL (read with `useUrlState`),
 * applied in memory.
 */
import { z } from 'zod';
import type { Guest } from '../../contract/guest';

export const GUEST_SORT_KEYS = ['name', 'email', 'role', 'company', 'country', 'registered', 'speaker'] as const;

/** `?q=&show=&sort=&dir=&guest=` (`guest`: the e-mail whose detail is open). */
export const guestListState = z.object({
  q: z.string().default(''),
  show: z.enum(['all', 'attendees', 'speakers']).catch('all'),
  sort: z.enum(GUEST_SORT_KEYS).catch('name'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  guest: z.string().default(''),
});
export type GuestListView = z.output<typeof guestListState>;
export type GuestShow = GuestListView['show'];
export type GuestSortKey = GuestListView['sort'];
export type SortDir = GuestListView['dir'];

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
    // The service writes SPEAKER; any spelling of it is a speaker.
    speaker: (g.eventRole ?? '').trim().toUpperCase() === 'SPEAKER',
    haystack: `${name}\u0000${email}\u0000${role}\u0000${company}\u0000${country}`.toLowerCase(),
  };
}

/** A key that sorts with plain `<` the way people expect: case and accents ignored. */
function sortKey(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Sorts once per sort key and direction (the expensive step, memoised by the
 * page). Keys are normalised once per row, so 10,000 rows sort with cheap
 * string comparisons. Ties fall back to the e-mail; empty values go last in
 * both directions; "registered" and "speaker" put true first when ascending.
 */
export function sortGuestRows(rows: readonly GuestRow[], sort: GuestSortKey, dir: SortDir): GuestRow[] {
  const n = rows.length;
  const sign = dir === 'asc' ? 1 : -1;
  const primary: string[] = new Array(n);
  const empty: boolean[] = new Array(n);
  const secondary: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    if (sort === 'registered' || sort === 'speaker') {
      primary[i] = r[sort] ? '0' : '1';
      empty[i] = false;
      secondary[i] = sortKey(r.name) + '\u0000' + r.email;
    } else {
      const v = r[sort];
      primary[i] = sortKey(v);
      empty[i] = v === '';
      secondary[i] = r.email;
    }
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    if (empty[a] !== empty[b]) return empty[a] ? 1 : -1;
    if (primary[a] !== primary[b]) return (primary[a] < primary[b] ? -1 : 1) * sign;
    if (secondary[a] !== secondary[b]) return (secondary[a] < secondary[b] ? -1 : 1) * sign;
    return 0;
  });
  return order.map((i) => rows[i]);
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

/**
 * How many rows are shown, in words that agree with the meter above. The list
 * holds the registered guests and every speaker with an e-mail; the meter
 * counts the registered guests only, so a speaker counts against capacity
 * when (and only when) they are also registered as a guest. The list marks
 * such a speaker as a speaker without saying they are registered, so how many
 * there are is the meter's count less the attendees. When the two reads do
 * not fit together (one is older than the other), no split is claimed.
 */
export function listedLine(shown: number, listed: number, speakers: number, guestCount?: number): string {
  const n = (x: number) => x.toLocaleString();
  const plural = (x: number, one: string, many: string) => `${n(x)} ${x === 1 ? one : many}`;
  const head = `${n(shown)} of ${n(listed)} shown`;
  const attendees = listed - speakers;
  const people = speakers === 0 ? plural(attendees, 'attendee', 'attendees') : `${plural(attendees, 'attendee', 'attendees')} and ${plural(speakers, 'speaker', 'speakers')}`;
  const registeredSpeakers = guestCount === undefined ? -1 : guestCount - attendees;
  if (registeredSpeakers < 0 || registeredSpeakers > speakers) return `${head}: ${people}.`;
  if (speakers === 0) return `${head}: ${people}, all counted against capacity.`;
  if (registeredSpeakers === 0) return `${head}: ${people}. Only the attendees count against capacity.`;
  return `${head}: ${people}. ${n(guestCount!)} count against capacity: the attendees and ${plural(registeredSpeakers, 'speaker who is', 'speakers who are')} also registered as ${registeredSpeakers === 1 ? 'a guest' : 'guests'}.`;
}
