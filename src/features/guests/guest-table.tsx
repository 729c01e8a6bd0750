import { rowHeight, useTableDensity } from '../../components/ui/table-density';
import { memo, useLayoutEffect, useRef, useEffect } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Mic } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import type { GuestRow, GuestSortKey, SortDir } from './guest-list-view';

export type GuestTableProps = {
  rows: GuestRow[];
  sort: GuestSortKey;
  dir: SortDir;
  onSort: (key: GuestSortKey) => void;
  selected: ReadonlySet<string>;
  onToggle: (email: string) => void;
  onToggleAll: (select: boolean) => void;
  /** Href (search part) that opens a guest's detail. */
  detailHref: (email: string) => string;
  /** Called after rows have been painted (for performance marks). */
  onPainted?: () => void;
  /** The row just added: scrolled into view and highlighted. */
  justAdded?: string;
};

const COMFORTABLE_ROW = 56;
const grid = 'grid grid-cols-[2.5rem_minmax(0,1fr)] lg:grid-cols-[2.5rem_minmax(9rem,1.3fr)_minmax(12rem,1.5fr)_minmax(6rem,1fr)_minmax(6rem,1fr)_minmax(5rem,0.7fr)_6.5rem_6rem] items-center gap-x-3 px-2';

const columns: { key: GuestSortKey; label: string; wide: boolean }[] = [
  { key: 'name', label: 'Name', wide: false },
  { key: 'email', label: 'E-mail', wide: true },
  { key: 'role', label: 'Role', wide: true },
  { key: 'company', label: 'Company', wide: true },
  { key: 'country', label: 'Country', wide: true },
  { key: 'registered', label: 'Registered', wide: true },
  { key: 'speaker', label: 'Speaker', wide: true },
];

/** The guest list, virtualised: only the rows in view are in the page, so 10,000 guests scroll smoothly. */
export const GuestTable = memo(function GuestTable({ rows, sort, dir, onSort, selected, onToggle, onToggleAll, detailHref, onPainted, justAdded }: GuestTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowPx = rowHeight(useTableDensity(), COMFORTABLE_ROW);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowPx,
    overscan: 8,
    initialRect: { width: 1000, height: 640 },
  });
  useEffect(() => virtualizer.measure(), [rowPx, virtualizer]);

  useLayoutEffect(() => {
    if (!onPainted) return;
    let t: ReturnType<typeof setTimeout> | undefined;
    const raf = requestAnimationFrame(() => {
      t = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(raf);
      if (t) clearTimeout(t);
    };
  }, [rows, onPainted]);

  // The row just added is brought into view once it is in the list.
  const addedIndex = justAdded ? rows.findIndex((r) => r.email === justAdded.toLowerCase()) : -1;
  useLayoutEffect(() => {
    if (addedIndex >= 0) virtualizer.scrollToIndex(addedIndex, { align: 'center' });
  }, [addedIndex, virtualizer]);

  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.email));
  const items = virtualizer.getVirtualItems();

  return (
    <div role="table" aria-label="Guests" aria-rowcount={rows.length + 1} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div role="rowgroup" className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-600">
        <div role="row" aria-rowindex={1} className={cn(grid, 'h-10')}>
          <div role="columnheader" className="flex justify-center">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              aria-label={allSelected ? 'Clear selection of all shown guests' : `Select all ${rows.length} shown guests`}
              checked={allSelected}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
          </div>
          {columns.map((c) => {
            const active = sort === c.key;
            return (
              <div
                key={c.key}
                role="columnheader"
                aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className={c.wide ? 'hidden lg:block' : undefined}
              >
                <button
                  type="button"
                  onClick={() => onSort(c.key)}
                  className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {c.label}
                  {active ? dir === 'asc' ? <ArrowUp aria-hidden className="size-3.5" /> : <ArrowDown aria-hidden className="size-3.5" /> : <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />}
                  <span className="sr-only">{active ? (dir === 'asc' ? ', sorted ascending' : ', sorted descending') : ', sort'}</span>
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="max-h-[max(22rem,calc(100dvh-22rem))] overflow-auto" data-testid="guest-rows" tabIndex={0} aria-label="Guest rows, scrollable">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const r = rows[item.index];
            const isSelected = selected.has(r.email);
            const added = item.index === addedIndex;
            return (
              <div
                key={r.email}
                role="row"
                aria-rowindex={item.index + 2}
                data-just-added={added || undefined}
                className={cn(grid, 'absolute inset-x-0 border-b border-slate-100 text-sm transition-colors', added ? 'bg-amber-50 ring-2 ring-amber-300 ring-inset' : isSelected ? 'bg-indigo-50/60' : 'bg-white')}
                style={{ height: rowPx, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell" className="flex justify-center">
                  <input type="checkbox" className="size-4 accent-indigo-600" aria-label={`Select ${r.name || r.email}`} checked={isSelected} onChange={() => onToggle(r.email)} />
                </div>
                <div role="cell" className="min-w-0">
                  {/* On a phone the row is stacked: name (and a speaker's badge), then the e-mail. */}
                  <div className="flex min-w-0 items-center gap-2">
                    <Link to={detailHref(r.email)} title={r.name || r.email} className="block min-w-0 truncate font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                      {r.name || r.email}
                    </Link>
                    {r.speaker ? <SpeakerBadge className="shrink-0 lg:hidden" /> : null}
                  </div>
                  <span className="block truncate text-xs text-slate-600 lg:hidden" title={r.email}>{r.email}</span>
                </div>
                <div role="cell" className="hidden min-w-0 truncate text-slate-700 lg:block" title={r.email}>
                  {r.email}
                </div>
                <div role="cell" className="hidden min-w-0 truncate text-slate-700 lg:block" title={r.role || undefined}>
                  {r.role}
                </div>
                <div role="cell" className="hidden min-w-0 truncate text-slate-700 lg:block" title={r.company || undefined}>
                  {r.company}
                </div>
                <div role="cell" className="hidden min-w-0 truncate text-slate-700 lg:block">
                  {r.country}
                </div>
                <div role="cell" className="hidden text-slate-700 lg:block">
                  {r.registered ? 'Yes' : 'No'}
                </div>
                <div role="cell" className="hidden lg:block">
                  {r.speaker ? (
                    <SpeakerBadge />
                  ) : (
                    <span className="text-xs text-slate-600">Attendee</span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});

function SpeakerBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200', className)}>
      <Mic aria-hidden className="size-3" /> Speaker
    </span>
  );
}
