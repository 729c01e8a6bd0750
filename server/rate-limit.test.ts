import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_GRACE_MS, HOLD_LEASE_MS, MemoryKeyLimiter, SharedKeyLimiter, type Taken } from './rate-limit';
import { openDb, type Db } from './store/db';
import { databaseTemplate } from './test/pglite-template';

const LIMIT = 300;
const WINDOW = 60_000;
const refusals = (all: Taken[]) => all.filter((t) => !t.ok) as { ok: false; retryAfterSeconds: number }[];

describe('per-key limit in memory (one process owns the embedded database)', () => {
  it('lets 300 requests through in a minute, refuses the 301st until the oldest leaves the window', async () => {
    const limiter = new MemoryKeyLimiter(LIMIT, WINDOW);
    const t0 = 1_000_000;
    // 300 requests spread over 30 s.
    for (let i = 0; i < LIMIT; i += 1) expect((await limiter.take('k', t0 + i * 100)).ok).toBe(true);
    const refused = await limiter.take('k', t0 + 30_000);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 30 });
    // A refused request is not counted; the first one leaves the window 60 s after it was made.
    expect((await limiter.take('k', t0 + WINDOW - 1)).ok).toBe(false);
    expect((await limiter.take('k', t0 + WINDOW)).ok).toBe(true);
    expect((await limiter.take('k', t0 + WINDOW + 1)).ok).toBe(false);
    expect((await limiter.take('k', t0 + WINDOW + 100)).ok).toBe(true);
    // Another key has its own window.
    expect((await limiter.take('other', t0 + WINDOW)).ok).toBe(true);
  });

  it('forgets keys idle for a whole window', async () => {
    const limiter = new MemoryKeyLimiter(LIMIT, WINDOW);
    for (let i = 0; i < 1000; i += 1) await limiter.take(`key${i}`, 1_000_000);
    expect(limiter.keys).toBe(1000);
    await limiter.take('late', 1_000_000 + WINDOW + 1);
    expect(limiter.keys).toBe(1);
  });
});

/**
 * Two `SharedKeyLimiter`s on one database play two processes (each has its own holder name and blocks), on the
 * embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
function sharedSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    let clock = 5_000_000;
    const limiters = () => [0, 1].map(() => new SharedKeyLimiter(db, LIMIT, WINDOW, () => clock));
    let n = 0;
    const freshKey = () => `key-${Date.now()}-${(n += 1)}`;

    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => db?.close());

    it('301 requests over two processes, ten at a time: exactly one refused, and both answer the same Retry-After after', async () => {
      const [a, b] = limiters();
      const key = freshKey();
      const all: Taken[] = [];
      for (let start = 0; start < 301; start += 10) {
        clock += 50;
        const batch = Array.from({ length: Math.min(10, 301 - start) }, (_, i) => ((start + i) % 2 ? b : a).take(key, clock));
        all.push(...(await Promise.all(batch)));
      }
      expect(refusals(all)).toHaveLength(1);
      expect(all.filter((t) => t.ok)).toHaveLength(300);
      clock += 1000;
      const [fromA, fromB] = await Promise.all([a.take(key), b.take(key)]);
      expect(fromA.ok || fromB.ok).toBe(false);
      expect(fromA).toEqual(fromB);
    });

    it('blocks held by the other process come back: its unused places are not lost to the window', async () => {
      const [a, b] = limiters();
      const key = freshKey();
      // A takes fast (its blocks grow), then stops with places left in its block.
      let granted = 0;
      for (let i = 0; i < 40; i += 1) if ((await a.take(key, clock)).ok) granted += 1;
      expect(granted).toBe(40);
      // B alone takes the rest: all 260 places, then the first refusal (waiting for A's block where needed).
      for (let i = 0; i < 260; i += 1) expect((await b.take(key, clock)).ok, `request ${i} on B`).toBe(true);
      expect((await b.take(key, clock)).ok).toBe(false);
      expect((await a.take(key, clock)).ok).toBe(false);
    }, 20_000);

    it('a process that dies holding a block: its places count as used at the lease end, never fewer', async () => {
      const [b] = limiters();
      const key = freshKey();
      // A process handed back 10 requests, then reserved 20 places and died (its row as it left it).
      const hits = Array.from({ length: 10 }, (_, i) => clock - 1000 + i);
      await db.query(`INSERT INTO rate_windows (key, hits, allowed, holds) VALUES ($1, $2::bigint[], true, $3::jsonb)`, [key, hits, JSON.stringify({ 'dead-process': [20, clock + HOLD_LEASE_MS] })]);
      // Within its lease and grace, B waits for the block; past them, it counts all 20 places as used.
      clock += HOLD_LEASE_MS + HOLD_GRACE_MS;
      let granted = 0;
      for (let i = 0; i < LIMIT; i += 1) if ((await b.take(key, clock)).ok) granted += 1;
      expect(granted).toBe(LIMIT - 10 - 20);
      // The dead block's places leave the window a minute after its lease's end.
      clock = clock - HOLD_GRACE_MS + WINDOW - 1000 + 10;
      expect((await b.take(key, clock)).ok).toBe(true);
    }, 20_000);

    it('never lets more than the limit through under concurrent load from both, and refuses only at the limit', async () => {
      const [a, b] = limiters();
      const key = freshKey();
      const all = await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 3 ? a : b).take(key, clock)));
      expect(all.filter((t) => t.ok)).toHaveLength(LIMIT);
      const waits = refusals(all).map((t) => t.retryAfterSeconds);
      expect(new Set(waits)).toEqual(new Set([60]));
      // The window frees when its oldest requests leave it.
      clock += WINDOW;
      expect((await a.take(key, clock)).ok).toBe(true);
    }, 30_000);
  });
}

sharedSuite('per-key limit shared by two processes, on the embedded database', () => openDb({ dataDir: 'memory://', template: databaseTemplate() }));
const url = process.env.TEST_DATABASE_URL;
if (url) sharedSuite('per-key limit shared by two processes, on PostgreSQL', () => openDb({ databaseUrl: url }));
else describe.skip('per-key limit shared by two processes, on PostgreSQL (TEST_DATABASE_URL not set)', () => it('runs with TEST_DATABASE_URL', () => {}));
