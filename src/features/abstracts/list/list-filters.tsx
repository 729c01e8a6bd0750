/** The abstracts list's search and filter row: search, category, session, status, poster, sort and order. */
import { useId, useState } from 'react';
import { ChevronDown, SlidersHorizontal, Search } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-shell';
import { SORTS, abstractListState, type ListView } from './abstract-list-view';
import { ListFilter } from './list-filter';

const SORT_LABELS: Record<(typeof SORTS)[number], string> = { number: 'Number', title: 'Title', category: 'Category', authors: 'First author', session: 'Session' };

export type ListFiltersProps = {
  view: ListView;
  search: string;
  onSearch: (q: string) => void;
  update: (patch: Partial<ListView>) => void;
  categories: readonly string[];
  sessions: readonly { documentId: string; title: string }[];
};

/** How many of the four filters (category, session, status, poster) narrow the list. */
function activeFilterCount(view: Pick<ListView, 'category' | 'session' | 'status' | 'poster'>): number {
  return [view.category, view.session, view.status, view.poster].filter(Boolean).length;
}

/**
 * On a phone the filters and the sort fold behind one "Filters" button (with the number in use); from `sm`
 * up they show in the row; from `lg` up in two even rows (search with the sort, then the four filters), so
 * nothing wraps on its own and the search's placeholder is read whole.
 */
export function ListFilters({ view, search, onSearch, update, categories, sessions }: ListFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(view);
  return (
    <div className="flex flex-wrap items-end gap-3 lg:grid lg:grid-cols-4" role="search">
      <div className="w-full sm:w-auto sm:min-w-56 sm:flex-1 lg:col-span-2">
        <label htmlFor="abstract-search" className="text-sm font-medium text-slate-800">
          Search
        </label>
        <div className="relative mt-1.5">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input id="abstract-search" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder="Number, title, author or keyword" className={`${controlClasses(false)} pl-9`} />
        </div>
      </div>
      <button
        type="button"
        className={buttonClasses('secondary', 'md', 'gap-2 sm:hidden')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters{active ? ` (${active})` : ''}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} className={open ? 'flex w-full flex-wrap items-end gap-3 sm:contents' : 'hidden sm:contents'}>
        <ListFilter className="lg:order-1" label="Category" value={view.category} onChange={(category) => update({ category })} options={[{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))]} />
        <ListFilter
          className="lg:order-1"
          label="Session"
          value={view.session}
          onChange={(session) => update({ session })}
          options={[{ value: '', label: 'All sessions' }, { value: '-', label: 'No session' }, ...sessions.map((s) => ({ value: s.documentId, label: s.title }))]}
        />
        <ListFilter
          className="lg:order-1"
          label="Status"
          value={view.status}
          onChange={(status) => update({ status: abstractListState.shape.status.parse(status) })}
          options={[
            { value: '', label: 'Any status' },
            { value: 'published', label: 'Published' },
            { value: 'console', label: 'Not published' },
          ]}
        />
        <ListFilter
          className="lg:order-1"
          label="Poster"
          value={view.poster}
          onChange={(poster) => update({ poster: abstractListState.shape.poster.parse(poster) })}
          options={[
            { value: '', label: 'Any poster' },
            { value: 'expected', label: 'Poster expected' },
            { value: 'missing', label: 'Expected and missing' },
            { value: 'uploaded', label: 'Uploaded' },
          ]}
        />
        <ListFilter label="Sort by" value={view.sort} onChange={(sort) => update({ sort: abstractListState.shape.sort.parse(sort) })} options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} />
        <ListFilter label="Order" value={view.dir} onChange={(d) => update({ dir: abstractListState.shape.dir.parse(d) })} options={[{ value: 'asc', label: 'Ascending' }, { value: 'desc', label: 'Descending' }]} />
      </div>
    </div>
  );
}
