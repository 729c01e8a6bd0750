/**
 * What the ticket list shows: search by e-mail, filters by type and session
 * and the ticket whose detail is open, in the URL (read with `useUrlState`),
 * applied in memory; counts per type.
 */
import { z } from 'zod';
import type { Ticket } from '../../contract/ticket';

export const GENERAL_ADMISSION = 'general';

/**
 * `?q=&type=&session=&ticket=&ticketType=`. `session`: '' every ticket, 'general' general admission
 * only, else a session id; `ticket` and `ticketType` name the ticket whose detail is open.
 */
export const ticketListState = z.object({
  q: z.string().default(''),
  type: z.string().default(''),
  session: z.string().default(''),
  ticket: z.string().default(''),
  ticketType: z.string().default(''),
});
export type TicketListView = Pick<z.output<typeof ticketListState>, 'q' | 'type' | 'session'>;

export function ticketEmail(t: Ticket): string {
  return (t.userEmail || t.EMAIL || '').toLowerCase();
}

/** One ticket exists per (guest, type): this pair names it. */
export function ticketKey(email: string, type: string): string {
  return `${email.trim().toLowerCase()}\u0000${type}`;
}

export function filterTickets(tickets: readonly Ticket[], view: TicketListView): Ticket[] {
  const q = view.q.trim().toLowerCase();
  return tickets.filter((t) => {
    if (view.type && t.ticketType !== view.type) return false;
    if (view.session === GENERAL_ADMISSION ? t.sessionId !== '' : view.session && t.sessionId !== view.session) return false;
    if (q && !ticketEmail(t).includes(q)) return false;
    return true;
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function sortTickets(tickets: readonly Ticket[]): Ticket[] {
  return [...tickets].sort((a, b) => collator.compare(ticketEmail(a), ticketEmail(b)) || (a.ticketType < b.ticketType ? -1 : a.ticketType > b.ticketType ? 1 : 0));
}

/** Tickets per type, most first; types are case-sensitive, so "VIP" and "vip" count apart. */
export function countsByType(tickets: readonly Ticket[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const t of tickets) counts.set(t.ticketType, (counts.get(t.ticketType) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1));
}

/** The existing type spelled differently only in case, if any (worth a warning: types are case-sensitive). */
export function caseVariantOf(type: string, types: readonly string[]): string | undefined {
  if (!type || types.includes(type)) return undefined;
  return types.find((t) => t.toLowerCase() === type.toLowerCase());
}
