import { useQueryClient } from '@tanstack/react-query';
import { addTicket, ticketQueries } from '../../api/ticket-queries';
import { ImportWizard } from '../../components/table-import/import-wizard';
import { TICKET_IMPORT_FIELDS, planTicketImport } from './ticket-import-plan';

/** Tickets from a CSV or spreadsheet, one row a ticket, on the shared import wizard. */
export function TicketImportDialog({ open, onOpenChange, existing, sessionIds }: { open: boolean; onOpenChange: (open: boolean) => void; existing: ReadonlySet<string>; sessionIds: ReadonlySet<string> | null }) {
  const qc = useQueryClient();
  return (
  <ImportWizard
    open={open}
    onOpenChange={onOpenChange}
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
  );
}
