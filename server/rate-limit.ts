import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db, Queryable } from './store/db';

/** Requests to /api per minute from one address, per process, unless RATE_LIMIT_PER_ADDRESS says otherwise. */
export const DEFAULT_ADDRESS_LIMIT_PER_MINUTE = 3000;

export type Taken = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** The per-key limit (decisions.md: more than `limit` requests in the last `windowMs`, per key, sliding window). */
export interface KeyLimiter {
  take(key: string, now?: number): Promise<Taken>;
}

const retryAfter = (freeAt: number, now: number) => Math.max(1, Math.ceil((freeAt - now) / 1000));

/**
 * One key's window in memory: the times of its requests still in the window,
 * oldest first, `times[head…]` (the consumed head is dropped in one slice once
 * it is half the array, so memory stays under twice the limit).
 */
export class SlidingWindow {
  private times: number[] = [];
  private head = 0;

  get size(): number {
    return this.times.length - this.head;
  }

  /** Forgets the times at or before `since`. */
  expire(since: number): void {
    while (this.head < this.times.length && this.times[this.head] <= since) this.head += 1;
    if (this.head >= 32 && this.head * 2 >= this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }

  add(time: number): void {
    this.times.push(time);
  }

  /** The `n`-th oldest time (0 = oldest). */
  at(n: number): number {
    return this.times[this.head + n];
  }

  newest(): number {
    return this.times.length > this.head ? this.times[this.times.length - 1] : -Infinity;
  }
}

/**
 * The per-key limit for a database only one process opens (PGlite): every
 * request of every key goes through this one process, so a window kept in its
 * memory is the whole window, exact by construction, and costs no statement.
 * Apps sharing one embedded database (tests) share one limiter (`keyRateLimiter`).
 * A restart forgets the windows (at most one more minute's worth per key).
 */
export class MemoryKeyLimiter implements KeyLimiter {
  private readonly windows = new Map<string, SlidingWindow>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, now = Date.now()): Promise<Taken> {
    return Promise.resolve(this.takeNow(key, now));
  }

  takeNow(key: string, now = Date.now()): Taken {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window) {
      window = new SlidingWindow();
      this.windows.set(key, window);
    }
    window.expire(now - this.windowMs);
    if (window.size < this.limit) {
      window.add(now);
      return { ok: true, remaining: this.limit - window.size };
    }
    // The place that frees first: the oldest of the last `limit` requests leaves the window.
    return { ok: false, retryAfterSeconds: retryAfter(window.at(window.size - this.limit) + this.windowMs, now) };
  }

  /** Keys held in memory (for the soak bench and tests). */
  get keys(): number {
    return this.windows.size;
  }

  /** Once a window, forgets keys whose last request left it. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.newest() <= now - this.windowMs) this.windows.delete(key);
  }
}

/** How long a block of places reserved by a process may be used by it (server/rate-limit.ts, `SharedKeyLimiter`). */
export const HOLD_LEASE_MS = 1000;
/** Past a block's lease, how long other processes wait for its holder to hand it back before counting all of it as used. */
export const HOLD_GRACE_MS = 2000;
/** The most places one block reserves. */
const MAX_BLOCK = 32;
/** Longest a request waits for places held by other processes (their lease and grace, and a margin for a slow database). */
const MAX_WAIT_MS = HOLD_LEASE_MS + HOLD_GRACE_MS + 2000;

/** A block of places this process reserved: `used` are the times of the requests it let through from it. */
type Hold = { slots: number; until: number; used: number[] };
type LocalKey = { hold?: Hold; fullUntil: number; trip?: Promise<unknown>; takes: number; lastTripAt: number; timer?: ReturnType<typeof setTimeout> };
type Decision = { kind: 'granted'; block: number; remaining: number } | { kind: 'refused'; freeAt: number } | { kind: 'wait' } | { kind: 'returned' };
/** A key's row as stored: the times of its requests still in the window, and the blocks held, by holder: [places, lease end]. */
type WindowRow = { hits: (number | string)[]; holds: Record<string, [number, number]> | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The per-key limit shared by every process on one PostgreSQL, exact, without
 * a statement per request: a process reserves a small block of places from
 * the key's shared window and lets requests through from it in memory, then
 * hands the block back with the times it used (docs/server.md, "Rate limits",
 * explains why this is exact).
 *
 * The key's row in `rate_windows` holds `hits` (the times of requests let
 * through and handed back, still in the window) and `holds` (per process, the
 * places reserved and the lease's end). One transaction per trip locks the
 * row (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), hands back this
 * process's last block, and then, for a request:
 * - lets it through when hits + places held by others < limit, reserving a
 *   block sized to this process's recent rate for the key (none for a key
 *   used once in a while; at most a quarter of what is free, so blocks shrink
 *   to nothing near the limit);
 * - refuses it when the hits alone are ≥ limit (nobody can hold places then),
 *   with `Retry-After` from the hits, the same in every process; this process
 *   then refuses locally until that time, as the database would;
 * - otherwise waits for the other processes' blocks to come back (each is
 *   handed back at its lease's end at the latest) and decides again.
 * A block not handed back within its lease and `HOLD_GRACE_MS` (its process
 * died) counts as all used at its lease's end, so a crash can only make the
 * limit stricter for a minute, never looser.
 */
