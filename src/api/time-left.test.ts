import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkRun } from './bulk-run';
import { RequestScheduler } from './scheduler';
import { estimateMsLeft, typicalDuration } from './time-left';

const budget = { limit: 290, windowMs: 60_000, budgetLeft: 290 };

describe('estimateMsLeft', () => {
  it('is the pace alone while the budget lasts', () => {
    expect(estimateMsLeft({ now: 0, requests: 100, msPerRequest: 50, budget })).toBe(100 * 50);
  });

  it('waits for the window to turn once the budget is spent', () => {
    // 350 requests at 50 ms: 290 in 14.5 s, then the 291st waits until the first leaves the window (60 s).
    const ms = estimateMsLeft({ now: 0, requests: 350, msPerRequest: 50, budget });
    expect(ms).toBe(60_000 + 59 * 50 + 50);
  });

  it('counts the budget others have used as sent half a window ago', () => {
    expect(estimateMsLeft({ now: 100_000, requests: 1, msPerRequest: 50, budget: { ...budget, budgetLeft: 0 } })).toBe(30_000 + 50);
  });

  it('takes the middle duration, not an outlier that waited for the budget', () => {
    expect(typicalDuration([50, 52, 45_000, 49])).toBe(50);
    expect(typicalDuration([])).toBeNull();
  });
});

describe('a 350-row import against the request budget (290 requests a minute)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('says a time left within 20 % of the time it really takes, from early on', async () => {
    const requests = new RequestScheduler({ limit: 300, safetyMargin: 10, windowMs: 60_000 });
    const answer = { status: 200, headers: { get: () => null } };
    // Each row is one request the service answers in 50 ms.
    const run = new BulkRun(
      Array.from({ length: 350 }, (_, i) => i),
      async (items) => {
        await requests.schedule(() => new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 50)), { priority: 'bulk', kind: 'write' });
        return items.map((i) => ({ ok: true as const, value: i }));
      },
      { budget: requests.getState },
    );
    const said: { at: number; answered: number; msLeft: number | null }[] = [];
    run.subscribe(() => {
      const s = run.getState();
      said.push({ at: Date.now(), answered: s.ok, msLeft: s.msLeft });
    });
    const done = run.start();
    await vi.runAllTimersAsync();
    await done;
    // The last answer (the scheduler's own timers run on after it).
    const end = said.find((x) => x.answered === 350)!.at;
    expect(end).toBeGreaterThan(60_000);
    for (const answered of [20, 100, 200, 289, 300, 340]) {
      const s = said.find((x) => x.answered === answered && x.msLeft !== null)!;
      const real = end - s.at;
      expect(Math.abs((s.msLeft ?? 0) - real) / real, `after ${answered} rows: said ${s.msLeft} ms, took ${real} ms`).toBeLessThan(0.2);
    }
  });
});
