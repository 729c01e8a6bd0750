/**
 * Tickets as an export table (CSV or XLSX through the one table writer). The
 * columns the ticket import recognises come first under its own titles, so an
 * exported file can be edited and imported again; the guest's name and the
 * session's title follow for people reading it.
 */
import type { ExportTable } from '../../components/table-import/export-table';
import type { Ticket } from '../../contract/ticket';
import { TICKET_IMPORT_FIELDS } from './ticket-import-plan';
import { ticketEmail } from './ticket-list-view';

const label = (key: string) => TICKET_IMPORT_FIELDS.find((f) => f.key === key)?.label ?? key;

export function ticketsTable(tickets: readonly Ticket[], sessionTitle: (id: string) => string, guestName: (email: string) => string = () => ''): ExportTable {
  return {
    headers: [label('userEmail'), label('ticketType'), label('sessionId'), label('externalQrValue'), 'Guest name', 'Session'],
    rows: tickets.map((t) => {
      const email = ticketEmail(t);
      return [email, t.ticketType, t.sessionId, t.externalQrValue, guestName(email), sessionTitle(t.sessionId)];
    }),
  };
}
