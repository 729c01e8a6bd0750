import { useId } from 'react';
import { toCss } from '../../contract/colour';
import { cn } from '../ui/cn';

export type ListPositionPickerProps = {
  legend: string;
  /** The event's names (trackArray or tierArray); the stored value is a position in this list. */
  names: readonly string[];
  /** Colours per position (trackColorArray), shown as swatches beside the names. */
  colours?: readonly unknown[];
  value: number;
  onChange: (position: number) => void;
  /** Offer "None" (-1), for a session's track. */
  noneLabel?: string;
  hint?: string;
  error?: string;
};

/**
 * Chooses a track or tier by its name (and colour); stores its position. Only existing positions can be
 * chosen, so an out-of-range value is impossible. A stored position with no name is shown as such.
 */
export function ListPositionPicker({ legend, names, colours, value, onChange, noneLabel, hint, error }: ListPositionPickerProps) {
  const id = useId();
  const orphan = value >= names.length || (value < 0 && !noneLabel);
  const options = [...(noneLabel ? [{ position: -1, name: noneLabel }] : []), ...names.map((name, position) => ({ position, name: name || `(unnamed ${position + 1})` }))];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = o.position === value;
          const colour = o.position >= 0 ? colours?.[o.position] : undefined;
          return (
            <label
              key={o.position}
              className={cn(
                'relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                checked ? 'border-indigo-600 bg-indigo-50 font-medium text-indigo-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <input type="radio" className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0" name={id} checked={checked} onChange={() => onChange(o.position)} />
              {o.position >= 0 && colours ? (
                <span aria-hidden className="size-3.5 rounded-full ring-1 ring-slate-400" style={{ background: toCss(colour, '#ffffff') }} />
              ) : null}
              {o.name}
              {checked ? <span className="sr-only"> (chosen)</span> : null}
            </label>
          );
        })}
        {names.length === 0 ? <span className="text-sm text-slate-600">No names yet: add them in Settings.</span> : null}
      </div>
      {orphan ? (
        <p className="mt-1 text-xs font-medium text-amber-800">
          Stored position {value} has no name in the event's list (the list is shorter); choose one above.
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A small round swatch of a colour, with its name for screen readers when given. */
export function ColourDot({ colour, label }: { colour: unknown; label?: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className="inline-block size-3 shrink-0 rounded-full ring-1 ring-slate-400" style={{ background: toCss(colour, '#ffffff') }} />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
