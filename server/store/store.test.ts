import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db';
import { createEvent, getEvent } from './events-store';
import { guestExists, insertGuest, listGuestsJson } from './guests-store';
import { findKey, issueKey } from './keys-store';
import { listTicketsJson, upsertTicket } from './tickets-store';
import { databaseTemplate } from '../test/pglite-template';

/** The same checks against the embedded database and, when TEST_DATABASE_URL is set, a PostgreSQL server. */
function storeSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    afterAll(async () => db?.close());

    it('migrates and round-trips events, keys (stored hashed), guests and tickets', async () => {
      db = await open();
      const event = await createEvent(db, { name: 'Store test' });
      expect((await getEvent(db, event.id))?.settings.name).toBe('Store test');
      const { apiKey } = await issueKey(db, { clientId: event.clientId, eventId: event.id, scopes: ['qa:read'], lifetimeMs: 60_000 });
      const stored = await db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE event_id = $1', [event.id]);
      expect(stored[0].key_hash).not.toContain(apiKey);
      expect((await findKey(db, apiKey))?.scopes).toEqual(['qa:read']);
      expect(await insertGuest(db, event.id, 'a@example.org', { name: 'A' })).toBe(true);
      expect(await insertGuest(db, event.id, 'a@example.org', { name: 'A again' })).toBe(false);
      expect(JSON.parse(await listGuestsJson(db, event.id))).toHaveLength(1);
      expect(await upsertTicket(db, event.id, { email: 'a@example.org', ticketType: 'VIP', sessionId: '', externalQrValue: '' })).toBe(true);
      expect(await upsertTicket(db, event.id, { email: 'a@example.org', ticketType: 'VIP', sessionId: '', externalQrValue: 'Q' })).toBe(false);
      expect(JSON.parse(await listTicketsJson(db, event.id))).toEqual([expect.objectContaining({ externalQrValue: 'Q' })]);
    });

    it('rolls back everything a failed transaction wrote', async () => {
      const event = await createEvent(db, { name: 'Rollback' });
      await expect(
        db.transaction(async (tx) => {
          await insertGuest(tx, event.id, 'half@example.org', {});
          throw new Error('rejected write');
        }),
      ).rejects.toThrow('rejected write');
      expect(await guestExists(db, event.id, 'half@example.org')).toBe(false);
    });
  });
}

// The embedded store starts from the run's prepared database (created by the same migrations in
// server/test/pglite-template.ts); creating and migrating a database from nothing is proven on disk below.
storeSuite('embedded PGlite store', () => openDb({ dataDir: 'memory://', template: databaseTemplate() }));

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) storeSuite('PostgreSQL store', () => openDb({ databaseUrl: pgUrl }));
else describe.skip('PostgreSQL store (set TEST_DATABASE_URL to run)', () => it('needs a server', () => undefined));

describe('data on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created and migrated in an empty folder, and survives a restart', async () => {
    const first = await openDb({ dataDir: dir });
    const event = await createEvent(first, { name: 'Durable' });
    await insertGuest(first, event.id, 'kept@example.org', {});
    await first.close();
    const second = await openDb({ dataDir: dir });
    expect(await guestExists(second, event.id, 'kept@example.org')).toBe(true);
    await second.close();
    // Creating a database in a folder is the slowest set-up of all (66 s on a machine with load average 22).
  }, 120_000);
});
