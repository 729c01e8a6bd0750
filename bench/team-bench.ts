/**
 * The team (issue "Your team, signed in"): what signing in to the console's server costs against the key.
 * The server runs in its own process (server/main.ts, embedded database, CONSOLE_SECRET set, TRUST_PROXY on so
 * that each member's machine has an address of its own); in the same run:
 * - a member's API call (`/team-api/api/getSessions`, the cookie; the server checks the role and forwards with the
 *   key the organiser shared) against the same call with the key (`/api/getSessions`): server CPU per request of
 *   each, and their ratio (goal ≤ 1.3×). The key allows 300 calls a minute, so each round of 250 calls uses a new
 *   key, shared anew for the members (replacing a key signs no one out) and a new one for the direct calls;
 * - presence with 50 members signed in, each console following the presence stream: one member moves, and the
 *   time until all 50 streams have heard it (goal ≤ 1 s);
 * - the audit log holding 100,000 entries: a filtered page (one member's actions, and one record's) read over
 *   HTTP by an organiser (goal ≤ 200 ms). The entries are written straight into the database of a server started
 *   in this process (writing 100,000 through the API would take the key's budget for five and a half hours).
 * `npx tsx bench/team-bench.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './bench-row';
import { drive, GENERATOR_SATURATED, type Driven } from './load';
import { runWhenCalledDirectly } from './shared';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { clientFor, startTestServer } from '../server/test/test-server';

const TOKEN = 'team-bench-operator';
const SECRET = 'team-bench-console-secret-that-is-long-enough';
const ROUNDS = Number(process.env.TEAM_BENCH_ROUNDS || 8);
const PER_ROUND = 250;
const MEMBERS = 50;
const MOVES = 10;
const AUDIT_ENTRIES = 100_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Member = { name: string; cookie: string; address: string };

export default async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'team-bench-'));
  let server: SpawnedServer | undefined;
  const rows: BenchRow[] = [];
  try {
    server = await spawnServer({ DATA_DIR: join(dir, 'data'), OPERATOR_TOKEN: TOKEN, CONSOLE_SECRET: SECRET, TRUST_PROXY: '1', RATE_LIMIT_PER_ADDRESS: '0', LOG_LEVEL: 'warn' }, { timeoutMs: 300_000 });
    const url = server.url;
    const operator = async (path: string, body: unknown) =>
      (await (await fetch(`${url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, string>;
    const event = await operator('/events', { name: 'Team bench' });
    const newKey = async () => (await operator('/keys', { ...event, scopes: 'all' })).apiKey;
    const organiser = clientFor(url, await newKey(), event.clientId, event.eventId);
    for (let i = 0; i < 12; i += 1) await organiser.postJson('/upsertSession', { title: `Session ${i}`, date: '2031-05-01', startTime: `${String(9 + i).padStart(2, '0')}:00`, endTime: `${String(9 + i).padStart(2, '0')}:45`, location: `Room ${(i % 4) + 1}` });
    const team = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      fetch(`${url}/team-api${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { origin: url, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const share = async (apiKey: string) => {
      const res = await team('/share', { body: {}, headers: clientFor(url, apiKey, event.clientId, event.eventId).headers() });
      if (res.status !== 200) throw new Error(`share answered ${res.status}: ${await res.text()}`);
    };
    await share(await newKey());

    // 50 moderators join, each from a machine of its own.
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const invited = await team('/invitations', { body: { role: 'moderator', rooms: [] }, headers: organiser.headers() });
      const { link } = (await invited.json()) as { link: string };
      const address = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const joined = await team('/join', { body: { token: link.split('#')[1], name: `Member ${i}`, email: `m${i}@team.example`, password: 'a long enough password' }, headers: { 'x-forwarded-for': address } });
      if (joined.status !== 200) throw new Error(`join answered ${joined.status}: ${await joined.text()}`);
      members.push({ name: `Member ${i}`, cookie: (joined.headers.get('set-cookie') ?? '').split(';')[0], address });
    }

    // A member's call against the key's, round by round (each key within its 300 a minute).
    const totals = { member: { cpu: 0, n: 0, wall: 0, busy: 0 }, key: { cpu: 0, n: 0, wall: 0, busy: 0 } };
    const add = (t: { cpu: number; n: number; wall: number; busy: number }, d: Driven) => {
      t.cpu += d.serverUs * d.requests;
      t.n += d.requests;
      t.wall += d.wallMs;
      t.busy = Math.max(t.busy, d.generatorBusy);
    };
    for (let r = 0; r < ROUNDS; r += 1) {
      await share(await newKey());
      const direct = clientFor(url, await newKey(), event.clientId, event.eventId);
      const asMember = (i: number) => {
        const m = members[i % MEMBERS];
        return { path: '/team-api/api/getSessions', headers: { cookie: m.cookie, 'x-forwarded-for': m.address } };
      };
      const withKey = () => ({ path: '/api/getSessions', headers: direct.headers() });
      if (r === 0) {
        // Warm-up of both paths (JIT, caches) within the round's budget.
        await drive(url, server.pid, 20, 4, asMember);
        await drive(url, server.pid, 20, 4, withKey);
      }
      const m = await drive(url, server.pid, PER_ROUND - (r === 0 ? 20 : 0), 4, asMember);
      const k = await drive(url, server.pid, PER_ROUND - (r === 0 ? 20 : 0), 4, withKey);
      for (const [name, d] of [['member', m], ['key', k]] as const) {
        if ((d.statuses.get(200) ?? 0) !== d.requests) throw new Error(`${name}: statuses ${JSON.stringify([...d.statuses])}`);
      }
      add(totals.member, m);
      add(totals.key, k);
    }
    const memberUs = totals.member.cpu / totals.member.n;
    const keyUs = totals.key.cpu / totals.key.n;
    const saturated = totals.member.busy >= GENERATOR_SATURATED || totals.key.busy >= GENERATOR_SATURATED ? ' (generator-bound)' : '';
    rows.push(
      { name: `a member's GET /getSessions through the server: server CPU per request (${totals.member.n} calls)`, value: round1(memberUs), unit: 'µs' },
      { name: `the same call with the key: server CPU per request (${totals.key.n} calls)`, value: round1(keyUs), unit: 'µs' },
      { name: `a member's call against the key's, CPU${saturated}`, value: Math.round((memberUs / keyUs) * 100) / 100, unit: '×', goal: '≤ 1.3' },
    );

    // Presence: 50 consoles following the stream; one member moves; until all 50 have heard it.
    const controller = new AbortController();
    const heard: ((text: string) => void)[] = [];
    const streams = await Promise.all(
      members.map(async (m, i) => {
        const res = await fetch(`${url}/team-api/presence/events?where=Sessions`, { headers: { cookie: m.cookie, accept: 'text/event-stream', 'x-forwarded-for': m.address }, signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`presence stream answered ${res.status}`);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffered = '';
        let id = '';
        const first = new Promise<string>((found) => {
          void (async () => {
            for (;;) {
              const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
              if (done) return;
              buffered += decoder.decode(value, { stream: true });
              if (!id) {
                const hello = /event: hello\ndata: (\{[^\n]*\})/.exec(buffered);
                if (hello) {
                  id = String((JSON.parse(hello[1]) as { id: string }).id);
                  found(id);
                }
              }
              heard[i]?.(buffered);
              if (buffered.length > 200_000) buffered = buffered.slice(-100_000);
            }
          })();
        });
        return { id: await first };
      }),
    );
    const delays: number[] = [];
    for (let move = 0; move < MOVES; move += 1) {
      const where = `Hall ${move} control room`;
      const all = Promise.all(members.map((_, i) => new Promise<void>((done) => (heard[i] = (text) => (text.includes(where) ? done() : undefined)))));
      const t0 = performance.now();
      const moved = await team(`/presence/${streams[0].id}`, { body: { where }, headers: { cookie: members[0].cookie, 'x-forwarded-for': members[0].address } });
      if (moved.status !== 200) throw new Error(`presence move answered ${moved.status}: ${await moved.text()}`);
      await all;
      delays.push(performance.now() - t0);
    }
    controller.abort();
    delays.sort((a, b) => a - b);
    rows.push(
      { name: `presence: a member moves, until all ${MEMBERS} consoles heard it, median of ${MOVES}`, value: Math.round(percentile(delays, 50)), unit: 'ms' },
      { name: `presence: the same, slowest of ${MOVES}`, value: Math.round(delays[delays.length - 1]), unit: 'ms', goal: '≤ 1000' },
    );
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  // The audit log at 100,000 entries, read over HTTP from a server in this process.
  const local = await startTestServer({ consoleSecret: SECRET });
  try {
    const org = await local.newEvent({ name: 'Audit bench' });
    await local.server.db.query(
      `INSERT INTO team_audit (event_id, at, member_id, member_name, role, action, record, outcome, status, detail)
       SELECT $1, $2::bigint + g * 1000, 'mem_' || (g % 40), 'Member ' || (g % 40), 'moderator', CASE WHEN g % 3 = 0 THEN '/upsertQuestion' ELSE '/upsertPoll' END,
              'rec_' || (g % 5000), CASE WHEN g % 17 = 0 THEN 'refused' ELSE 'done' END, 200, ''
       FROM generate_series(1, $3::int) g`,
      [org.eventId, Date.now() - AUDIT_ENTRIES * 1000, AUDIT_ENTRIES],
    );
    const page = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(`${local.url}/team-api/audit?${query}`, { headers: org.headers() });
      const body = (await res.json()) as { entries: unknown[] };
      if (res.status !== 200 || body.entries.length === 0) throw new Error(`audit ${query} answered ${res.status} with ${body.entries.length} entries`);
      return performance.now() - t0;
    };
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      times.push(await page(`member=mem_${i % 40}&limit=50`));
      times.push(await page(`record=rec_${i * 7}&limit=50`));
      times.push(await page(`outcome=refused&action=/upsertPoll&limit=50`));
    }
    times.sort((a, b) => a - b);
    rows.push(
      { name: `audit log of ${AUDIT_ENTRIES.toLocaleString('en')} entries: a filtered page over HTTP, median of ${times.length}`, value: round1(percentile(times, 50)), unit: 'ms' },
      { name: 'audit log: the same, slowest', value: round1(times[times.length - 1]), unit: 'ms', goal: '≤ 200' },
    );
  } finally {
    await local.close();
  }
  return rows;
}

runWhenCalledDirectly(import.meta.url, run);
