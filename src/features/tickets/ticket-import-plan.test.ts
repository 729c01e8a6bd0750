import { describe, expect, it } from 'vitest';
import { planTicketImport } from './ticket-import-plan';
import { ticketKey } from './ticket-list-view';

const rec = (line: number, values: Record<string, string>) => ({ line, values });

describe('planning a ticket import', () => {
  const plan = planTicketImport(
    [
      rec(2, { userEmail: ' Ann@X.org', ticketType: 'VIP', sessionId: '', externalQrValue: 'EXT-1' }),
      rec(3, { userEmail: 'ann@x.org', ticketType: 'VIP' }),
      rec(4, { userEmail: 'ann@x.org', ticketType: 'vip' }),
      rec(5, { userEmail: 'bob@x.org', ticketType: '' }),
      rec(6, { userEmail: 'cat@x.org', ticketType: 'Day', sessionId: 'nope' }),
      rec(7, { userEmail: 'dan@x.org', ticketType: 'Day', externalQrValue: 'x'.repeat(501) }),
      rec(8, { userEmail: 'eve@x.org', ticketType: 'Day', sessionId: 's1' }),
    ],
    { existing: new Set([ticketKey('eve@x.org', 'Day')]), sessionIds: new Set(['s1']) },
  );

  it('normalises the e-mail and keeps the QR value exactly', () => {
    expect(plan[0].item).toEqual({ userEmail: 'ann@x.org', ticketType: 'VIP', externalQrValue: 'EXT-1', overwrites: false });
  });
  it('treats the same guest and type twice as a duplicate, but another case as another type', () => {
    expect(plan[1].skip?.label).toBe('Duplicate in file');
    expect(plan[2].item?.ticketType).toBe('vip');
  });
  it('names the field of each problem', () => {
    expect(plan[3].problems[0]).toMatch(/^Ticket type: /);
    expect(plan[4].problems[0]).toMatch(/^Session id: no session/);
    expect(plan[5].problems[0]).toMatch(/^External QR value: must be at most 500/);
  });
  it('says when a row overwrites an existing ticket', () => {
    expect(plan[6].item?.overwrites).toBe(true);
    expect(plan[6].note).toMatch(/Overwrites/);
  });
});
