import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';

/**
 * The API over a real PostgreSQL server (TEST_DATABASE_URL): the demo seeds,
 * lists come back in order with their JSON intact, rejected and dry-run writes
 * save nothing, and concurrent writes (several connections at once, which the
 * embedded database never has) neither lose updates nor break uniqueness.
 * `.ci/postgres.sh` starts a throwaway server and prints the variable.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

if (!pgUrl) {
  describe.skip('API over PostgreSQL (set TEST_DATABASE_URL to run)', () => it('needs a server', () => undefined));
} else {
  describe('API over PostgreSQL', () => {
    let t: TestServer;
    let c: TestClient;

    beforeAll(async () => {
      t = await startTestServer({ databaseUrl: pgUrl, demo: true });
      c = await t.newEvent();
    });
    afterAll(async () => t?.close());

    it('runs on PostgreSQL and serves the seeded demo event', async () => {
      expect(t.server.db.kind).toBe('postgres');
      const demo = t.server.demo!;
      const d = clientFor(t.url, demo.apiKey, demo.clientId, demo.eventId);
      expect((await d.getJson<{ eventName: string }>('/whoami')).body.eventName).toBe('Northwind Science Summit');
      const guests = (await d.getJson<Record<string, unknown>[]>('/getGuests')).body;
      expect(guests.filter((g) => !g.eventRole).length).toBe(200);
      expect((await d.getJson<unknown[]>('/getAbstracts')).body).toHaveLength(40);
      const sessions = (await d.getJson<{ documentId: string; contentData: { type: string }[] }[]>('/getSessions')).body;
      expect(new Set(sessions.flatMap((s) => s.contentData.map((x) => x.type))).size).toBe(12);
      const results = (await d.getJson<{ totalVotes: number }[]>('/getPollResults')).body;
      expect(results.some((r) => r.totalVotes > 0)).toBe(true);
    });

    it('keeps text, unicode and numbers exact through JSONB, and lists in creation order', async () => {
      const name = 'Zoë "Quote" \\ Back\u2028slash 😀';
      for (const [i, email] of ['b@example.org', 'a@example.org', 'c@example.org'].entries()) {
        expect((await c.post('/addGuest', { userEmail: email, name: i === 0 ? name : `G${i}` })).status).toBe(200);
      }
      const guests = (await c.getJson<{ email: string; name: string }[]>('/getGuests')).body;
      expect(guests.map((g) => g.email)).toEqual(['b@example.org', 'a@example.org', 'c@example.org']);
      expect(guests[0].name).toBe(name);
      const event = await c.postJson('/updateEvent', { timeZoneOffset: -12, carouselInterval: 60, primaryAccentColor: 4278190335 });
      expect(event.status).toBe(200);
      const read = (await c.getJson<Record<string, unknown>>('/getEvent')).body;
      expect(read).toMatchObject({ timeZoneOffset: -12, carouselInterval: 60, primaryAccentColor: 4278190335 });
    });

    it('orders questions by upvotes, then age, with counts as numbers', async () => {
      const sessionId = String((await c.postJson('/upsertSession', { title: 'Q&A', hasLiveQA: true })).body.documentId);
      const ids: string[] = [];
      for (const text of ['first?', 'second?', 'third?']) ids.push(String((await c.postJson('/upsertQuestion', { sessionId, question: text })).body.questionId));
      for (const email of ['a@example.org', 'b@example.org']) expect((await c.attendee('/upvote', { questionId: ids[2], email })).status).toBe(200);
      expect((await c.attendee('/upvote', { questionId: ids[1], email: 'a@example.org' })).status).toBe(200);
      const list = (await c.getJson<{ questionId: string; score: number; voterCount: number }[]>('/getQuestions', { sessionId })).body;
      expect(list.map((q) => [q.questionId, q.score])).toEqual([
        [ids[2], 2],
        [ids[1], 1],
        [ids[0], 0],
      ]);
      expect(typeof list[0].voterCount).toBe('number');
    });

    it('saves nothing for a dry run or a rejected content-section write', async () => {
      const before = (await c.getJson<unknown[]>('/getSessions')).body.length;
      const dry = await c.postJson('/upsertSession', { title: 'Dry' }, { dryRun: '1' });
      expect(dry.body).toMatchObject({ dryRun: true, created: true, documentId: '' });
      const rejected = await c.postJson('/upsertSession', { title: 'Bad', contentData: [{ type: 'sponsor', data: { content: 'missing' } }] });
      expect(rejected.status).toBe(400);
      expect((await c.getJson<unknown[]>('/getSessions')).body.length).toBe(before);
    });

    it('stores pictures as bytes and serves them back unchanged', async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const up = await c.postJson('/uploadImage', { contentType: 'image/png', data: png.toString('base64') });
      expect(up.status).toBe(200);
      const res = await fetch(String(up.body.imagePath));
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    });

    it('answers concurrent registrations of one e-mail with exactly one 200 and 409 for the rest', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => c.post('/addGuest', { userEmail: 'race@example.org' })));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    });

    it('loses no category when abstracts with new categories are written at the same time', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => c.postJson('/upsertAbstract', { title: `Parallel ${i}`, category: `Category ${i}` })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const categories = (await c.getJson<{ categories: string[] }>('/getEvent')).body.categories;
      for (let i = 0; i < 8; i += 1) expect(categories).toContain(`Category ${i}`);
    });

    it('serves cached reads fresh after another server process writes to the event', async () => {
      const other = await startTestServer({ databaseUrl: pgUrl });
      try {
        const elsewhere = clientFor(other.url, c.apiKey, c.clientId, c.eventId);
        const before = (await c.getJson<unknown[]>('/getGuests')).body.length;
        expect((await c.getJson<unknown[]>('/getGuests')).body.length).toBe(before);
        const countBefore = (await c.getJson<{ guestCount: number }>('/getGuestCount')).body.guestCount;
        expect((await elsewhere.post('/addGuest', { userEmail: 'other-process@example.org' })).status).toBe(200);
        expect((await c.getJson<unknown[]>('/getGuests')).body.length).toBe(before + 1);
        expect((await c.getJson<{ guestCount: number }>('/getGuestCount')).body.guestCount).toBe(countBefore + 1);
        await elsewhere.postJson('/updateEvent', { name: 'Renamed elsewhere' });
        expect((await c.getJson<{ name: string }>('/getEvent')).body.name).toBe('Renamed elsewhere');
      } finally {
        await other.close();
      }
    });

    it('keeps one ticket per guest and type under concurrent upserts', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => c.post('/addTicket', { userEmail: 'same@example.org', ticketType: 'VIP', externalQrValue: `Q${i}` })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect((await c.getJson<unknown[]>('/getGuestTickets', { userEmail: 'same@example.org' })).body).toHaveLength(1);
    });
  });
}
