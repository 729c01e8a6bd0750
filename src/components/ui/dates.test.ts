import { describe, expect, it } from 'vitest';
import { formatDay, formatEventInstant, sessionWhen, timeRange } from './dates';

describe('days and times as the console writes them', () => {
  it('writes a stored day in the reader’s format, and a day it cannot read as it was stored', () => {
    const expected = new Date('2026-11-26T00:00:00').toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
    expect(formatDay('2026-11-26')).toBe(expected);
    expect(formatDay('someday')).toBe('someday');
    expect(formatDay(undefined)).toBe('');
  });

  it('says when and where a session is, leaving out what is not set', () => {
    const day = formatDay('2026-11-26');
    expect(sessionWhen({ date: '2026-11-26', startTime: '09:00', endTime: '10:00', location: 'Hall A' })).toBe(`${day} · 09:00–10:00 · Hall A`);
    expect(sessionWhen({ startTime: '09:00', location: 'Hall A' })).toBe('09:00 · Hall A');
    expect(sessionWhen({})).toBe('');
  });

  it('writes a time range and an instant in event time, whatever the browser’s zone', () => {
    expect(timeRange('09:00', '10:00')).toBe('09:00–10:00');
    expect(timeRange('09:00', '')).toBe('09:00');
    expect(formatEventInstant('2026-11-26T16:05:00Z', 8)).toBe(`${formatDay('2026-11-27')} · 00:05`);
    expect(formatEventInstant('2026-11-26T16:05:00Z', -12)).toBe(`${formatDay('2026-11-26')} · 04:05`);
    expect(formatEventInstant('not a time', 0)).toBe('not a time');
  });
});
