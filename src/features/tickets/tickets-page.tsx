import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp, Plus, Search, Ticket as TicketIcon } from 'lucide-react';
import { sessionQueries } from '../../api/session-queries';
import { addTicket, ticketQueries } from '../../api/ticket-queries';
import { ImportWizard } from '../../components/table-import/import-wizard';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { cn } from '../../components/ui/cn';
import { useUrlState } from '../../components/form/use-url-state';
import { AddTicketDialog } from './add-ticket-dialog';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { TICKET_IMPORT_FIELDS, planTicketImport } from './ticket-import-plan';
import { GENERAL_ADMISSION, countsByType, filterTickets, sortTickets, ticketEmail, ticketKey, ticketListState } from './ticket-list-view';
import { TicketTable } from './ticket-table';

export default function TicketsPage() {
  const { state: view, set: setView, href } = useUrlState(ticketListState);
  const detailEmail = view.ticket;
  const detailType = view.ticketType;
  const tickets = useQuery(ticketQueries.list());
  const sessions = useQuery(sessionQueries.list());
  const qc = useQueryClient();
  const [search, setSearch] = useState(view.q);
  const deferredSearch = useDeferredValue(search);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [lastWrite, setLastWrite] = useState<{ email: string; ticketType: string; warnings: string[]; ignoredFields: string[] } | null>(null);

  useEffect(() => {
    if (search === view.q) return;
    const t = setTimeout(() => setView({ q: search }), 250);
    return () => clearTimeout(t);
  }, [search, view.q, setView]);

  const sorted = useMemo(() => sortTickets(tickets.data ?? []), [tickets.data]);
  const shown = useMemo(() => filterTickets(sorted, { ...view, q: deferredSearch }), [sorted, view.type, view.session, deferredSearch]); // eslint-disable-line react-hooks/exhaustive-deps
  const counts = useMemo(() => countsByType(tickets.data ?? []), [tickets.data]);
  const types = useMemo(() => counts.map((c) => c.type).sort(), [counts]);
  const existing = useMemo(() => new Set((tickets.data ?? []).map((t) => ticketKey(ticketEmail(t), t.ticketType))), [tickets.data]);
  const sessionIds = useMemo(() => (sessions.data ? new Set(sessions.data.map((s) => s.documentId)) : null), [sessions.data]);
  const sessionTitle = useCallback(
    (id: string) => (id ? (sessions.data?.find((s) => s.documentId === id)?.title ?? `Session ${id}`) : 'General admission'),
    [sessions.data],
  );
  const detailTicket = useMemo(
    () => (detailEmail && detailType ? tickets.data?.find((t) => ticketEmail(t) === detailEmail.toLowerCase() && t.ticketType === detailType) : undefined),
    [tickets.data, detailEmail, detailType],
  );

  const detailHref = useCallback((email: string, type: string) => href({ ticket: email, ticketType: type }), [href]);
  const openDetail = (email: string, type: string) => setView({ ticket: email, ticketType: type }, { push: true });
  const closeDetail = () => setView({ ticket: '', ticketType: '' }, { push: true });

  const filtering = view.type !== '' || view.session !== '' || deferredSearch.trim() !== '';

  return (
    <div>
      <PageHeader
        title="Tickets"
        description="One ticket per guest and type; a second ticket of the same type for the same guest overwrites the first."
        actions={
          <>
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              Add ticket
            </Button>
            <Button variant="secondary" icon={<FileUp aria-hidden className="size-4" />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
          </>
        }
      />

      {lastWrite ? (
        <div className="mb-4">
          <WarningsBanner title={`${lastWrite.email}'s ${lastWrite.ticketType} ticket saved, with warnings`} warnings={lastWrite.warnings} ignoredFields={lastWrite.ignoredFields} onDismiss={() => setLastWrite(null)} />
        </div>
      ) : null}

      {counts.length > 0 ? (
        <section aria-labelledby="ticket-counts-heading" className="mb-4">
          <h2 id="ticket-counts-heading" className="mb-2 text-sm font-semibold text-slate-800">
            Tickets per type
          </h2>
          <ul className="flex flex-wrap gap-2">
            {counts.map((c) => {
              const active = view.type === c.type;
              return (
                <li key={c.type}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setView({ type: active ? '' : c.type })}
                    className={cn(
                      'rounded-md px-3 py-1.5 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600',
                      active ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                    )}
                  >
                    {c.type} <strong className="tabular-nums">{c.count.toLocaleString()}</strong>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative">
          <label htmlFor="ticket-search" className="mb-1 block text-sm font-medium text-slate-800">
            Search by e-mail
          </label>
          <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500" />
          <input id="ticket-search" type="search" className={`${controlClasses(false)} pl-9`} value={search} placeholder="name@example.org" onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor="ticket-type-filter" className="mb-1 block text-sm font-medium text-slate-800">
            Type
          </label>
          <select id="ticket-type-filter" className={controlClasses(false)} value={view.type} onChange={(e) => setView({ type: e.target.value })}>
            <option value="">Every type</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            {view.type && !types.includes(view.type) ? <option value={view.type}>{view.type}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="ticket-session-filter" className="mb-1 block text-sm font-medium text-slate-800">
            Session
          </label>
          <select id="ticket-session-filter" className={controlClasses(false)} value={view.session} onChange={(e) => setView({ session: e.target.value })}>
            <option value="">Every session</option>
            <option value={GENERAL_ADMISSION}>General admission</option>
            {(sessions.data ?? []).map((s) => (
              <option key={s.documentId} value={s.documentId}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      </div>

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
            filtering ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setView({ q: '', type: '', session: '' });
                }}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        >
          No ticket matches these filters.
        </EmptyState>
      ) : (
        <TicketTable tickets={shown} sessionTitle={sessionTitle} detailHref={detailHref} />
      )}

      <AddTicketDialog
        open={adding}
        onOpenChange={setAdding}
        types={types}
        onSaved={(r) => {
          setLastWrite(r.warnings.length || r.ignoredFields.length ? r : null);
          openDetail(r.email, r.ticketType);
        }}
      />
      {detailEmail && detailType !== null ? (
        <TicketDetailDialog email={detailEmail} type={detailType} ticket={detailTicket} loading={tickets.isPending || tickets.isFetching && !detailTicket} sessionTitle={sessionTitle} onClose={closeDetail} />
      ) : null}
      <ImportWizard
        open={importing}
        onOpenChange={setImporting}
        title="Import tickets"
        noun="tickets"
        fields={TICKET_IMPORT_FIELDS}
        plan={(records) => planTicketImport(records, { existing, sessionIds })}
        send={async ({ overwrites, ...body }, signal) => {
          const r = await addTicket(body, { priority: 'bulk', signal });
          const extra = [...r.warnings, ...(r.ignoredFields.length ? [`Not saved: ${r.ignoredFields.join(', ')}`] : [])];
          return { kind: 'done', label: overwrites ? 'Overwritten' : 'Created', message: extra.join(' ') || undefined };
        }}
        onFinished={() => void qc.invalidateQueries({ queryKey: ticketQueries.all() })}
        help={
          <p>
            One ticket per row: <strong>e-mail</strong> and <strong>ticket type</strong> are required; session id (empty for general admission) and external QR value
            (up to 500 characters) are optional. A row for a guest who already has a ticket of that type overwrites it.
          </p>
        }
      />
    </div>
  );
}
