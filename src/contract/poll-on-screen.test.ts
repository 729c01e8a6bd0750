import { describe, expect, it } from 'vitest';
import { figuresOnScreen, pollStage } from './poll-on-screen';

describe('a poll’s stage', () => {
  it('is draft until visible, open while unlocked, closed once locked, revealed once its votes are shown', () => {
    expect(pollStage({ visible: false, locked: false, showVotes: true })).toBe('draft');
    expect(pollStage({ visible: true, locked: false })).toBe('open');
    expect(pollStage({ visible: true, locked: true, showVotes: false })).toBe('closed');
    expect(pollStage({ visible: true, locked: true, showVotes: true })).toBe('revealed');
  });
  it('reads anything but true as off (a stored record may hold other values)', () => {
    expect(pollStage({ visible: 'yes', locked: 1 })).toBe('draft');
  });
});

describe('figures on screen', () => {
  it('never show for a draft poll, whatever was pressed', () => {
    expect(figuresOnScreen('draft', 'live', true)).toBe(false);
  });
  it('show while voting when results are live', () => {
    expect(figuresOnScreen('open', 'live', false)).toBe(true);
  });
  it('wait for Reveal when results come after Reveal', () => {
    expect(figuresOnScreen('open', 'reveal', false)).toBe(false);
    expect(figuresOnScreen('closed', 'reveal', false)).toBe(false);
    expect(figuresOnScreen('closed', 'reveal', true)).toBe(true);
  });
  it('show once the poll is revealed to attendees', () => {
    expect(figuresOnScreen('revealed', 'reveal', false)).toBe(true);
  });
});
