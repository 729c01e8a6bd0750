/**
 * Counts requests per key over a sliding window (decisions.md: 300 requests
 * in the last 60 s, per key). Only requests that were let through count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records a request at `now`; when over the limit answers the seconds to wait instead. */
  take(key: string, now = Date.now()): { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number } {
    const since = now - this.windowMs;
    let list = this.hits.get(key);
    if (!list) {
      list = [];
      this.hits.set(key, list);
    }
    let drop = 0;
    while (drop < list.length && list[drop] <= since) drop += 1;
    if (drop > 0) list.splice(0, drop);
    if (list.length >= this.limit) {
      const freeAt = list[list.length - this.limit] + this.windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    list.push(now);
    return { ok: true, remaining: this.limit - list.length };
  }
}
