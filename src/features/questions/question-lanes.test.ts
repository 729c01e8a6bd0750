import { describe, expect, it } from 'vitest';
import { groupIntoLanes, projectorQuestions } from './question-lanes';
import { aQuestion } from './test-question';

describe('groupIntoLanes', () => {
  it('puts every question in the lane of its status, keeping the API order (most upvoted first)', () => {
    const lanes = groupIntoLanes([aQuestion('a', 'pending', { score: 9 }), aQuestion('b', 'approved'), aQuestion('c', 'pending', { score: 2 }), aQuestion('d', 'rejected'), aQuestion('e', 'answered')]);
    expect(lanes.pending.map((q) => q.documentId)).toEqual(['a', 'c']);
    expect(lanes.approved.map((q) => q.documentId)).toEqual(['b']);
    expect(lanes.answered.map((q) => q.documentId)).toEqual(['e']);
    expect(lanes.rejected.map((q) => q.documentId)).toEqual(['d']);
  });

  it('orders newest first by creation time when asked', () => {
    const lanes = groupIntoLanes(
      [aQuestion('old', 'pending', { score: 9, createdAt: '2025-01-01T10:00:00Z' }), aQuestion('new', 'pending', { createdAt: '2025-01-01T11:00:00Z' })],
      'newest',
    );
    expect(lanes.pending.map((q) => q.documentId)).toEqual(['new', 'old']);
  });
});

describe('the board’s lanes with the queue, the archive and a search', () => {
  const all = [aQuestion('a', 'approved', { score: 9, question: 'Will the slides be shared?' }), aQuestion('b', 'approved', { score: 5, question: 'Where is lunch?' }), aQuestion('c', 'answered', { question: 'What about the café?' })];

  it('puts archived questions in the archive lane only', () => {
    const lanes = groupIntoLanes(all, 'top', { archived: new Set(['c']) });
    expect(lanes.answered).toEqual([]);
    expect(lanes.archived.map((q) => q.documentId)).toEqual(['c']);
  });

  it('orders approved questions as the moderators queued them, unless newest first is asked', () => {
    expect(groupIntoLanes(all, 'top', { order: ['b'] }).approved.map((q) => q.documentId)).toEqual(['b', 'a']);
    expect(groupIntoLanes(all, 'top').approved.map((q) => q.documentId)).toEqual(['a', 'b']);
  });

  it('keeps only the questions matching the search, in every lane', () => {
    const lanes = groupIntoLanes(all, 'top', { terms: ['cafe'] });
    expect([lanes.approved.length, lanes.answered.map((q) => q.documentId)]).toEqual([0, ['c']]);
  });
});

describe('projectorQuestions', () => {
  it('shows approved and answered questions only, top voted first', () => {
    const list = projectorQuestions([aQuestion('p', 'pending', { score: 50 }), aQuestion('a', 'approved', { score: 1 }), aQuestion('b', 'answered', { score: 7 }), aQuestion('r', 'rejected', { score: 9 })]);
    expect(list.map((q) => q.documentId)).toEqual(['b', 'a']);
  });
});
