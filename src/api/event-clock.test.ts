import { describe, expect, it } from 'vitest';
import { eventInstant, eventWallTime, eventZoneIfDifferent, zoneLabel } from './event-clock';

describe('the event clock', () => {
  const instant = new Date(Date.UTC(2026, 4, 12, 10, 30)); // 10:30 UTC on May 12

  it('reads an instant as the event’s wall time at the extreme offsets, across the day boundary', () => {
    expect(eventWallTime(instant, 0)).toEqual({ date: '2026-05-12', time: '10:30', minutes: 630 });
    expect(eventWallTime(instant, 14)).toEqual({ date: '2026-05-13', time: '00:30', minutes: 30 });
    expect(eventWallTime(instant, -12)).toEqual({ date: '2026-05-11', time: '22:30', minutes: 1350 });
  });

  it('gives the instant of an event wall time, and back again', () => {
    expect(eventInstant('2026-05-13', '00:30', 14)?.toISOString()).toBe('2026-05-12T10:30:00.000Z');
    expect(eventInstant('2026-05-11', '22:30', -12)?.toISOString()).toBe('2026-05-12T10:30:00.000Z');
    for (const offset of [-12, -5, 0, 8, 14]) {
      const at = eventInstant('2026-12-31', '23:59', offset);
      expect(at && eventWallTime(at, offset)).toMatchObject({ date: '2026-12-31', time: '23:59' });
    }
    expect(eventInstant('2026-05-12', '', 0)).toBeNull();
    expect(eventInstant('someday', '10:00', 0)).toBeNull();
  });

  it('crosses a month and a year boundary', () => {
    expect(eventWallTime(new Date(Date.UTC(2026, 11, 31, 12)), 14).date).toBe('2027-01-01');
    expect(eventWallTime(new Date(Date.UTC(2026, 2, 1, 5)), -12).date).toBe('2026-02-28');
  });

  it('names the event’s zone only where it differs from the browser’s', () => {
    expect(zoneLabel(480)).toBe('UTC+8');
    expect(zoneLabel(-720)).toBe('UTC-12');
    expect(zoneLabel(330)).toBe('UTC+5:30');
    expect(zoneLabel(0)).toBe('UTC');
    expect(eventZoneIfDifferent(8, instant, 480)).toBeNull();
    expect(eventZoneIfDifferent(8, instant, 60)).toBe('UTC+8');
    expect(eventZoneIfDifferent(-12, instant, 0)).toBe('UTC-12');
  });
});
