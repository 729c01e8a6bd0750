/**
 * The abstract list's view state (search, filters, sort, columns) as URL
 * search parameters (read with `useUrlState`), and applying it to the
 * abstracts. Pure functions.
 */
import { z } from 'zod';
import type { Abstract } from '../../../contract/abstract';
import { splitKeywords } from '../../../contract/abstract';
import { authorLine } from '../author-line';

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

const COLUMN_KEYS = COLUMNS.map((c) => c.key);
const isColumn = (c: string): c is ColumnKey => (COLUMN_KEYS as readonly string[]).includes(c);

/** `?q=&category=&session=&status=&poster=&sort=&dir=&cols=` (`session` `-`: no session; `cols` comma-separated). */
export const abstractListState = z.object({
  q: z.string().default(''),
  category: z.string().default(''),
  session: z.string().default(''),
  status: z.enum(['', 'published', 'console']).catch(''),
  poster: z.enum(['', 'expected', 'missing', 'uploaded']).catch(''),
  sort: z.enum(SORTS).catch('number'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  cols: z
    .codec(z.string(), z.array(z.enum(COLUMN_KEYS)), {
      decode: (text): ColumnKey[] => {
        const cols: ColumnKey[] = text.split(',').filter(isColumn);
        return cols.length ? cols : ['title'];
      },
      encode: (cols) => cols.join(','),
    })
    .default(DEFAULT_COLUMNS),
});
export type ListView = z.output<typeof abstractListState>;
export type StatusFilter = ListView['status'];
export type PosterFilter = ListView['poster'];

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

/** An abstract with its search text, worked out once per loaded list. */
type Prepared = { a: Abstract; hay: string; poster: 'uploaded' | 'missing' | 'none' };

/**
 * Per loaded list (the array itself, as the query cache hands it out): each
 * abstract's search text, and each order already sorted. A search keystroke
 * then only walks one sorted array and keeps the matches; nothing is joined,
 * lower-cased or compared again until the list changes.
 */
type ListIndex = { prepared: Prepared[]; orders: Map<string, Prepared[]>; sessionOrders: WeakMap<(id: string) => string, Map<string, Prepared[]>> };
const indexes = new WeakMap<readonly Abstract[], ListIndex>();

function indexOf(abstracts: readonly Abstract[]): ListIndex {
  let index = indexes.get(abstracts);
  if (!index) {
    index = { prepared: abstracts.map((a) => ({ a, hay: haystack(a), poster: posterState(a) })), orders: new Map(), sessionOrders: new WeakMap() };
    indexes.set(abstracts, index);
  }
  return index;
}

function sortedOrder(index: ListIndex, sort: SortKey, desc: boolean, sessionTitle: (id: string) => string): Prepared[] {
  let orders = index.orders;
  if (sort === 'session') {
    // Session titles come from another query: the order is kept per title lookup.
    orders = index.sessionOrders.get(sessionTitle) ?? new Map();
    index.sessionOrders.set(sessionTitle, orders);
  }
  const key = `${sort}:${desc ? 'desc' : 'asc'}`;
  let order = orders.get(key);
  if (!order) {
    const keyed = index.prepared.map((p) => ({ p, v: sortValue(p.a, sort, sessionTitle) }));
    keyed.sort((x, y) => {
      if (!x.v !== !y.v) return x.v ? -1 : 1;
      const c = collator.compare(x.v, y.v) || collator.compare(x.p.a.title, y.p.a.title);
      return desc ? -c : c;
    });
    order = keyed.map((k) => k.p);
    orders.set(key, order);
  }
  return order;
}

/**
 * The abstracts the view shows, in its order. Empty values sort last whatever the direction.
 * Pass the same `sessionTitle` function while session titles are unchanged so its order is reused.
 */
export function applyListView(abstracts: readonly Abstract[], view: ListView, sessionTitle: (id: string) => string = sessionIdAsTitle): Abstract[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  const order = sortedOrder(indexOf(abstracts), view.sort, view.dir === 'desc', sessionTitle);
  const { category, session, status, poster } = view;
  const out: Abstract[] = [];
  outer: for (let i = 0; i < order.length; i++) {
    const p = order[i]!;
    const a = p.a;
    if (category && (a.category ?? '') !== category) continue;
    if (session === '-' ? !!a.sessionId : session && a.sessionId !== session) continue;
    if (status === 'published' && a.unListed) continue;
    if (status === 'console' && !a.unListed) continue;
    if (poster === 'expected' ? !a.posterExpected : poster && p.poster !== poster) continue;
    for (let w = 0; w < words.length; w++) if (!p.hay.includes(words[w]!)) continue outer;
    out.push(a);
  }
  return out;
}

function sessionIdAsTitle(id: string): string {
  return id;
}

/** Categories in use and known to the event, sorted, each once. */
export function categoryChoices(abstracts: readonly Abstract[], eventCategories: readonly string[] = []): string[] {
  return [...new Set([...eventCategories, ...abstracts.map((a) => a.category ?? '')].filter(Boolean))].sort(collator.compare);
}

export { splitKeywords };
