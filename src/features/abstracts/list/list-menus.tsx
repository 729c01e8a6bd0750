/** The abstracts list's two menus: which columns to show, and export of the shown or all abstracts. */
import { Columns3, Download } from 'lucide-react';
import { dateStamp, downloadBlob, downloadCsv, downloadXlsx } from '../../../components/table-import/export-table';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { Abstract } from '../../../contract/abstract';
import { abstractsToJson, abstractsToTable } from '../abstract-export';
import { COLUMNS, type ColumnKey } from './abstract-list-view';

export function ColumnsMenu({ columns, onChange }: { columns: readonly ColumnKey[]; onChange: (columns: ColumnKey[]) => void }) {
  return (
    <details className="relative">
      <summary className={`${buttonClasses('secondary', 'sm')} cursor-pointer list-none`}>
        <Columns3 aria-hidden className="size-4" /> Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-52 space-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">Columns to show</legend>
        {COLUMNS.map((c) => (
          <label key={c.key} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={columns.includes(c.key)}
              onChange={(e) => onChange(e.target.checked ? COLUMNS.map((x) => x.key).filter((k) => k === c.key || columns.includes(k)) : columns.filter((k) => k !== c.key))}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export type ExportMenuProps = { shown: readonly Abstract[]; all: readonly Abstract[]; sessionTitle: (id: string) => string };

export function ExportMenu({ shown, all, sessionTitle }: ExportMenuProps) {
  async function exportAs(format: 'csv' | 'xlsx' | 'json', which: 'shown' | 'all') {
    const data = which === 'all' ? all : shown;
    const name = `abstracts-${which === 'all' ? 'all' : 'filtered'}-${dateStamp()}`;
    if (format === 'json') downloadBlob(new Blob([abstractsToJson(data)], { type: 'application/json' }), `${name}.json`);
    else if (format === 'csv') downloadCsv(abstractsToTable(data, sessionTitle), `${name}.csv`);
    else await downloadXlsx(abstractsToTable(data, sessionTitle), `${name}.xlsx`, 'Abstracts');
  }
  return (
    <details className="relative">
      <summary className={`${buttonClasses('secondary', 'sm')} cursor-pointer list-none`}>
        <Download aria-hidden className="size-4" /> Export
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-64 space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg">
        {(['shown', 'all'] as const).map((which) => (
          <div key={which}>
            <p className="font-medium text-slate-800">{which === 'shown' ? `The ${shown.length.toLocaleString()} shown` : `All ${all.length.toLocaleString()}`}</p>
            <div className="mt-1 flex gap-1">
              {(['csv', 'xlsx', 'json'] as const).map((f) => (
                <Button key={f} size="sm" variant="ghost" onClick={() => void exportAs(f, which)} aria-label={`Export ${which === 'shown' ? 'shown' : 'all'} abstracts as ${f.toUpperCase()}`}>
                  {f.toUpperCase()}
                </Button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </details>
  );
}
