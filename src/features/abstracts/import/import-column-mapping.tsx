/** Step 2 of the abstracts import: which field each column of the file fills, with a sample of the column. */
import type { ColumnMapping, ColumnTarget } from './import-columns';
import type { ImportTable } from './import-file';

export type ImportColumnMappingProps = {
  table: ImportTable;
  mapping: ColumnMapping;
  options: { value: ColumnTarget; label: string }[];
  disabled: boolean;
  onMap: (column: string, target: ColumnTarget) => void;
};

function sampleText(sample: unknown): string {
  return sample === undefined ? 'empty' : typeof sample === 'string' ? sample : JSON.stringify(sample);
}

export function ImportColumnMapping({ table, mapping, options, disabled, onMap }: ImportColumnMappingProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {table.columns.map((c, i) => {
        const sample = table.rows.find((r) => r[c] !== '' && r[c] !== undefined)?.[c];
        return (
          <div key={c} className="rounded-lg border border-slate-200 bg-white p-3">
            <label htmlFor={`map-${i}`} className="block truncate text-sm font-medium text-slate-800">
              {c}
            </label>
            <p className="truncate text-xs text-slate-600" title={sample === undefined ? undefined : sampleText(sample)}>
              {sampleText(sample)}
            </p>
            <select
              id={`map-${i}`}
              value={mapping[c] ?? 'ignore'}
              disabled={disabled}
              onChange={(e) => onMap(c, e.target.value as ColumnTarget)}
              className="mt-2 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-indigo-600"
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
