import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { apiRoutes } from '../routes/api-routes';
import type { Db } from '../store/db';
import { newFeedToken } from './feeds-store';

/**
 * 10,000 guessed feed addresses, in-process (app.request, no sockets): each answers 404, an address that keeps
 * guessing is refused (429 with Retry-After) before any database lookup, and the real address still works from
 * another address. The database knows only the one real feed (a programme page) and counts the lookups.
 */
function feedsDb(realToken: string) {
  let lookups = 0;
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM programme_feeds f WHERE f.token = $1')) {
        lookups += 1;
        return (params[0] === realToken ? [{ event_id: 'evt_1', kind: 'page', listed: true, number: null, feeds: null }] : []) as T[];
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
const FEEDS = ['', '/schedule.json', '/schedule.xml', '/programme.ics', '/rooms/hall-a.ics', '/speakers/x.ics'];

describe('guessed feed addresses', () => {
  it(`answers ${GUESSES.toLocaleString('en')} guesses with 404, and refuses an address that keeps guessing`, async () => {
    const real = newFeedToken();
    const { db, lookups } = feedsDb(real);
    const app = createApp({ db, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false, feedGuessesPerMinute: PER_MINUTE });
    const get = (path: string, address: string) => app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
    const guess = () => randomBytes(24).toString('base64url');

    // Spread over many addresses: every guess, of any feed, is a 404.
    const spread: Record<number, number> = {};
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await get(`/feeds/${guess()}${FEEDS[i % FEEDS.length]}`, `198.51.${Math.floor(i / 20) % 250}.${Math.floor(i / 5000) + 1}`);
      spread[res.status] = (spread[res.status] ?? 0) + 1;
    }
    expect(spread).toEqual({ 404: GUESSES });

    // From one address: the first PER_MINUTE (and the one that starts the block) are 404, then all are refused
    // before any lookup.
    const before = lookups();
    const statuses: Record<number, number> = {};
    let retryAfter = 0;
    for (let i = 0; i < GUESSES; i += 1) {
      const res = await get(`/feeds/${guess()}/schedule.json`, '203.0.113.9');
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 429) retryAfter = Number(res.headers.get('retry-after'));
    }
    expect(statuses).toEqual({ 404: PER_MINUTE + 1, 429: GUESSES - PER_MINUTE - 1 });
    expect(retryAfter).toBeGreaterThan(0);
    expect(lookups() - before).toBeLessThanOrEqual(PER_MINUTE + 1);
    expect((await get(`/feeds/${real}`, '203.0.113.9')).status).toBe(429);
    const opened = await get(`/feeds/${real}`, '192.0.2.1');
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('The programme has not been published yet.');
  }, 120_000);
});
