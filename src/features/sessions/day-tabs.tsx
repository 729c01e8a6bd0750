/**
 * The grid's day tabs: one per event day with its number of sessions. Left
 * and Right (Home, End) go from tab to tab, as a tab list does.
 */
import type { KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import { formatDay } from '../../components/ui/dates';

type Props = { idBase: string; days: readonly string[]; day: string; perDay: ReadonlyMap<string, number>; onDay: (date: string) => void };

export function DayTabs({ idBase, days, day, perDay, onDay }: Props) {
  return (
    <div role="tablist" aria-label="Event days" className="flex flex-wrap gap-1" onKeyDown={(e) => tabKeys(e, days, day, onDay)}>
      {days.map((d) => (
        <button
          key={d}
          id={`${idBase}-${d}`}
          type="button"
          role="tab"
          aria-selected={d === day}
          aria-controls={`${idBase}-panel`}
          tabIndex={d === day ? 0 : -1}
          onClick={() => onDay(d)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
            d === day ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {formatDay(d)}
          <span className="ml-1.5 text-xs opacity-80">{perDay.get(d) ?? 0}</span>
        </button>
      ))}
    </div>
  );
}

function tabKeys(e: KeyboardEvent<HTMLElement>, days: readonly string[], day: string, onDay: (d: string) => void) {
  const i = days.indexOf(day);
  const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? days.length - 1 : null;
  if (next === null || next < 0 || next >= days.length) return;
  e.preventDefault();
  onDay(days[next]);
  const list = e.currentTarget;
  requestAnimationFrame(() => (list.querySelectorAll<HTMLElement>('[role="tab"]')[next] ?? null)?.focus());
}
