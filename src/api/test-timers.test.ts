import { describe, expect, it } from 'vitest';
import { scaledMs, timerScale } from './test-timers';

describe('the browser tests’ timer knob', () => {
  it('is off unless a number from 0.01 to 1 was set', () => {
    expect(timerScale(undefined)).toBe(1);
    expect(timerScale('0.1')).toBe(1);
    expect(timerScale(0)).toBe(1);
    expect(timerScale(-1)).toBe(1);
    expect(timerScale(5)).toBe(1);
    expect(timerScale(Number.NaN)).toBe(1);
    expect(timerScale(0.1)).toBe(0.1);
  });

  it('without a window (and so in every tab that did not set it) leaves intervals as written', () => {
    expect(timerScale()).toBe(1);
    expect(scaledMs(20_000)).toBe(20_000);
  });

  it('shortens an interval by the scale, never below 100 ms', () => {
    expect(scaledMs(15_000, 0.1)).toBe(1_500);
    expect(scaledMs(500, 0.01)).toBe(100);
    expect(scaledMs(20_000, 1)).toBe(20_000);
  });
});
