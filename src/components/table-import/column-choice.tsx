/** The wizard's second step: which column of the file feeds each field. */
import { controlClasses } from '../ui/field-shell';
import type { ColumnMapping, ImportField, TableData } from './table-data';

export type ColumnChoiceProps = {
  fileName: string;
  table: TableData;
  fields: readonly ImportField[];
  mapping: ColumnMapping;
  missing: readonly ImportField[];
  onChange: (mapping: ColumnMapping) => void;
};

export function ColumnChoice({ fileName, table, fields, mapping, missing, onChange }: ColumnChoiceProps) {
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">
        {fileName}: {table.rows.length} {table.rows.length === 1 ? 'row' : 'rows'}. Choose which column feeds each field.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => {
          const id = `map-${f.key}`;
          const value = mapping[f.key];
          return (
            <div key={f.key} className="flex flex-col gap-1">
              <label htmlFor={id} className="font-medium text-slate-800">
                {f.label}
                {f.required ? <span className="text-red-700"> (required)</span> : null}
              </label>
              <select
                id={id}
                className={controlClasses(!!f.required && (value === null || value === undefined))}
                value={value === null || value === undefined ? '' : String(value)}
                onChange={(e) => onChange({ ...mapping, [f.key]: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <option value="">Not imported</option>
                {table.headers.map((h, i) => (
                  <option key={i} value={i}>
                    {h}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <p role="alert" className="text-red-800">
          Choose a column for {missing.map((f) => f.label).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
