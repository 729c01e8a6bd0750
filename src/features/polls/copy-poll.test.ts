import { describe, expect, it } from 'vitest';
import { pollSchema } from '../../contract/poll';
import { copyDescription, pollCopyBody } from './copy-poll';

const voted = pollSchema.parse({
  documentId: 'p1', pollId: 'p1', sessionId: 's1', question: 'Which topic?', options: ['Open data', 'AI'], maxChoices: 2, locked: true, visible: true,
  showVotes: true, whiteListed: true, onlyShowToAllowed: true, sortNr: 3, closesAt: '2026-11-26T10:00:00Z', whitelistId: 'w1',
  results: [{ option: 'AI', votes: 4, percentage: 100 }], voteCounts: { AI: 4 }, totalVotes: 4, voterCount: 4,
});

describe('pollCopyBody', () => {
  it('copies question, options and settings, never votes, as a hidden draft at the end of the other session', () => {
    const body = pollCopyBody(voted, 's2', [{ sortNr: 1 }, { sortNr: 7 }]);
    expect(body).toEqual({
      sessionId: 's2', question: 'Which topic?', options: ['Open data', 'AI'], maxChoices: 2, whiteListed: true, onlyShowToAllowed: true,
      visible: false, locked: false, showVotes: false, sortNr: 8,
    });
    for (const key of ['results', 'voteCounts', 'totalVotes', 'voterCount', 'pollId', 'documentId', 'closesAt', 'whitelistId']) expect(body).not.toHaveProperty(key);
    expect(body.options).not.toBe(voted.options);
  });

  it('starts at 1 in a session without polls and says what it takes along', () => {
    expect(pollCopyBody(voted, 's3', []).sortNr).toBe(1);
    expect(copyDescription(voted)).toEqual(['the question and its 2 options', 'up to 2 picks per person', 'invited attendees only, hidden from others']);
  });
});
