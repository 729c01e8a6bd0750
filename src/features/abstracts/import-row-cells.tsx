/** The cells of one row of the abstracts import table: number, action, title, authors, and its check or result. */
import type { ReactNode } from 'react';
import type { RowResult } from './abstract-import-run';
import { authorLineText } from './author-line';
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

export function importRowCells(row: PreparedRow, result: RowResult | undefined, titleColumn: string): ReactNode[] {
  const item = row.item ?? {};
  return [
    <span className="tabular-nums">{row.rowNumber}</span>,
    row.action === 'update' ? 'Update' : 'Create',
    <span className="line-clamp-2">{String(item.title ?? row.source[titleColumn] ?? '') || '—'}</span>,
    <span className="line-clamp-2 text-slate-700">{row.item ? authorLineText(item as Parameters<typeof authorLineText>[0]) || '—' : '—'}</span>,
    statusCell(row, result),
  ];
}
