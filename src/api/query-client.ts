/**
 * React Query defaults for the whole console: no refetch storms.
 * - data stays fresh for 30 s; live views set their own `refetchInterval`
 *   (`liveInterval`: adaptive, budget-aware);
 * - a focus or reconnect refetch only happens while the scheduler has budget
 *   to spare;
 * - 4xx answers are never retried (retrying cannot fix them); network
 *   failures are already retried by the scheduler, so React Query retries a
 *   5xx once at most;
 * - every tab of a connection shares one request budget (shared-budget.ts)
 *   and receives the live data the others fetched (query-relay.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { keyStore, type Connection } from './key-store';
import { hasSpareBudget, scheduler } from './scheduler';
import { connectionHash, ledgerFor } from './shared-budget';
import { relayChannel, startQueryRelay } from './query-relay';
import { liveRelayRules } from './live-relay-rules';

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

let stopRelay = () => {};

/** Shares budget and live data with the other tabs of this connection (same base URL and key). */
function joinOtherTabs(c: Connection | null): void {
  stopRelay();
  scheduler.share(ledgerFor(c, scheduler.getState().windowMs));
  stopRelay = c ? startQueryRelay(queryClient, relayChannel(`console.relay.${connectionHash(identity(c), c.apiKey)}`), liveRelayRules) : () => {};
}

// A different event (or signing out) must never show the previous event's data;
// a renewed key for the same event refreshes what is on screen.
let last = keyStore.get();
joinOtherTabs(last);
keyStore.subscribe(() => {
  const next = keyStore.get();
  if (identity(next) !== identity(last)) {
    queryClient.clear();
    scheduler.reset();
    joinOtherTabs(next);
  } else if (next && last && next.apiKey !== last.apiKey) {
    scheduler.reset();
    joinOtherTabs(next);
    void queryClient.invalidateQueries();
  }
  last = next;
});
