/**
 * React Query defaults for the whole console: no refetch storms.
 * - data stays fresh for 30 s; live views set their own `refetchInterval`
 *   with `budgetAwareInterval`;
 * - a focus or reconnect refetch only happens while the scheduler has budget
 *   to spare;
 * - 4xx answers are never retried (retrying cannot fix them); network
 *   failures are already retried by the scheduler, so React Query retries a
 *   5xx once at most.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { keyStore, type Connection } from './key-store';
import { hasSpareBudget, scheduler } from './scheduler';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500) return false;
    if (error.status === 0) return false;
    if (error.code === 'invalid_response' || error.code === 'blocked_by_intermediary') return false;
  }
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 10 * 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: () => hasSpareBudget(),
      refetchOnReconnect: () => hasSpareBudget(),
      refetchIntervalInBackground: false,
    },
    mutations: { retry: false },
  },
});

function identity(c: Connection | null): string {
  return c ? `${c.baseUrl}|${c.clientId}|${c.eventId}` : '';
}

// A different event (or signing out) must never show the previous event's data;
// a renewed key for the same event refreshes what is on screen.
let last = keyStore.get();
keyStore.subscribe(() => {
  const next = keyStore.get();
  if (identity(next) !== identity(last)) {
    queryClient.clear();
    scheduler.reset();
  } else if (next && last && next.apiKey !== last.apiKey) {
    scheduler.reset();
    void queryClient.invalidateQueries();
  }
  last = next;
});
