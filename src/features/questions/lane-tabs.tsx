import { cn } from '../../components/ui/cn';
import { LANES, type LaneId, type LaneSort } from './question-lanes';

export type LaneTabsProps = {
  laneId: LaneId;
  counts: Record<LaneId, number>;
  sort: LaneSort;
  onLane: (id: LaneId) => void;
  onSort: (sort: LaneSort) => void;
  /** The archive's tab (where the console's server keeps one). */
  archive?: boolean;
};

/** The four lanes as tabs (arrow keys move between them) with their counts, and the order of the shown lane. */
export function LaneTabs({ laneId, counts, sort, onLane, onSort, archive = false }: LaneTabsProps) {
  const lanes = LANES.filter((l) => archive || l.id !== 'archived');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div role="tablist" aria-label="Question lanes" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {lanes.map((lane, i) => {
          const selected = lane.id === laneId;
          return (
            <button
              key={lane.id}
              id={`lane-tab-${lane.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="lane-panel"
              tabIndex={selected ? 0 : -1}
              aria-keyshortcuts={String(i + 1)}
              onClick={() => onLane(lane.id)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                e.preventDefault();
                const next = lanes[(i + (e.key === 'ArrowRight' ? 1 : lanes.length - 1)) % lanes.length];
                onLane(next.id);
                document.getElementById(`lane-tab-${next.id}`)?.focus();
              }}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
              )}
            >
              {lane.label}
              <span className={cn('rounded-full px-2 text-xs tabular-nums', selected ? 'bg-indigo-100 text-indigo-900' : 'bg-slate-200 text-slate-800')}>{counts[lane.id]}</span>
            </button>
          );
        })}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span className="sr-only sm:not-sr-only">Order</span>
        <select
          value={sort}
          onChange={(e) => onSort(e.target.value === 'newest' ? 'newest' : 'top')}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-600"
        >
          <option value="top">{archive ? 'Queue (most upvoted first)' : 'Most upvoted first'}</option>
          <option value="newest">Newest first</option>
        </select>
      </label>
    </div>
  );
}
