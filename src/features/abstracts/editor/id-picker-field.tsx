import { useId, useState } from 'react';
import { controlClasses } from '../../../components/ui/field-shell';

const OTHER = '__other__';

export type IdPickerFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  noneLabel: string;
  /** Shown when the id matches nothing known (it is still saved). */
  unknownNote: string;
  loading?: boolean;
  error?: string;
};

/**
 * Picks a record by name, or takes any id typed by hand: the service stores an
 * id it does not know and warns, so this field allows it and says so.
 */
export function IdPickerField({ label, value, onChange, options, noneLabel, unknownNote, loading, error }: IdPickerFieldProps) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  const [typing, setTyping] = useState(false);
  const other = typing || (!!value && !known && !loading);
  const selectValue = other ? OTHER : value;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={selectValue}
        onChange={(e) => {
          if (e.target.value === OTHER) {
            setTyping(true);
          } else {
            setTyping(false);
            onChange(e.target.value);
          }
        }}
        className={controlClasses(!!error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{noneLabel}</option>
        {loading && value && !known ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        <option value={OTHER}>Another id (type it)…</option>
      </select>
      {other ? (
        <>
          <label htmlFor={`${id}-other`} className="sr-only">
            {label}: id typed by hand
          </label>
          <input id={`${id}-other`} value={value} onChange={(e) => onChange(e.target.value)} placeholder="Id" className={controlClasses(false)} aria-describedby={`${id}-note`} />
          {value && !known && !loading ? (
            <p id={`${id}-note`} className="text-xs text-amber-800">
              {unknownNote}
            </p>
          ) : null}
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
