import { describe, expect, it } from 'vitest';
import { countdownState, formatCountdown } from './countdown';

describe('countdown', () => {
  const now = Date.parse('2030-01-01T10:00:00Z');
  it('is not running without closesAt', () => {
    expect(countdownState('', now)).toEqual({ kind: 'none' });
    expect(countdownState(undefined, now)).toEqual({ kind: 'none' });
    expect(countdownState('not a date', now)).toEqual({ kind: 'none' });
  });
  it('runs until closesAt and has ended after it', () => {
    const running = countdownState('2030-01-01T10:00:42Z', now);
    expect(running.kind).toBe('running');
    expect(running.kind === 'running' && formatCountdown(running.msLeft)).toBe('0:42');
    expect(countdownState('2030-01-01T09:59:59Z', now).kind).toBe('ended');
  });
  it('formats minutes and hours, rounding the last partial second up', () => {
    expect(formatCountdown(725_000)).toBe('12:05');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(200)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
