import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { median, type BenchRow } from './bench-row';
import { drive, GENERATOR_SATURATED, load1, processCpuMs, record, startBareServer, type Recorded, type Request } from './load';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

const ROUNDS = 3;
const TOKEN = 'server-bench-operator-token';

/** What Chromium sends: the server may answer gzip-compressed. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * One request over a kept-alive connection, timed from the call to the last
 * byte of the answer as sent (a compressed body is not decompressed: that is
 * the client's work, not the server's).
 */
function request(agent: http.Agent, url: string, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; bytes: number; text: () => string }> {
  return new Promise((done, fail) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: { 'accept-encoding': ACCEPT_ENCODING, ...init.headers }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        done({ status: res.statusCode ?? 0, bytes: body.byteLength, text: () => body.toString('utf8') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(init.body);
  });
}

const us = (v: number) => Math.round(v);
const ratio = (v: number) => Math.round(v * 100) / 100;

type Demo = { clientId: string; eventId: string; apiKey: string };

/**
 * The server in its own process (`server/main.ts`, large demo: 10,000 guests,
 * 2,000 abstracts, 500 questions in one session; request log on, as in
 * production), so that its CPU is measured apart from the bench's:
 * - p50/p95 latency of each read and write endpoint, one request at a time,
 *   with the server's CPU per request and this process's (the client's) apart;
 * - against the limit: authenticated `/whoami` and the cached guest list (gzip
 *   and not) under closed-loop load, the server's CPU per request beside a bare
 *   `node:http` server answering the same recorded bytes, measured in the same
 *   run, with the load generator's own CPU and the load average.
 */
export async function runServerBench(options: { samples?: number } = {}): Promise<BenchRow[]> {
  const samples = options.samples ?? 30;
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'server-bench-'));
  let server: SpawnedServer | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const t0 = performance.now();
    server = await spawnServer({ DATA_DIR: join(dir, 'data'), DEMO: 'large', OPERATOR_TOKEN: TOKEN, RATE_LIMIT_PER_ADDRESS: '0', LOG_LEVEL: 'info' }, { timeoutMs: 300_000 });
    rows.push({ name: 'server start-up (large demo seeded, own process)', value: Math.round(performance.now() - t0), unit: 'ms' });
    const url = server.url;
    const demo = ((await (await fetch(`${url}/console-config.json`)).json()) as { demo: Demo }).demo;
    // A key per endpoint (or per 250 requests) keeps each under the 300-requests-a-minute limit.
    const keyFor = async () => {
      const res = await fetch(`${url}/operator/keys`, {
        method: 'POST',
        headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: demo.clientId, eventId: demo.eventId, scopes: 'all' }),
      });
      if (!res.ok) throw new Error(`POST /operator/keys answered ${res.status}`);
      return ((await res.json()) as { apiKey: string }).apiKey;
    };
    const headers = (apiKey: string, json = false): Record<string, string> => ({
      'x-api-key': apiKey,
      'x-client-id': demo.clientId,
      'x-event-id': demo.eventId,
      'x-timestamp': String(Date.now()),
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const setupKey = await keyFor();
    const sessions = (await (await fetch(`${url}/api/getSessions`, { headers: headers(setupKey) })).json()) as { documentId: string; hasLiveQA: boolean; hasPoll: boolean }[];
    const qaSession = sessions.find((s) => s.hasLiveQA)!.documentId;
    const pollSession = sessions.find((s) => s.hasPoll)!.documentId;
    const polls = (await (await fetch(`${url}/api/getPolls?sessionId=${pollSession}`, { headers: headers(setupKey) })).json()) as { pollId: string }[];
    const guests = (await (await fetch(`${url}/api/getGuests`, { headers: headers(setupKey) })).json()) as { email: string }[];
    const pid = server.pid;

    const measure = async (name: string, goalMs: number, send: (apiKey: string, i: number) => ReturnType<typeof request>) => {
      const apiKey = await keyFor();
      for (let i = 0; i < 3; i += 1) await send(apiKey, -1 - i);
      // Several rounds: p95 is the median of the rounds' p95 (one stall of this shared machine does not make the figure).
      const rounds: number[][] = [];
      let bytes = 0;
      const serverBefore = processCpuMs(pid);
      const clientBefore = processCpuMs(process.pid);
      for (let round = 0; round < ROUNDS; round += 1) {
        const times: number[] = [];
        for (let i = 0; i < samples; i += 1) {
          const started = performance.now();
          const res = await send(apiKey, round * samples + i);
          times.push(performance.now() - started);
          bytes = res.bytes;
          if (res.status >= 400) throw new Error(`${name} answered ${res.status}: ${res.text().slice(0, 200)}`);
        }
        rounds.push(times.sort((a, b) => a - b));
      }
      const n = samples * ROUNDS;
      const serverMs = (processCpuMs(pid) - serverBefore) / n;
      const clientMs = (processCpuMs(process.pid) - clientBefore) / n;
      rows.push({ name: `${name} p50`, value: percentile(rounds.flat().sort((a, b) => a - b), 50), unit: 'ms' });
      rows.push({ name: `${name} p95 (${bytes >= 10_240 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`} sent)`, value: median(rounds.map((t) => percentile(t, 95))), unit: 'ms', goal: `< ${goalMs} ms` });
      rows.push({ name: `${name} server CPU`, value: Math.round(serverMs * 100) / 100, unit: 'ms/request' });
      rows.push({ name: `${name} bench client CPU (apart from the server's)`, value: Math.round(clientMs * 100) / 100, unit: 'ms/request' });
    };
    const get = (path: string) => (apiKey: string) => request(agent, `${url}/api${path}`, { headers: headers(apiKey) });
    const post = (path: string, body: (i: number) => unknown) => (apiKey: string, i: number) =>
      request(agent, `${url}/api${path}`, { method: 'POST', headers: headers(apiKey, true), body: JSON.stringify(body(i)) });

    // Against the limit first, on a fresh server (the list as seeded, 10,008 guests).
    rows.push(...(await againstTheLimit(server, keyFor, headers)));

    await measure('GET /getGuests (10,000)', 20, get('/getGuests'));
    await measure('GET /getGuestCount', 20, get('/getGuestCount'));
    await measure('GET /getAllTickets', 20, get('/getAllTickets'));
    await measure('GET /getGuestTickets', 20, (k) => get(`/getGuestTickets?userEmail=${encodeURIComponent(guests[500].email)}`)(k));
    await measure('GET /getTicketsByType', 20, get('/getTicketsByType?ticketType=VIP'));
    await measure('GET /getAbstracts (2,000)', 20, get('/getAbstracts'));
    await measure('GET /getQuestions (500 in a session)', 20, get(`/getQuestions?sessionId=${qaSession}`));
    await measure('GET /getPolls', 20, get('/getPolls'));
    await measure('GET /getPollResults', 20, get(`/getPollResults?pollId=${polls[0].pollId}`));
    await measure('GET /getEvent', 20, get('/getEvent'));
    await measure('GET /getSessions', 20, get('/getSessions'));
    await measure('GET /getSpeakers', 20, get('/getSpeakers'));
    await measure('GET /getSponsors', 20, get('/getSponsors'));
    await measure('GET /whoami', 20, get('/whoami'));
    const run = Date.now();
    await measure('POST /addGuest', 30, post('/addGuest', (i) => ({ userEmail: `bench${run}.${i}@example.org`, name: 'Bench' })));
    await measure('POST /addTicket', 30, post('/addTicket', (i) => ({ userEmail: guests[i + 10].email, ticketType: 'Bench' })));
    await measure('POST /upsertQuestion', 30, post('/upsertQuestion', (i) => ({ sessionId: qaSession, question: `Bench question ${i}?` })));
    await measure('POST /upsertPoll', 30, post('/upsertPoll', (i) => ({ sessionId: pollSession, question: `Bench poll ${i}`, options: ['A', 'B', 'C'] })));
    await measure('POST /upsertAbstract', 30, post('/upsertAbstract', (i) => ({ title: `Bench abstract ${i}`, category: 'Neuroscience' })));
    await measure('POST /upsertSession', 30, post('/upsertSession', (i) => ({ title: `Bench session ${i}`, contentData: [{ type: 'title', data: { content: 'x' } }] })));
    await measure('POST /updateEvent', 30, post('/updateEvent', (i) => ({ location: `Hall ${i}` })));
  } finally {
    agent.destroy();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Requests each key sends at most in one scenario (under its 300 a minute). */
const PER_KEY = 250;

/** `count` keys, issued 50 at a time. */
async function manyKeys(keyFor: () => Promise<string>, count: number): Promise<string[]> {
  const keys: string[] = [];
  while (keys.length < count) keys.push(...(await Promise.all(Array.from({ length: Math.min(50, count - keys.length) }, () => keyFor()))));
  return keys;
}

/** 0 … n-1 in a random order (Fisher–Yates). */
function shuffled(n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Closed-loop load on the server, then on a bare node:http server answering
 * the bytes recorded from it, each in its own process; CPU per request of
 * each from /proc (every thread), the generator's (this process) apart.
 */
async function againstTheLimit(server: SpawnedServer, keyFor: () => Promise<string>, headers: (apiKey: string) => Record<string, string>): Promise<BenchRow[]> {
  const scenarios: { label: string; path: string; encoding?: string; count: number; connections: number; goal: string; unseen?: boolean }[] = [
    { label: 'GET /whoami, authenticated', path: '/api/whoami', count: 3000, connections: 4, goal: '≤ 5' },
    // Many consoles, each calling now and then: every key used once before, then each once more after over a second.
    { label: 'GET /whoami, each key unseen for over a second (6,000 keys, random order)', path: '/api/whoami', count: 6000, connections: 4, goal: '≤ 5', unseen: true },
    { label: 'GET /getGuests (10,008, cached), gzip', path: '/api/getGuests', encoding: 'gzip', count: 600, connections: 2, goal: '≤ 3' },
    { label: 'GET /getGuests (10,008, cached), uncompressed', path: '/api/getGuests', count: 200, connections: 2, goal: '≤ 3' },
  ];
  const rows: BenchRow[] = [];
  for (const s of scenarios) {
    const keys = s.unseen ? await manyKeys(keyFor, s.count) : await Promise.all(Array.from({ length: Math.ceil((s.count + 100) / PER_KEY) }, () => keyFor()));
    const order = s.unseen ? shuffled(keys.length) : [];
    const keyOf = (i: number) => (s.unseen ? keys[order[i % keys.length]] : keys[Math.floor(i / PER_KEY) % keys.length]);
    const make = (i: number): Request => ({ path: s.path, headers: { ...headers(keyOf(i)), ...(s.encoding ? { 'accept-encoding': s.encoding } : {}) } });
    const recorded: Recorded = await record(server.url, make(0));
    if (recorded.status !== 200) throw new Error(`${s.label}: the server answered ${recorded.status}`);
    const bare = await startBareServer({ [s.path]: recorded });
    try {
      // Warm-up on both (JIT, caches), then the measured runs. Unseen keys: each used once, then over a second of rest.
      if (s.unseen) {
        await drive(server.url, server.pid, keys.length, s.connections, (i) => ({ path: s.path, headers: headers(keys[i]) }));
        await new Promise((done) => setTimeout(done, 1100));
      } else await drive(server.url, server.pid, 50, s.connections, (i) => make(s.count + i));
      await drive(bare.url, bare.pid, 200, s.connections, make);
      const ours = await drive(server.url, server.pid, s.count, s.connections, make);
      const limit = await drive(bare.url, bare.pid, s.count * 2, s.connections, make);
      const refused = s.count - (ours.statuses.get(200) ?? 0);
      if (refused) throw new Error(`${s.label}: ${refused} answers were not 200 (${[...ours.statuses].map(([k, v]) => `${k}: ${v}`).join(', ')})`);
      const name = `${s.label} (${recorded.body.byteLength >= 10_240 ? `${Math.round(recorded.body.byteLength / 1024)} KB` : `${recorded.body.byteLength} B`} sent)`;
      rows.push(
        { name: `${s.label}: server CPU per request`, value: us(ours.serverUs), unit: 'µs/request' },
        { name: `${s.label}: bare node:http CPU per request, same bytes`, value: us(limit.serverUs), unit: 'µs/request' },
        { name: `${s.label}: server ÷ bare node:http CPU per request`, value: ratio(ours.serverUs / limit.serverUs), unit: '× bare', goal: s.goal },
        { name: `${name}: requests per second, server / bare (${s.connections} connections)`, value: Math.round((ours.requests / ours.wallMs) * 1000), unit: `/s (bare ${Math.round((limit.requests / limit.wallMs) * 1000)})` },
        { name: `${s.label}: load generator CPU per request (server run)`, value: us(ours.generatorUs), unit: 'µs/request' },
        {
          name: `${s.label}: load generator busy, server run${ours.generatorBusy >= GENERATOR_SATURATED ? ' (SATURATED: the generator, not the server, set the pace)' : ''}; server busy ${Math.round(ours.serverBusy * 100)} %`,
          value: Math.round(ours.generatorBusy * 100),
          unit: '% of a core',
        },
        {
          name: `${s.label}: load generator busy, bare run${limit.generatorBusy >= GENERATOR_SATURATED ? ' (SATURATED: the generator set the pace; CPU per request still holds)' : ''}; bare busy ${Math.round(limit.serverBusy * 100)} %`,
          value: Math.round(limit.generatorBusy * 100),
          unit: '% of a core',
        },
        { name: `${s.label}: 1-minute load average during the runs`, value: Math.max(ours.load1, limit.load1), unit: `(2 cores)` },
      );
    } finally {
      await bare.stop();
    }
  }
  rows.push({ name: 'load average when the limit runs ended', value: load1(), unit: '' });
  return rows;
}

export default function run(): Promise<BenchRow[]> {
  return runServerBench();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.env.BENCH_SERVER_LIMIT_ONLY === '1';
  const rows = await runServerBench(only ? { samples: 1 } : {});
  for (const row of rows) console.log(`${row.name.padEnd(110)} ${String(row.value).padStart(8)} ${row.unit}${row.goal ? `   (goal ${row.goal})` : ''}`);
}
