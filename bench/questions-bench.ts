/**
 * Q&A moderation board with 1,000 questions, measured in a real Chromium
 * against the real local server:
 * - time to first render (navigation start to the first question on screen);
 * - time from a key press ("a": approve) to the question leaving its lane
 *   (removed from the DOM and the next frame drawn);
 * - requests per minute an idle open board costs (after 25 s without
 *   changes), counted from the browser's real network requests.
 *
 * The 1,000 questions are created through the API (several keys, since each
 * key may send 300 requests a minute). Runs on the shared build and server of `npm run bench`.
 * BENCH_IDLE_SECONDS sets the idle window (default 60).
 */
import { sharedBench, runWhenCalledDirectly } from './shared';

const started = Date.now();
const log = (what: string) => process.env.BENCH_DEBUG && console.error(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

type Row = { name: string; value: number; unit: string; goal?: string };

const QUESTIONS = 1_000;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

export async function run(): Promise<Row[]> {
  // The run's shared build, large-demo server and Chromium (bench/shared.ts).
  const { server, browser } = await sharedBench();
  const rows: Row[] = [];
  try {
    const demo = server.demo!;
    const mint = async () => {
      const res = await fetch(`${server.url}/operator/keys`, {
        method: 'POST',
        headers: { 'x-operator-token': 'bench', 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: demo.clientId, eventId: demo.eventId, scopes: 'all' }),
      });
      return ((await res.json()) as { apiKey: string }).apiKey;
    };
    const post = async (apiKey: string, path: string, body: unknown) => {
      const res = await fetch(`${server.apiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'x-client-id': demo.clientId, 'x-event-id': demo.eventId, 'x-timestamp': String(Date.now()), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };

    // A session with 1,000 questions: most pending, some in every other lane.
    // Enough keys that none of them comes near its 300 requests a minute.
    const setupKeys = await Promise.all(Array.from({ length: 12 }, () => mint()));
    const session = await post(setupKeys[0], '/upsertSession', { title: 'Benchmark keynote', hasLiveQA: true });
    const sessionId = String(session.documentId);
    let next = 0;
    const statusOf = (i: number) => (i % 10 === 9 ? 'rejected' : i % 10 === 8 ? 'answered' : i % 10 >= 6 ? 'approved' : 'pending');
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (next < QUESTIONS) {
          const i = next++;
          const status = statusOf(i);
          await post(setupKeys[(worker + i) % setupKeys.length], '/upsertQuestion', {
            sessionId,
            question: `Question ${i + 1}: how does the method hold up when the sample is small and the effect is subtle?`,
            status,
            ...(status === 'answered' ? { answer: 'Covered on stage.' } : {}),
          });
        }
      }),
    );
    log('questions created');
    const pendingCount = Array.from({ length: QUESTIONS }, (_, i) => statusOf(i)).filter((s) => s === 'pending').length;

    const apiKey = await mint();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const connection = { baseUrl: server.apiBaseUrl, clientId: demo.clientId, eventId: demo.eventId, apiKey };
    await context.addInitScript((conn) => {
      // The console keeps its connection in this tab's session storage (never localStorage).
      sessionStorage.setItem('console.connection', JSON.stringify(conn));
      const w = window as unknown as { __firstRow?: number; __keyAt?: number };
      new MutationObserver((_m, obs) => {
        if (document.querySelector('[data-question-id]')) {
          w.__firstRow = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      window.addEventListener('keydown', (e) => (w.__keyAt = e.timeStamp), { capture: true });
    }, connection);
    // Resolves with the time from the last key press until the question is gone from the DOM and the next frame is drawn.
    // (A plain script: the bundler would add helpers to functions that the page does not have.)
    await context.addInitScript({
      content: `window.__arm = function (qid) {
        window.__left = new Promise(function (done) {
          var obs = new MutationObserver(function () {
            if (document.querySelector('[data-question-id="' + qid + '"]')) return;
            obs.disconnect();
            requestAnimationFrame(function () { done(performance.now() - window.__keyAt); });
          });
          obs.observe(document.body, { childList: true, subtree: true });
        });
        return true;
      };`,
    });
    const page = await context.newPage();
    page.on('crash', () => console.error('questions bench: the page crashed'));
    if (process.env.BENCH_DEBUG) page.on('console', (m) => console.error('page:', m.text()));
    const apiRequests: { at: number; url: string }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(server.apiBaseUrl)) apiRequests.push({ at: Date.now(), url: r.url() });
    });

    // Time to first render.
    await page.goto(`${server.url}/sessions/${sessionId}/questions`);
    await page.waitForSelector('[data-question-id]');
    const firstRender = await page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
    const tabText = await page.locator('#lane-tab-pending').innerText();
    if (!tabText.includes(String(pendingCount))) throw new Error(`questions bench: Pending lane shows "${tabText}", expected ${pendingCount}`);
    rows.push({ name: `Q&A board first render (${QUESTIONS} questions)`, value: Math.round(firstRender), unit: 'ms', goal: '≤ 1000 ms' });

    log('first render');
    // Key press to the question leaving its lane.
    await page.keyboard.press('j');
    await page.waitForFunction(() => !!document.activeElement?.closest('[data-question-id]'));
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await page.evaluate(() => (document.activeElement as HTMLElement).closest<HTMLElement>('[data-question-id]')!.dataset.questionId!);
      // Watch for it to leave before the key goes down.
      await page.evaluate(`window.__arm(${JSON.stringify(id)})`);
      await page.keyboard.press('a');
      const left = page.evaluate<number>('window.__left');
      left.catch(() => undefined);
      const timeout = new Promise<never>((_r, reject) =>
        setTimeout(async () => {
          const state = await page.evaluate((qid) => ({
            stillThere: !!document.querySelector(`[data-question-id="${qid}"]`),
            focused: (document.activeElement as HTMLElement | null)?.dataset?.questionId ?? document.activeElement?.tagName,
          }), id).catch(() => null);
          reject(new Error(`questions bench: question ${id} did not leave its lane after "a" (${JSON.stringify(state)})`));
        }, 10_000).unref(),
      );
      times.push(await Promise.race([left, timeout]));
      log(`key ${i}: ${times.at(-1)!.toFixed(1)} ms`);
      // Focus moves on to the next question by itself.
      await page.waitForFunction((qid) => {
        const el = document.activeElement?.closest<HTMLElement>('[data-question-id]');
        return !!el && el.dataset.questionId !== qid;
      }, id);
    }
    times.sort((a, b) => a - b);
    rows.push({ name: 'Q&A key press to question leaving its lane p50', value: percentile(times, 50), unit: 'ms', goal: '< 50 ms' });
    rows.push({ name: 'Q&A key press to question leaving its lane p95', value: percentile(times, 95), unit: 'ms', goal: '< 50 ms' });

    // Idle: let the writes settle, then count what an open board sends on its own.
    await page.mouse.move(5, 5);
    // The board refreshes fast while questions change and backs off after 20 s of quiet.
    await page.waitForTimeout(25_000);
    const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
    const from = Date.now();
    await page.waitForTimeout(idleSeconds * 1000);
    const idle = apiRequests.filter((r) => r.at >= from && r.at < from + idleSeconds * 1000);
    rows.push({ name: 'Q&A idle open board requests per minute', value: Math.round((idle.length * 60) / idleSeconds), unit: 'req/min', goal: '<= 20' });
    await context.close();
  } finally {
    // The shared server and browser are closed by the runner.
  }
  return rows;
}

export default run;

runWhenCalledDirectly(import.meta.url, run);
