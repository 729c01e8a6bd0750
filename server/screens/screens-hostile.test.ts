import { monitorMessageSchema, monitorSeenSchema, roomHoldSchema, speakerTimeSchema } from '../../src/contract/room-desk';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/contract/common';
import { toArgb } from '../../src/contract/colour';
import {
  SCREEN_COLOUR_FIELDS,
  isScreenBanner,
  pollModeSchema,
  programmeRelaySchema,
  relaySchema,
  screenCreateSchema,
  screenLookRelaySchema,
  screenMoveSchema,
  screenPairSchema,
  screenRenameSchema,
  screenSettingsSchema,
  stageWriteSchema,
  type ScreenView,
} from '../../src/contract/screens';
import { stageCommandRequestSchema } from '../../src/contract/stage-command';
import { bodyFor, hostileText, objectFor, type JsonSchema, type SchemaHints } from '../test/hostile-arbitraries';
import { RenewingClient, seedEvent } from '../test/hostile-event';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';

/**
 * Every room-screens endpoint under hostile input, property-based (fast-check), as server/hostile-input.test.ts
 * does for the API: bodies derived from the contract's zod schemas (as JSON Schema) mixed with NUL, halves of
 * emoji, huge texts, wrong shapes, malformed JSON and ids of another event; screen ids and link tokens in the
 * address the same. For every request: never a 5xx; an error is in the service's shape and a 400 names each
 * field; another event's screens never change.
 *
 * `SCREENS_HOSTILE_RUNS=200 npx vitest run server/screens/screens-hostile.test.ts` for a longer run.
 */
const RUNS = Number(process.env.SCREENS_HOSTILE_RUNS || 12);
const SEED = Number(process.env.HOSTILE_SEED || 20_261_127);

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

type Endpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: JsonSchema; idInPath?: boolean; screen?: boolean };
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/console-api/screens' },
  { method: 'POST', path: '/console-api/screens', body: schema(screenCreateSchema) },
  { method: 'POST', path: '/console-api/screens/stage', body: schema(stageWriteSchema) },
  { method: 'POST', path: '/console-api/screens/stage/command', body: schema(stageCommandRequestSchema) },
  { method: 'POST', path: '/console-api/screens/settings', body: schema(screenSettingsSchema) },
  { method: 'POST', path: '/console-api/screens/poll-mode', body: schema(pollModeSchema) },
  // On the local API a well-formed relay answers 409 (nothing to relay); its input is checked first all the same.
  { method: 'POST', path: '/console-api/screens/relay', body: schema(relaySchema) },
  { method: 'POST', path: '/console-api/screens/:id', body: schema(screenRenameSchema), idInPath: true },
  { method: 'POST', path: '/console-api/screens/:id/room', body: schema(screenMoveSchema), idInPath: true },
  { method: 'POST', path: '/console-api/screens/:id/renew', idInPath: true },
  { method: 'DELETE', path: '/console-api/screens/:id', idInPath: true },
  { method: 'GET', path: '/screen-api/:id', idInPath: true, screen: true },
  { method: 'POST', path: '/console-api/screens/pair', body: schema(screenPairSchema) },
  { method: 'POST', path: '/screen-api/pair', screen: true },
  { method: 'GET', path: '/screen-api/pair/:id', idInPath: true, screen: true },
  { method: 'POST', path: '/console-api/rooms/message', body: schema(monitorMessageSchema) },
  { method: 'POST', path: '/console-api/screens/programme', body: schema(programmeRelaySchema) },
  { method: 'POST', path: '/console-api/rooms/hold', body: schema(roomHoldSchema) },
  { method: 'POST', path: '/console-api/rooms/speaker-time', body: schema(speakerTimeSchema) },
  { method: 'POST', path: '/screen-api/:id/seen', body: schema(monitorSeenSchema), idInPath: true, screen: true },
];

