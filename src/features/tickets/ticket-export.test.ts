import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../components/table-import/table-data';
import { toCsv } from '../../components/table-import/export-table';
import type { Ticket } from '../../contract/ticket';
import { ticketsTable } from './ticket-export';
import { TICKET_IMPORT_FIELDS } from './ticket-import-plan';

const ticket = (email: string, type: string, sessionId = '', qr = ''): Ticket => ({ EMAIL: email, TIER: type, userEmail: email, ticketType: type, sessionId, externalQrValue: qr });

describe('the tickets export', () => {
  it('writes one row per ticket under the import’s own column titles, then name and session for reading', () => {
    const table = ticketsTable([ticket('ann@example.org', 'VIP'), ticket('bo@example.org', 'Workshop', 's1', '=EXT-1')], (id) => (id ? 'Opening' : 'General admission'), (e) => (e.startsWith('ann') ? 'Ann' : ''));
    expect(table.headers).toEqual(['E-mail', 'Ticket type', 'Session id', 'External QR value', 'Guest name', 'Session']);
    expect(table.rows).toEqual([
      ['ann@example.org', 'VIP', '', '', 'Ann', 'General admission'],
      ['bo@example.org', 'Workshop', 's1', '=EXT-1', '', 'Opening'],
    ]);
    // The import recognises every column it needs, and a formula-like value comes back as it was.
    for (const f of TICKET_IMPORT_FIELDS) expect(table.headers).toContain(f.label);
    expect(parseCsvText(toCsv(table)).rows[1][3]).toBe('=EXT-1');
  });
});
