import { useId } from 'react';
import { controlClasses } from '../ui/field-shell';

/** The minutes a speaker needs between two sessions, set by the organiser and kept in this browser. */
export function ChangeoverField({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="whitespace-nowrap">
        Speaker changeover
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={240}
        step={5}
        className={`${controlClasses(false)} w-20`}
        value={value}
        aria-describedby={`${id}-unit`}
        onChange={(e) => onChange(Number(e.target.value) || 0)}
      />
      <span id={`${id}-unit`}>min</span>
    </div>
  );
}
