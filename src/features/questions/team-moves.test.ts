import { describe, expect, it } from 'vitest';
import { stepFor } from './moderation-history';
import { describeTeamMove, movesBetween } from './team-moves';
import { aQuestion } from './test-question';

describe('movesBetween', () => {
  it('finds a question that changed lanes or words, and nothing for a new or unchanged one', () => {
    const before = [aQuestion('a', 'pending'), aQuestion('b', 'approved', { question: 'Old words' }), aQuestion('c', 'approved')];
    const after = [aQuestion('a', 'approved'), aQuestion('b', 'approved', { question: 'New words' }), aQuestion('c', 'approved'), aQuestion('d', 'pending')];
    expect(movesBetween(before, after, [])).toEqual([
      { questionId: 'a', kind: 'approve', text: after[0].question },
      { questionId: 'b', kind: 'edit', text: 'New words' },
    ]);
  });

  it("leaves out this console's own step read back, but not a later change by someone else", () => {
    const mine = stepFor('approve', aQuestion('a', 'pending'), { status: 'approved' });
    expect(movesBetween([aQuestion('a', 'pending')], [aQuestion('a', 'approved')], [mine])).toEqual([]);
    expect(movesBetween([aQuestion('a', 'approved')], [aQuestion('a', 'rejected')], [mine])).toEqual([{ questionId: 'a', kind: 'reject', text: aQuestion('a').question }]);
  });
});

describe('describeTeamMove', () => {
  it('names the member, the action, the question and how long ago', () => {
    expect(describeTeamMove('Ana', { kind: 'approve', text: 'How do we vote?' }, 1_000, 21_000)).toBe('Ana approved “How do we vote?” · 20 s ago');
    expect(describeTeamMove('the key holder', { kind: 'answer', text: 'Why?' }, 0, 180_000)).toBe('The key holder marked answered “Why?” · 3 min ago');
  });
});
