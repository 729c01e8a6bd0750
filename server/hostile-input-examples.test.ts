import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { json } from './api-router';
import { insertRecord } from './store/records-store';
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

/**
 * The bad inputs found by hand, one example each: every one answers 400 naming its field (never 500) and
 * stores nothing; HTTP-level refusals answer the JSON error shape; and data errors that still reach the
 * database answer 400, roll the write back and are logged as defects.
 */
let t: TestServer;
let c: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
});
afterAll(async () => t?.close());

const UNSTORABLE = /^contains a character that cannot be stored/;

async function refused(path: string, body: unknown): Promise<{ field: string; message: string }[]> {
  const res = await c.postJson(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body.details as { field: string; message: string }[];
}

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', 'Keynote\u0000'],
    ['half of an emoji', 'Keynote \ud83d'],
    ['a lone low surrogate', '\udc00Keynote'],
    ['an invisible control character', 'Key\u000cnote'],
  ])('a title with %s is refused at the field and nothing is stored', async (_what, title) => {
    const details = await refused('/upsertSession', { title });
    expect(details).toEqual([{ field: 'title', message: expect.stringMatching(UNSTORABLE) }]);
    expect((await c.getJson<unknown[]>('/getSessions')).body).toEqual([]);
  });

  it('keeps tab, line breaks and whole emoji', async () => {
    const title = 'Tab\there\nnext line\r\n😀 👨‍👩‍👧 🇩🇪';
    const res = await c.postJson('/upsertSession', { title });
    expect(res.status).toBe(200);
    const sessions = (await c.getJson<{ title: string }[]>('/getSessions')).body;
    expect(sessions.map((s) => s.title)).toContain(title);
  });

  it('names the entry of an array and the option of a poll', async () => {
    expect(await refused('/updateEvent', { trackArray: ['Main', 'Side\u0000'] })).toEqual([{ field: 'trackArray[1]', message: expect.stringMatching(UNSTORABLE) }]);
    const session = await c.postJson('/upsertSession', { title: 'Polls here' });
    const details = await refused('/upsertPoll', { sessionId: session.body.documentId, question: 'Which?', options: ['Yes', 'No\ud800'] });
    expect(details).toContainEqual({ field: 'options[1]', message: expect.stringMatching(UNSTORABLE) });
  });

  it('refuses ids with a NUL in a body or a query', async () => {
    expect(await refused('/upsertSession', { documentId: 'abc\u0000', title: 'x' })).toEqual([{ field: 'documentId', message: expect.stringMatching(UNSTORABLE) }]);
    expect(await refused('/deletePoll', { pollId: '\u0000' })).toEqual([{ field: 'pollId', message: expect.stringMatching(UNSTORABLE) }]);
    const res = await fetch(`${t.url}/api/getPolls?sessionId=%00`, { headers: c.headers() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: [{ field: 'sessionId', message: expect.stringMatching(UNSTORABLE) }] });
  });
});

describe('numbers, e-mail addresses and web addresses', () => {
  it.each([2147483648, -2147483649])('sortNr %d is beyond a 4-byte integer: 400 naming sortNr', async (sortNr) => {
    const session = await c.postJson('/upsertSession', { title: `Sort ${sortNr}` });
    const details = await refused('/upsertPoll', { sessionId: session.body.documentId, question: 'Q?', options: ['a', 'b'], sortNr });
    expect(details).toEqual([{ field: 'sortNr', message: 'must be a whole number from -2147483648 to 2147483647' }]);
  });

  it('holds e-mail addresses to RFC 5321: local part at most 64, address at most 254', async () => {
    const huge = `${'a'.repeat(1024 * 1024)}@example.org`;
    expect(await refused('/addGuest', { userEmail: huge })).toEqual([{ field: 'userEmail', message: 'must be an e-mail address of at most 254 characters' }]);
    expect(await refused('/addTicket', { userEmail: `${'a'.repeat(65)}@example.org`, ticketType: 'VIP' })).toEqual([
      { field: 'userEmail', message: 'must have at most 64 characters before the @' },
    ]);
    expect((await refused('/upsertSpeaker', { name: 'Ann', email: `${'a'.repeat(65)}@example.org` }))[0].field).toBe('email');
    expect((await refused('/updateEvent', { supportEmail: `${'a'.repeat(65)}@example.org` }))[0].field).toBe('supportEmail');
    expect((await c.post('/addGuest', { userEmail: `${'a'.repeat(64)}@example.org` })).status).toBe(200);
  });

  it('stores a web address of spaces as empty', async () => {
    const sponsor = await c.postJson('/upsertSponsor', { name: 'Acme', url: ' ', sponsorImagePath: '  ' });
    expect(sponsor.status).toBe(200);
    const abstract = await c.postJson('/upsertAbstract', { title: 'Spaces', downloadLink: ' ' });
    expect(abstract.status).toBe(200);
    const stored = (await c.getJson<{ documentId: string; url: string; sponsorImagePath: string }[]>('/getSponsors')).body.find((s) => s.documentId === sponsor.body.documentId);
    expect(stored).toMatchObject({ url: '', sponsorImagePath: '' });
    const a = (await c.getJson<{ documentId: string; downloadLink: string }[]>('/getAbstracts')).body.find((x) => x.documentId === abstract.body.abstractId);
    expect(a?.downloadLink).toBe('');
  });
});

describe('refusals of the HTTP layer answer the JSON error shape', () => {
  it('answers an oversized query with 431 and a JSON body', async () => {
    const res = await fetch(`${t.url}/api/getPolls?sessionId=${'x'.repeat(70_000)}`, { headers: c.headers() });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'headers_too_large', details: [{ field: '(headers)' }] });
  });

  it('answers an oversized header with 431 and a JSON body', async () => {
    const res = await fetch(`${t.url}/api/whoami`, { headers: c.headers({ 'x-padding': 'p'.repeat(70_000) }) });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: 'headers_too_large' });
  });

  it('answers a request that is not HTTP with 400 and a JSON body', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(t.url).port), '127.0.0.1', () => socket.write('HELLO \u0001 THERE\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += String(d)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'malformed_request', details: [{ field: '(request)' }] });
  });
});

describe('the safety net for data errors that reach the database', () => {
  it.each([
    ['a number out of range', 'SELECT $1::int', '2147483648'],
    ['text with a NUL', 'SELECT $1::text', 'a\u0000b'],
  ])('%s answers 400, rolls the write back and is logged as a defect', async (_what, sql, value) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createApp({
      db: t.server.db,
      operatorToken: 'unused',
      attendeeApi: false,
      routes: {
        '/upsertSession': {
          async handler(ctx) {
            await ctx.write(async (tx) => {
              await insertRecord(tx, 'sessions', ctx.eventId, { title: 'Written before the failure' });
              await tx.query(sql, [value]);
            });
            return json({ status: 'created' });
          },
        },
      },
    });
    const fresh = await t.newEvent();
    const res = await app.request('/api/upsertSession', { method: 'POST', headers: fresh.headers({ 'content-type': 'application/json' }), body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'unstorable_value', details: [{ field: '(body)' }] });
    expect(errors.mock.calls.some(([line]) => String(line).includes('defect'))).toBe(true);
    errors.mockRestore();
    expect((await fresh.getJson<unknown[]>('/getSessions')).body).toEqual([]);
  });
});
