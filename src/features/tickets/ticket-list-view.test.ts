import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/form/use-url-state';
import { caseVariantOf, countsByType, filterTickets, ticketListState } from './ticket-list-view';

const t = (email: string, type: string, sessionId = '', externalQrValue = '') => ({ EMAIL: email, TIER: type, userEmail: email, ticketType: type, sessionId, externalQrValue });
const tickets = [t('ann@x.org', 'VIP'), t('bob@x.org', 'vip', 's1'), t('cat@y.org', 'VIP', 's1'), t('dan@y.org', 'Standard')];

describe('ticket list view', () => {
  it('round-trips filters through the URL and drops empty ones', () => {
    const p = writeUrlState(ticketListState, new URLSearchParams(), { q: 'ann', type: 'VIP', session: 'general' });
    expect(readUrlState(ticketListState, p)).toMatchObject({ q: 'ann', type: 'VIP', session: 'general' });
    expect(writeUrlState(ticketListState, p, { q: '', type: '', session: '' }).toString()).toBe('');
  });
  it('filters by exact, case-sensitive type', () => {
    expect(filterTickets(tickets, { q: '', type: 'VIP', session: '' }).map((x) => x.userEmail)).toEqual(['ann@x.org', 'cat@y.org']);
  });
  it('filters by session or general admission, and searches e-mails', () => {
    expect(filterTickets(tickets, { q: '', type: '', session: 's1' }).map((x) => x.userEmail)).toEqual(['bob@x.org', 'cat@y.org']);
    expect(filterTickets(tickets, { q: '', type: '', session: 'general' }).map((x) => x.userEmail)).toEqual(['ann@x.org', 'dan@y.org']);
    expect(filterTickets(tickets, { q: 'Y.ORG', type: '', session: '' }).map((x) => x.userEmail)).toEqual(['cat@y.org', 'dan@y.org']);
  });
  it('counts tickets per type, telling VIP and vip apart', () => {
    expect(countsByType(tickets)).toEqual([
      { type: 'VIP', count: 2 },
      { type: 'Standard', count: 1 },
      { type: 'vip', count: 1 },
    ]);
  });
  it('spots a type that differs from an existing one only in case', () => {
    expect(caseVariantOf('Vip', ['VIP', 'Standard'])).toBe('VIP');
    expect(caseVariantOf('VIP', ['VIP', 'vip'])).toBeUndefined();
    expect(caseVariantOf('Press', ['VIP'])).toBeUndefined();
  });
});
