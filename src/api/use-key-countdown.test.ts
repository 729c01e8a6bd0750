import { describe, expect, it } from 'vitest';
import { formatTimeLeft, nextTickMs } from './use-key-countdown';

describe('the key countdown redraws only when its words can change', () => {
  it('waits for the minute left to turn over while more than an hour is left', () => {
    const msLeft = (5 * 3600 + 12 * 60 + 30) * 1000 + 500; // 5 h 12 min 30.5 s
    const wait = nextTickMs(msLeft, false);
    expect(wait).toBe(30_501);
    expect(formatTimeLeft(Math.floor(msLeft / 1000))).toBe('5 h 12 min');
    expect(formatTimeLeft(Math.floor((msLeft - wait) / 1000))).toBe('5 h 11 min');
  });

  it('stops at the start of the last hour, where the seconds are written, and then ticks every second', () => {
    expect(nextTickMs(3600_000 + 20_000, false)).toBe(20_000);
    expect(nextTickMs(3600_000, false)).toBe(1000);
    expect(nextTickMs(9 * 60_000, false)).toBe(1000);
  });

  it('ticks every second on a page that writes the seconds', () => {
    expect(nextTickMs(5 * 3600_000, true)).toBe(1000);
  });
});
