import { DensityToggle } from '../../components/ui/table-density';
import { useState } from 'react';
import { FileDown, FileUp, Plus, Search, Ticket as TicketIcon } from 'lucide-react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { dateStamp, downloadCsv, downloadXlsx } from '../../components/table-import/export-table';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { AddTicketDialog } from './add-ticket-dialog';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { ticketsTable } from './ticket-export';
import { TicketFilters } from './ticket-filters';
import { TicketImportDialog } from './ticket-import-dialog';
import { TicketTable } from './ticket-table';
import { TicketTypeCounts } from './ticket-type-counts';
import { useTicketList } from './use-ticket-list';

/** `/tickets`: every ticket of the event, filtered and searched, with add, import and each ticket's detail. */
export default function TicketsPage() {
  const list = useTicketList();
  const { tickets, shown, types, detailEmail, detailType } = list;
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  /** The tickets shown (filters and search applied), as the export writes them. */
  const exportTable = () => ticketsTable(shown, (id) => (id ? list.sessionTitle(id) : ''), list.guestName);
  const [lastWrite, setLastWrite] = useState<{ email: string; ticketType: string; warnings: string[]; ignoredFields: string[] } | null>(null);

  return (
    <div>
      <PageHeader
        title="Tickets"
        description="One ticket per guest and type; a second ticket of the same type for the same guest overwrites the first."
        actions={
          <>
            <DensityToggle />
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              Add ticket
            </Button>
            <Button variant="secondary" icon={<FileUp aria-hidden className="size-4" />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button variant="secondary" icon={<FileDown aria-hidden className="size-4" />} disabled={shown.length === 0} onClick={() => downloadCsv(exportTable(), `tickets-${dateStamp()}.csv`)}>
              Export CSV
            </Button>
            <Button
              variant="secondary"
              icon={<FileDown aria-hidden className="size-4" />}
              disabled={shown.length === 0}
              onClick={() => downloadXlsx(exportTable(), `tickets-${dateStamp()}.xlsx`, 'Tickets').catch((e: unknown) => toast.error(`The XLSX file could not be written: ${describeError(e)}`))}
            >
              Export XLSX
            </Button>
          </>
        }
      />

      {lastWrite ? (
        <div className="mb-4">
          <WarningsBanner title={`${lastWrite.email}'s ${lastWrite.ticketType} ticket saved, with warnings`} warnings={lastWrite.warnings} ignoredFields={lastWrite.ignoredFields} onDismiss={() => setLastWrite(null)} />
        </div>
      ) : null}

      <TicketTypeCounts list={list} />

      <TicketFilters list={list} />

      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        {tickets.data ? `${shown.length.toLocaleString()} of ${tickets.data.length.toLocaleString()} tickets shown` : ''}
      </p>

      {tickets.isPending ? (
        <LoadingState label="Loading tickets…" />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} title="Tickets could not be loaded" onRetry={() => tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyState icon={<TicketIcon className="size-8" />} title="No tickets yet" action={<Button onClick={() => setAdding(true)}>Add a ticket</Button>}>
          Give guests tickets one by one, import them from a CSV file, or select guests on the guests page and give them all a ticket.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Search className="size-8" />}
          title="No ticket matches"
          action={
            list.filtering ? (
              <Button
                variant="secondary"
                onClick={list.clearFilters}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        >
          No ticket matches these filters.
        </EmptyState>
      ) : (
        <TicketTable tickets={shown} sessionTitle={list.sessionTitle} guestName={list.guestName} detailHref={list.detailHref} />
      )}

      <AddTicketDialog
        open={adding}
        onOpenChange={setAdding}
        types={types}
        onSaved={(r) => {
          setLastWrite(r.warnings.length || r.ignoredFields.length ? r : null);
          list.openDetail(r.email, r.ticketType);
        }}
      />
      {detailEmail && detailType !== null ? (
        <TicketDetailDialog email={detailEmail} type={detailType} ticket={list.detailTicket} loading={tickets.isPending || tickets.isFetching && !list.detailTicket} sessionTitle={list.sessionTitle} onClose={list.closeDetail} />
      ) : null}
      <TicketImportDialog open={importing} onOpenChange={setImporting} existing={list.existing} sessionIds={list.sessionIds} />
    </div>
  );
}
