import { describe, expect, it } from 'vitest';
import { POLL_LIST_PACE, POLL_ON_SCREEN_PACE, QUESTIONS_PACE, adaptiveInterval } from './adaptive-refresh';

describe('adaptiveInterval', () => {
  const pace = { fastMs: 1000, slowMs: 8000 };

  it('refreshes fast while the data changed in the last 20 s', () => {
    expect(adaptiveInterval(pace, { sinceChangeMs: 0 })).toBe(1000);
    expect(adaptiveInterval(pace, { sinceChangeMs: 19_999 })).toBe(1000);
  });

  it('backs off step by step when nothing changes, up to the slow interval', () => {
    expect(adaptiveInterval(pace, { sinceChangeMs: 20_000 })).toBe(2000);
    expect(adaptiveInterval(pace, { sinceChangeMs: 30_000 })).toBe(4000);
    expect(adaptiveInterval(pace, { sinceChangeMs: 40_000 })).toBe(8000);
    expect(adaptiveInterval(pace, { sinceChangeMs: 10 * 60_000 })).toBe(8000);
  });

  it('waits longer in a hidden tab', () => {
    expect(adaptiveInterval(pace, { sinceChangeMs: 0, hidden: true })).toBe(3000);
  });

  it('lets the tab that fetches keep fetching: a tab fed by another waits more than twice as long', () => {
    const slowest = adaptiveInterval(pace, { sinceChangeMs: 10 * 60_000 });
    expect(adaptiveInterval(pace, { sinceChangeMs: 0, relayed: true })).toBeGreaterThan(2 * slowest);
    // The projector, fed by the polls page, does not fetch before the polls page does, even when quiet.
    expect(adaptiveInterval(POLL_ON_SCREEN_PACE, { sinceChangeMs: 10 * 60_000, relayed: true })).toBeGreaterThan(adaptiveInterval(POLL_LIST_PACE, { sinceChangeMs: 10 * 60_000 }));
  });

  it('keeps results on screen at about a second while votes arrive, within the request budget when idle', () => {
    expect(adaptiveInterval(POLL_ON_SCREEN_PACE, { sinceChangeMs: 1000 })).toBe(1000);
    // Board and polls page both idle: at most 10 + 6 requests a minute.
    const idle = 60_000 / adaptiveInterval(QUESTIONS_PACE, { sinceChangeMs: 120_000 }) + 60_000 / adaptiveInterval(POLL_LIST_PACE, { sinceChangeMs: 120_000 });
    expect(idle).toBeLessThanOrEqual(16);
  });
});
