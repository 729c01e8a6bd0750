import { describe, expect, it } from 'vitest';
import { describeScreen } from './screen-content';

describe('what is on screen', () => {
  it('says in words what is on screen', () => {
    expect(describeScreen({ kind: 'poll', pollId: 'p', question: 'Best talk?', reveal: false })).toBe('the poll “Best talk?”');
    expect(describeScreen({ kind: 'question', questionId: 'q', text: '' })).toBe('one question');
    expect(describeScreen({ kind: 'list' })).toBe('the approved questions');
  });
});
