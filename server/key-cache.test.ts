import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/contract/common';
import { createApp } from './app';
import { KEY_CACHE_TTL_MS } from './key-cache';
import { apiRoutes } from './routes/api-routes';
import { openDb, type Db } from './store/db';
import { databaseTemplate } from './test/pglite-template';
import { createEvent } from './store/events-store';
import { issueKey } from './store/keys-store';

/**
 * Key lookups are reused for at most KEY_CACHE_TTL_MS per process (docs/server.md, "Key lookups"): a key revoked by
 * another process stops working within that time, one revoked here at once, and an expired key is refused the moment
 * it expires even while its lookup is kept. Two apps on one database play two processes; their clock is set by hand.
 */
function keyCacheSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    let clock = Date.now();
    const apps = () => [0, 1].map(() => createApp({ db, routes: apiRoutes(), operatorToken: 'operator-token-for-tests', attendeeApi: false, now: () => clock }));
    let event: { clientId: string; eventId: string };

    beforeAll(async () => {
      db = await open();
      const created = await createEvent(db, { name: 'Keys' });
      event = { clientId: created.clientId, eventId: created.id };
    });
    afterAll(async () => db?.close());

    const newKey = async (lifetimeMs = 3_600_000) => (await issueKey(db, { ...event, scopes: [...SCOPES], lifetimeMs, now: clock })).apiKey;
    const whoami = async (app: ReturnType<typeof createApp>, apiKey: string) => {
      const res = await app.request('/api/whoami', {
        headers: { 'x-api-key': apiKey, 'x-client-id': event.clientId, 'x-event-id': event.eventId, 'x-timestamp': String(clock) },
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    const revokeOn = (app: ReturnType<typeof createApp>, apiKey: string) =>
      app.request('/operator/keys/revoke', {
        method: 'POST',
        headers: { 'x-operator-token': 'operator-token-for-tests', 'content-type': 'application/json' },
        body: JSON.stringify({ apiKey }),
      });

    it('a key revoked in one process is refused there at once and in the other within the time-to-live', async () => {
      const [a, b] = apps();
      const apiKey = await newKey();
      expect((await whoami(a, apiKey)).status).toBe(200);
      expect((await whoami(b, apiKey)).status).toBe(200);
      expect((await revokeOn(a, apiKey)).status).toBe(200);
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
      // The other process may still use the lookup it made, but not once the time-to-live has passed since it read the key.
      clock += KEY_CACHE_TTL_MS;
      expect(await whoami(b, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
    });

    it('an expired key is refused the moment it expires, though its lookup is still kept', async () => {
      const [a] = apps();
      const apiKey = await newKey(KEY_CACHE_TTL_MS / 2);
      expect((await whoami(a, apiKey)).status).toBe(200);
      clock += KEY_CACHE_TTL_MS / 2 - 1;
      expect((await whoami(a, apiKey)).status).toBe(200);
      clock += 1;
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_expired' });
    });

    it('a refusal is not kept: a key issued after an unknown-key answer works at once', async () => {
      const [a] = apps();
      expect(await whoami(a, 'ek_not-issued-yet')).toEqual({ status: 403, code: 'invalid_key' });
      const apiKey = await newKey();
      expect((await whoami(a, apiKey)).status).toBe(200);
    });

    it('every request still counts in the shared rate-limit window, cached key or not', async () => {
      const [a, b] = apps();
      const apiKey = await newKey();
      const statuses: number[] = [];
      for (let i = 0; i < 301; i += 1) statuses.push((await whoami(i % 2 === 0 ? a : b, apiKey)).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses[300]).toBe(429);
    });
  });
}

keyCacheSuite('kept key lookups on the embedded database', () => openDb({ dataDir: 'memory://', template: databaseTemplate() }));
const url = process.env.TEST_DATABASE_URL;
if (url) keyCacheSuite('kept key lookups on PostgreSQL', () => openDb({ databaseUrl: url }));
else describe.skip('kept key lookups on PostgreSQL (TEST_DATABASE_URL not set)', () => it('runs with TEST_DATABASE_URL', () => {}));
