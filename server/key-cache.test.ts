import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/contract/common';
import { createApp } from './app';
import { KEY_CACHE_HEARD_TTL_MS, KEY_CACHE_TTL_MS } from './key-cache';
import { AuthNotices } from './store/auth-notices';
import { hashKey } from './store/ids';
import { apiRoutes } from './routes/api-routes';
import { openDb, type Db } from './store/db';
import { databaseTemplate } from './test/pglite-template';
import { createEvent } from './store/events-store';
import { issueKey } from './store/keys-store';

/**
 * Key lookups are reused per process (docs/server.md, "Key lookups"): a key revoked here is refused at once, one revoked
 * by another process as soon as the database's notice arrives (within KEY_CACHE_TTL_MS on a database that sends none),
 * and an expired key is refused the moment it expires even while its lookup is kept. Two apps on one database play
 * two processes; their clock is set by hand.
 */
function keyCacheSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    let clock = Date.now();
    /** Two processes, each listening to the database's notices before the test begins. */
    const apps = () =>
      Promise.all(
        [0, 1].map(async () => {
          const authNotices = new AuthNotices(db);
          await authNotices.start();
          return createApp({ db, routes: apiRoutes(), operatorToken: 'operator-token-for-tests', attendeeApi: false, now: () => clock, authNotices });
        }),
      );
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
    const eventNameOn = async (app: ReturnType<typeof createApp>, apiKey: string) => {
      const res = await app.request('/api/whoami', {
        headers: { 'x-api-key': apiKey, 'x-client-id': event.clientId, 'x-event-id': event.eventId, 'x-timestamp': String(clock) },
      });
      return ((await res.json()) as { eventName?: string }).eventName;
    };
    const revokeOn = (app: ReturnType<typeof createApp>, apiKey: string) =>
      app.request('/operator/keys/revoke', {
        method: 'POST',
        headers: { 'x-operator-token': 'operator-token-for-tests', 'content-type': 'application/json' },
        body: JSON.stringify({ apiKey }),
      });

    it('a key revoked in one process is refused there at once, and in the other as soon as the database tells it', async () => {
      const [a, b] = await apps();
      const apiKey = await newKey();
      expect((await whoami(a, apiKey)).status).toBe(200);
      expect((await whoami(b, apiKey)).status).toBe(200);
      expect((await revokeOn(a, apiKey)).status).toBe(200);
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
      // The clock stands still: only the database's notice can drop the other process's lookup.
      await expect.poll(() => whoami(b, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
    });

    it('while the notices are heard a lookup is kept past a second, and read again after its longest time', async () => {
      const [a] = await apps();
      const apiKey = await newKey();
      await expect.poll(async () => (await whoami(a, apiKey)).status).toBe(200);
      clock += 2 * KEY_CACHE_TTL_MS;
      expect((await whoami(a, apiKey)).status).toBe(200);
      // Revoked behind the server's back (no notice): the kept lookup still lets the key through, for its longest time.
      await db.exec('ALTER TABLE api_keys DISABLE TRIGGER auth_keys_update');
      try {
        await db.query('UPDATE api_keys SET revoked_at = $2 WHERE key_hash = $1', [hashKey(apiKey), clock]);
      } finally {
        await db.exec('ALTER TABLE api_keys ENABLE TRIGGER auth_keys_update');
      }
      clock += 2 * KEY_CACHE_TTL_MS;
      expect((await whoami(a, apiKey)).status).toBe(200);
      clock += KEY_CACHE_HEARD_TTL_MS;
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
    });

    it("an event's settings changed in one process are read by the other as soon as the database tells it", async () => {
      const [a, b] = await apps();
      const apiKey = await newKey();
      expect((await whoami(b, apiKey)).status).toBe(200);
      const renamed = await a.request('/api/updateEvent', {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'x-client-id': event.clientId, 'x-event-id': event.eventId, 'x-timestamp': String(clock), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Keys, renamed' }),
      });
      expect(renamed.status).toBe(200);
      await expect.poll(() => eventNameOn(b, apiKey)).toBe('Keys, renamed');
    });

    it('without notices (a database that cannot send them) a revocation elsewhere is seen within a second', async () => {
      const deaf: Db = Object.assign(Object.create(Object.getPrototypeOf(db) as object) as Db, db, { listen: undefined });
      const [a, b] = [0, 1].map(() => createApp({ db: deaf, routes: apiRoutes(), operatorToken: 'operator-token-for-tests', attendeeApi: false, now: () => clock }));
      const apiKey = await newKey();
      expect((await whoami(a, apiKey)).status).toBe(200);
      expect((await whoami(b, apiKey)).status).toBe(200);
      expect((await revokeOn(a, apiKey)).status).toBe(200);
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
      expect((await whoami(b, apiKey)).status).toBe(200);
      clock += KEY_CACHE_TTL_MS;
      expect(await whoami(b, apiKey)).toEqual({ status: 403, code: 'key_revoked' });
    });

    it('an expired key is refused the moment it expires, though its lookup is still kept', async () => {
      const [a] = await apps();
      const apiKey = await newKey(KEY_CACHE_TTL_MS / 2);
      expect((await whoami(a, apiKey)).status).toBe(200);
      clock += KEY_CACHE_TTL_MS / 2 - 1;
      expect((await whoami(a, apiKey)).status).toBe(200);
      clock += 1;
      expect(await whoami(a, apiKey)).toEqual({ status: 403, code: 'key_expired' });
    });

    it('a refusal is not kept: a key issued after an unknown-key answer works at once', async () => {
      const [a] = await apps();
      expect(await whoami(a, 'ek_not-issued-yet')).toEqual({ status: 403, code: 'invalid_key' });
      const apiKey = await newKey();
      expect((await whoami(a, apiKey)).status).toBe(200);
    });

    it('every request still counts in the shared rate-limit window, cached key or not', async () => {
      const [a, b] = await apps();
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