describe('hostile input on every room-screens endpoint', () => {
  let t: TestServer;
  let target: RenewingClient;
  let hints: SchemaHints;
  let screenIds: string[];
  let otherEventId: string;
  let otherBefore: string;
  const figures = { tried: 0, fiveXX: 0 };

  const otherScreens = async () => JSON.stringify(await t.server.db.query('SELECT id, name, token_hash, session_id FROM screens WHERE event_id = $1 ORDER BY id', [otherEventId]));

  beforeAll(async () => {
    t = await startTestServer();
    const a = await t.newEvent({ name: 'Target event' });
    const b = await t.newEvent({ name: 'Other event' });
    const own = await seedEvent(a, 'own');
    const other = await seedEvent(b, 'other');
    otherEventId = b.eventId;
    const make = async (c: typeof a, sessionId: string | null) => {
      const res = await fetch(`${t.url}/console-api/screens`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId, name: 'Hall' }) });
      return ((await res.json()) as { screen: { id: string }; token: string }).screen.id;
    };
    screenIds = [await make(a, own[0]), await make(a, null), await make(b, other[0])];
    otherBefore = await otherScreens();
    target = new RenewingClient(t, a);
    hints = { ids: { own: [...own, ...screenIds.slice(0, 2)], other: [...other, screenIds[2]] }, sectionTypes: {} };
  }, 60_000);

  afterAll(async () => {
    console.log(`[hostile input, room screens] ${figures.tried} requests over ${ENDPOINTS.length} endpoints (seed ${SEED}, ${RUNS} runs each): ${figures.fiveXX} answered 5xx`);
    await t?.close();
  });

  it.each(ENDPOINTS.map((e, i) => [`${e.method} ${e.path}`, e, i] as const))('%s', async (_name, endpoint, index) => {
    const input = fc.record({
      id: endpoint.idInPath ? fc.oneof(fc.constantFrom(...screenIds), hostileText(), fc.stringMatching(/^[A-Za-z0-9_-]{32}$/)) : fc.constant(''),
      body: endpoint.body ? bodyFor(endpoint.body, hints) : endpoint.method === 'POST' ? bodyFor(undefined, hints) : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ id, body }) => {
        const client = await target.client();
        const raw = body && 'raw' in body ? body.raw : body ? JSON.stringify(body.json) : undefined;
        const contentType = body && 'raw' in body && body.contentType !== undefined ? body.contentType : 'application/json';
        const url = `${t.url}${endpoint.path.replace(':id', encodePath(id))}`;
        const headers = endpoint.screen ? {} : client.headers(raw === undefined ? {} : { 'content-type': contentType });
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
    expect(await otherScreens(), `another event's screens changed during ${endpoint.method} ${endpoint.path}`).toBe(otherBefore);
  });
});

/** Banner addresses a careless or hostile console might relay: good ones, and every kind a screen must never draw. */
const BANNERS = [
  'https://cdn.example.org/banner.png',
  'http://example.org/b.png?size=wide#top',
  '/media/banner-1.png',
  '',
  '  https://cdn.example.org/padded.png  ',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/1',
  '//evil.example/b.png',
  '/media/../api/whoami',
  '/api/whoami',
  'https://',
  'http://exa mple.org/',
  'https:\\evil.example',
  '\u0000https://x.example/',
];
const COLOURS: unknown[] = ['#0B3D2E', '#FF0B3D2E', 0, 4294967295, 4294967296, -1, 1.5, '#GGGGGG', 'red', 'rgb(0,0,0)', '#0b3d2', null, 'url(javascript:alert(1))'];

/**
 * In front of a remote API (`UPSTREAM_URL`) the consoles relay the event's look with the programme, and the server
 * keeps it and draws every screen of the event with it. Whatever look comes (the contract's fields with good and
 * hostile values, unknown fields, wrong shapes): never a 5xx, a refusal names its fields, and what a screen
 * receives is only ever a banner of http(s) or this server's /media, colours a palette can read, and no field
 * the look does not have.
 */
