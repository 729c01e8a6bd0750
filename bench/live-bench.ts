/**
 * Live figures of a running event, measured in Chromium against the local
 * server, with four windows of one connection open in one browser (as an
 * organiser team runs it): the polls page of a session, the projector view
 * of one of its polls, the session's Q&A board and the board's projector
 * window.
 *
 * - attendee vote (attendee surface) to the bar on the poll's projector view
 *   showing it: p50 and max over VOTES votes, each sent once the previous one
 *   is on screen;
 * - attendee question (attendee surface) to the open board showing it: p50
 *   and max over QUESTIONS questions, likewise;
 * - requests a minute the four windows send together while nobody votes or
 *   asks (after a quiet spell of QUIET_SECONDS), counted from the browser's
 *   own network events, per window and in all.
 *
 * BENCH_IDLE_SECONDS sets the idle window (default 60).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { sharedBench, runWhenCalledDirectly } from './shared';
import type { BenchRow } from './bench-row';

const VOTES = 10;
const QUESTIONS = 8;
const QUIET_SECONDS = 10;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]);
}

export async function run(): Promise<BenchRow[]> {
  const ctx = await sharedBench();
  const { server } = ctx;
  const demo = server.demo!;
  const setupKey = await ctx.mintKey();
  const call = async (base: string, path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
    return (text.trim().startsWith('{') ? JSON.parse(text) : { status: text }) as Record<string, unknown>;
  };
  const post = (path: string, body: unknown) => call(server.apiBaseUrl, path, body, ctx.headers(setupKey));
  const attendee = (path: string, body: unknown) => call(`${server.url}/attendee`, path, body, { 'x-client-id': demo.clientId, 'x-event-id': demo.eventId });

  const session = await post('/upsertSession', { title: 'Benchmark live session', hasPoll: true, hasLiveQA: true });
  const sessionId = String(session.documentId);
  const poll = await post('/upsertPoll', { sessionId, sortNr: 1, question: 'Live benchmark poll', options: ['Alpha', 'Beta', 'Gamma'] });
  const pollId = String(poll.pollId);
  await post('/upsertPoll', { sessionId, sortNr: 2, question: 'Second live poll', options: ['Yes', 'No'] });
  const emails = Array.from({ length: VOTES + QUESTIONS }, (_, i) => `live-bench-${i}-${Date.now()}@example.org`);
  for (const email of emails) await post('/addGuest', { userEmail: email });

  const context: BrowserContext = await ctx.connectedContext();
  const sent: { at: number; window: string }[] = [];
  const open = async (window: string, path: string): Promise<Page> => {
    const page = await context.newPage();
    page.on('request', (r) => {
      if (r.url().startsWith(server.apiBaseUrl)) sent.push({ at: Date.now(), window });
    });
    await page.goto(`${server.url}${path}`);
    return page;
  };
  try {
    const pollsPage = await open('polls page', `/sessions/${sessionId}/polls`);
    await pollsPage.getByRole('article', { name: 'Live benchmark poll' }).waitFor();
    const projector = await open('poll projector', `/present/polls/${pollId}`);
    await projector.getByRole('heading', { name: 'Live benchmark poll' }).waitFor();
    const board = await open('Q&A board', `/sessions/${sessionId}/questions`);
    await board.getByRole('tablist', { name: 'Question lanes' }).waitFor();
    const qaProjector = await open('Q&A projector', `/present/questions/${sessionId}`);
    await qaProjector.getByText('Approved questions will appear here.').waitFor();

    // Vote to bar on the projector view.
    const voteMs: number[] = [];
    for (let i = 0; i < VOTES; i++) {
      const started = Date.now();
      await attendee('/vote', { pollId, email: emails[i], options: ['Alpha'] });
      const want = `${i + 1} ${i === 0 ? 'vote' : 'votes'} ·`;
      await projector.waitForFunction(
        (text) => [...document.querySelectorAll('tr')].some((tr) => tr.textContent?.startsWith('Alpha') && tr.textContent.includes(text)),
        want,
        { timeout: 30_000, polling: 20 },
      );
      voteMs.push(Date.now() - started);
    }
    voteMs.sort((a, b) => a - b);

    // Question to the open board.
    const askMs: number[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      const text = `Live benchmark question ${i + 1} ${Date.now()}`;
      const started = Date.now();
      await attendee('/ask', { sessionId, email: emails[VOTES + i], question: text });
      await board.waitForFunction((t) => [...document.querySelectorAll('[data-question-id]')].some((el) => el.textContent?.includes(t)), text, { timeout: 30_000, polling: 20 });
      askMs.push(Date.now() - started);
    }
    askMs.sort((a, b) => a - b);

    // Idle: nobody votes or asks; count what the four windows send.
    await board.waitForTimeout(QUIET_SECONDS * 1000);
    const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
    const from = Date.now();
    await board.waitForTimeout(idleSeconds * 1000);
    const idle = sent.filter((s) => s.at >= from && s.at < from + idleSeconds * 1000);
    const perMinute = (n: number) => Math.round((n * 60) / idleSeconds);
    const byWindow = (w: string) => perMinute(idle.filter((s) => s.window === w).length);

    return [
      { name: 'Attendee vote to bar on the poll projector view p50 (4 windows open)', value: percentile(voteMs, 50), unit: 'ms', goal: '≤ 1500' },
      { name: 'Attendee vote to bar on the poll projector view max', value: percentile(voteMs, 100), unit: 'ms' },
      { name: 'Attendee question to the open Q&A board p50', value: percentile(askMs, 50), unit: 'ms', goal: '≤ 3000' },
      { name: 'Attendee question to the open Q&A board max', value: percentile(askMs, 100), unit: 'ms' },
      { name: 'Board, its projector, polls page and poll projector open and idle: requests a minute in all', value: perMinute(idle.length), unit: 'req/min', goal: '≤ 30' },
      { name: '… of which the Q&A board', value: byWindow('Q&A board'), unit: 'req/min' },
      { name: '… of which the Q&A projector window', value: byWindow('Q&A projector'), unit: 'req/min' },
      { name: '… of which the polls page', value: byWindow('polls page'), unit: 'req/min' },
      { name: '… of which the poll projector view', value: byWindow('poll projector'), unit: 'req/min' },
    ];
  } finally {
    await context.close();
  }
}

export default run;

runWhenCalledDirectly(import.meta.url, run);
