import { DensityToggle } from '../../components/ui/table-density';
import { useState } from 'react';
import { FileDown, FileUp, Search, Ticket, UserPlus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { useGuestCount } from '../../api/guest-queries';
import { describeError } from '../../api/errors';
import { dateStamp, downloadCsv, downloadXlsx, type ExportTable } from '../../components/table-import/export-table';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { Meter } from '../../components/ui/meter';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { AddGuestDialog } from './add-guest-dialog';
import { AssignTicketDialog } from './assign-ticket-dialog';
import { GuestDetailDialog } from './guest-detail-dialog';
import { GuestFilters } from './guest-filters';
import { GuestImportDialog } from './guest-import-dialog';
import type { GuestRow } from './guest-list-view';
import { GuestTable } from './guest-table';
import { listedLine } from './guest-list-view';
import { useGuestList } from './use-guest-list';
import { useGuestSelection } from './use-guest-selection';

function exportTable(rows: readonly GuestRow[]): ExportTable {
  return {
    headers: ['Name', 'E-mail', 'Role', 'Company', 'Phone', 'Website', 'Country', 'Registered', 'Speaker'],
    rows: rows.map((r) => [r.name, r.email, r.role, r.company, r.phone, r.url, r.country, r.registered ? 'yes' : 'no', r.speaker ? 'yes' : 'no']),
  };
}

export default function GuestsPage() {
  const list = useGuestList();
  const { guests, view, rows, allRows } = list;
  const count = useGuestCount();
  const selection = useGuestSelection(rows);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [lastWrite, setLastWrite] = useState<{ email: string; warnings: string[]; ignoredFields: string[] } | null>(null);
  const [justAdded, setJustAdded] = useState<string>();

  return (
    <div>
      <PageHeader
        title="Guests"
        description="Everyone registered on the event, speakers with an e-mail included."
        actions={
          <>
            <DensityToggle />
            <Button icon={<UserPlus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              Add guest
            </Button>
            <Button variant="secondary" icon={<FileUp aria-hidden className="size-4" />} onClick={() => setImporting(true)}>
              Import
            </Button>
            <Button variant="secondary" icon={<FileDown aria-hidden className="size-4" />} disabled={rows.length === 0} onClick={() => downloadCsv(exportTable(rows), `guests-${dateStamp()}.csv`)}>
              Export CSV
            </Button>
            <Button
              variant="secondary"
              icon={<FileDown aria-hidden className="size-4" />}
              disabled={rows.length === 0}
              onClick={() => downloadXlsx(exportTable(rows), `guests-${dateStamp()}.xlsx`, 'Guests').catch((e: unknown) => toast.error(`The XLSX file could not be written: ${describeError(e)}`))}
            >
              Export XLSX
            </Button>
          </>
        }
      />

      <div className="mb-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {count.data ? (
          <Meter label="Registered guests against capacity" value={count.data.guestCount} max={count.data.guestCapacity} unit="guests" />
        ) : count.isError ? (
          <p className="text-sm text-slate-700">The guest count could not be loaded: {describeError(count.error)}</p>
        ) : (
          <p className="text-sm text-slate-600" role="status">Counting guests…</p>
        )}
      </div>

      {lastWrite ? (
        <div className="mb-4">
          <WarningsBanner title={`${lastWrite.email} added, with warnings`} warnings={lastWrite.warnings} ignoredFields={lastWrite.ignoredFields} onDismiss={() => setLastWrite(null)} />
        </div>
      ) : null}

      <GuestFilters search={list.search} onSearch={list.typeSearch} show={view.show} sort={view.sort} dir={view.dir} onView={list.setView} />

      <div className="mb-2 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="guest-count-shown">
          {guests.data ? listedLine(rows.length, allRows.length, allRows.filter((r) => r.speaker).length, count.data?.guestCount) : ''}
        </p>
        {selection.selected.size > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <span>
              {selection.selected.size} selected{selection.selectedShown !== selection.selected.size ? ` (${selection.selectedShown} shown)` : ''}
            </span>
            <Button size="sm" icon={<Ticket aria-hidden className="size-4" />} onClick={() => setAssigning(true)}>
              Give a ticket
            </Button>
            <Button size="sm" variant="ghost" onClick={selection.clear}>
              Clear selection
            </Button>
          </div>
        ) : null}
      </div>

      {guests.isPending ? (
        <LoadingState label="Loading guests…" />
      ) : guests.isError ? (
        <ErrorState error={guests.error} title="Guests could not be loaded" onRetry={() => guests.refetch()} />
      ) : allRows.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title="No guests yet"
          action={
            <div className="flex gap-2">
              <Button onClick={() => setAdding(true)}>Add a guest</Button>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                Import a file
              </Button>
            </div>
          }
        >
          Add guests one by one or import them from a CSV or XLSX file.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Search className="size-8" />}
          title="No guest matches"
          action={
            <Button
              variant="secondary"
              onClick={() => {
                list.typeSearch('');
                list.setView({ show: 'all' });
              }}
            >
              Show everyone
            </Button>
          }
        >
          Nothing matches “{list.deferredSearch}”{view.show !== 'all' ? ` among ${view.show}` : ''}.
        </EmptyState>
      ) : (
        <GuestTable
          justAdded={justAdded}
          rows={rows}
          sort={view.sort}
          dir={view.dir}
          onSort={list.onSort}
          selected={selection.selected}
          onToggle={selection.onToggle}
          onToggleAll={selection.onToggleAll}
          detailHref={list.detailHref}
          onPainted={list.onPainted}
        />
      )}

      <AddGuestDialog open={adding} onOpenChange={setAdding} detailHref={list.detailHref} onSaved={(r) => {
          setLastWrite(r.warnings.length || r.ignoredFields.length ? r : null);
          setJustAdded(r.email);
        }} />
      {list.detailEmail ? <GuestDetailDialog email={list.detailEmail} guest={list.detailGuest} listLoading={guests.isPending} onClose={list.closeDetail} /> : null}
      <GuestImportDialog open={importing} onOpenChange={setImporting} registered={list.registered} />
      <AssignTicketDialog open={assigning} onOpenChange={setAssigning} emails={[...selection.selected]} onDone={selection.clear} />
    </div>
  );
}
