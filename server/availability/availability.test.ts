import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityListSchema } from '../../src/contract/availability';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

/** Speakers' availability kept by the console's server: written, read back, removed, and kept to its event. */
describe('speaker availability', () => {
  let t: TestServer;
  let a: TestClient;
  let b: TestClient;
  let speaker: string;
  let otherSpeaker: string;

  const call = (c: TestClient, method: 'GET' | 'POST', body?: unknown) =>
    fetch(`${t.url}/console-api/availability`, { method, headers: c.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });
  const list = async (c: TestClient) => availabilityListSchema.parse(await (await call(c, 'GET')).json()).speakers;

  beforeAll(async () => {
    t = await startTestServer();
    a = await t.newEvent({ name: 'Availability event' });
    b = await t.newEvent({ name: 'Another event' });
    speaker = ((await (await a.post('/upsertSpeaker', { name: 'Ada' })).json()) as { documentId: string }).documentId;
    otherSpeaker = ((await (await b.post('/upsertSpeaker', { name: 'Bo' })).json()) as { documentId: string }).documentId;
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps the times a speaker cannot speak, in order, and reads them back', async () => {
    const res = await call(a, 'POST', { speakerId: speaker, mode: 'unavailable', slots: [{ date: '2026-05-13', from: '14:00', to: '15:00' }, { date: '2026-05-12', from: '09:00', to: '12:00' }] });
    expect(res.status).toBe(200);
    const [entry] = await list(a);
    expect(entry).toMatchObject({ speakerId: speaker, mode: 'unavailable', slots: [{ date: '2026-05-12', from: '09:00', to: '12:00' }, { date: '2026-05-13', from: '14:00', to: '15:00' }] });
    expect(await list(b)).toEqual([]);
  });

  it('replaces the entry on a new write, and an empty list removes it', async () => {
    await call(a, 'POST', { speakerId: speaker, mode: 'available', slots: [{ date: '2026-05-12', from: '10:00', to: '11:00' }] });
    expect((await list(a))[0]).toMatchObject({ mode: 'available', slots: [{ from: '10:00' }] });
    await call(a, 'POST', { speakerId: speaker, mode: 'available', slots: [] });
    expect(await list(a)).toEqual([]);
  });

  it('refuses bad times with a 400 naming the field', async () => {
    const res = await call(a, 'POST', { speakerId: speaker, mode: 'unavailable', slots: [{ date: '2026-02-30', from: '15:00', to: '14:00' }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { field: string }[] };
    expect(body.details.map((d) => d.field)).toEqual(expect.arrayContaining(['slots[0].date', 'slots[0].to']));
  });

  it('refuses a speaker of another event (404) and a key without the scope (403)', async () => {
    expect((await call(a, 'POST', { speakerId: otherSpeaker, mode: 'unavailable', slots: [{ date: '2026-05-12', from: '09:00', to: '10:00' }] })).status).toBe(404);
    const reader = await t.newEvent({ scopes: ['event:read'] });
    expect((await call(reader, 'POST', { speakerId: 'x', mode: 'unavailable', slots: [] })).status).toBe(403);
    expect((await call(reader, 'GET')).status).toBe(200);
    const anonymous = await fetch(`${t.url}/console-api/availability`);
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
  });
});
