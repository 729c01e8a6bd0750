import { Search } from 'lucide-react';
import { controlClasses } from '../../components/ui/field-shell';
import type { GuestShow, GuestSortKey } from './guest-list-view';
import { SegmentedControl } from '../../components/ui/segmented-control';

export type GuestFiltersProps = {
  search: string;
  onSearch: (value: string, timeStamp: number) => void;
  show: GuestShow;
  sort: GuestSortKey;
  dir: 'asc' | 'desc';
  onView: (next: { show?: GuestShow; sort?: GuestSortKey; dir?: 'asc' | 'desc' }) => void;
};

const SHOWS = [
  ['all', 'Everyone'],
  ['attendees', 'Attendees only'],
  ['speakers', 'Speakers only'],
] as const;

const SORT_KEYS = ['name', 'email', 'company', 'country', 'role', 'speaker', 'registered'] as const;
const sortLabel = (k: (typeof SORT_KEYS)[number]) => (k === 'email' ? 'E-mail' : k[0].toUpperCase() + k.slice(1));

/** Search, who to show, and (on narrow screens, where the table headers are not sort buttons) the sort order. */
export function GuestFilters({ search, onSearch, show, sort, dir, onView }: GuestFiltersProps) {
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <div className="relative min-w-0 flex-1 basis-64">
        <label htmlFor="guest-search" className="sr-only">
          Search guests
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="guest-search"
          type="search"
          placeholder="Search name, e-mail, company…"
          className={`${controlClasses(false)} pl-9`}
          value={search}
          onChange={(e) => onSearch(e.target.value, e.timeStamp)}
        />
      </div>
      <SegmentedControl label="Show" size="md" options={SHOWS.map(([value, label]) => ({ value, label }))} value={show} onChange={(value) => onView({ show: value })} />
      <div className="flex items-center gap-2 lg:hidden">
        <label htmlFor="guest-sort" className="text-sm text-slate-700">
          Sort
        </label>
        <select
          id="guest-sort"
          className={controlClasses(false)}
          value={`${sort}:${dir}`}
          onChange={(e) => {
            const [nextSort, nextDir] = e.target.value.split(':') as [GuestSortKey, 'asc' | 'desc'];
            onView({ sort: nextSort, dir: nextDir });
          }}
        >
          {SORT_KEYS.flatMap((k) => [
            <option key={`${k}:asc`} value={`${k}:asc`}>{sortLabel(k)} (A–Z)</option>,
            <option key={`${k}:desc`} value={`${k}:desc`}>{sortLabel(k)} (Z–A)</option>,
          ])}
        </select>
      </div>
    </div>
  );
}
