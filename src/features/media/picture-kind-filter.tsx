import { cn } from '../../components/ui/cn';
import { KIND_FILTER_NAMES, PICTURE_KINDS, type PictureKindFilter as Kind } from './picture-filters';

const FILTERS: readonly Kind[] = ['all', ...PICTURE_KINDS];

/** The library's filters by kind, as pressed buttons that wrap, each with how many pictures it would show. */
export function PictureKindFilter({ value, counts, onChange }: { value: Kind; counts: Record<Kind, number>; onChange: (kind: Kind) => void }) {
  return (
    <div role="group" aria-label="Show pictures of a kind" className="flex flex-wrap gap-1.5">
      {FILTERS.map((k) => {
        const on = value === k;
        return (
          <button
            key={k}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(k)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full pl-3 pr-2 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              on ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {KIND_FILTER_NAMES[k]}{' '}
            <span className={cn('min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums', on ? 'bg-white text-indigo-700' : 'bg-slate-100 text-slate-700')}>{counts[k]}</span>
          </button>
        );
      })}
    </div>
  );
}
