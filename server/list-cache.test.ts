import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_BUT_GUESTS, ListCache, type Topic } from './list-cache';
import type { Queryable } from './store/db';
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

// Counts how often the guest list is read from the database (the load a cached read saves).
const guestListLoads = vi.hoisted(() => ({ n: 0 }));
vi.mock('./store/guests-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('./store/guests-store')>();
  return {
    ...original,
    listGuestsJson: (...args: Parameters<typeof original.listGuestsJson>) => {
      guestListLoads.n += 1;
      return original.listGuestsJson(...args);
    },
  };
});

// Not shared (one process): the cache reads no version row.
const noDb: Queryable = {
  query: () => Promise.reject(new Error('not shared: no version read')),
};

describe('ListCache: a write drops only the reads made of what it changed', () => {
  const setup = () => {
    const cache = new ListCache({ shared: false });
    const loads: Record<string, number> = {};
    const read = (key: string, reads?: readonly Topic[]) =>
      cache.get(noDb, 'e1', key, async () => {
        loads[key] = (loads[key] ?? 0) + 1;
        return `"${key} ${loads[key]}"`;
      }, { reads });
    return { cache, loads, read };
  };

  it('a guest write drops the guest list, the count and the event; sessions stay', async () => {
    const { cache, loads, read } = setup();
    const all = async () => {
      await read('guests', ['guests', 'speakers']);
      await read('guest-count', ['event', 'guests']);
      await read('event', ['event', 'guests']);
      await read('sessions', ALL_BUT_GUESTS);
    };
    await all();
    await all();
    expect(loads).toEqual({ guests: 1, 'guest-count': 1, event: 1, sessions: 1 });
    cache.committed('e1', ['guests']);
    await all();
    expect(loads).toEqual({ guests: 2, 'guest-count': 2, event: 2, sessions: 1 });
  });

  it('a session, ticket or poll write keeps the guest list; a speaker write drops it; the event settings drop the count', async () => {
    const { cache, loads, read } = setup();
    await read('guests', ['guests', 'speakers']);
    cache.committed('e1', ['records']);
    await read('guests', ['guests', 'speakers']);
    expect(loads.guests).toBe(1);
    cache.committed('e1', ['speakers']);
    await read('guests', ['guests', 'speakers']);
    expect(loads.guests).toBe(2);
    await read('guest-count', ['event', 'guests']);
    cache.committed('e1', ['event']);
    await read('guests', ['guests', 'speakers']);
    await read('guest-count', ['event', 'guests']);
    expect(loads).toEqual({ guests: 2, 'guest-count': 2 });
  });

  it('a write that names nothing drops every read, and a read that names nothing is dropped by every write', async () => {
    const { cache, loads, read } = setup();
    await read('guests', ['guests', 'speakers']);
    await read('other');
    cache.committed('e1');
    await read('guests', ['guests', 'speakers']);
    cache.committed('e1', ['guests']);
    await read('other');
    expect(loads).toEqual({ guests: 2, other: 2 });
  });

  it('a read that was loading while a write to one of its topics committed is not kept', async () => {
    const cache = new ListCache({ shared: false });
    let n = 0;
    let release: () => void = () => {};
    const slow = cache.get(noDb, 'e1', 'guests', async () => {
      n += 1;
      await new Promise<void>((r) => (release = r));
      return '"old"';
    }, { reads: ['guests'] });
    await Promise.resolve();
    cache.committed('e1', ['guests']);
    release();
    await slow;
    const fresh = await cache.get(noDb, 'e1', 'guests', async () => {
      n += 1;
      return '"new"';
    }, { reads: ['guests'] });
    expect(new TextDecoder().decode(fresh.raw)).toBe('"new"');
    expect(n).toBe(2);
  });
});

describe('the cached guest list through the API', () => {
  let t: TestServer;
  let c: TestClient;
  const emails = async () => ((await c.getJson<{ email: string }[]>('/getGuests')).body).map((g) => g.email);
  beforeAll(async () => {
    t = await startTestServer();
    c = await t.newEvent();
    await c.post('/addGuest', { userEmail: 'first@example.org', name: 'First' });
  });
  afterAll(async () => t.close());

  it('adding or removing a guest shows on the next read', async () => {
    expect(await emails()).toEqual(['first@example.org']);
    expect((await c.post('/addGuest', { userEmail: 'second@example.org', name: 'Second' })).status).toBe(200);
    expect(await emails()).toEqual(['first@example.org', 'second@example.org']);
    expect((await c.post('/removeGuest', { userEmail: 'first@example.org' })).status).toBe(200);
    expect(await emails()).toEqual(['second@example.org']);
    expect((await c.getJson<{ guestCount: number }>('/getGuestCount')).body.guestCount).toBe(1);
    expect((await c.getJson<{ guestCount: number }>('/getEvent')).body.guestCount).toBe(1);
  });

  it('a new speaker shows in the guest list at once', async () => {
    await emails();
    expect((await c.postJson('/upsertSpeaker', { name: 'Ada Speaker', email: 'ada@example.org' })).status).toBe(200);
    expect(await emails()).toContain('ada@example.org');
  });

  it('session, ticket, question, poll and event writes keep the guest list: it is not read from the database again', async () => {
    await emails();
    const before = guestListLoads.n;
    const session = await c.postJson('/upsertSession', { title: 'Unrelated', hasPoll: true, hasLiveQA: true });
    expect(session.status).toBe(200);
    const sessionId = String(session.body.documentId);
    expect((await c.post('/addTicket', { userEmail: 'second@example.org', ticketType: 'VIP' })).status).toBe(200);
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'Unrelated?' })).status).toBe(200);
    expect((await c.postJson('/upsertPoll', { sessionId, question: 'Which?', options: ['A', 'B'] })).status).toBe(200);
    expect((await c.postJson('/updateEvent', { location: 'Hall B' })).status).toBe(200);
    expect(await emails()).toContain('second@example.org');
    expect(guestListLoads.n).toBe(before);
    // …and a guest write still drops it.
    expect((await c.post('/addGuest', { userEmail: 'third@example.org', name: 'Third' })).status).toBe(200);
    expect(await emails()).toContain('third@example.org');
    expect(guestListLoads.n).toBe(before + 1);
  });
});
