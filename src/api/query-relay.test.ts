import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, environmentManager } from '@tanstack/query-core';
import { startQueryRelay, type RelayChannel } from './query-relay';
import { liveInterval } from './live-interval';
import { POLL_ON_SCREEN_PACE } from './adaptive-refresh';
import type { Poll, PollResults } from '../contract/poll';
import type { QuestionList } from './question-queries';
import { liveRelayRules } from './live-relay-rules';
import { pollQueries } from './poll-queries';
import { questionQueries } from './question-queries';

/** Two tabs' ends of one BroadcastChannel: a message posted on one arrives (cloned, later) on the other. */
function channelPair(): [RelayChannel, RelayChannel] {
  const make = (): RelayChannel & { peer?: RelayChannel } => ({
    onmessage: null,
    postMessage(message) {
      const data = structuredClone(message);
      setTimeout(() => this.peer?.onmessage?.(new MessageEvent('message', { data })), 5);
    },
    close() {},
  });
  const a = make();
  const b = make();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

function tab(channel: RelayChannel) {
  const client = new QueryClient();
  const stop = startQueryRelay(client, channel, liveRelayRules);
  let fetches = 0;
  const watch = (key: readonly unknown[]) =>
    new QueryObserver(client, {
      queryKey: key,
      queryFn: async () => {
        fetches++;
        return { pollId: 'p1', totalVotes: Date.now() };
      },
      refetchInterval: liveInterval(POLL_ON_SCREEN_PACE),
      staleTime: 1000,
    }).subscribe(() => undefined);
  return { client, watch, stop, get fetches() { return fetches; } };
}

beforeEach(() => {
  // Node counts as a server to React Query, which then runs no refetch intervals.
  environmentManager.setIsServer(() => false);
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('query relay between tabs of one connection', () => {
  it('a projector opened beside its board stops fetching: only one tab keeps refreshing', async () => {
    const [ca, cb] = channelPair();
    const board = tab(ca);
    const projector = tab(cb);
    const key = pollQueries.results('p1').queryKey;
    const offBoard = board.watch(key);
    await vi.advanceTimersByTimeAsync(300);
    const offProjector = projector.watch(key);
    await vi.advanceTimersByTimeAsync(30_000);
    // About one refresh a second in all, not two: one tab fetches, the other only shows what it receives.
    expect(board.fetches + projector.fetches).toBeGreaterThanOrEqual(25);
    expect(board.fetches + projector.fetches).toBeLessThanOrEqual(34);
    // The window opened later is the quiet one: after its first load it only shows what the board fetched.
    expect(projector.fetches).toBeLessThanOrEqual(2);
    // And the quiet tab shows the data the other fetched.
    await vi.advanceTimersByTimeAsync(10);
    expect(projector.client.getQueryData(key)).toEqual(board.client.getQueryData(key));
    offBoard();
    offProjector();
    board.stop();
    projector.stop();
  });

  it('when the fetching tab closes, the other takes over', async () => {
    const [ca, cb] = channelPair();
    const board = tab(ca);
    const projector = tab(cb);
    const key = questionQueries.list('s1').queryKey;
    const offBoard = board.watch(key);
    await vi.advanceTimersByTimeAsync(300);
    const offProjector = projector.watch(key);
    await vi.advanceTimersByTimeAsync(10_000);
    const leader = board.fetches > projector.fetches ? board : projector;
    const follower = leader === board ? projector : board;
    (leader === board ? offBoard : offProjector)();
    leader.stop();
    const before = follower.fetches;
    // It waits out its longer interval (twice the slow one and a second), then refreshes at its own pace.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(follower.fetches - before).toBeGreaterThanOrEqual(5);
    (leader === board ? offProjector : offBoard)();
  });

  it("a polls list fetched by the polls page feeds the projector's results of each poll", async () => {
    const [ca, cb] = channelPair();
    const pollsPage = new QueryClient();
    const projector = new QueryClient();
    startQueryRelay(pollsPage, ca, liveRelayRules);
    startQueryRelay(projector, cb, liveRelayRules);
    projector.setQueryData(pollQueries.results('p1').queryKey, { pollId: 'p1', totalVotes: 0 } as unknown as PollResults, { updatedAt: Date.now() - 5000 });
    const poll = { pollId: 'p1', sessionId: 's1', question: 'Q?', locked: false, results: [{ option: 'A', votes: 3, percentage: 100 }], voteCounts: { A: 3 }, totalVotes: 3, voterCount: 3, options: ['A', 'B'] } as unknown as Poll;
    // The first load is the polls page's own; its refreshes are shared.
    await pollsPage.fetchQuery({ queryKey: pollQueries.list('s1').queryKey, queryFn: async () => [] });
    await pollsPage.fetchQuery({ queryKey: pollQueries.list('s1').queryKey, queryFn: async () => [poll], staleTime: 0 });
    await vi.advanceTimersByTimeAsync(10);
    expect(projector.getQueryData(pollQueries.results('p1').queryKey)).toEqual({ pollId: 'p1', sessionId: 's1', question: 'Q?', locked: false, results: poll.results, voteCounts: { A: 3 }, totalVotes: 3, voterCount: 3 });
  });

  it('never relays data written by hand (optimistic updates), and never older data over newer', async () => {
    const [ca, cb] = channelPair();
    const a = new QueryClient();
    const b = new QueryClient();
    startQueryRelay(a, ca, liveRelayRules);
    startQueryRelay(b, cb, liveRelayRules);
    const key = questionQueries.list('s1').queryKey;
    const list = (text: string) => ({ questions: [{ question: text }], requestedAt: 0 }) as unknown as QuestionList;
    b.setQueryData(key, list('older'), { updatedAt: Date.now() - 5000 });
    a.setQueryData(key, list('by hand'));
    await vi.advanceTimersByTimeAsync(10);
    expect(b.getQueryData(key)).toEqual(list('older'));
    await a.fetchQuery({ queryKey: key, queryFn: async () => list('fetched'), staleTime: 0 });
    await vi.advanceTimersByTimeAsync(10);
    expect(b.getQueryData(key)).toEqual(list('fetched'));
    // b holds something newer than what a fetches next: it keeps its own.
    b.setQueryData(key, list('newest'), { updatedAt: Date.now() + 60_000 });
    await a.fetchQuery({ queryKey: key, queryFn: async () => list('stale'), staleTime: 0 });
    await vi.advanceTimersByTimeAsync(10);
    expect(b.getQueryData(key)).toEqual(list('newest'));
  });
});