export class SharedKeyLimiter implements KeyLimiter {
  /** This process's name in `holds`. */
  readonly holder = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly local = new Map<string, LocalKey>();
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  async take(key: string, now = this.clock()): Promise<Taken> {
    this.sweep(now);
    const local = this.localOf(key);
    local.takes += 1;
    const waitStarted = performance.now();
    for (let attempt = 0; ; attempt += 1) {
      if (now < local.fullUntil) return { ok: false, retryAfterSeconds: retryAfter(local.fullUntil, now) };
      const hold = local.hold;
      if (hold && now < hold.until && hold.used.length < hold.slots) {
        hold.used.push(now);
        return { ok: true, remaining: hold.slots - hold.used.length };
      }
      if (local.trip) {
        // Another request of this key is at the database: its answer may leave a block to take from.
        await local.trip.catch(() => undefined);
      } else {
        const decision = await this.trip(key, local, now, true);
        if (decision.kind === 'granted') return { ok: true, remaining: decision.remaining };
        if (decision.kind === 'refused') return { ok: false, retryAfterSeconds: retryAfter(decision.freeAt, now) };
        // Places are held by other processes that may not use them all: wait for them to come back.
        if (performance.now() - waitStarted > MAX_WAIT_MS) return { ok: false, retryAfterSeconds: 1 };
        await sleep(Math.min(10 * (attempt + 1), 100));
      }
      now = Math.max(now, this.clock());
    }
  }

  /** Hands back every block this process holds (on shutdown; a block not handed back counts as used). */
  async close(): Promise<void> {
    await Promise.all(
      [...this.local].map(async ([key, local]) => {
        await local.trip?.catch(() => undefined);
        if (local.hold) await this.trip(key, local, this.clock(), false).catch(() => undefined);
      }),
    );
  }

  private localOf(key: string): LocalKey {
    let local = this.local.get(key);
    if (!local) {
      local = { fullUntil: -Infinity, takes: 0, lastTripAt: -Infinity };
      this.local.set(key, local);
    }
    return local;
  }

  /** One transaction on the key's row: hands back this process's block and, when `want`, decides a request. */
  private trip(key: string, local: LocalKey, now: number, want: boolean): Promise<Decision> {
    const returning = local.hold;
    local.hold = undefined;
    if (local.timer) clearTimeout(local.timer);
    local.timer = undefined;
    // Requests of this key per lease in this process since its last trip: the size of the next block.
    const expected = (local.takes / Math.max(1, now - local.lastTripAt)) * HOLD_LEASE_MS;
    local.takes = 0;
    local.lastTripAt = now;
    const trip = this.db
      .transaction((tx) => this.decide(tx, key, now, want, returning, expected))
      .then(
        (decision) => {
          if (decision.kind === 'granted' && decision.block > 0) {
            local.hold = { slots: decision.block, until: now + HOLD_LEASE_MS, used: [] };
            // Handed back at the lease's end even if no request comes: other processes may be waiting for it.
            local.timer = setTimeout(() => {
              local.timer = undefined;
              if (local.hold && !local.trip) void this.trip(key, local, this.clock(), false).catch(() => undefined);
            }, HOLD_LEASE_MS);
            local.timer.unref?.();
          }
          if (decision.kind === 'refused') local.fullUntil = decision.freeAt;
          return decision;
        },
        (error: unknown) => {
          // Not recorded: the block stays held in the database; keep its times for the next trip and take no more from it.
          if (returning) local.hold = { ...returning, slots: returning.used.length };
          throw error;
        },
      );
    local.trip = trip;
    void trip.finally(() => {
      if (local.trip === trip) local.trip = undefined;
    }).catch(() => undefined);
    return trip;
  }

