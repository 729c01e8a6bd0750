import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, FileUp, Search, Ticket, UserPlus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { addGuest, guestQueries, useGuestCount, useGuests } from '../../api/guest-queries';
import { isApiError } from '../../api/errors';
import { ImportWizard } from '../../components/table-import/import-wizard';
import { dateStamp, downloadCsv, downloadXlsx, type ExportTable } from '../../components/table-import/export-table';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { Meter } from '../../components/ui/meter';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { controlClasses } from '../../components/ui/field-shell';
import { useUrlState } from '../../components/form/use-url-state';
import { AddGuestDialog } from './add-guest-dialog';
import { AssignTicketDialog } from './assign-ticket-dialog';
import { GuestDetailDialog } from './guest-detail-dialog';
import { GUEST_IMPORT_FIELDS, planGuestImport } from './guest-import-plan';
import { filterGuestRows, guestListState, sortGuestRows, toGuestRow, type GuestRow, type GuestSortKey } from './guest-list-view';
import { GuestTable } from './guest-table';

/** Performance marks read back by the guests benchmark (bench/guests-bench.ts). */
function mark(name: string, startTime?: number) {
  performance.clearMarks(name);
  performance.mark(name, startTime === undefined ? undefined : { startTime });
}

function exportTable(rows: readonly GuestRow[]): ExportTable {
  return {
    headers: ['Name', 'E-mail', 'Role', 'Company', 'Phone', 'Website', 'Country', 'Registered', 'Speaker'],
    rows: rows.map((r) => [r.name, r.email, r.role, r.company, r.phone, r.url, r.country, r.registered ? 'yes' : 'no', r.speaker ? 'yes' : 'no']),
  };
}

