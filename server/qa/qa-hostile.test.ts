import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/contract/common';
import { qaArchiveSchema, qaAutoApprovedSchema, qaQueueSchema, qaSessionSettingsSchema, qaSettingsSchema, qaStateQuerySchema } from '../../src/contract/qa';
import { bodyFor, type JsonSchema, type SchemaHints } from '../test/hostile-arbitraries';
import { RenewingClient, seedEvent } from '../test/hostile-event';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Every Q&A endpoint of the console's server under hostile input (fast-check), as server/screens/screens-hostile.test.ts
 * does for the screens: bodies derived from the contract's schemas mixed with NUL, halves of emoji, huge texts,
 * wrong shapes, malformed JSON and ids of another event. Never a 5xx; an error is in the service's shape and a
 * 400 names each field; another event's Q&A data never changes.
 */
const RUNS = Number(process.env.QA_HOSTILE_RUNS || 12);
const SEED = Number(process.env.HOSTILE_SEED || 20_261_128);
const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const ENDPOINTS: { path: string; body: JsonSchema }[] = [
  { path: '/console-api/qa/state', body: schema(qaStateQuerySchema) },
  { path: '/console-api/qa/queue', body: schema(qaQueueSchema) },
  { path: '/console-api/qa/archive', body: schema(qaArchiveSchema) },
  { path: '/console-api/qa/session-settings', body: schema(qaSessionSettingsSchema) },
  { path: '/console-api/qa/auto-approved', body: schema(qaAutoApprovedSchema) },
  { path: '/console-api/qa/settings', body: schema(qaSettingsSchema) },
];

describe('hostile input on every Q&A endpoint', () => {
  let t: TestServer;
  let target: RenewingClient;
  let hints: SchemaHints;
  let otherEventId: string;
  let otherBefore: string;

  const otherData = async () =>
    JSON.stringify(
      await Promise.all(['qa_queues', 'qa_archive', 'qa_settings', 'qa_session_settings', 'qa_auto'].map((table) => t.server.db.query(`SELECT * FROM ${table} WHERE event_id = $1 ORDER BY 1, 2`, [otherEventId]))),
    );

  beforeAll(async () => {
    t = await startTestServer();
    const a = await t.newEvent({ name: 'Target event' });
    const b = await t.newEvent({ name: 'Other event' });
    const own = await seedEvent(a, 'own');
    const other = await seedEvent(b, 'other');
    otherEventId = b.eventId;
    await fetch(`${t.url}/console-api/qa/queue`, { method: 'POST', headers: b.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId: other[0], order: other.slice(1, 3) }) });
    otherBefore = await otherData();
    target = new RenewingClient(t, a);
    hints = { ids: { own, other }, sectionTypes: {} };
  }, 60_000);
  afterAll(() => t?.close());

  it.each(ENDPOINTS.map((e, i) => [e.path, e, i] as const))('POST %s', async (_name, endpoint, index) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(endpoint.body, hints), async (body) => {
        const client = await target.client();
        const raw = 'raw' in body ? body.raw : JSON.stringify(body.json);
        const contentType = 'raw' in body && body.contentType !== undefined ? body.contentType : 'application/json';
        const res = await fetch(`${t.url}${endpoint.path}`, { method: 'POST', headers: client.headers({ 'content-type': contentType }), body: raw });
        const text = await res.text();
        const sent = `${endpoint.path}\n${raw.slice(0, 300)}`;
        expect(res.status, `${res.status} ${text.slice(0, 300)}\nfor ${sent}`).toBeLessThan(500);
        if (res.status >= 400) {
          const error = apiErrorBodySchema.parse(JSON.parse(text));
          expect(error.error.length, sent).toBeGreaterThan(0);
          if (res.status === 400) {
            expect(error.details?.length ?? 0, `400 without details: ${text.slice(0, 300)} for ${sent}`).toBeGreaterThan(0);
            for (const d of error.details ?? []) expect(typeof d === 'object' && d.field.length > 0 && d.message.length > 0, `detail without a field: ${JSON.stringify(d)}`).toBe(true);
          }
        }
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
    expect(await otherData(), `another event's Q&A data changed during ${endpoint.path}`).toBe(otherBefore);
  });
});
