/**
 * Room screens: a server of its own (in memory, this process), a moderator's key and screens reading their
 * streams as a remote screen would (no key, its own HTTP connection). Measures:
 * - show → screen: from the moderator's POST /console-api/screens/stage to the new view on a screen (p50, p95);
 * - vote → screen: from an attendee's vote (acknowledged) to the screen's bar counting it (p50, p95);
 * - 200 screens on one process: a show reaching all of them (p95 of the last screen), and the process's CPU over
 *   10 idle seconds with them connected (client and server share the process: an upper bound).
 * `npx tsx bench/screens-bench.ts` runs it alone (`SCREENS_BENCH=upstream` only the UPSTREAM_URL part); `npm run bench -- screens-bench` within the bench table.
 */
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row';
import { startServer } from '../server/server';
import { openScreenStream, type StreamReader } from '../server/screens/screen-stream-client';
import { clientFor } from '../server/test/test-server';
import { POLL_LIST_PACE } from '../src/api/adaptive-refresh';

const TOKEN = 'screens-bench-operator';
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** Every measure: the local API's, then through UPSTREAM_URL (one after the other, never at once). */
export default async function run(): Promise<BenchRow[]> {
  return [...(await runLocal()), ...(await runUpstream())];
}

export async function runLocal(): Promise<BenchRow[]> {
  const server = await startServer({ port: 0, dataDir: 'memory://', operatorToken: TOKEN, demo: 'off', attendeeApi: true, simulator: false, distDir: '/nonexistent', addressLimitPerMinute: 0 });
  const streams: StreamReader[] = [];
  try {
    const operator = async (path: string, body: unknown) =>
      (await (await fetch(`${server.url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, string>;
    const event = await operator('/events', { name: 'Screens bench' });
    const { apiKey } = await operator('/keys', { ...event, scopes: 'all' });
    const c = clientFor(server.url, apiKey, event.clientId, event.eventId);
    const sessionId = String((await c.postJson('/upsertSession', { title: 'Keynote', hasPoll: true, hasLiveQA: true })).body.documentId);
    const pollId = String((await c.postJson('/upsertPoll', { sessionId, question: 'Which?', options: ['A', 'B'], visible: true, locked: false })).body.pollId);
    const questionIds: string[] = [];
    for (let i = 0; i < 4; i += 1) questionIds.push(String((await c.postJson('/upsertQuestion', { sessionId, question: `Question ${i}?`, status: 'approved' })).body.questionId));
    const call = (path: string, body: unknown) => fetch(`${server.url}/console-api${path}`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    const newScreen = async () => String(((await (await call('/screens', { sessionId, name: 'Screen' })).json()) as { token: string }).token);
    const show = (content: unknown) => call('/screens/stage', { sessionId, content });

    // Show → one remote screen.
    const one = await openScreenStream(`${server.url}/screen-api/${await newScreen()}/events`);
    streams.push(one);
    await one.next(() => true);
    const showMs: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const questionId = questionIds[i % questionIds.length];
      const at = performance.now();
      const before = one.views.length;
      await show({ kind: 'question', questionId });
      await one.next((v) => one.views.indexOf(v) >= before && v.content.kind === 'question' && v.content.question?.id === questionId);
      showMs.push(performance.now() - at);
      await show({ kind: 'questions' });
      await one.next((v) => one.views.indexOf(v) >= before && v.content.kind === 'questions');
    }

    // Vote → the bar on that screen.
    await show({ kind: 'poll', pollId });
    await one.next((v) => v.content.kind === 'poll' && !!v.content.poll);
    const emails = Array.from({ length: 40 }, (_, i) => `voter${i}@bench.example`);
    for (const email of emails) await c.post('/addGuest', { userEmail: email });
    const voteMs: number[] = [];
    for (let i = 0; i < emails.length; i += 1) {
      const at = performance.now();
      const res = await c.attendee('/vote', { pollId, email: emails[i], options: ['A'] });
      if (res.status !== 200) throw new Error(`vote answered ${res.status}`);
      await one.next((v) => v.content.kind === 'poll' && (v.content.poll?.options[0].votes ?? 0) >= i + 1);
      voteMs.push(performance.now() - at);
      await new Promise((r) => setTimeout(r, 120)); // votes apart, each measured on its own
    }

    // 200 screens on this process.
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newScreen()));
    for (let i = 0; i < 200; i += 1) streams.push(await openScreenStream(`${server.url}/screen-api/${tokens[i % tokens.length]}/events`));
    const many = streams.slice(1);
    await Promise.all(many.map((s) => s.next(() => true, 30_000)));
    const fanMs: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const questionId = questionIds[i % questionIds.length];
      const marks = many.map((s) => s.views.length);
      const at = performance.now();
      await show({ kind: 'question', questionId });
      await Promise.all(many.map((s, k) => s.next((v) => s.views.indexOf(v) >= marks[k] && v.content.kind === 'question' && v.content.question?.id === questionId, 10_000)));
      fanMs.push(performance.now() - at);
      await show({ kind: 'questions' });
      await Promise.all(many.map((s, k) => s.next((v) => s.views.indexOf(v) >= marks[k] && v.content.kind === 'questions', 10_000)));
    }
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((r) => setTimeout(r, 10_000));
    const cpu = process.cpuUsage(cpuBefore);
    const idleCpuPct = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100;

    return [
      { name: 'screens: show → remote screen p50', value: round(pct(showMs, 50)), unit: 'ms', goal: '≤ 250 ms' },
      { name: 'screens: show → remote screen p95', value: round(pct(showMs, 95)), unit: 'ms', goal: '≤ 1000 ms' },
      { name: 'screens: vote → bar on screen p50', value: round(pct(voteMs, 50)), unit: 'ms', goal: '≤ 300 ms' },
      { name: 'screens: vote → bar on screen p95', value: round(pct(voteMs, 95)), unit: 'ms' },
      { name: 'screens: show → all of 200 screens p95', value: round(pct(fanMs, 95)), unit: 'ms', goal: '≤ 1000 ms' },
      { name: 'screens: idle CPU with 200 screens (server and clients)', value: round(idleCpuPct), unit: '% of a core', goal: '< 2 %' },
    ];
  } finally {
    for (const s of streams) s.close();
    await server.close();
  }
}

/**
 * Vote → bar through `UPSTREAM_URL`: the console's server in front of a remote API holds no figures, so a console
 * relays what it reads. One simulated polls page reads `/getPolls` of the session at the page's pace while votes
 * arrive (POLL_LIST_PACE.fastMs) from the remote API, as the console does anyway, and relays the poll on screen to
 * its server when it changed; the screen streams from that server. Votes come 0.3–1.5 s apart at random moments.
 */
export async function runUpstream(votes = 30): Promise<BenchRow[]> {
  const upstream = await startServer({ port: 0, dataDir: 'memory://', operatorToken: TOKEN, demo: 'off', attendeeApi: true, simulator: false, distDir: '/nonexistent', addressLimitPerMinute: 0 });
  const front = await startServer({ port: 0, dataDir: 'memory://', operatorToken: TOKEN, demo: 'off', attendeeApi: false, simulator: false, distDir: '/nonexistent', addressLimitPerMinute: 0, upstreamUrl: `${upstream.url}/api` });
  let stop = false;
  let screen: StreamReader | undefined;
  try {
    const operator = async (path: string, body: unknown) =>
      (await (await fetch(`${upstream.url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, string>;
    const event = await operator('/events', { name: 'Screens bench, remote API' });
    const { apiKey } = await operator('/keys', { ...event, scopes: 'all' });
    const api = clientFor(upstream.url, apiKey, event.clientId, event.eventId);
    const viaFront = clientFor(front.url, apiKey, event.clientId, event.eventId);
    const sessionId = String((await api.postJson('/upsertSession', { title: 'Keynote', hasPoll: true, hasLiveQA: true })).body.documentId);
    const pollId = String((await api.postJson('/upsertPoll', { sessionId, question: 'Which?', options: ['A', 'B'], visible: true, locked: false })).body.pollId);
    const call = (path: string, body: unknown) => fetch(`${front.url}/console-api${path}`, { method: 'POST', headers: viaFront.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    const token = String(((await (await call('/screens', { sessionId, name: 'Hall A' })).json()) as { token: string }).token);
    await call('/screens/stage', { sessionId, content: { kind: 'poll', pollId } });
    screen = await openScreenStream(`${front.url}/screen-api/${token}/events`);
    const reader = screen;
    await reader.next((v) => v.content.kind === 'poll');

    // The polls page: reads at its pace, relays what changed.
    let reads = 0;
    let relays = 0;
    let last = '';
    const page = (async () => {
      while (!stop) {
        const started = performance.now();
        const { body } = await api.getJson<{ pollId: string; question: string; options: string[]; visible: boolean; locked: boolean; showVotes: boolean; voteCounts?: Record<string, number>; voterCount?: number }[]>('/getPolls', { sessionId });
        reads += 1;
        const poll = body.find((p) => p.pollId === pollId);
        if (poll) {
          const relay = { sessionId, poll: { id: poll.pollId, question: poll.question, options: poll.options, visible: poll.visible, locked: poll.locked, showVotes: poll.showVotes, votes: poll.options.map((o) => poll.voteCounts?.[o] ?? 0), voters: poll.voterCount ?? 0 } };
          const text = JSON.stringify(relay);
          if (text !== last) {
            last = text;
            relays += 1;
            await call('/screens/relay', relay);
          }
        }
        await new Promise((r) => setTimeout(r, Math.max(0, POLL_LIST_PACE.fastMs - (performance.now() - started))));
      }
    })();

    const emails = Array.from({ length: votes }, (_, i) => `remote${i}@bench.example`);
    for (const email of emails) await api.post('/addGuest', { userEmail: email });
    const voteMs: number[] = [];
    const began = performance.now();
    for (let i = 0; i < emails.length; i += 1) {
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      const at = performance.now();
      const res = await api.attendee('/vote', { pollId, email: emails[i], options: ['A'] });
      if (res.status !== 200) throw new Error(`vote answered ${res.status}`);
      await reader.next((v) => v.content.kind === 'poll' && (v.content.poll?.options[0].votes ?? 0) >= i + 1, 15_000);
      voteMs.push(performance.now() - at);
    }
    const seconds = (performance.now() - began) / 1000;
    stop = true;
    await page;
    return [
      { name: 'screens via UPSTREAM_URL: vote → bar on screen p50', value: round(pct(voteMs, 50)), unit: 'ms', goal: '≤ 1500 ms' },
      { name: 'screens via UPSTREAM_URL: vote → bar on screen p95', value: round(pct(voteMs, 95)), unit: 'ms' },
      { name: 'screens via UPSTREAM_URL: the page’s API reads a minute (the same with or without relays)', value: round((reads / seconds) * 60), unit: 'requests' },
      { name: 'screens via UPSTREAM_URL: relays to the console’s server a minute', value: round((relays / seconds) * 60), unit: 'requests' },
    ];
  } finally {
    stop = true;
    screen?.close();
    await front.close();
    await upstream.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  (process.env.SCREENS_BENCH === 'upstream' ? runUpstream() : run()).then(
    (rows) => {
      for (const r of rows) console.log(`${r.name}: ${r.value} ${r.unit}${r.goal ? ` (goal ${r.goal})` : ''}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
