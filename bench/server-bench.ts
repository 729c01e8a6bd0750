import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../server/server';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  goal?: string;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

/**
 * Starts the server with the large demo (10,000 guests, 2,000 abstracts, 500
 * questions in one session) on a temporary data folder and measures start-up
 * time and p50/p95 latency of each read and write endpoint over HTTP.
 */
export async function runServerBench(options: { samples?: number } = {}): Promise<BenchRow[]> {
  const samples = options.samples ?? 40;
  const dir = mkdtempSync(join(tmpdir(), 'server-bench-'));
  const rows: BenchRow[] = [];
  const server = await startServer({ port: 0, dataDir: dir, demo: 'large', operatorToken: 'bench', attendeeApi: false, simulator: false, distDir: join(dir, 'no-dist') });
  try {
    rows.push({ name: 'server start-up (large demo seeded)', value: server.startupMs, unit: 'ms' });
    const demo = server.demo!;
    // A key without the rate limit in the way: one key per endpoint keeps each under 300 requests a minute.
    const keyFor = async () => {
      const res = await fetch(`${server.url}/operator/keys`, {
        method: 'POST',
        headers: { 'x-operator-token': 'bench', 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: demo.clientId, eventId: demo.eventId, scopes: 'all' }),
      });
      return ((await res.json()) as { apiKey: string }).apiKey;
    };
    const headers = (apiKey: string, json = false) => ({
      'x-api-key': apiKey,
      'x-client-id': demo.clientId,
      'x-event-id': demo.eventId,
      'x-timestamp': String(Date.now()),
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const setupKey = await keyFor();
    const sessions = (await (await fetch(`${server.url}/api/getSessions`, { headers: headers(setupKey) })).json()) as { documentId: string; hasLiveQA: boolean; hasPoll: boolean }[];
    const qaSession = sessions.find((s) => s.hasLiveQA)!.documentId;
    const pollSession = sessions.find((s) => s.hasPoll)!.documentId;
    const polls = (await (await fetch(`${server.url}/api/getPolls?sessionId=${pollSession}`, { headers: headers(setupKey) })).json()) as { pollId: string }[];
    const guests = (await (await fetch(`${server.url}/api/getGuests`, { headers: headers(setupKey) })).json()) as { email: string }[];

    const measure = async (name: string, goalMs: number, request: (apiKey: string, i: number) => Promise<Response>) => {
      const apiKey = await keyFor();
      for (let i = 0; i < 3; i += 1) await (await request(apiKey, -1 - i)).arrayBuffer();
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < samples; i += 1) {
        const started = performance.now();
        const res = await request(apiKey, i);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status >= 400) throw new Error(`${name} answered ${res.status}`);
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      rows.push({ name: `${name} p50`, value: percentile(times, 50), unit: 'ms' });
      rows.push({ name: `${name} p95`, value: percentile(times, 95), unit: 'ms', goal: `< ${goalMs} ms` });
      // Server and client share this process: CPU time per request, both sides together (the load of other programs does not count).
      rows.push({ name: `${name} CPU`, value: Math.round(((cpu.user + cpu.system) / 1000 / samples) * 10) / 10, unit: 'ms/request' });
    };
    const get = (path: string) => (apiKey: string) => fetch(`${server.url}/api${path}`, { headers: headers(apiKey) });
    const post = (path: string, body: (i: number) => unknown) => (apiKey: string, i: number) =>
      fetch(`${server.url}/api${path}`, { method: 'POST', headers: headers(apiKey, true), body: JSON.stringify(body(i)) });

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
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runServerBench();
  for (const row of rows) console.log(`${row.name.padEnd(44)} ${String(row.value).padStart(8)} ${row.unit}${row.goal ? `   (goal ${row.goal})` : ''}`);
}
