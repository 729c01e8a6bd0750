import { rowHeight, useTableDensity } from '../../components/ui/table-density';
import { useRef, useEffect } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ScanLine } from 'lucide-react';
import type { Ticket } from '../../contract/ticket';
import { cn } from '../../components/ui/cn';
import { ticketEmail } from './ticket-list-view';

export type TicketTableProps = {
  tickets: Ticket[];
  sessionTitle: (id: string) => string;
  /** The guest's name ('' when unknown). */
  guestName: (email: string) => string;
  detailHref: (email: string, type: string) => string;
};

const COMFORTABLE_ROW = 60;
const grid = 'grid grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] md:grid-cols-[minmax(12rem,1.5fr)_minmax(6rem,1fr)_minmax(8rem,1.2fr)_10rem] items-center gap-x-3 px-3';

/** Every ticket, virtualised so thousands of rows stay smooth. */
export function TicketTable({ tickets, sessionTitle, guestName, detailHref }: TicketTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowPx = rowHeight(useTableDensity(), COMFORTABLE_ROW);
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowPx,
    overscan: 8,
    initialRect: { width: 1000, height: 600 },
  });
  useEffect(() => virtualizer.measure(), [rowPx, virtualizer]);
  return (
    <div role="table" aria-label="Tickets" aria-rowcount={tickets.length + 1} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div role="rowgroup" className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-600">
        <div role="row" aria-rowindex={1} className={cn(grid, 'h-10')}>
          <div role="columnheader">Guest</div>
          <div role="columnheader">Type</div>
          <div role="columnheader" className="hidden md:block">
            Grants access to
          </div>
          <div role="columnheader" className="hidden md:block">
            QR code
          </div>
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" tabIndex={0} aria-label="Ticket rows, scrollable" className="max-h-[max(20rem,calc(100dvh-24rem))] overflow-auto">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const t = tickets[item.index];
            const email = ticketEmail(t);
            const name = guestName(email);
            return (
              <div
                key={`${email}\u0000${t.ticketType}`}
                role="row"
                aria-rowindex={item.index + 2}
                className={cn(grid, 'absolute inset-x-0 border-b border-slate-100 bg-white text-sm')}
                style={{ height: rowPx, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell" className="min-w-0">
                  <Link to={detailHref(email, t.ticketType)} title={email} className="block truncate rounded focus-visible:outline-2 focus-visible:outline-indigo-600">
                    <span className="block truncate font-medium text-indigo-700 hover:underline">{name || email}</span>
                    {name ? <span className="block truncate text-xs text-slate-600">{email}</span> : null}
                  </Link>
                  <span className="block truncate text-xs text-slate-600 md:hidden" title={sessionTitle(t.sessionId)}>
                    {sessionTitle(t.sessionId)}
                  </span>
                </div>
                <div role="cell" className="min-w-0 text-slate-800">
                  <span className="block truncate" title={t.ticketType}>{t.ticketType}</span>
                  {t.externalQrValue ? (
                    <span className="mt-0.5 inline-flex max-w-full items-center whitespace-nowrap rounded bg-sky-50 px-1 text-xs text-sky-900 ring-1 ring-inset ring-sky-200 md:hidden">
                      <ScanLine aria-hidden className="mr-0.5 size-3" />
                      External QR
                    </span>
                  ) : null}
                </div>
                <div role="cell" className="hidden min-w-0 truncate text-slate-700 md:block" title={sessionTitle(t.sessionId)}>
                  {sessionTitle(t.sessionId)}
                </div>
                <div role="cell" className="hidden md:block">
                  {t.externalQrValue ? (
                    <span className="inline-flex items-center gap-1 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-inset ring-sky-200">
                      <ScanLine aria-hidden className="size-3" /> Externally scanned
                    </span>
                  ) : (
                    <span className="text-xs text-slate-600">From the app</span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
