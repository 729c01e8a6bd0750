/**
 * What one tab fetched for a live view, the other tabs of the same connection
 * receive instead of fetching it again (a projector window beside its board,
 * the polls page beside a poll's projector view).
 *
 * The rule: when a tab's own refresh of a live query succeeds (a session's
 * questions, polls with their tallies, one poll's results), it posts the data
 * and its time on a BroadcastChannel named after a hash of the connection
 * (a view's first load is not posted: the new window asks instead whether
 * another tab refreshes that view, and if one answers, it follows that tab).
 * A tab that holds the same query puts the data in its cache when it is newer
 * than what it holds; a polls list also feeds the results of each of its polls
 * held there (the projector view). React Query restarts a query's refetch
 * interval whenever its data changes, and a tab fed this way waits longer
 * than the fetching tab ever waits (adaptive-refresh.ts), so only one tab
 * keeps fetching; when that tab closes or hides, another takes over after
 * that longer interval.
 *
 * Data written by hand (optimistic updates) is not relayed; the refetch that
 * follows a write is. Without BroadcastChannel every tab fetches for itself.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type RelayMessage =
  | { kind: 'data'; key: QueryKey; data: unknown; updatedAt: number }
  /** A view just loaded: is another tab already refreshing it? */
  | { kind: 'hello'; key: QueryKey }
  /** Yes: this tab refreshes it and will share its refreshes. */
  | { kind: 'lead'; key: QueryKey };

/** The channel a relay talks on (BroadcastChannel in the browser). */
export type RelayChannel = {
  postMessage(message: RelayMessage): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
};

/** What a relay shares: the live views' key prefixes, and what a received entry also feeds in this tab. */
export type RelayRules = {
  prefixes: readonly QueryKey[];
  /** Other entries derived from a received one (a polls list gives each poll's results). */
  derive?: (key: QueryKey, data: unknown) => [QueryKey, unknown][];
};

function matches(key: QueryKey, prefixes: readonly QueryKey[]): boolean {
  return prefixes.some((p) => p.length <= key.length && p.every((part, i) => key[i] === part));
}

/** Query → dataUpdatedAt of the data last received from another tab. */
const received = new WeakMap<object, number>();

/** Whether a query's current data came from another tab (it then waits longer before fetching itself). */
export function cameFromAnotherTab(query: { state: { dataUpdatedAt: number } }): boolean {
  return received.get(query) === query.state.dataUpdatedAt;
}

function applyIfNewer(client: QueryClient, key: QueryKey, data: unknown, updatedAt: number): void {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  // Nobody here looks at it, or what is here is as new.
  if (!query || query.state.dataUpdatedAt >= updatedAt) return;
  // Marked first: setting the data restarts the refetch interval, which reads the mark.
  received.set(query, updatedAt);
  client.setQueryData(key, data, { updatedAt });
}

/** Whether this tab refreshes the query itself (it holds data it fetched, and is visible). */
function leads(query: { state: { data: unknown; dataUpdatedAt: number } } | undefined): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return !!query && query.state.data !== undefined && !cameFromAnotherTab(query) && visible;
}

function receive(client: QueryClient, rules: RelayRules, channel: RelayChannel, message: unknown): void {
  const m = message as { kind?: string; key?: unknown; data?: unknown; updatedAt?: unknown } | null;
  if (!m || !Array.isArray(m.key) || !matches(m.key, rules.prefixes)) return;
  const query = client.getQueryCache().find({ queryKey: m.key, exact: true });
  if (m.kind === 'hello') {
    if (leads(query)) channel.postMessage({ kind: 'lead', key: m.key });
    return;
  }
  if (m.kind === 'lead') {
    // Another tab refreshes this view: follow it (the data in hand counts as received; the interval restarts longer).
    if (query && leads(query)) {
      received.set(query, query.state.dataUpdatedAt);
      client.setQueryData(m.key, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    }
    return;
  }
  if (m.kind !== 'data' || typeof m.updatedAt !== 'number' || m.data === undefined) return;
  applyIfNewer(client, m.key, m.data, m.updatedAt);
  for (const [key, data] of rules.derive?.(m.key, m.data) ?? []) applyIfNewer(client, key, data, m.updatedAt);
}

/** Starts relaying this tab's live data on `channel` (null: no relay). Returns the stop function. */
export function startQueryRelay(client: QueryClient, channel: RelayChannel | null, rules: RelayRules): () => void {
  if (!channel) return () => undefined;
  channel.onmessage = (event) => receive(client, rules, channel, event.data);
  /** Queries whose current fetch is a refresh (they held data when it started). */
  const refreshing = new WeakSet<object>();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { queryKey, state } = event.query;
    if (event.action.type === 'fetch') {
      if (state.data !== undefined) refreshing.add(event.query);
      else refreshing.delete(event.query);
    }
    if (event.action.type !== 'success' || event.action.manual || !matches(queryKey, rules.prefixes) || state.data === undefined) return;
    try {
      // A view's first load is not sent (a window opened beside a board must not take over from it): it asks who refreshes it.
      if (!refreshing.has(event.query)) channel.postMessage({ kind: 'hello', key: queryKey });
      else channel.postMessage({ kind: 'data', key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt });
    } catch {
      // Data that cannot be cloned is simply not shared.
    }
  });
  return () => {
    unsubscribe();
    channel.onmessage = null;
    channel.close();
  };
}

/** The browser's channel for a connection, or null where BroadcastChannel is missing. */
export function relayChannel(name: string): RelayChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(name);
}
