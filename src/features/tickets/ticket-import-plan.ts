/**
 * Checks imported ticket rows against the contract before anything is sent:
 * fields are validated, the session must exist, a second row for the same
 * guest and type is a duplicate in the file, and a row that would overwrite an
 * existing ticket says so.
 */
import { addTicketBodySchema, type AddTicketBody } from '../../contract/ticket';
import { describeIssues, type PlannedRow } from '../../components/table-import/import-run';
import type { ImportField, MappedRecord } from '../../components/table-import/table-data';
import { ticketKey } from './ticket-list-view';

export const TICKET_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'userEmail', label: 'E-mail', required: true, aliases: ['email', 'guest', 'guest email', 'mail'] },
  { key: 'ticketType', label: 'Ticket type', required: true, aliases: ['type', 'tier', 'ticket'] },
  { key: 'sessionId', label: 'Session id', aliases: ['session'] },
  { key: 'externalQrValue', label: 'External QR value', aliases: ['qr', 'qr value', 'qrcode', 'barcode'] },
];

const LABELS: Record<string, string> = Object.fromEntries(TICKET_IMPORT_FIELDS.map((f) => [f.key, f.label]));

export type TicketImportItem = AddTicketBody & { userEmail: string; overwrites: boolean };

export function planTicketImport(
  records: readonly MappedRecord[],
  context: { existing: ReadonlySet<string>; sessionIds: ReadonlySet<string> | null },
): PlannedRow<TicketImportItem>[] {
  const firstLine = new Map<string, number>();
  return records.map((record) => {
    const body: Record<string, string> = {};
    for (const [k, v] of Object.entries(record.values)) if (v !== '' || k === 'ticketType') body[k] = v;
    const parsed = addTicketBodySchema.safeParse(body);
    if (!parsed.success) return { ...record, item: null, problems: describeIssues(parsed.error.issues, LABELS) };
    const sessionId = parsed.data.sessionId ?? '';
    if (sessionId && context.sessionIds && !context.sessionIds.has(sessionId)) {
      return { ...record, item: null, problems: [`Session id: no session of this event has the id ${sessionId}`] };
    }
    const key = ticketKey(parsed.data.userEmail, parsed.data.ticketType);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      return { ...record, item: null, problems: [], skip: { kind: 'skipped' as const, label: 'Duplicate in file', message: `Same guest and type as row ${earlier}.` } };
    }
    firstLine.set(key, record.line);
    const overwrites = context.existing.has(key);
    return {
      ...record,
      item: { ...parsed.data, overwrites },
      problems: [],
      note: overwrites ? `Overwrites ${parsed.data.userEmail}'s existing ${parsed.data.ticketType} ticket.` : undefined,
    };
  });
}
