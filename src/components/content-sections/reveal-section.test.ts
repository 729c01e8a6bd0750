import { describe, expect, it, vi } from 'vitest';
import { onRevealSection, revealSection } from './reveal-section';

describe('revealSection', () => {
  it('answers false when no section editor is mounted', () => {
    expect(revealSection(2)).toBe(false);
  });

  it('passes the position to the mounted editor and answers what it answers, until it unregisters', () => {
    const reveal = vi.fn((i: number) => i < 3);
    const off = onRevealSection(reveal);
    expect(revealSection(2)).toBe(true);
    expect(revealSection(5)).toBe(false);
    expect(reveal.mock.calls).toEqual([[2], [5]]);
    off();
    expect(revealSection(2)).toBe(false);
    expect(reveal).toHaveBeenCalledTimes(2);
  });

  it('refuses a position that is not a whole number from 0', () => {
    const reveal = vi.fn(() => true);
    const off = onRevealSection(reveal);
    expect(revealSection(-1)).toBe(false);
    expect(revealSection(1.5)).toBe(false);
    expect(reveal).not.toHaveBeenCalled();
    off();
  });
});
