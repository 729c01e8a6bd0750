import { describe, expect, it } from 'vitest';
import { median, meetsGoal } from './bench-row';

describe('meetsGoal', () => {
  it('reads the comparison and number the goal starts with', () => {
    expect(meetsGoal(19.9, '< 20 ms')).toBe(true);
    expect(meetsGoal(20, '< 20 ms')).toBe(false);
    expect(meetsGoal(1.3, '≤ 1.3')).toBe(true);
    expect(meetsGoal(1.31, '<= 1.3')).toBe(false);
    expect(meetsGoal(4.9, '≥ 5')).toBe(false);
    expect(meetsGoal(0, '= 0')).toBe(true);
    expect(meetsGoal(1, '0')).toBe(false);
    expect(meetsGoal(3400, '< 3500 ms (3 s refresh + one request)')).toBe(true);
    expect(meetsGoal(1200, '< 1,000 ms')).toBe(false);
  });

  it('has no verdict for a goal in words, and misses for a figure that is not a number', () => {
    expect(meetsGoal(12, 'loaded only where rich text is edited')).toBeUndefined();
    expect(meetsGoal(12, undefined)).toBeUndefined();
    expect(meetsGoal(NaN, '< 20 ms')).toBe(false);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
