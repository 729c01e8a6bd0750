import { describe, expect, it } from 'vitest';
import { LIMITS } from './common';
import { countCharacters, cutCharacters, exceedsCharacters, shorten } from './graphemes';
import { pollCreateSchema } from './poll';

describe('counting and cutting by the characters people see', () => {
  it('counts an emoji, a family, a flag and an accented letter as one character each', () => {
    expect(countCharacters('😀👨‍👩‍👧🇩🇪é')).toBe(4);
    expect(countCharacters('e\u0301')).toBe(1);
  });

  it('never cuts inside an emoji', () => {
    const text = 'ab😀cd';
    expect(cutCharacters(text, 3)).toBe('ab😀');
    expect(shorten(text, 3)).toBe('ab…');
    expect(shorten('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 2)).toBe('👨‍👩‍👧…');
    expect(shorten('short', 10)).toBe('short');
    for (let n = 0; n < 8; n++) expect(/[\ud800-\udfff]$/u.test(cutCharacters('😀😀😀😀', n))).toBe(false);
  });

  it('stops counting long texts once past the limit', () => {
    expect(exceedsCharacters('x'.repeat(1_000_000), 500)).toBe(true);
    expect(exceedsCharacters('😀'.repeat(500), 500)).toBe(false);
  });

  it('is how the contract counts its limits, so the console and the service agree', () => {
    const poll = (question: string) => pollCreateSchema.safeParse({ sessionId: 's', question, options: ['a', 'b'] }).success;
    expect(poll('😀'.repeat(LIMITS.pollQuestion))).toBe(true);
    expect(poll('😀'.repeat(LIMITS.pollQuestion + 1))).toBe(false);
  });
});
