import { describe, expect, it } from 'vitest';
import { orderRooms, parseChangeover } from './schedule-prefs';

describe('schedule preferences', () => {
  it('keeps the organiser’s room order, drops rooms no longer used and puts new ones after, by name', () => {
    expect(orderRooms(['Room 10', 'Hall B', 'Room 2', 'Hall A'], ['Hall B', 'Gone', 'Hall A'])).toEqual(['Hall B', 'Hall A', 'Room 2', 'Room 10']);
  });
  it('reads a changeover as whole minutes, 0 when unset or unreadable', () => {
    expect(parseChangeover('10')).toBe(10);
    expect(parseChangeover(null)).toBe(0);
    expect(parseChangeover('-5')).toBe(0);
    expect(parseChangeover('abc')).toBe(0);
  });
});
