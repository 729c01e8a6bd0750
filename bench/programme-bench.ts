/**
 * Programme feeds: a 200-session, 12-room programme published once, then `schedule.json` read by many clients.
 * The server runs in its own process (server/main.ts, embedded database); in the same run a bare `node:http`
 * server (bench/bare-server.mjs) answers the same recorded bytes, so the figures compare with the limit:
 * - requests a second of `schedule.json` (goal ≥ 5,000 on one process) and server CPU per request against the
 *   bare server's (goal ≤ 2×);
 * - the conditional request (`If-None-Match` with the feed's ETag, 304): CPU per request against the bare
 *   server's 304 (goal ≤ 1.2×);
 * - publishing the programme with its changelog (goal ≤ 1 s).
 * `npx tsx bench/programme-bench.ts` runs it alone (PROGRAMME_BENCH_REQUESTS, default 20,000 per measure).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './bench-row';
import { drive, GENERATOR_SATURATED, record, startBareServer, type Driven } from './load';
import { runWhenCalledDirectly } from './shared';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { clientFor } from '../server/test/test-server';

const TOKEN = 'programme-bench-operator';
const REQUESTS = Number(process.env.PROGRAMME_BENCH_REQUESTS || 20_000);
const CONNECTIONS = 16;
const round = (n: number) => Math.round(n * 10) / 10;

export default async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'programme-bench-'));
  let server: SpawnedServer | undefined;
  const rows: BenchRow[] = [];
  try {
    server = await spawnServer({ DATA_DIR: join(dir, 'data'), OPERATOR_TOKEN: TOKEN, RATE_LIMIT_PER_ADDRESS: '0', LOG_LEVEL: 'warn' }, { timeoutMs: 300_000 });
    const url = server.url;
    const operator = async (path: string, body: unknown) =>
      (await (await fetch(`${url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, string>;
    const event = await operator('/events', { name: 'Programme bench' });
    const { apiKey } = await operator('/keys', { ...event, scopes: 'all' });
    const c = clientFor(url, apiKey, event.clientId, event.eventId);
    await c.postJson('/updateEvent', { dateStart: '2031-05-01', dateEnd: '2031-05-03', timeZoneOffset: 2, trackArray: ['A', 'B', 'C'] });
    const speakers: string[] = [];
    for (let i = 0; i < 60; i += 1) speakers.push(String((await c.postJson('/upsertSpeaker', { name: `Speaker ${i}`, email: `s${i}@bench.example` })).body.documentId));
    // 200 sessions, 12 rooms, 3 days, 9:00 to 18:00 in 45-minute slots.
    for (let i = 0; i < 200; i += 1) {
      const slot = Math.floor(i / 12);
      const day = Math.floor(slot / 6);
      const start = 9 * 60 + (slot % 6) * 60;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      await c.postJson('/upsertSession', {
        title: `Session ${i}: a talk with a title of ordinary length`,
        date: `2031-05-0${day + 1}`,
        startTime: hhmm(start),
        endTime: hhmm(start + 45),
        location: `Room ${(i % 12) + 1}`,
        track: i % 3,
        contentData: [
          { type: 'paragraph', data: { content: 'An abstract of a few sentences that says what the session is about and who it is for.' } },
          { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [speakers[i % 60], speakers[(i + 7) % 60]] } },
        ],
      });
    }
    const call = (path: string, body: unknown) => fetch(`${url}/console-api/programme${path}`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    const t0 = performance.now();
    const published = await call('/releases', { name: 'First programme' });
    if (published.status !== 201) throw new Error(`publish answered ${published.status}`);
    rows.push({ name: 'publish a 200-session programme with its changelog', value: Math.round(performance.now() - t0), unit: 'ms', goal: '≤ 1000' });
    const feed = (await (await call('/feeds/frab', { on: true, public: true })).json()) as { path: string };
    const path = `${feed.path}/schedule.json`;

    const full = await record(url, { path, headers: {} });
    const etag = full.headers.etag ?? '';
    const notModified = await record(url, { path, headers: { 'if-none-match': etag } });
    if (full.status !== 200 || notModified.status !== 304) throw new Error(`schedule.json answered ${full.status}, then ${notModified.status}`);
    const bare = await startBareServer({ [path]: full, '/304': notModified });
    try {
      const measure = async (target: string, pid: number, p: string, headers: Record<string, string>): Promise<Driven> => {
        await drive(target, pid, 500, CONNECTIONS, () => ({ path: p, headers }));
        return drive(target, pid, REQUESTS, CONNECTIONS, () => ({ path: p, headers }));
      };
      const ours = await measure(url, server.pid, path, {});
      const limit = await measure(bare.url, bare.pid, path, {});
      const ours304 = await measure(url, server.pid, path, { 'if-none-match': etag });
      const limit304 = await measure(bare.url, bare.pid, '/304', {});
      const rps = (d: Driven) => Math.round((d.requests / d.wallMs) * 1000);
      const saturated = (d: Driven) => (d.generatorBusy >= GENERATOR_SATURATED ? ' (generator-bound)' : '');
      rows.push(
        { name: `schedule.json (${Math.round(full.body.byteLength / 1024)} KB), requests a second, one process${saturated(ours)}`, value: rps(ours), unit: 'req/s', goal: '≥ 5000' },
        { name: 'schedule.json, bare node:http, requests a second (same bytes, same run)', value: rps(limit), unit: 'req/s' },
        { name: 'schedule.json, server CPU per request', value: round(ours.serverUs), unit: 'µs' },
        { name: 'schedule.json, CPU against the bare server', value: round(ours.serverUs / limit.serverUs), unit: '×', goal: '≤ 2' },
        { name: 'schedule.json 304, server CPU per request', value: round(ours304.serverUs), unit: 'µs' },
        { name: 'schedule.json 304, CPU against the bare server', value: round(ours304.serverUs / limit304.serverUs), unit: '×', goal: '≤ 1.2' },
        { name: 'schedule.json, load generator processor time per request, our run (bare run)', value: round(ours.generatorUs), unit: `µs (${round(limit.generatorUs)} µs)` },
        { name: 'schedule.json, load generator busy, our run (bare run)', value: Math.round(ours.generatorBusy * 100), unit: `% of a core (${Math.round(limit.generatorBusy * 100)} %)` },
        { name: 'load average during the feed measures', value: ours.load1, unit: '' },
      );
      for (const [name, d] of [['ours', ours], ['ours 304', ours304]] as const) {
        if ((d.statuses.get(200) ?? 0) + (d.statuses.get(304) ?? 0) !== d.requests) throw new Error(`${name}: statuses ${JSON.stringify([...d.statuses])}`);
      }
    } finally {
      await bare.stop();
    }
    return rows;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runWhenCalledDirectly(import.meta.url, run);
