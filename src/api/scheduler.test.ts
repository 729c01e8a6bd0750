import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestScheduler, intervalFor, type AnswerLike } from './scheduler';
import { LIMITS } from '../contract/limits';

function answer(status: number, headers: Record<string, string> = {}): AnswerLike {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, headers: { get: (n: string) => lower[n.toLowerCase()] ?? null } };
}

/** A request whose answer the test decides, recording when it was sent. */
function controlled() {
  const sends: number[] = [];
  let pending: ((a: AnswerLike) => void)[] = [];
  const attempt = () =>
    new Promise<AnswerLike>((resolve) => {
      sends.push(Date.now());
      pending.push(resolve);
    });
  return {
    attempt,
    sends,
    answerAll(a: AnswerLike) {
      const p = pending;
      pending = [];
      p.forEach((r) => r(a));
    },
    get open() {
      return pending.length;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RequestScheduler', () => {
  it("by default spends the specification's requests per minute, less a safety margin, per minute", () => {
    const s = new RequestScheduler();
    expect(s.getState().limit).toBe(LIMITS.requestsPerMinute - 10);
    expect(s.getState().windowMs).toBe(LIMITS.rateWindowMs);
  });

  it('never starts more than the budget (limit minus safety margin) in a sliding window', async () => {
    const s = new RequestScheduler({ limit: 10, safetyMargin: 2, windowMs: 60_000, maxConcurrent: 100 });
    const starts: number[] = [];
    const all = Array.from({ length: 12 }, () =>
      s.schedule(async () => {
        starts.push(Date.now());
        return answer(200);
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(8);
    expect(s.getState().budgetLeft).toBe(0);
    expect(s.getState().queued).toBe(4);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(starts).toHaveLength(8);

    await vi.advanceTimersByTimeAsync(1_100);
    expect(starts).toHaveLength(12);
    await Promise.all(all);
    // No 60-second window ever holds more than 8 starts.
    for (const t of starts) expect(starts.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(8);
  });

  it('starts queued requests in priority order: interactive, then background, then bulk', async () => {
    const s = new RequestScheduler({ maxConcurrent: 1 });
    const order: string[] = [];
    const blocker = controlled();
    const first = s.schedule(blocker.attempt, { priority: 'bulk' });
    await vi.advanceTimersByTimeAsync(0);
    const mk = (name: string) => async () => {
      order.push(name);
      return answer(200);
    };
    const queued = [
      s.schedule(mk('bulk'), { priority: 'bulk' }),
      s.schedule(mk('background'), { priority: 'background' }),
      s.schedule(mk('interactive'), { priority: 'interactive' }),
    ];
    expect(s.getState().queuedByPriority).toEqual({ interactive: 1, background: 1, bulk: 1 });
    blocker.answerAll(answer(200));
    await first;
    await Promise.all(queued);
    expect(order).toEqual(['interactive', 'background', 'bulk']);
  });

  it('on 429 pauses everything for Retry-After seconds, then retries one request at a time', async () => {
    const s = new RequestScheduler({ maxConcurrent: 4 });
    const c = controlled();
    const results = [s.schedule(c.attempt), s.schedule(c.attempt), s.schedule(c.attempt)];
    await vi.advanceTimersByTimeAsync(0);
    expect(c.sends).toHaveLength(3);

    c.answerAll(answer(429, { 'Retry-After': '7' }));
    await vi.advanceTimersByTimeAsync(0);
    const pausedAt = Date.now();
    expect(s.getState().pausedUntil).toBe(pausedAt + 7_000);
    // A new request during the pause waits too.
    results.push(s.schedule(c.attempt, { priority: 'interactive' }));

    await vi.advanceTimersByTimeAsync(6_900);
    expect(c.sends).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(200);
    // One probe, not four parallel retries.
    expect(c.sends).toHaveLength(4);
    expect(c.open).toBe(1);
    expect(s.getState().probing).toBe(true);

    c.answerAll(answer(200));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().probing).toBe(false);
    expect(c.open).toBe(3);
    c.answerAll(answer(200));
    const settled = await Promise.all(results);
    expect(settled.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(c.sends.slice(3).every((t) => t >= pausedAt + 7_000)).toBe(true);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const s = new RequestScheduler();
    const c = controlled();
    const r = s.schedule(c.attempt);
    await vi.advanceTimersByTimeAsync(0);
    const until = new Date(Date.now() + 20_000).toUTCString();
    c.answerAll(answer(429, { 'Retry-After': until }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().pausedUntil).toBe(Date.parse(until));
    await vi.advanceTimersByTimeAsync(19_000);
    expect(c.sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(c.sends).toHaveLength(2);
    c.answerAll(answer(200));
    await expect(r).resolves.toMatchObject({ status: 200 });
  });

  it('retries a read after a network failure with growing backoff', async () => {
    const s = new RequestScheduler({ backoffMs: (n) => 1000 * 2 ** (n - 1) });
    const sends: number[] = [];
    let fail = 2;
    const start = Date.now();
    const r = s.schedule(async () => {
      sends.push(Date.now() - start);
      if (fail-- > 0) throw new TypeError('Failed to fetch');
      return answer(200);
    }, { kind: 'read' });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(r).resolves.toMatchObject({ status: 200 });
    expect(sends).toEqual([0, 1000, 3000]);
  });

  it('never repeats a write after a network failure (it may have been applied)', async () => {
    const s = new RequestScheduler();
    let calls = 0;
    const r = s.schedule(async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }, { kind: 'write' });
    const check = expect(r).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(60_000);
    await check;
    expect(calls).toBe(1);
  });

  it('sends a write again after 429 (the answer proves it was not applied)', async () => {
    const s = new RequestScheduler();
    const c = controlled();
    const r = s.schedule(c.attempt, { kind: 'write' });
    await vi.advanceTimersByTimeAsync(0);
    c.answerAll(answer(429, { 'Retry-After': '1' }));
    await vi.advanceTimersByTimeAsync(1_100);
    expect(c.sends).toHaveLength(2);
    c.answerAll(answer(200));
    await expect(r).resolves.toMatchObject({ status: 200 });
  });

  it('drops a queued request whose signal aborts, without sending it', async () => {
    const s = new RequestScheduler({ maxConcurrent: 1 });
    const c = controlled();
    void s.schedule(c.attempt);
    const ctrl = new AbortController();
    const r = s.schedule(c.attempt, { signal: ctrl.signal });
    await vi.advanceTimersByTimeAsync(0);
    ctrl.abort();
    await expect(r).rejects.toMatchObject({ name: 'AbortError' });
    c.answerAll(answer(200));
    await vi.advanceTimersByTimeAsync(0);
    expect(c.sends).toHaveLength(1);
  });

  it('tells subscribers about queue, budget and pause changes', async () => {
    const s = new RequestScheduler({ limit: 100, safetyMargin: 0 });
    const seen: number[] = [];
    s.subscribe(() => seen.push(s.getState().budgetLeft));
    await s.schedule(async () => answer(200));
    expect(seen).toContain(99);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(s.getState().budgetLeft).toBe(100);
  });
});

describe('intervalFor', () => {
  const base = { queued: 0, queuedByPriority: { interactive: 0, background: 0, bulk: 0 }, inFlight: 0, limit: 290, windowMs: 60_000, pausedUntil: null, probing: false, shared: false };
  it('keeps the base interval while budget is plentiful and slows down as it runs low', () => {
    expect(intervalFor(5000, { ...base, budgetLeft: 290 }, 0)).toBe(5000);
    expect(intervalFor(5000, { ...base, budgetLeft: 100 }, 0)).toBe(10_000);
    expect(intervalFor(5000, { ...base, budgetLeft: 10 }, 0)).toBe(40_000);
  });
  it('waits out a pause', () => {
    expect(intervalFor(1000, { ...base, budgetLeft: 0, pausedUntil: 30_000 }, 0)).toBe(30_250);
  });
});