export default function GuestsPage() {
  const { state: view, set: setView, href } = useUrlState(guestListState);
  const detailEmail = view.guest;
  const guests = useGuests();
  const count = useGuestCount();
  const qc = useQueryClient();

  const [search, setSearch] = useState(view.q);
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [lastWrite, setLastWrite] = useState<{ email: string; warnings: string[]; ignoredFields: string[] } | null>(null);
  const searchPending = useRef(false);
  const firstPaint = useRef(false);

  // The search box writes to the URL shortly after typing stops (replace: no history entry per key).
  useEffect(() => {
    if (search === view.q) return;
    const t = setTimeout(() => setView({ q: search }), 250);
    return () => clearTimeout(t);
  }, [search, view.q, setView]);

  const allRows = useMemo(() => (guests.data ?? []).map(toGuestRow), [guests.data]);
  const sorted = useMemo(() => sortGuestRows(allRows, view.sort, view.dir), [allRows, view.sort, view.dir]);
  const rows = useMemo(() => filterGuestRows(sorted, deferredSearch, view.show), [sorted, deferredSearch, view.show]);
  const registered = useMemo(() => new Set(allRows.map((r) => r.email)), [allRows]);
  const detailGuest = useMemo(() => (detailEmail ? allRows.find((r) => r.email === detailEmail.toLowerCase()) : undefined), [allRows, detailEmail]);

  const onPainted = useCallback(() => {
    if (!firstPaint.current) {
      firstPaint.current = true;
      mark('guests:rows-painted');
    }
    if (searchPending.current) {
      searchPending.current = false;
      mark('guests:search-painted');
    }
  }, []);

  const detailHref = useCallback((email: string) => href({ guest: email }), [href]);

  const onSort = useCallback(
    (key: GuestSortKey) => setView(view.sort === key ? { dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort: key, dir: 'asc' }),
    [setView, view.sort, view.dir],
  );

  const onToggle = useCallback((email: string) => {
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(email)) n.delete(email);
      else n.add(email);
      return n;
    });
  }, []);

  const onToggleAll = useCallback(
    (select: boolean) => {
      setSelected((s) => {
        const n = new Set(s);
        for (const r of rows) {
          if (select) n.add(r.email);
          else n.delete(r.email);
        }
        return n;
      });
    },
    [rows],
  );

  const closeDetail = () => setView({ guest: '' }, { push: true });

  const selectedShown = rows.filter((r) => selected.has(r.email)).length;

  return (
    <div>
      <PageHeader
        title="Guests"
        description="Everyone registered on the event, speakers with an e-mail included."
        actions={
          <>
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
              onClick={() => downloadXlsx(exportTable(rows), `guests-${dateStamp()}.xlsx`, 'Guests').catch((e: unknown) => toast.error(`The XLSX file could not be written: ${String(e)}`))}
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
          <p className="text-sm text-slate-700">The guest count could not be loaded: {isApiError(count.error) ? count.error.explain() : String(count.error)}</p>
        ) : (
          <p className="text-sm text-slate-600" role="status">Counting guests…</p>
        )}
      </div>

      {lastWrite ? (
        <div className="mb-4">
          <WarningsBanner title={`${lastWrite.email} added, with warnings`} warnings={lastWrite.warnings} ignoredFields={lastWrite.ignoredFields} onDismiss={() => setLastWrite(null)} />
        </div>
      ) : null}

      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div className="relative min-w-0 flex-1 basis-64">
          <label htmlFor="guest-search" className="sr-only">
            Search guests
          </label>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="guest-search"
            type="search"
            placeholder="Search name, e-mail, role, company, country"
            className={`${controlClasses(false)} pl-9`}
            value={search}
            onChange={(e) => {
              mark('guests:search-input', e.timeStamp);
              searchPending.current = true;
              setSearch(e.target.value);
            }}
          />
        </div>
        <div role="group" aria-label="Show" className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
          {(
            [
              ['all', 'Everyone'],
              ['attendees', 'Attendees only'],
              ['speakers', 'Speakers only'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view.show === value}
              onClick={() => setView({ show: value })}
              className={`h-10 px-3 text-sm first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${view.show === value ? 'bg-indigo-600 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <label htmlFor="guest-sort" className="text-sm text-slate-700">
            Sort
          </label>
          <select id="guest-sort" className={controlClasses(false)} value={`${view.sort}:${view.dir}`} onChange={(e) => {
            const [sort, dir] = e.target.value.split(':') as [GuestSortKey, 'asc' | 'desc'];
            setView({ sort, dir });
          }}>
            {(['name', 'email', 'company', 'country', 'role', 'speaker', 'registered'] as const).flatMap((k) => [
              <option key={`${k}:asc`} value={`${k}:asc`}>{k === 'email' ? 'E-mail' : k[0].toUpperCase() + k.slice(1)} (A–Z)</option>,
              <option key={`${k}:desc`} value={`${k}:desc`}>{k === 'email' ? 'E-mail' : k[0].toUpperCase() + k.slice(1)} (Z–A)</option>,
            ])}
          </select>
        </div>
      </div>

      <div className="mb-2 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="guest-count-shown">
          {guests.data ? `${rows.length.toLocaleString()} of ${allRows.length.toLocaleString()} guests shown` : ''}
        </p>
        {selected.size > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <span>
              {selected.size} selected{selectedShown !== selected.size ? ` (${selectedShown} shown)` : ''}
            </span>
            <Button size="sm" icon={<Ticket aria-hidden className="size-4" />} onClick={() => setAssigning(true)}>
              Give a ticket
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
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
        <EmptyState icon={<Search className="size-8" />} title="No guest matches" action={<Button variant="secondary" onClick={() => { setSearch(''); setView({ show: 'all' }); }}>Show everyone</Button>}>
          Nothing matches “{deferredSearch}”{view.show !== 'all' ? ` among ${view.show}` : ''}.
        </EmptyState>
      ) : (
        <GuestTable
          rows={rows}
          sort={view.sort}
          dir={view.dir}
          onSort={onSort}
          selected={selected}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          detailHref={detailHref}
          onPainted={onPainted}
        />
      )}

      <AddGuestDialog
        open={adding}
        onOpenChange={setAdding}
        detailHref={detailHref}
        onSaved={(r) => setLastWrite(r.warnings.length || r.ignoredFields.length ? r : null)}
      />
      {detailEmail ? <GuestDetailDialog email={detailEmail} guest={detailGuest} listLoading={guests.isPending} onClose={closeDetail} /> : null}
      <ImportWizard
        open={importing}
        onOpenChange={setImporting}
        title="Import guests"
        noun="guests"
        fields={GUEST_IMPORT_FIELDS}
        plan={(records) => planGuestImport(records, registered)}
        send={async (item, signal) => {
          try {
            const r = await addGuest(item, { priority: 'bulk', signal });
            const extra = [...r.warnings, ...(r.ignoredFields.length ? [`Not saved: ${r.ignoredFields.join(', ')}`] : [])];
            return { kind: 'done', label: 'Added', message: extra.join(' ') || undefined };
          } catch (e) {
            if (isApiError(e) && e.status === 409) return { kind: 'skipped', label: 'Already registered', message: `${item.userEmail} is already a guest.` };
            throw e;
          }
        }}
        onFinished={() => void qc.invalidateQueries({ queryKey: guestQueries.all() })}
        help={
          <p>
            One guest per row. An <strong>e-mail</strong> column is required; name, role, company, phone, website and country are optional. E-mails are trimmed and
            lowercased as the service stores them.
          </p>
        }
      />
      <AssignTicketDialog open={assigning} onOpenChange={setAssigning} emails={[...selected]} onDone={() => setSelected(new Set())} />
    </div>
  );
}
