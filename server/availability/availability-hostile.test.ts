import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityWriteSchema } from '../../src/contract/availability';
import { apiErrorBodySchema } from '../../src/contract/common';
import { bodyFor, type JsonSchema, type SchemaHints } from '../test/hostile-arbitraries';
import { RenewingClient, seedEvent } from '../test/hostile-event';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The speaker-availability endpoint under hostile input, property-based (fast-check), as
 * server/screens/screens-hostile.test.ts does for the screens: bodies derived from the contract's zod schema
 * mixed with NUL, halves of emoji, huge texts, wrong shapes, malformed JSON and ids of another event. For every
 * request: never a 5xx; an error is in the service's shape and a 400 names each field; another event's
 * availability never changes.
 *
 * `AVAILABILITY_HOSTILE_RUNS=200 npx vitest run server/availability/availability-hostile.test.ts` for a longer run.
 */
const RUNS = Number(process.env.AVAILABILITY_HOSTILE_RUNS || 40);
const SEED = Number(process.env.HOSTILE_SEED || 20_261_128);

describe('hostile input on the speaker-availability endpoint', () => {
  let t: TestServer;
  let target: RenewingClient;
  let hints: SchemaHints;
  let otherEventId: string;
  let otherBefore: string;
  const figures = { tried: 0, fiveXX: 0 };
  const others = async () => JSON.stringify(await t.server.db.query('SELECT speaker_id, mode, slots FROM speaker_availability WHERE event_id = $1 ORDER BY speaker_id', [otherEventId]));

  beforeAll(async () => {
    t = await startTestServer();
    const a = await t.newEvent({ name: 'Target event' });
    const b = await t.newEvent({ name: 'Other event' });
    const own = await seedEvent(a, 'own');
    const other = await seedEvent(b, 'other');
    otherEventId = b.eventId;
    await fetch(`${t.url}/console-api/availability`, {
      method: 'POST',
      headers: b.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ speakerId: other[1], mode: 'unavailable', slots: [{ date: '2026-05-12', from: '09:00', to: '10:00' }] }),
    });
    otherBefore = await others();
    expect(otherBefore).toContain('09:00');
    target = new RenewingClient(t, a);
    hints = { ids: { own, other }, sectionTypes: {} };
  }, 60_000);

  afterAll(async () => {
    console.log(`[hostile input, speaker availability] ${figures.tried} requests (seed ${SEED}, ${RUNS} runs): ${figures.fiveXX} answered 5xx`);
    await t?.close();
  });

  it('POST /console-api/availability: never a 5xx, a 400 names its fields, another event untouched', async () => {
    const schema = z.toJSONSchema(availabilityWriteSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    await fc.assert(
      fc.asyncProperty(bodyFor(schema, hints), async (body) => {
        const client = await target.client();
        const raw = 'raw' in body ? body.raw : JSON.stringify(body.json);
        const contentType = 'raw' in body && body.contentType !== undefined ? body.contentType : 'application/json';
        const res = await fetch(`${t.url}/console-api/availability`, { method: 'POST', headers: client.headers({ 'content-type': contentType }), body: raw });
        const text = await res.text();
        figures.tried += 1;
        if (res.status >= 500) figures.fiveXX += 1;
        const sent = (raw ?? '').slice(0, 300);
        expect(res.status, `${res.status} ${text.slice(0, 300)} for ${sent}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type') ?? '', sent).toContain('json');
          const error = apiErrorBodySchema.parse(JSON.parse(text));
          if (res.status === 400 || res.status === 413 || res.status === 415) {
            expect(error.details?.length ?? 0, `${res.status} without details: ${text.slice(0, 300)} for ${sent}`).toBeGreaterThan(0);
            for (const d of error.details ?? []) expect(typeof d === 'object' && d.field.length > 0 && d.message.length > 0, `detail without a field: ${JSON.stringify(d)}`).toBe(true);
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(await others(), "another event's availability changed").toBe(otherBefore);
  }, 120_000);
});
