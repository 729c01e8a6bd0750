import { describe, expect, it } from 'vitest';
import { visibleLength } from './screen-text';

describe('visible length of a screen text', () => {
  it('counts what a reader sees: a few letters under 2,000 combining marks are a few characters', () => {
    const flood = `Hi${'\u0301'.repeat(1000)}!${'\u0308'.repeat(1000)}`;
    expect(visibleLength(flood)).toBe(3);
    expect(visibleLength('x'.repeat(500))).toBe(500);
    expect(visibleLength('👩‍👩‍👧 ok')).toBe(4);
  });
});