  private async decide(tx: Queryable, key: string, now: number, want: boolean, returning: Hold | undefined, expected: number): Promise<Decision> {
    const rows = await tx.query<WindowRow>(
      `INSERT INTO rate_windows AS w (key, hits, allowed, holds) VALUES ($1, ARRAY[]::bigint[], true, '{}'::jsonb)
       ON CONFLICT (key) DO UPDATE SET allowed = w.allowed
       RETURNING hits, holds`,
      [key],
    );
    const since = now - this.windowMs;
    const hits = rows[0].hits.map(Number);
    const holds = { ...(rows[0].holds ?? {}) };
    const mine = holds[this.holder];
    // The block handed back: its times join the window (unless another process already counted it all as used).
    if (returning && mine && Number(mine[1]) === returning.until) hits.push(...returning.used);
    delete holds[this.holder];
    let heldByOthers = 0;
    for (const [holder, [slots, until]] of Object.entries(holds)) {
      if (Number(until) + HOLD_GRACE_MS > now) heldByOthers += Number(slots);
      else {
        // Not handed back in time (its process died): every place counts as used at the lease's end.
        if (Number(until) > since) for (let i = 0; i < Number(slots); i += 1) hits.push(Number(until));
        delete holds[holder];
      }
    }
    const window = hits.filter((h) => h > since);
    let decision: Decision = { kind: 'returned' };
    if (want) {
      const free = this.limit - window.length - heldByOthers;
      if (free > 0) {
        window.push(now);
        const block = Math.min(MAX_BLOCK, Math.floor((free - 1) / 4), Math.floor(expected));
        const reserved = block >= 2 ? block : 0;
        if (reserved) holds[this.holder] = [reserved, now + HOLD_LEASE_MS];
        decision = { kind: 'granted', block: reserved, remaining: free - 1 - reserved };
      } else if (window.length >= this.limit) {
        window.sort((a, b) => a - b);
        // The place that frees first: the oldest of the last `limit` requests leaves the window.
        decision = { kind: 'refused', freeAt: window[window.length - this.limit] + this.windowMs };
      } else decision = { kind: 'wait' };
    }
    window.sort((a, b) => a - b);
    await tx.query('UPDATE rate_windows SET hits = $2::bigint[], holds = $3::jsonb WHERE key = $1', [key, window, JSON.stringify(holds)]);
    return decision;
  }

  /** Once a window: forgets keys idle for a whole window, here and in the database (not awaited; a failure is harmless). */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, local] of this.local) {
      if (!local.hold && !local.trip && local.fullUntil <= now && local.lastTripAt <= now - this.windowMs) this.local.delete(key);
    }
    this.db.query(`DELETE FROM rate_windows WHERE holds = '{}'::jsonb AND (cardinality(hits) = 0 OR hits[cardinality(hits)] <= $1)`, [now - this.windowMs]).catch(() => undefined);
  }
}

const memoryLimiters = new WeakMap<Db, MemoryKeyLimiter>();

/**
 * The per-key limiter for a database: in memory for the embedded database
 * (one per database, which only this process opens), shared through the
 * database for PostgreSQL.
 */
export function keyRateLimiter(db: Db, limit: number, windowMs: number, clock?: () => number): KeyLimiter {
  if (db.kind === 'postgres') return new SharedKeyLimiter(db, limit, windowMs, clock);
  let limiter = memoryLimiters.get(db);
  if (!limiter) {
    limiter = new MemoryKeyLimiter(limit, windowMs);
    memoryLimiters.set(db, limiter);
  }
  return limiter;
}

/**
 * The per-address limit in front of authentication: requests to /api from one
 * address, counted in this process's memory (rate-limiter-flexible, fixed
 * one-minute windows), so that a flood of unauthenticated calls is refused
 * before it costs a database lookup. Generous by default (docs/server.md);
 * `perMinute <= 0` turns it off.
 */
export class AddressRateLimiter {
  private readonly limiter: RateLimiterMemory | undefined;

  constructor(readonly perMinute: number) {
    this.limiter = perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60 }) : undefined;
  }

  async take(address: string): Promise<Taken> {
    if (!this.limiter) return { ok: true, remaining: Infinity };
    try {
      const res = await this.limiter.consume(address);
      return { ok: true, remaining: res.remainingPoints };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  }
}

/**
 * The caller's address: the connection's peer, or behind a reverse proxy
 * (`trustProxy`) the last address of `X-Forwarded-For`, the one the proxy
 * itself appended.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.server?.incoming?.socket?.remoteAddress ?? 'unknown';
}
