/**
 * Tickets: every ticket (`/getAllTickets`), a guest's tickets
 * (`/getGuestTickets`), and the writes (`/addTicket`, `/removeTicket`).
 * Every key comes from `ticketQueries`; mutations invalidate through it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTicketBody, RemoveTicketBody, Ticket } from '../contract/ticket';
import { normaliseEmail } from '../contract/common';
import { api } from './client';
import type { Priority } from './scheduler';

export function fetchAllTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return api.get('/getAllTickets', { signal, priority: 'interactive' });
}

export function fetchGuestTickets(email: string, signal?: AbortSignal): Promise<Ticket[]> {
  return api.get('/getGuestTickets', { signal, priority: 'interactive', query: { userEmail: normaliseEmail(email) } });
}

export const ticketQueries = {
  all: () => ['tickets'] as const,
  list: () =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchAllTickets(signal),
    }),
  byGuest: (email: string) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'guest', normaliseEmail(email)] as const,
      queryFn: ({ signal }) => fetchGuestTickets(email, signal),
      enabled: email.trim() !== '',
    }),
};

export function addTicket(body: AddTicketBody, options: { priority?: Priority; signal?: AbortSignal; dryRun?: boolean } = {}) {
  return api.post('/addTicket', body, { priority: options.priority ?? 'interactive', signal: options.signal, dryRun: options.dryRun });
}

export function removeTicket(body: RemoveTicketBody, options: { dryRun?: boolean } = {}) {
  return api.post('/removeTicket', { userEmail: normaliseEmail(body.userEmail), ticketType: body.ticketType }, { dryRun: options.dryRun });
}

export function useAddTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTicketBody) => addTicket(body),
    onSettled: () => qc.invalidateQueries({ queryKey: ticketQueries.all() }),
  });
}

export function useRemoveTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveTicketBody) => removeTicket(body),
    onSuccess: (_r, body) => {
      const email = normaliseEmail(body.userEmail);
      qc.setQueryData(ticketQueries.list().queryKey, (old) => old?.filter((t) => !(normaliseEmail(t.userEmail || t.EMAIL) === email && t.ticketType === body.ticketType)));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ticketQueries.all() }),
  });
}

/** Invalidates every ticket read (after a bulk run). */
export function useInvalidateTickets() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ticketQueries.all() });
}
