import { describe, expect, it } from 'vitest';
import { NOTHING_ON_SCREEN, describeScreen, isScreenMessage, newerState, screenChannelName } from './screen-channel';

describe('screen channel', () => {
  it('is named per event and session, so two rooms never drive each other', () => {
    expect(screenChannelName('c1', 'e1', 's1')).not.toBe(screenChannelName('c1', 'e1', 's2'));
    expect(screenChannelName('c1', 'e1', 's1')).not.toBe(screenChannelName('c1', 'e2', 's1'));
  });

  it('keeps the newest decision, whatever order the windows hear them in', () => {
    const question = { content: { kind: 'question' as const, questionId: 'q1', text: 'Why?' }, at: 10 };
    const cleared = { content: { kind: 'list' as const }, at: 20 };
    expect(newerState(NOTHING_ON_SCREEN, question)).toBe(question);
    expect(newerState(question, cleared)).toBe(cleared);
    expect(newerState(cleared, question)).toBe(cleared);
  });

  it('ignores anything on the channel that is not one of its messages', () => {
    expect(isScreenMessage({ type: 'ask' })).toBe(true);
    expect(isScreenMessage({ type: 'show', state: { at: 1, content: { kind: 'poll', pollId: 'p', question: 'Q', reveal: false } } })).toBe(true);
    expect(isScreenMessage({ type: 'show', state: { at: '1', content: { kind: 'list' } } })).toBe(false);
    expect(isScreenMessage({ type: 'show', state: { at: 1, content: { kind: 'video' } } })).toBe(false);
    expect(isScreenMessage('hello')).toBe(false);
  });

  it('says in words what is on screen', () => {
    expect(describeScreen({ kind: 'poll', pollId: 'p', question: 'Best talk?', reveal: false })).toBe('the poll “Best talk?”');
    expect(describeScreen({ kind: 'question', questionId: 'q', text: '' })).toBe('one question');
    expect(describeScreen({ kind: 'list' })).toBe('the approved questions');
  });
});
