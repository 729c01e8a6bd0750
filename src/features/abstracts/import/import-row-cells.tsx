/** The cells of one row of the abstracts import table: number, action, title, authors, and its check or result. */
import type { ReactNode } from 'react';
import type { RowResult } from './abstract-import-run';
import { authorLineText } from '../author-line';
import { problemsText, type PreparedRow } from './import-rows';

const STATUS_TEXT: Record<RowResult['status'], string> = {
  waiting: 'Waiting',
  created: 'Created',
  updated: 'Updated',
  failed: 'Failed',
  valid: 'Valid (dry run)',
  'not-sent': 'Not sent',
};

function statusCell(row: PreparedRow, result: RowResult | undefined): ReactNode {
  if (!row.item) return <span className="font-medium text-red-800">Problems: {problemsText(row.problems)}</span>;
  if (!result) return <span className="text-slate-700">Ready{row.notes.length ? ` (${row.notes.join('; ')})` : ''}</span>;
  const tone = result.status === 'failed' ? 'font-medium text-red-800' : result.status === 'created' || result.status === 'updated' || result.status === 'valid' ? 'text-emerald-800' : 'text-slate-600';
  return (
    <span className={tone}>
      {STATUS_TEXT[result.status]}
      {result.reason ? `: ${result.reason}` : ''}
      {result.warnings?.length ? ` (warnings: ${result.warnings.join('; ')})` : ''}
    </span>
  );
}

/** What happens to the row: a row with problems is not sent, whatever it would have done. */
function actionCell(row: PreparedRow): ReactNode {
  if (!row.item) return <span className="font-medium text-red-800">Not sent</span>;
  return row.action === 'update' ? 'Update' : 'Create';
}

/**
 * The cells: row, action, title, authors, result. On a phone only the row
 * and the title show, so the title cell also carries the action, the authors
 * and the result beneath it (`phoneColumns` of `ImportRowsTable`).
 */
export function importRowCells(row: PreparedRow, result: RowResult | undefined, titleColumn: string): ReactNode[] {
  const item = row.item ?? {};
  const title = String(item.title ?? row.source[titleColumn] ?? '');
  const authors = row.item ? authorLineText(item as Parameters<typeof authorLineText>[0]) : '';
  return [
    <span className="tabular-nums">{row.rowNumber}</span>,
    actionCell(row),
    <>
      <span className={title ? 'line-clamp-2' : 'text-slate-600'}>{title || 'No title'}</span>
      <span className="mt-1 block space-y-0.5 text-xs sm:hidden">
        {authors ? <span className="line-clamp-2 block text-slate-700">{authors}</span> : null}
        <span className="block">
          {row.item ? <span className="text-slate-700">{actionCell(row)}: </span> : null}
          {statusCell(row, result)}
        </span>
      </span>
    </>,
    <span className="line-clamp-2 text-slate-700">{authors || '—'}</span>,
    statusCell(row, result),
  ];
}
