import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { apiRoutes } from './routes/api-routes';
import type { Db } from './store/db';

/**
 * The per-address limit sits in front of authentication: once an address is
 * over it, its requests are answered 429 without touching the database.
 * The database here refuses every query and counts them.
 */
function countingDb() {
  let queries = 0;
  const fail = async (): Promise<never> => {
    queries += 1;
    throw new Error('database unavailable');
  };
  const db: Db = { kind: 'pglite', query: fail, transaction: fail, exec: fail, close: async () => undefined };
  return { db, queries: () => queries };
}

const call = (app: ReturnType<typeof createApp>, address: string, headers: Record<string, string> = {}) =>
  app.request('/api/whoami', { headers: { 'x-api-key': 'ek_wrong', 'x-client-id': 'c', 'x-event-id': 'e', 'x-timestamp': String(Date.now()), ...headers } }, {
    incoming: { socket: { remoteAddress: address } },
  });

describe('per-address limit', () => {
  it('refuses an address over the limit with 429 and Retry-After, before any database lookup', async () => {
    const { db, queries } = countingDb();
    const app = createApp({ db, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false, addressLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await call(app, '203.0.113.7')).status).toBe(500);
    const spent = queries();
    expect(spent).toBeGreaterThan(0);
    const refused = await call(app, '203.0.113.7');
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; retryAfterSeconds: number };
    expect(body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
    expect(queries()).toBe(spent);
    // Another address has its own budget.
    expect((await call(app, '203.0.113.8')).status).toBe(500);
  });

  it('counts by the address the proxy appended to X-Forwarded-For only when told to trust the proxy', async () => {
    const proxied = createApp({ db: countingDb().db, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false, addressLimitPerMinute: 1, trustProxy: true });
    expect((await call(proxied, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 192.0.2.1' })).status).toBe(500);
    expect((await call(proxied, '10.0.0.2', { 'x-forwarded-for': '192.0.2.2' })).status).toBe(500);
    expect((await call(proxied, '10.0.0.2', { 'x-forwarded-for': '198.51.100.9, 192.0.2.1' })).status).toBe(429);

    const direct = createApp({ db: countingDb().db, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false, addressLimitPerMinute: 1 });
    expect((await call(direct, '10.0.0.2', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(500);
    expect((await call(direct, '10.0.0.2', { 'x-forwarded-for': '192.0.2.2' })).status).toBe(429);
  });
});
