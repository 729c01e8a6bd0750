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

  it('writes an instant in the browser’s zone, in the same format, while the event’s zone is unknown', () => {
    const at = new Date('2026-11-26T16:05:00Z');
    const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(formatEventInstant(at, undefined)).toBe(`${formatDay(local)} · ${time}`);
    expect(formatEventInstant(at.getTime(), 0)).toBe(`${formatDay('2026-11-26')} · 16:05`);
  });

  it('crosses the date line at both ends of the offsets the service allows (−12 and +14)', () => {
    expect(formatEventInstant('2026-11-26T23:30:00Z', 14)).toBe(`${formatDay('2026-11-27')} · 13:30`);
    expect(formatEventInstant('2026-11-26T11:59:00Z', -12)).toBe(`${formatDay('2026-11-25')} · 23:59`);
    expect(formatEventInstant('', 8)).toBe('');
    expect(formatEventInstant(undefined, 8)).toBe('');
  });
});
