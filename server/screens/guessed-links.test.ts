import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { apiRoutes } from '../routes/api-routes';
import type { Db } from '../store/db';
import { hashScreenToken, newScreenToken } from './screens-store';

/**
 * 10,000 guessed screen links, in-process (app.request, no sockets): each answers 404, an address that keeps
 * guessing is refused (429 with Retry-After) before any database lookup, and the real link still works from
 * another address. The database answers only the one real screen and counts the lookups.
 */
function screensDb(realHash: string) {
  let lookups = 0;
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('WHERE token_hash = $1')) {
        lookups += 1;
        const rows = params[0] === realHash ? [{ id: 'screen_real', event_id: 'evt_1', session_id: '', name: 'Lobby', token_hash: realHash, created_at: 1 }] : [];
        return rows as T[];
      }
      return [] as T[];
    },
    transaction: async (fn) => fn(db),
    exec: async () => undefined,
    close: async () => undefined,
  };
  return { db, lookups: () => lookups };
}

const GUESSES = 10_000;
const PER_MINUTE = 30;

describe('guessed screen links', () => {
  it(`answers ${GUESSES.toLocaleString('en')} guesses with 404, and refuses an address that keeps guessing`, async () => {
    const real = newScreenToken();
    const { db, lookups } = screensDb(hashScreenToken(real));
    const app = createApp({ db, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false, screenGuessesPerMinute: PER_MINUTE });
    const get = (path: string, address: string) => app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
    const guess = () => randomBytes(24).toString('base64url');

    // Spread over many addresses (a botnet, or many rooms' PCs mistyping): every guess is a 404, none finds a screen.
    const spread: Record<number, number> = {};
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await get(`/screen-api/${guess()}${i % 2 ? '/events' : ''}`, `198.51.${Math.floor(i / 20) % 250}.${Math.floor(i / 5000) + 1}`);
      spread[res.status] = (spread[res.status] ?? 0) + 1;
    }
    expect(spread).toEqual({ 404: GUESSES });

    // From one address: the first PER_MINUTE are 404 (and the one over the limit, which starts the block), then
    // every one is refused before any lookup.
    const before = lookups();
    const statuses: Record<number, number> = {};
    let retryAfter = 0;
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await get(`/screen-api/${guess()}/events`, '203.0.113.9');
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 429) retryAfter = Number(res.headers.get('retry-after'));
    }
    expect(statuses).toEqual({ 404: PER_MINUTE + 1, 429: GUESSES - PER_MINUTE - 1 });
    expect(retryAfter).toBeGreaterThan(0);
    expect(lookups() - before).toBeLessThanOrEqual(PER_MINUTE + 1);
    // The guessing address is refused even its real link for now; any other address opens it.
    expect((await get(`/screen-api/${real}`, '203.0.113.9')).status).toBe(429);
    const opened = await get(`/screen-api/${real}`, '192.0.2.1');
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { screen: { name: string } }).screen.name).toBe('Lobby');
  }, 120_000);
});
