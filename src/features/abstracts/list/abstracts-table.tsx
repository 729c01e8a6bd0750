import { rowHeight, useTableDensity } from '../../../components/ui/table-density';
import { useRef, useEffect } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Abstract } from '../../../contract/abstract';
import { splitKeywords } from '../../../contract/abstract';
import { Button } from '../../../components/ui/button';
import { authorLineText } from '../author-line';
import { COLUMNS, posterState, type ColumnKey } from './abstract-list-view';
import { paths } from '../../../paths';

export type AbstractsTableProps = {
  rows: Abstract[];
  columns: ColumnKey[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  sessionTitle: (id: string) => string;
  /** Publishes or unpublishes one abstract; without it (no right to change abstracts) the status is only shown. */
  onSetListed?: (a: Abstract, unListed: boolean) => void;
  pendingIds: ReadonlySet<string>;
};

const COMFORTABLE_ROW = 56;

function Cell({ a, column, sessionTitle }: { a: Abstract; column: ColumnKey; sessionTitle: (id: string) => string }) {
  switch (column) {
    case 'number':
      return <span className="tabular-nums">{a.abstractNumber || '—'}</span>;
    case 'title':
      return (
        <Link to={paths.abstract.link(a.documentId)} className="line-clamp-2 [[data-density=compact]_&]:line-clamp-1 font-medium text-indigo-700 hover:underline">
          {a.title || 'Untitled abstract'}
        </Link>
      );
    case 'authors': {
      const text = authorLineText(a);
      return <span className="line-clamp-2 [[data-density=compact]_&]:line-clamp-1 text-slate-700" title={text}>{(a.authors ?? []).map((x) => x.name).join(', ') || '—'}</span>;
    }
    case 'category':
      return <span>{a.category || '—'}</span>;
    case 'session':
      return <span className="line-clamp-2 [[data-density=compact]_&]:line-clamp-1">{a.sessionId ? sessionTitle(a.sessionId) : '—'}</span>;
    case 'keywords':
      return <span className="line-clamp-2 [[data-density=compact]_&]:line-clamp-1 text-slate-700">{splitKeywords(a.keywords ?? '').join(', ') || '—'}</span>;
    case 'poster': {
      const s = posterState(a);
      return s === 'uploaded' ? (
        <span className="text-emerald-800">Uploaded</span>
      ) : s === 'missing' ? (
        <span className="font-medium text-amber-800">Missing</span>
      ) : (
        <span className="text-slate-500">Not expected</span>
      );
    }
    case 'status':
      return null;
  }
}

function StatusCell({ a, busy, onSetListed }: { a: Abstract; busy: boolean; onSetListed?: (a: Abstract, unListed: boolean) => void }) {
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      <span className={a.unListed ? 'text-slate-600' : 'font-medium text-emerald-800'}>{a.unListed ? 'Not published' : 'Published'}</span>
      {onSetListed ? (
        <Button size="sm" variant="ghost" busy={busy} onClick={() => onSetListed(a, !a.unListed)} aria-label={`${a.unListed ? 'Publish' : 'Unpublish'} ${a.title || 'this abstract'}`}>
          {a.unListed ? 'Publish' : 'Unpublish'}
        </Button>
      ) : null}
    </div>
  );
}

/** On a phone, what the hidden columns say, under the title: number and authors, then the status. */
function StackedDetails({ a, columns, busy, onSetListed }: { a: Abstract; columns: readonly ColumnKey[]; busy: boolean; onSetListed?: (a: Abstract, unListed: boolean) => void }) {
  const names = (a.authors ?? []).map((x) => x.name).join(', ');
  const line = [columns.includes('number') ? a.abstractNumber : '', columns.includes('authors') ? names : ''].filter(Boolean).join(' · ');
  return (
    <div className="md:hidden">
      {line ? <p className="line-clamp-1 text-xs text-slate-600">{line}</p> : null}
      {columns.includes('status') ? (
        <div className="text-xs">
          <StatusCell a={a} busy={busy} onSetListed={onSetListed} />
        </div>
      ) : null}
    </div>
  );
}

/** The abstract list, virtualised: only the rows in view are in the page, so thousands scroll smoothly. */
export function AbstractsTable({ rows, columns, selected, onToggle, onToggleAll, sessionTitle, onSetListed, pendingIds }: AbstractsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowPx = rowHeight(useTableDensity(), COMFORTABLE_ROW);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowPx, overscan: 12 });
  useEffect(() => virtualizer.measure(), [rowPx, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.documentId));
  const shown = COLUMNS.filter((c) => columns.includes(c.key));
  // On a phone one column shows (the title when shown), with the number, authors and status stacked in it.
  const phoneKey: ColumnKey = shown.some((c) => c.key === 'title') ? 'title' : shown[0]?.key ?? 'title';
  const stacked = phoneKey === 'title';
  const widthClass = (key: ColumnKey) => (key === phoneKey ? '' : 'hidden md:table-cell');

  return (
    <div ref={scrollRef} className="max-h-[calc(100dvh-18rem)] min-h-80 overflow-auto rounded-lg border border-slate-200 bg-white" tabIndex={0} aria-label="Abstracts table, scrollable">
      <table className="w-full border-collapse md:min-w-[48rem] text-left text-sm" aria-rowcount={rows.length + 1} data-density={rowPx < COMFORTABLE_ROW ? 'compact' : undefined}>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 shadow-sm">
          <tr aria-rowindex={1}>
            <th scope="col" className="w-10 px-3 py-2">
              <input type="checkbox" className="size-4 accent-indigo-600" checked={allSelected} onChange={(e) => onToggleAll(e.target.checked)} aria-label="Select every abstract shown" />
            </th>
            {shown.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 ${widthClass(c.key)} ${c.key === 'title' ? 'md:min-w-64' : c.key === 'number' ? 'w-24' : ''}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden>
              <td style={{ height: top }} colSpan={shown.length + 1} />
            </tr>
          ) : null}
          {items.map((v) => {
            const a = rows[v.index];
            return (
              <tr key={a.documentId} aria-rowindex={v.index + 2} data-index={v.index} ref={virtualizer.measureElement} style={{ height: rowPx }} className="border-t border-slate-100 hover:bg-slate-50">
                <td className="px-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    checked={selected.has(a.documentId)}
                    onChange={() => onToggle(a.documentId)}
                    aria-label={`Select ${a.title || `abstract ${a.abstractNumber || v.index + 1}`}`}
                  />
                </td>
                {shown.map((c) => (
                  <td key={c.key} className={`px-3 py-1 align-middle ${widthClass(c.key)}`}>
                    {c.key === 'status' ? (
                      <StatusCell a={a} busy={pendingIds.has(a.documentId)} onSetListed={onSetListed} />
                    ) : (
                      <Cell a={a} column={c.key} sessionTitle={sessionTitle} />
                    )}
                    {stacked && c.key === 'title' ? <StackedDetails a={a} columns={columns} busy={pendingIds.has(a.documentId)} onSetListed={onSetListed} /> : null}
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden>
              <td style={{ height: bottom }} colSpan={shown.length + 1} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
