/**
 * Which live views the tabs of a connection share (query-relay.ts): a
 * session's questions, polls with their tallies, one poll's results; and a
 * polls list also feeds the results of each of its polls (what the projector
 * view of a poll shows).
 */
import type { QueryKey } from '@tanstack/react-query';
import type { Poll } from '../contract/poll';
import { pollQueries, resultsOfPoll } from './poll-queries';
import { questionQueries } from './question-queries';
import type { RelayRules } from './query-relay';

function isPollsList(key: QueryKey): boolean {
  const prefix = pollQueries.lists();
  return prefix.every((part, i) => key[i] === part);
}

export const liveRelayRules: RelayRules = {
  prefixes: [questionQueries.lists(), pollQueries.lists(), pollQueries.allResults()],
  derive(key, data) {
    if (!isPollsList(key) || !Array.isArray(data)) return [];
    return (data as Poll[]).filter((p) => p && typeof p.pollId === 'string').map((p) => [pollQueries.results(p.pollId).queryKey, resultsOfPoll(p)]);
  },
};
