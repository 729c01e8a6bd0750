import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeSnapshot, Release, ReleaseSummary } from '../../src/contract/programme';
import { programmeChanges, changeWords } from '../../src/contract/programme-changelog';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';

const call = (url: string, c: TestClient, method: string, path: string, body?: unknown) =>
  fetch(`${url}/console-api/programme${path}`, { method, headers: c.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });

/** Releases of the programme: numbered, each compared with the one before, none lost when organisers publish at once. */
describe('programme releases', () => {
  let server: TestServer;
  let org: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    org = await server.newEvent({ name: 'Summit' });
  }, 180_000);
  afterAll(() => server?.close());

  it('keeps what the server holds as release 1, then the changes since it as release 2', async () => {
    const keynote = String((await org.postJson('/upsertSession', { title: 'Keynote', date: '2026-03-14', startTime: '10:00', endTime: '11:00', location: 'Hall B' })).body.documentId);
    const first = (await (await call(server.url, org, 'POST', '/releases', { name: 'First programme', basedOn: 0 })).json()) as Release;
    expect([first.number, first.previous, first.sessionCount, first.changeCount, first.previousSnapshot]).toEqual([1, 0, 1, 1, null]);

    await org.postJson('/upsertSession', { documentId: keynote, location: 'Hall A' });
    const res = await call(server.url, org, 'POST', '/releases', { name: 'Keynote moved to Hall A', basedOn: 1 });
    expect(res.status).toBe(201);
    const second = (await res.json()) as Release;
    expect([second.number, second.previous, second.name]).toEqual([2, 1, 'Keynote moved to Hall A']);
    expect(programmeChanges(second.previousSnapshot, second.snapshot).map(changeWords)).toEqual(['“Keynote” moved from Hall B to Hall A (Sat 14 Mar 10:00–11:00)']);

    const read = (await (await call(server.url, org, 'GET', '/releases/2')).json()) as Release;
    expect(read.snapshot).toEqual(second.snapshot);
    const latest = (await (await call(server.url, org, 'GET', '/releases/latest')).json()) as { release: Release };
    expect(latest.release.number).toBe(2);
    expect((await call(server.url, org, 'GET', '/releases/99')).status).toBe(404);
  });

  it('gives two organisers publishing at once two numbered releases, nothing lost', async () => {
    const team = await server.newEvent({ name: 'Busy team' });
    await team.postJson('/upsertSession', { title: 'Opening', date: '2026-03-14', startTime: '09:00' });
    const N = 8;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => call(server.url, team, 'POST', '/releases', { name: `Release by organiser ${i + 1}` })));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(201));
    const made = (await Promise.all(answers.map((r) => r.json()))) as Release[];
    expect(made.map((r) => r.number).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Each was compared with the one just before it.
    for (const r of made) expect(r.previous).toBe(r.number - 1);
    const list = (await (await call(server.url, team, 'GET', '/releases')).json()) as { releases: ReleaseSummary[] };
    expect(list.releases.map((r) => r.number)).toEqual(Array.from({ length: N }, (_, i) => N - i));
    expect(new Set(list.releases.map((r) => r.name)).size).toBe(N);
    // Only the first counts the session as added; the others changed nothing.
    expect(list.releases.map((r) => r.changeCount)).toEqual([...Array(N - 1).fill(0), 1]);
  });

  it('keeps each event to its own releases, and refuses a key that cannot write the event', async () => {
    const other = await server.newEvent({ name: 'Other' });
    expect(((await (await call(server.url, other, 'GET', '/releases')).json()) as { releases: unknown[] }).releases).toEqual([]);
    const reader = await server.newEvent({ scopes: ['event:read'] });
    const refused = await call(server.url, reader, 'POST', '/releases', { name: 'Nope' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { missingScope: string }).missingScope).toBe('event:write');
  });

  it('answers bad input with a 400 naming the field', async () => {
    const bad = async (method: string, path: string, body?: unknown) => {
      const res = await call(server.url, org, method, path, body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { details: { field: string }[] }).details.map((d) => d.field);
    };
    expect(await bad('POST', '/releases', { name: '' })).toEqual(['name']);
    expect(await bad('POST', '/releases', { name: 'x', basedOn: -1 })).toEqual(['basedOn']);
    expect(await bad('POST', '/releases', { name: 'x', snapshot: { event: {}, sessions: 'no', speakers: [] } })).toContain('snapshot.sessions');
    expect(await bad('GET', '/releases/abc')).toEqual(['number']);
    expect(await bad('POST', '/feeds/radio', { on: true })).toEqual(['kind']);
    expect(await bad('POST', '/feeds/page', { on: 'yes' })).toEqual(['on']);
  });
});

describe('programme releases through UPSTREAM_URL', () => {
  let upstream: TestServer;
  let front: TestServer;
  let org: TestClient;

  beforeAll(async () => {
    upstream = await startTestServer();
    front = await startTestServer({ upstreamUrl: `${upstream.url}/api` });
    const onUpstream = await upstream.newEvent({ name: 'Remote summit' });
    org = clientFor(front.url, onUpstream.apiKey, onUpstream.clientId, onUpstream.eventId);
  }, 180_000);
  afterAll(async () => {
    await front?.close();
    await upstream?.close();
  });

  it('publishes the snapshot the console read, and requires one', async () => {
    const snapshot: ProgrammeSnapshot = {
      event: { name: 'Remote summit', dateStart: '2026-03-14', dateEnd: '2026-03-14', timeZoneOffset: 0 },
      sessions: [{ id: 's1', title: 'Read by the console', date: '2026-03-14', startTime: '10:00', endTime: '11:00', room: 'Hall A', track: '', speakerIds: ['p1'], abstract: '' }],
      speakers: [{ id: 'p1', name: 'Ana Lima', email: 'ana@example.org' }],
    };
    const missing = await call(front.url, org, 'POST', '/releases', { name: 'First' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { details: { field: string }[] }).details[0].field).toBe('snapshot');
    const res = await call(front.url, org, 'POST', '/releases', { name: 'First', snapshot });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Release).snapshot).toEqual(snapshot);

    // The feeds serve it with no key, as on the local API.
    const feed = (await (await call(front.url, org, 'POST', '/feeds/ical', { on: true })).json()) as { path: string };
    const ics = await (await fetch(`${front.url}${feed.path}/programme.ics`)).text();
    expect(ics).toContain('SUMMARY:Read by the console');
    expect(ics).toContain('LOCATION:Hall A');
    expect(ics).not.toContain('ana@example.org');
  });
});
