import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/contract/common';
import { feedSettingsBodySchema, publishBodySchema, type Feed } from '../../src/contract/programme';
import { bodyFor, hostileText, type JsonSchema, type SchemaHints } from '../test/hostile-arbitraries';
import { RenewingClient, seedEvent } from '../test/hostile-event';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Every programme endpoint under hostile input, property-based (fast-check), as the room screens' endpoints are
 * tested: bodies derived from the contract's zod schemas mixed with NUL, halves of emoji, huge texts, wrong
 * shapes and malformed JSON; release numbers, feed kinds, feed addresses and calendar names in the address the
 * same. For every request: never a 5xx; an error is in the service's shape and a 400 names each field; another
 * event's releases and feeds never change.
 *
 * `PROGRAMME_HOSTILE_RUNS=200 npx vitest run server/programme/programme-hostile.test.ts` for a longer run.
 */
const RUNS = Number(process.env.PROGRAMME_HOSTILE_RUNS || 12);
const SEED = Number(process.env.HOSTILE_SEED || 20_261_128);

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

type Endpoint = { method: 'GET' | 'POST'; path: string; body?: JsonSchema; ids?: () => string[]; feed?: boolean };

describe('hostile input on every programme endpoint', () => {
  let t: TestServer;
  let target: RenewingClient;
  let hints: SchemaHints;
  let otherEventId: string;
  let otherBefore: string;
  const tokens: Record<string, string> = {};
  const figures = { tried: 0, fiveXX: 0 };
  const kinds = () => ['page', 'frab', 'ical'];
  const ENDPOINTS: Endpoint[] = [
    { method: 'GET', path: '/console-api/programme/releases' },
    { method: 'GET', path: '/console-api/programme/releases/:id', ids: () => ['1', '2', '0', '-1', '1.5', '99999999999', 'latest'] },
    { method: 'POST', path: '/console-api/programme/releases', body: schema(publishBodySchema) },
    { method: 'GET', path: '/console-api/programme/feeds' },
    { method: 'POST', path: '/console-api/programme/feeds/:id', body: schema(feedSettingsBodySchema), ids: kinds },
    { method: 'POST', path: '/console-api/programme/feeds/:id/renew', ids: kinds },
    { method: 'GET', path: '/feeds/:id', ids: () => Object.values(tokens), feed: true },
    { method: 'GET', path: '/feeds/:id/schedule.json', ids: () => Object.values(tokens), feed: true },
    { method: 'GET', path: '/feeds/:id/schedule.xml', ids: () => Object.values(tokens), feed: true },
    { method: 'GET', path: '/feeds/:id/programme.ics', ids: () => Object.values(tokens), feed: true },
    { method: 'GET', path: '/feeds/ICAL/rooms/:id', ids: () => ['hall-a.ics', 'room.ics'], feed: true },
    { method: 'GET', path: '/feeds/ICAL/speakers/:id', ids: () => ['x.ics'], feed: true },
  ];

  const otherState = async () =>
    JSON.stringify([
      await t.server.db.query('SELECT number, name, snapshot FROM programme_releases WHERE event_id = $1 ORDER BY number', [otherEventId]),
      await t.server.db.query('SELECT kind, token, enabled, listed FROM programme_feeds WHERE event_id = $1 ORDER BY kind', [otherEventId]),
    ]);

  beforeAll(async () => {
    t = await startTestServer();
    const a = await t.newEvent({ name: 'Target event' });
    const b = await t.newEvent({ name: 'Other event' });
    const own = await seedEvent(a, 'own');
    const other = await seedEvent(b, 'other');
    otherEventId = b.eventId;
    for (const c of [a, b]) {
      await fetch(`${t.url}/console-api/programme/releases`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ name: 'First' }) });
      for (const kind of kinds()) {
        const res = await fetch(`${t.url}/console-api/programme/feeds/${kind}`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ on: true, public: true }) });
        if (c === a) tokens[kind] = String(((await res.json()) as Feed).path).split('/').pop() ?? '';
      }
    }
    otherBefore = await otherState();
    target = new RenewingClient(t, a);
    hints = { ids: { own, other }, sectionTypes: {} };
  }, 180_000);

  afterAll(async () => {
    console.log(`[hostile input, programme] ${figures.tried} requests over ${ENDPOINTS.length} endpoints (seed ${SEED}, ${RUNS} runs each): ${figures.fiveXX} answered 5xx`);
    await t?.close();
  });

  it.each(ENDPOINTS.map((e, i) => [`${e.method} ${e.path}`, e, i] as const))('%s', async (_name, endpoint, index) => {
    const input = fc.record({
      id: endpoint.ids ? fc.oneof(fc.constantFrom(...endpoint.ids()), hostileText(), fc.stringMatching(/^[A-Za-z0-9_-]{32}$/)) : fc.constant(''),
      body: endpoint.body ? bodyFor(endpoint.body, hints) : endpoint.method === 'POST' ? bodyFor(undefined, hints) : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ id, body }) => {
        const client = await target.client();
        const raw = body && 'raw' in body ? body.raw : body ? JSON.stringify(body.json) : undefined;
        const contentType = body && 'raw' in body && body.contentType !== undefined ? body.contentType : 'application/json';
        const url = `${t.url}${endpoint.path.replace('ICAL', tokens.ical).replace(':id', encodePath(id))}`;
        const headers = endpoint.feed ? {} : client.headers(raw === undefined ? {} : { 'content-type': contentType });
        const res = await send(url, { method: endpoint.method, headers, body: raw });
        const text = await res.text();
        figures.tried += 1;
        const sent = `${endpoint.method} ${url}\n${(raw ?? '').slice(0, 300)}`;
        if (res.status >= 500) figures.fiveXX += 1;
        expect(res.status, `${res.status} ${text.slice(0, 300)}\nfor ${sent}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type') ?? '', sent).toContain('json');
          const error = apiErrorBodySchema.parse(JSON.parse(text));
          expect(error.error.length, sent).toBeGreaterThan(0);
          if (res.status === 400 || res.status === 413 || res.status === 415) {
            expect(error.details?.length ?? 0, `${res.status} without details: ${text.slice(0, 300)} for ${sent}`).toBeGreaterThan(0);
            for (const d of error.details ?? []) expect(typeof d === 'object' && d.field.length > 0 && d.message.length > 0, `detail without a field: ${JSON.stringify(d)} for ${sent}`).toBe(true);
          }
        }
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
    expect(await otherState(), `another event's programme changed during ${endpoint.method} ${endpoint.path}`).toBe(otherBefore);
  });
});

/**
 * A request; retried once when the connection was reset before any answer (a kept-alive connection timing out on
 * the server just as the next request takes it, as server/hostile-input.test.ts explains).
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!/ECONNRESET|socket/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    return fetch(url, init);
  }
}

/** A path segment for any text, lone surrogates included (sent as a broken client would). */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[A-Za-z0-9]/.test(ch) ? ch : `%${((ch.codePointAt(0) ?? 0) & 0xff).toString(16).padStart(2, '0')}`)).join('');
  }
}
