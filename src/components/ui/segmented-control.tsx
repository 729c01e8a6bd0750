import type { ReactNode } from 'react';
import { cn } from './cn';

export type SegmentedOption<T extends string> = { value: T; label: string; icon?: ReactNode };

type Props<T extends string> = {
  /** The group's name for assistive technology ("Group sessions by"). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `sm` beside a heading, `md` beside form controls. */
  size?: 'sm' | 'md';
};

/** One choice among a few, as pressed buttons in a row (view toggles: by track / by room, phone / desktop). */
export function SegmentedControl<T extends string>({ label, options, value, onChange, size = 'sm' }: Props<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md bg-white shadow-sm ring-1 ring-slate-300">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'inline-flex items-center gap-1 font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600',
            size === 'sm' ? 'px-2.5 py-1 text-xs' : 'h-10 px-3 text-sm',
            value === o.value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-50',
          )}
        >
          {o.icon}
          {o.label}
        </button>
      ))}
    </div>
  );
}
