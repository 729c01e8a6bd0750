/**
 * Guests: the list (`/getGuests`), the count against capacity
 * (`/getGuestCount`), and the writes (`/addGuest`, `/removeGuest`).
 * Every key comes from `guestQueries`; mutations invalidate through it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddGuestBody, Guest, GuestCount } from '../contract/guest';
import { normaliseEmail } from '../contract/common';
import { api } from './client';
import type { Priority } from './scheduler';

export async function fetchGuests(signal?: AbortSignal): Promise<Guest[]> {
  const guests = await api.get('/getGuests', { signal, priority: 'interactive' });
  // Performance mark: the list has arrived (read back by the guests benchmark).
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.clearMarks('guests:data');
    performance.mark('guests:data');
  }
  return guests;
}

export function fetchGuestCount(signal?: AbortSignal): Promise<GuestCount> {
  return api.get('/getGuestCount', { signal, priority: 'interactive' });
}

export const guestQueries = {
  all: () => ['guests'] as const,
  list: () =>
    queryOptions({
      queryKey: [...guestQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchGuests(signal),
    }),
  count: () =>
    queryOptions({
      queryKey: [...guestQueries.all(), 'count'] as const,
      queryFn: ({ signal }) => fetchGuestCount(signal),
    }),
};

export function useGuests() {
  return useQuery(guestQueries.list());
}

export function useGuestCount() {
  return useQuery(guestQueries.count());
}

/** Registers one guest. A 409 (already registered) is thrown as an ApiError with status 409. */
export function addGuest(body: AddGuestBody, options: { priority?: Priority; signal?: AbortSignal; dryRun?: boolean } = {}) {
  return api.post('/addGuest', body, { priority: options.priority ?? 'interactive', signal: options.signal, dryRun: options.dryRun });
}

export function removeGuest(email: string, options: { dryRun?: boolean } = {}) {
  return api.post('/removeGuest', { userEmail: normaliseEmail(email) }, { dryRun: options.dryRun });
}

export function useAddGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGuestBody) => addGuest(body),
    onSettled: () => qc.invalidateQueries({ queryKey: guestQueries.all() }),
  });
}

export function useRemoveGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeGuest(email),
    onSuccess: (_r, email) => {
      const key = normaliseEmail(email);
      qc.setQueryData(guestQueries.list().queryKey, (old) => old?.filter((g) => normaliseEmail(g.email) !== key));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: guestQueries.all() }),
  });
}
