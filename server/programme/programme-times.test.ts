import { describe, expect, it } from 'vitest';
import { eventClock, instantAt, isoAt, offsetText, offsetZoneName } from './programme-times';
import { slugify, stableNumbers, stableUuid } from './feed-ids';

describe("the programme's times on the event's clock", () => {
  it('writes the offset and its zone name (the Etc/GMT sign is inverted)', () => {
    expect([offsetText(2), offsetText(-5), offsetText(0)]).toEqual(['+02:00', '-05:00', '+00:00']);
    expect([offsetZoneName(2), offsetZoneName(-5), offsetZoneName(0), offsetZoneName(14)]).toEqual(['Etc/GMT-2', 'Etc/GMT+5', 'Etc/UTC', 'Etc/GMT-14']);
  });

  it('puts a day and a time of day at the event offset, past midnight included', () => {
    expect(isoAt('2026-03-14', 9 * 60, 2)).toBe('2026-03-14T09:00:00+02:00');
    expect(isoAt('2026-03-14', 24 * 60 + 30, -5)).toBe('2026-03-15T00:30:00-05:00');
    expect(instantAt('2026-03-14', 9 * 60, 2)).toBe(Date.UTC(2026, 2, 14, 7, 0));
  });

  it("reads the event's wall clock at an instant", () => {
    expect(eventClock(Date.UTC(2026, 2, 14, 23, 30), 2)).toEqual({ date: '2026-03-15', minute: 90 });
  });
});

describe('stable identities of the feeds', () => {
  it('gives the same UUID and number to the same record, and different ones to others', () => {
    expect(stableUuid('evt', 'session', 's1')).toBe(stableUuid('evt', 'session', 's1'));
    expect(stableUuid('evt', 'session', 's1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('evt', 'session', 's2')).not.toBe(stableUuid('evt', 'session', 's1'));
    const ids = Array.from({ length: 2000 }, (_, i) => `s${i}`);
    const numbers = stableNumbers(ids, 'evt');
    expect(new Set(numbers.values()).size).toBe(2000);
    expect([...numbers.values()].every((n) => n >= 1 && n <= 0x7fffffff)).toBe(true);
    expect(stableNumbers(['s7', 's1'], 'evt').get('s7')).toBe(numbers.get('s7'));
  });

  it('makes slugs of lower-case letters, digits and dashes that never end in a dash', () => {
    expect(slugify('Café: Open Science & Data!', 'x')).toBe('cafe-open-science-data');
    expect(slugify('¿¿', 'session')).toBe('session');
    expect(slugify('a'.repeat(70), 'x', 60)).toHaveLength(60);
  });
});
