import { describe, expect, it } from 'vitest';
import { screenPresence } from './screen-presence';

const at = Date.UTC(2026, 10, 27, 10, 11);

describe('what a console says of a screen', () => {
  it('connected only while its stream of the list is live', () => {
    expect(screenPresence(true, { live: true, heardAt: at }, 2)).toBe('connected');
    expect(screenPresence(false, { live: true, heardAt: at }, 2)).toBe('not connected');
  });

  it('with the server out of reach, a connected screen was last seen when the console last heard, in event time, 24-hour', () => {
    expect(screenPresence(true, { live: false, heardAt: at }, 2)).toBe('last seen 12:11');
    expect(screenPresence(true, { live: false, heardAt: at + 12 * 3_600_000 }, 2)).toBe('last seen 00:11');
    expect(screenPresence(true, { live: false, heardAt: 0 }, 2)).toBe('not known');
  });
});
