/**
 * The abstract list's view state (search, filters, sort, columns) as URL
 * search parameters, and applying it to the abstracts. Pure functions.
 */
import type { Abstract } from '../../contract/abstract';
import { splitKeywords } from '../../contract/abstract';
import { authorLine } from './author-line';

export const COLUMNS = [
  { key: 'number', label: 'Number' },
  { key: 'title', label: 'Title' },
  { key: 'authors', label: 'Authors' },
  { key: 'category', label: 'Category' },
  { key: 'session', label: 'Session' },
  { key: 'keywords', label: 'Keywords' },
  { key: 'poster', label: 'Poster' },
  { key: 'status', label: 'Status' },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];
export const DEFAULT_COLUMNS: ColumnKey[] = ['number', 'title', 'authors', 'category', 'session', 'poster', 'status'];

export const SORTS = ['number', 'title', 'category', 'authors', 'session'] as const;
export type SortKey = (typeof SORTS)[number];

export type StatusFilter = '' | 'published' | 'console';
export type PosterFilter = '' | 'expected' | 'missing' | 'uploaded';

export type ListView = {
  q: string;
  category: string;
  session: string;
  status: StatusFilter;
  poster: PosterFilter;
  sort: SortKey;
  desc: boolean;
  columns: ColumnKey[];
};

export function readListView(params: URLSearchParams): ListView {
  const sort = params.get('sort') as SortKey | null;
  const status = params.get('status');
  const poster = params.get('poster');
  const cols = params.get('cols');
  const known = new Set<string>(COLUMNS.map((c) => c.key));
  const columns = cols === null ? DEFAULT_COLUMNS : (cols.split(',').filter((c) => known.has(c)) as ColumnKey[]);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    session: params.get('session') ?? '',
    status: status === 'published' || status === 'console' ? status : '',
    poster: poster === 'expected' || poster === 'missing' || poster === 'uploaded' ? poster : '',
    sort: sort && (SORTS as readonly string[]).includes(sort) ? sort : 'number',
    desc: params.get('dir') === 'desc',
    columns: columns.length ? columns : ['title'],
  };
}

/** Writes the view into URL parameters, leaving defaults out so addresses stay short. */
export function writeListView(view: Partial<ListView>, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const p = new URLSearchParams(base);
  const set = (k: string, v: string, dflt = '') => (v && v !== dflt ? p.set(k, v) : p.delete(k));
  if (view.q !== undefined) set('q', view.q);
  if (view.category !== undefined) set('category', view.category);
  if (view.session !== undefined) set('session', view.session);
  if (view.status !== undefined) set('status', view.status);
  if (view.poster !== undefined) set('poster', view.poster);
  if (view.sort !== undefined) set('sort', view.sort, 'number');
  if (view.desc !== undefined) set('dir', view.desc ? 'desc' : '');
  if (view.columns !== undefined) set('cols', view.columns.join(','), DEFAULT_COLUMNS.join(','));
  return p;
}

/** Text of an abstract a search looks in: number, title, author names, keywords. */
function haystack(a: Abstract): string {
  return [a.abstractNumber, a.title, ...(a.authors ?? []).map((x) => x.name), a.keywords].join('\n').toLowerCase();
}

export function posterState(a: Pick<Abstract, 'posterExpected' | 'posterImagePath' | 'posterOriginalPath'>): 'uploaded' | 'missing' | 'none' {
  if (a.posterImagePath || a.posterOriginalPath) return 'uploaded';
  return a.posterExpected ? 'missing' : 'none';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortValue(a: Abstract, key: SortKey, sessionTitle: (id: string) => string): string {
  switch (key) {
    case 'number':
      return a.abstractNumber ?? '';
    case 'title':
      return a.title;
    case 'category':
      return a.category ?? '';
    case 'authors':
      return authorLine(a).authors[0]?.name ?? '';
    case 'session':
      return a.sessionId ? sessionTitle(a.sessionId) : '';
  }
}

/** The abstracts the view shows, in its order. Empty values sort last whatever the direction. */
export function applyListView(abstracts: readonly Abstract[], view: ListView, sessionTitle: (id: string) => string = (id) => id): Abstract[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  const filtered = abstracts.filter((a) => {
    if (view.category && (a.category ?? '') !== view.category) return false;
    if (view.session === '-' ? !!a.sessionId : view.session && a.sessionId !== view.session) return false;
    if (view.status === 'published' && a.unListed) return false;
    if (view.status === 'console' && !a.unListed) return false;
    if (view.poster === 'expected' && !a.posterExpected) return false;
    if (view.poster && view.poster !== 'expected' && posterState(a) !== view.poster) return false;
    if (words.length) {
      const h = haystack(a);
      if (!words.every((w) => h.includes(w))) return false;
    }
    return true;
  });
  const keyed = filtered.map((a) => ({ a, v: sortValue(a, view.sort, sessionTitle) }));
  keyed.sort((x, y) => {
    if (!x.v !== !y.v) return x.v ? -1 : 1;
    const c = collator.compare(x.v, y.v) || collator.compare(x.a.title, y.a.title);
    return view.desc ? -c : c;
  });
  return keyed.map((k) => k.a);
}

/** Categories in use and known to the event, sorted, each once. */
export function categoryChoices(abstracts: readonly Abstract[], eventCategories: readonly string[] = []): string[] {
  return [...new Set([...eventCategories, ...abstracts.map((a) => a.category ?? '')].filter(Boolean))].sort(collator.compare);
}

export { splitKeywords };
