/** The wizard's table of rows: each row's number, first field and its check or outcome with the reason. */
import type { ReactNode } from 'react';
import { StatusBadge, type BadgeTone } from './status-badge';
import type { MappedRecord } from './table-data';

export type RowStatusLine = { tone: BadgeTone; label: string; message?: string };

export type RowTableProps = {
  caption: string;
  firstField: { key: string; label: string } | undefined;
  statusHeader: string;
  rows: readonly (MappedRecord & { status: RowStatusLine })[];
  /** Adds `data-testid="import-row-N"` to each row (the outcome table). */
  testIds?: boolean;
};

export function RowTable({ caption, firstField, statusHeader, rows, testIds }: RowTableProps): ReactNode {
  return (
    <div className="max-h-80 overflow-auto rounded-md ring-1 ring-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-14 px-2 py-1.5">Row</th>
            <th scope="col" className="w-2/5 px-2 py-1.5">{firstField?.label}</th>
            <th scope="col" className="px-2 py-1.5">{statusHeader}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.line} data-testid={testIds ? `import-row-${r.line}` : undefined}>
              <td className="px-2 py-1 tabular-nums text-slate-600">{r.line}</td>
              <td className="truncate px-2 py-1">{firstField ? r.values[firstField.key] : ''}</td>
              <td className="px-2 py-1">
                <StatusBadge tone={r.status.tone}>{r.status.label}</StatusBadge>
                {r.status.message ? <span className="mt-0.5 block break-words text-slate-700">{r.status.message}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