describe('hostile looks relayed with the programme in front of a remote API', () => {
  let upstream: TestServer;
  let front: TestServer;
  let organiser: TestClient;
  let token: string;
  const figures = { tried: 0, accepted: 0 };

  beforeAll(async () => {
    upstream = await startTestServer();
    front = await startTestServer({ upstreamUrl: `${upstream.url}/api` });
    const ev = await upstream.newEvent({ name: 'Relayed look' });
    organiser = clientFor(front.url, ev.apiKey, ev.clientId, ev.eventId);
    const res = await fetch(`${front.url}/console-api/screens`, { method: 'POST', headers: organiser.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId: null, room: '', name: 'Foyer' }) });
    token = ((await res.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => {
    console.log(`[hostile input, relayed look] ${figures.tried} relays, ${figures.accepted} accepted`);
    await front?.close();
    await upstream?.close();
  });

  it('POST /console-api/screens/programme with a look', async () => {
    const hints: SchemaHints = { ids: { own: [], other: [] }, sectionTypes: {} };
    const goodColours = fc.dictionary(fc.constantFrom(...SCREEN_COLOUR_FIELDS), fc.constantFrom<unknown>('#0B3D2E', '#FF0B3D2E', '#fff8e7', 0, 4294967295), { maxKeys: 4 });
    const good = fc.record({ name: fc.constantFrom('Harbour Summit', '  Harbour Summit  ', '', '🇩🇪 Gipfel'), banner: fc.constantFrom(...BANNERS.slice(0, 5)), colours: goodColours });
    // A good look with one part made hostile (or none): each refusal then has one cause, and many looks go through.
    const spoilt = fc.oneof(
      fc.constant((l: Record<string, unknown>) => l),
      fc.oneof(hostileText(), fc.constantFrom<unknown>(null, 42, ['x'])).map((name) => (l: Record<string, unknown>) => ({ ...l, name })),
      fc.oneof(fc.constantFrom<unknown>(...BANNERS), hostileText()).map((banner) => (l: Record<string, unknown>) => ({ ...l, banner })),
      fc.tuple(fc.constantFrom<string>(...SCREEN_COLOUR_FIELDS, 'secondaryFontColor', 'tintColor'), fc.constantFrom(...COLOURS)).map(([field, value]) => (l: Record<string, unknown>) => ({ ...l, colours: { ...(l.colours as object), [field]: value } })),
      fc.constantFrom<Record<string, unknown>>({ supportEmail: 'team@example.org' }, { apiKey: 'secret-key' }, { welcomeText: 'x' }).map((extra) => (l: Record<string, unknown>) => ({ ...l, ...extra })),
    );
    const look = fc.oneof({ weight: 4, arbitrary: fc.tuple(good, spoilt).map(([l, spoil]) => spoil(l)) }, { weight: 1, arbitrary: objectFor(schema(screenLookRelaySchema), hints) });
    await fc.assert(
      fc.asyncProperty(look, fc.integer({ min: -12, max: 14 }), async (sent, offset) => {
        const body = JSON.stringify({ timeZoneOffset: offset, sessions: [], look: sent });
        const res = await send(`${front.url}/console-api/screens/programme`, { method: 'POST', headers: organiser.headers({ 'content-type': 'application/json' }), body });
        const text = await res.text();
        figures.tried += 1;
        expect(res.status, `${res.status} ${text.slice(0, 300)} for ${body.slice(0, 300)}`).toBeLessThan(500);
        if (res.status !== 200) {
          expect(res.status, text).toBe(400);
          const error = apiErrorBodySchema.parse(JSON.parse(text));
          expect(error.details?.length ?? 0, text).toBeGreaterThan(0);
          for (const d of error.details ?? []) expect(typeof d === 'object' && d.field.startsWith('look'), `${JSON.stringify(d)} for ${body.slice(0, 300)}`).toBe(true);
          return;
        }
        figures.accepted += 1;
        const view = (await (await fetch(`${front.url}/screen-api/${token}`)).json()) as ScreenView;
        expect(Object.keys(view.event).sort()).toEqual(['banner', 'colours', 'name', 'timeZoneOffset']);
        expect(view.event.timeZoneOffset).toBe(offset);
        if (view.event.banner !== null) expect(isScreenBanner(view.event.banner), view.event.banner).toBe(true);
        expect(view.event.banner ?? '').not.toMatch(/^\s*(javascript|data|vbscript|file|blob):|^\/\//i);
        for (const [field, value] of Object.entries(view.event.colours)) {
          expect(SCREEN_COLOUR_FIELDS as readonly string[]).toContain(field);
          expect(toArgb(value), `${field}: ${String(value)}`).toBeDefined();
        }
        expect(JSON.stringify(view)).not.toMatch(/team@example\.org|secret-key/);
      }),
      { seed: SEED + ENDPOINTS.length, numRuns: RUNS * 4, endOnFailure: true },
    );
  }, 120_000);
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
