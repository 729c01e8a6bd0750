import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestScheduler, type AnswerLike } from './scheduler';
import { BudgetLedger, bulkReserve, connectionHash, ledgerFor, memoryLedgerStore } from './shared-budget';

function answer(status: number, headers: Record<string, string> = {}): AnswerLike {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, headers: { get: (n: string) => lower[n.toLowerCase()] ?? null } };
}

/** Two tabs of one browser: two schedulers sharing one ledger store. */
function twoTabs(options: ConstructorParameters<typeof RequestScheduler>[0] = {}) {
  const store = memoryLedgerStore();
  const windowMs = options.windowMs ?? 60_000;
  const a = new RequestScheduler(options);
  const b = new RequestScheduler(options);
  a.share(new BudgetLedger(store, windowMs));
  b.share(new BudgetLedger(store, windowMs));
  return { a, b };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('one request budget for every tab of a connection', () => {
  it('two schedulers sharing one ledger never exceed the limit together', async () => {
    const { a, b } = twoTabs({ limit: 10, safetyMargin: 2, maxConcurrent: 100 });
    const starts: number[] = [];
    const send = (s: RequestScheduler) =>
      s.schedule(async () => {
        starts.push(Date.now());
        return answer(200);
      });
    const all = [...Array.from({ length: 7 }, () => send(a)), ...Array.from({ length: 7 }, () => send(b))];
    await vi.advanceTimersByTimeAsync(100);
    expect(starts).toHaveLength(8);
    // Both tabs show what the browser has left, not what each tab sent.
    expect(a.getState()).toMatchObject({ budgetLeft: 0, shared: true });
    expect(b.getState().budgetLeft).toBe(0);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(starts).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(starts).toHaveLength(14);
    await Promise.all(all);
    for (const t of starts) expect(starts.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(8);
  });

  it('a 429 in one tab pauses the other until its Retry-After', async () => {
    const { a, b } = twoTabs();
    const sends: { tab: string; at: number }[] = [];
    let refuse = true;
    const first = a.schedule(async () => {
      sends.push({ tab: 'a', at: Date.now() });
      if (refuse) {
        refuse = false;
        return answer(429, { 'Retry-After': '5' });
      }
      return answer(200);
    });
    await vi.advanceTimersByTimeAsync(10);
    const pausedAt = Date.now();
    expect(b.getState().pausedUntil).toBeGreaterThanOrEqual(pausedAt + 4_900);

    const other = b.schedule(async () => {
      sends.push({ tab: 'b', at: Date.now() });
      return answer(200);
    });
    await vi.advanceTimersByTimeAsync(4_800);
    expect(sends.filter((s) => s.tab === 'b')).toEqual([]);

    await vi.advanceTimersByTimeAsync(500);
    await expect(other).resolves.toMatchObject({ status: 200 });
    await expect(first).resolves.toMatchObject({ status: 200 });
    expect(sends.filter((s) => s.tab === 'b').every((s) => s.at >= pausedAt + 4_900)).toBe(true);
  });

  it('keeps priorities within a tab: interactive before background before bulk', async () => {
    const { a } = twoTabs({ maxConcurrent: 1 });
    const order: string[] = [];
    const mk = (name: string) => async () => {
      order.push(name);
      return answer(200);
    };
    const all = [a.schedule(mk('bulk'), { priority: 'bulk' }), a.schedule(mk('background'), { priority: 'background' }), a.schedule(mk('interactive'), { priority: 'interactive' })];
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(all);
    expect(order).toEqual(['interactive', 'background', 'bulk']);
  });

  it("an import in one tab leaves room for another tab's board", async () => {
    const { a, b } = twoTabs({ limit: 40, safetyMargin: 0, maxConcurrent: 100 });
    const bulk = Array.from({ length: 60 }, () => a.schedule(async () => answer(200), { priority: 'bulk' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(a.getState().budgetLeft).toBe(bulkReserve(40));
    let boardAt = 0;
    await b.schedule(async () => {
      boardAt = Date.now();
      return answer(200);
    }, { priority: 'background' });
    expect(boardAt).toBeLessThan(Date.now() + 1);
    expect(b.getState().budgetLeft).toBe(bulkReserve(40) - 1);
    await vi.advanceTimersByTimeAsync(180_000);
    await Promise.all(bulk);
  });

  it('names the ledger after a hash of the connection, never the key', () => {
    const h = connectionHash('https://api.example.org', 'secret-key-123456');
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(h).not.toContain('secret');
    expect(connectionHash('https://api.example.org', 'secret-key-123457')).not.toBe(h);
  });

  it('falls back to a tab-local budget where the browser cannot share one', () => {
    expect(ledgerFor({ baseUrl: 'https://api.example.org', apiKey: 'k' }, 60_000)).toBeNull();
    expect(new RequestScheduler().getState().shared).toBe(false);
  });
});
