/**
 * Polls, measured for real:
 * - the size of the poll route chunks (chart, drag and drop, form) as built,
 *   and whether any chart code reached the login route's scripts;
 * - time from an attendee's vote (attendee surface) to the bar showing it on
 *   an open session polls page in Chromium against the local server;
 * - requests per minute an idle open polls page costs (live refresh, after
 *   25 s without votes), counted from the browser's real network requests.
 *
 * Needs the built console (`npx vite build`). BENCH_IDLE_SECONDS sets the idle
 * window (default 30).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { sharedBench, runWhenCalledDirectly } from './shared';

type Row = { name: string; value: number; unit: string; goal?: string };

const VOTES = 8;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function chunkRows(distDir: string): Row[] {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const find = (prefix: string) => {
    const f = files.find((x) => x.startsWith(prefix));
    if (!f) throw new Error(`polls bench: no ${prefix}*.js in dist/assets`);
    return f;
  };
  const text = (f: string) => readFileSync(join(assets, f), 'utf8');
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length;
  /** A chunk and every chunk it imports statically (what loading it costs at most). */
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...start];
    while (todo.length) {
      const f = todo.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const m of text(f).matchAll(/from"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g)) todo.push(m[1] ?? m[2]);
    }
    return seen;
  };
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = closure([...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const page = find('polls-page-');
  const route = [...closure([page])].filter((f) => !entry.has(f));
  // The results code is found by the caption every results table carries, whichever chunk Vite put it in.
  const chartChunks = files.filter((f) => text(f).includes('Results of the poll'));
  if (chartChunks.length === 0) throw new Error('polls bench: no chunk holds the poll results code ("Results of the poll")');
  const leaked = [...entry].filter((f) => chartChunks.includes(f)).length;
  return [
    { name: `Poll results chunk gzip (${chartChunks.map((f) => f.replace(/-[\w-]{8}\.js$/, '')).join(', ')})`, value: kb(chartChunks.reduce((s, f) => s + gz(f), 0)), unit: 'KB' },
    { name: 'Polls page chunk gzip', value: kb(gz(page)), unit: 'KB' },
    { name: 'Poll route total beyond the entry script (page + every chunk it imports, shared ones such as zod and the shell included) gzip', value: kb(route.reduce((s, f) => s + gz(f), 0)), unit: 'KB' },
    { name: 'Projector view chunk gzip', value: kb(gz(find('present-poll-page-'))), unit: 'KB' },
    { name: 'Chart code in the login route (entry and its imports)', value: leaked, unit: 'files', goal: '0' },
  ];
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]);
}

export async function run(): Promise<Row[]> {
  const ctx = await sharedBench();
  const rows: Row[] = chunkRows(ctx.distDir);
  const { server, browser } = ctx;
  {
    const demo = server.demo!;
    const mint = ctx.mintKey;
    const setupKey = await mint();
    const call = async (base: string, path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      const text = await res.text();
      return (text.trim().startsWith('{') ? JSON.parse(text) : { status: text }) as Record<string, unknown>;
    };
    const auth = () => ({ 'x-api-key': setupKey, 'x-client-id': demo.clientId, 'x-event-id': demo.eventId, 'x-timestamp': String(Date.now()) });
    const post = (path: string, body: unknown) => call(server.apiBaseUrl, path, body, auth());
    const vote = (body: unknown) => call(`${server.url}/attendee`, '/vote', body, { 'x-client-id': demo.clientId, 'x-event-id': demo.eventId });

    const session = await post('/upsertSession', { title: 'Benchmark polls', hasPoll: true });
    const sessionId = String(session.documentId);
    const poll = await post('/upsertPoll', { sessionId, sortNr: 1, question: 'Benchmark poll', options: ['Alpha', 'Beta', 'Gamma'] });
    for (let i = 2; i <= 4; i++) await post('/upsertPoll', { sessionId, sortNr: i, question: `Other poll ${i}`, options: ['Yes', 'No'] });
    const emails = Array.from({ length: VOTES }, (_, i) => `bench-voter-${i}@example.org`);
    for (const email of emails) await post('/addGuest', { userEmail: email });

    const apiKey = await mint();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((conn) => sessionStorage.setItem('console.connection', JSON.stringify(conn)), {
      baseUrl: server.apiBaseUrl,
      clientId: demo.clientId,
      eventId: demo.eventId,
      apiKey,
    });
    const page = await context.newPage();
    const apiRequests: { at: number; path: string }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(server.apiBaseUrl)) apiRequests.push({ at: Date.now(), path: new URL(r.url()).pathname.replace(/^\/api/, '') });
    });
    await page.goto(`${server.url}/sessions/${sessionId}/polls`);
    const row = page.getByRole('article', { name: 'Benchmark poll' }).getByRole('row', { name: /^Alpha/ });
    await row.waitFor();

    // Vote to bar: each vote, then wait until the row shows the new count.
    const latencies: number[] = [];
    for (const [i, email] of emails.entries()) {
      const started = Date.now();
      await vote({ pollId: poll.pollId, email, options: ['Alpha'] });
      const want = `${i + 1} ${i === 0 ? 'vote' : 'votes'} ·`;
      await page.waitForFunction(
        ({ text }) => [...document.querySelectorAll('tr')].some((tr) => tr.textContent?.startsWith('Alpha') && tr.textContent.includes(text)),
        { text: want },
        { timeout: 30_000, polling: 50 },
      );
      latencies.push(Date.now() - started);
    }
    latencies.sort((a, b) => a - b);
    rows.push({ name: 'Attendee vote to bar on screen p50', value: percentile(latencies, 50), unit: 'ms', goal: '< 3500 ms' });
    rows.push({ name: 'Attendee vote to bar on screen max', value: percentile(latencies, 100), unit: 'ms', goal: '< 6000 ms' });

    const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
    // Idle means nobody voted for a while: live views refresh every second while votes arrive and back off after 20 s of quiet.
    await page.waitForTimeout(25_000);
    const from = Date.now();
    await page.waitForTimeout(idleSeconds * 1000);
    const idle = apiRequests.filter((r) => r.at >= from && r.at < from + idleSeconds * 1000);
    const perMinute = (n: number) => Math.round((n * 60) / idleSeconds);
    rows.push({ name: 'Open polls page (4 live polls): live refresh requests per minute', value: perMinute(idle.filter((r) => r.path === '/getPolls').length), unit: 'req/min', goal: '<= 20' });
    rows.push({ name: 'Open polls page: all requests per minute (shell included)', value: perMinute(idle.length), unit: 'req/min' });
    await context.close();
  }
  return rows;
}

export default run;

runWhenCalledDirectly(import.meta.url, run);
