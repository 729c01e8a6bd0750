import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export type ImportRowsTableProps = {
  caption: string;
  headers: string[];
  count: number;
  rowKey: (index: number) => string | number;
  /** The cells of one row; called only for the rows in view. */
  renderCells: (index: number) => ReactNode[];
  emptyText: string;
  /**
   * Columns (by index) shown on a phone as well; the others show from the
   * `sm` width up. Without it every column shows at every width. A phone
   * column should then carry what the hidden ones say (a stacked row).
   */
  phoneColumns?: readonly number[];
};

/** A virtualised table for thousands of import rows (only the rows in view are built and in the page). */
export function ImportRowsTable({ caption, headers, count, rowKey, renderCells, emptyText, phoneColumns }: ImportRowsTableProps) {
  const widthClass = (i: number) => (phoneColumns && !phoneColumns.includes(i) ? 'hidden sm:table-cell' : '');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => 52, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  if (count === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{emptyText}</p>;
  return (
    <div ref={scrollRef} className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white" tabIndex={0} aria-label={`${caption}, scrollable`}>
      <table className={`w-full border-collapse ${phoneColumns ? 'sm:min-w-[40rem]' : 'min-w-[40rem]'} text-left text-sm`} aria-rowcount={count + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 shadow-sm">
          <tr aria-rowindex={1}>
            {headers.map((h, i) => (
              <th key={h} scope="col" className={`px-3 py-2 ${widthClass(i)}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden>
              <td style={{ height: top }} colSpan={headers.length} />
            </tr>
          ) : null}
          {items.map((v) => {
            return (
              <tr key={rowKey(v.index)} aria-rowindex={v.index + 2} data-index={v.index} ref={virtualizer.measureElement} className="border-t border-slate-100 align-top">
                {renderCells(v.index).map((c, i) => (
                  <td key={i} className={`px-3 py-2 ${widthClass(i)}`}>
                    {c}
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden>
              <td style={{ height: bottom }} colSpan={headers.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
