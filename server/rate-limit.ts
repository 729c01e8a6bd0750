import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from './store/db';

/** Requests to /api per minute from one address, per process, unless RATE_LIMIT_PER_ADDRESS says otherwise. */
export const DEFAULT_ADDRESS_LIMIT_PER_MINUTE = 3000;

export type Taken = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/**
 * The per-key limit (decisions.md: more than 300 requests in the last 60 s,
 * per key, sliding window), kept in the database so that every process on one
 * PostgreSQL counts against the same window and answers the same Retry-After.
 * Only requests that were let through count.
 *
 * One row per key holds the times of its requests still in the window. One
 * statement (`INSERT … ON CONFLICT DO UPDATE`, which locks the key's row
 * until it commits) drops the times that left the window, then records the
 * request if fewer than `limit` remain — so two processes taking at the same
 * moment queue on the row and cannot both take the last place. The same SQL
 * runs on the embedded database.
 *
 * rate-limiter-flexible's PostgreSQL store was not used: it counts fixed
 * windows (up to twice the limit within 60 s across a window's edge) and
 * counts refused requests too.
 */
export class KeyRateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async take(key: string, now = Date.now()): Promise<Taken> {
    const since = now - this.windowMs;
    const rows = await this.db.query<{ allowed: boolean; hits: (number | string)[] }>(
      `INSERT INTO rate_windows AS w (key, hits, allowed) VALUES ($1, ARRAY[$2::bigint], true)
       ON CONFLICT (key) DO UPDATE SET
         allowed = (SELECT count(*) FROM unnest(w.hits) AS h WHERE h > $3) < $4,
         hits = ARRAY(SELECT h FROM unnest(w.hits) AS h WHERE h > $3 ORDER BY h)
           || CASE WHEN (SELECT count(*) FROM unnest(w.hits) AS h WHERE h > $3) < $4 THEN ARRAY[$2::bigint] ELSE ARRAY[]::bigint[] END
       RETURNING allowed, hits`,
      [key, now, since, this.limit],
    );
    this.sweep(now);
    const hits = rows[0].hits.map(Number);
    if (rows[0].allowed) return { ok: true, remaining: this.limit - hits.length };
    // The place that frees first: the oldest of the last `limit` requests leaves the window.
    const freeAt = hits[hits.length - this.limit] + this.windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
  }

  /** Every ten minutes, forgets keys whose last request left the window (not awaited; a failure is harmless). */
  private sweep(now: number): void {
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    this.db.query('DELETE FROM rate_windows WHERE hits[cardinality(hits)] <= $1', [now - this.windowMs]).catch(() => undefined);
  }
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
