/**
 * Resilience: the console against the real local server when things go wrong.
 * Faults are injected with request interception (429 storms, 500s,
 * an intermediary's HTML page) or by taking the network or the server away
 * (offline, a restart, SIGKILL); every test name says which.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, type ApiHelper, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { mintKey, startLocalServer, type LocalServer, type RunningServer } from './local-server';
import { expectNoAxeViolations } from './axe';

type Abstract = { documentId: string; title: string; abstractNumber?: string };
type Session = { documentId: string; title: string; location?: string; date?: string };
type ApiLogEntry = { t: number; path: string; kind: 'start' | 'answer'; status?: number; retryAfter?: string | null };

const unique = () => randomBytes(4).toString('hex');

function abstractsJson(tag: string, n: number): Buffer {
  const items = Array.from({ length: n }, (_, i) => ({
    abstractNumber: `${tag}-${i + 1}`,
    title: `${tag} abstract ${i + 1}`,
    institutions: ['Univ A'],
    authors: [{ name: 'Ann Lee', institutionIndexes: [0], isPresenter: true }],
  }));
  return Buffer.from(JSON.stringify(items));
}

/** How many abstracts of the import `tag` the service holds, per abstract number. */
async function storedNumbers(api: ApiHelper, tag: string, as?: Credentials): Promise<Map<string, number>> {
  const all = await api.get<Abstract[]>('/getAbstracts', undefined, as);
  const counts = new Map<string, number>();
  for (const a of all) if (a.abstractNumber?.startsWith(`${tag}-`)) counts.set(a.abstractNumber, (counts.get(a.abstractNumber) ?? 0) + 1);
  return counts;
}

/**
 * Records, inside the page, when every API request starts and when its answer
 * arrives (performance.now() of the page), so waits can be checked precisely.
 */
async function recordApiTimings(page: Page) {
  await page.addInitScript(() => {
    const log: { t: number; path: string; kind: 'start' | 'answer'; status?: number; retryAfter?: string | null }[] = [];
    (window as unknown as { __apiLog: typeof log }).__apiLog = log;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.includes('/api/') ? new URL(url, location.href).pathname.replace(/^.*\/api/, '') : null;
      if (path) log.push({ t: performance.now(), path, kind: 'start' });
      const res = await original(input, init);
      if (path) log.push({ t: performance.now(), path, kind: 'answer', status: res.status, retryAfter: res.headers.get('retry-after') });
      return res;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __apiLog: ApiLogEntry[] }).__apiLog.slice());
}

const importStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Import (finished|cancelled|paused|stopped)/ });

/** A server of its own (same data folder and port across restarts) for the tests that stop or kill it. */
class RestartableServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'console-resilience-'));
  readonly operatorToken = randomBytes(16).toString('hex');
  private running: RunningServer | null = null;
  private port = 0;

  async start(): Promise<LocalServer> {
    if (this.running) return this.running.info;
    this.running = await startLocalServer({ DATA_DIR: this.dataDir, OPERATOR_TOKEN: this.operatorToken, PORT: String(this.port) });
    this.port = Number(new URL(this.running.info.url).port);
    return this.running.info;
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const r = this.running;
    this.running = null;
    await r?.kill(signal);
  }

  async dispose(): Promise<void> {
    await this.kill('SIGTERM');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

test.describe('resilience', () => {
  test('a 429 storm during a 450-row abstract import: nothing is sent while waiting, every row is created (fault injected: 429 with Retry-After)', async ({ page, credentials, api }) => {
    test.setTimeout(90_000);
    const tag = `storm${unique()}`;
    const readLog = await recordApiTimings(page);
    // Fault injection: the first three batches, the first probe after the pause and one later attempt are refused.
    const refuse = new Map<number, string>([
      [1, '1'],
      [2, '1'],
      [3, '1'],
      [4, '2'],
      [6, '1'],
    ]);
    let attempts = 0;
    await page.route('**/api/bulkUpsert', async (route) => {
      attempts++;
      const retryAfter = refuse.get(attempts);
      if (retryAfter) {
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': retryAfter, 'content-type': 'application/json' },
          body: JSON.stringify({ error: 'Too many requests', code: 'rate_limited', retryAfterSeconds: Number(retryAfter) }),
        });
      } else await route.continue();
    });

    await openConnected(page, credentials, '/abstracts/import');
    await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.json`, mimeType: 'application/json', buffer: abstractsJson(tag, 450) });
    await expect(page.getByText('450 ready (450 to create, 0 to update)')).toBeVisible();
    await page.getByRole('button', { name: 'Import 450 rows' }).click();
    // The shell says the console is waiting.
    const budget = page.getByTestId('scheduler-status').first();
    await expect(budget).toHaveAttribute('data-paused', 'true');
    await expect(budget).toContainText('Too many requests');
    await expect(importStatus(page)).toHaveText('Import finished: 450 created, 0 updated, 0 failed.', { timeout: 60_000 });

    const log = await readLog();
    const refusals = log.filter((e) => e.kind === 'answer' && e.status === 429);
    expect(refusals.length).toBe(5);
    const starts = log.filter((e) => e.kind === 'start');
    for (const r of refusals) {
      const until = r.t + Number(r.retryAfter) * 1000;
      // A request already on its way when the 429 arrived is not a new one: allow the answer's own processing time.
      const sentWhileWaiting = starts.filter((s) => s.t > r.t + 50 && s.t < until);
      expect(sentWhileWaiting, `requests started within the Retry-After of the 429 at ${Math.round(r.t)} ms`).toEqual([]);
      // And something was sent again once the wait was over.
      expect(starts.some((s) => s.t >= until)).toBe(true);
    }
    const bulkStarts = starts.filter((s) => s.path === '/bulkUpsert');
    expect(bulkStarts.length).toBe(3 + refusals.length);
    const waited = refusals.reduce((sum, r) => sum + Number(r.retryAfter), 0);
    test.info().annotations.push({ type: 'figures', description: `${refusals.length} refusals asking ${waited} s in all; import took ${Math.round(bulkStarts.at(-1)!.t - bulkStarts[0].t)} ms from first to last batch sent` });

    const stored = await storedNumbers(api, tag);
    expect(stored.size).toBe(450);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  });

  test('a batch the server saved but whose answer was lost is not saved twice when retried (fault injected: connection reset after the answer)', async ({ page, credentials, api }) => {
    test.setTimeout(90_000);
    const tag = `lost${unique()}`;
    let attempts = 0;
    let lost: string[] = [];
    // Fault injection: the second batch reaches the server and is saved, then the connection drops before the browser reads the answer.
    await page.route('**/api/bulkUpsert', async (route) => {
      attempts++;
      if (attempts !== 2) return route.continue();
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      lost = (route.request().postDataJSON() as { items: { abstractNumber: string }[] }).items.map((i) => i.abstractNumber);
      await route.abort('connectionreset');
    });
    await openConnected(page, credentials, '/abstracts/import');
    await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.json`, mimeType: 'application/json', buffer: abstractsJson(tag, 450) });
    await page.getByRole('button', { name: 'Import 450 rows' }).click();
    await expect(importStatus(page)).toContainText(/^Import (finished|cancelled): 250 created, 0 updated, 200 failed/, { timeout: 60_000 });
    expect(lost).toHaveLength(200);
    // The service holds all 450: the lost answer's batch was saved.
    expect((await storedNumbers(api, tag)).size).toBe(450);

    await page.getByRole('button', { name: 'Retry 200 rows that failed or were not sent' }).click();
    await expect(importStatus(page)).toHaveText(
      'Import finished: 0 created, 200 updated, 0 failed. 200 rows were already saved before an answer was lost, so they were sent as edits, not saved twice.',
      { timeout: 60_000 },
    );
    const stored = await storedNumbers(api, tag);
    expect(stored.size).toBe(450);
    expect([...stored.entries()].filter(([, n]) => n > 1).map(([k]) => k), 'rows saved twice').toEqual([]);
  });

  test('a failed save keeps the session form as typed, shows the error, and a retry saves it (fault injected: 500)', async ({ page, credentials, api }) => {
    const title = `Retried session ${unique()}`;
    await openConnected(page, credentials, '/sessions/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Date').fill('2031-06-03');
    await page.getByLabel('Start time').fill('09:15');
    await page.getByLabel('Location').fill('Hall B');

    let attempts = 0;
    await page.route('**/api/upsertSession**', async (route) => {
      attempts++;
      if (attempts === 1) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'database unavailable' });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Create session' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(alert).toContainText('The server ran into a problem (database unavailable) and could not save this. What you typed is kept; try again in a moment.');
    await expect(alert).not.toContainText('HTTP 500');
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Date')).toHaveValue('2031-06-03');
    await expect(page.getByLabel('Start time')).toHaveValue('09:15');
    await expect(page.getByLabel('Location')).toHaveValue('Hall B');
    expect((await api.get<Session[]>('/getSessions')).some((s) => s.title === title)).toBe(false);

    await page.getByRole('button', { name: 'Create session' }).first().click();
    await expect(page).toHaveURL(/\/sessions\/(?!new)[^/]+$/);
    expect(attempts).toBe(2);
    const stored = (await api.get<Session[]>('/getSessions')).filter((s) => s.title === title);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title, date: '2031-06-03', location: 'Hall B' });
  });

  test('an intermediary\'s "error code: 1010" page on a read and on a write is explained in words (fault injected: HTML 403)', async ({ page, credentials }) => {
    const blockedPage = '<!DOCTYPE html><html><head><title>Access denied | example.org</title></head><body><h1>Access denied</h1><p>error code: 1010</p></body></html>';
    await page.route('**/api/getSessions**', (route) => route.fulfill({ status: 403, contentType: 'text/html; charset=UTF-8', body: blockedPage }));
    await openConnected(page, credentials, '/sessions');
    const main = page.getByRole('main');
    await expect(main).toContainText('blocked before it reached the service');
    await expect(main).toContainText('error code: 1010');
    await expect(main).toContainText('User-Agent');
    await expect(main).not.toContainText('<html');
    await page.unroute('**/api/getSessions**');

    // A write blocked the same way (plain text, as the intermediary sometimes sends it).
    await page.route('**/api/upsertSession**', (route) => route.fulfill({ status: 403, contentType: 'text/plain', body: 'error code: 1010' }));
    await page.goto('/sessions/new');
    await page.getByLabel('Title').fill('Blocked on the way');
    await page.getByRole('button', { name: 'Create session' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(alert).toContainText('blocked before it reached the service');
    await expect(alert).toContainText('ordinary browser User-Agent');
    await expect(page.getByLabel('Title')).toHaveValue('Blocked on the way');
  });

  test('offline and back (fault injected: browser offline): live views say so and resume by themselves; a draft is kept and saved', async ({ page, credentials, context, api }) => {
    test.setTimeout(90_000);
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Offline ${unique()}`, hasLiveQA: true, hasPoll: true });
    const sessionId = s.documentId;
    const question = `Colour ${unique()}?`;
    const poll = await api.post<{ pollId: string }>('/upsertPoll', { sessionId, question, options: ['Red', 'Blue'] });
    const email = `offline-${unique()}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: 'Offline Voter' });
    const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline' });

    // The Q&A board.
    await openConnected(page, credentials, `/sessions/${sessionId}/questions`);
    await expect(page.getByRole('tablist', { name: 'Question lanes' })).toBeVisible();
    await context.setOffline(true);
    await expect(offlineNotice).toBeVisible();
    await expect(offlineNotice).toContainText('paused');
    await expectNoAxeViolations(page);
    const asked = `Asked while the console was offline ${unique()}`;
    await api.attendee('/ask', { sessionId, email, question: asked });
    await context.setOffline(false);
    await expect(offlineNotice).toBeHidden();
    await expect(page.getByRole('article', { name: asked })).toBeVisible({ timeout: 20_000 });

    // Poll results.
    await page.goto(`/sessions/${sessionId}/polls`);
    const card = page.getByRole('article', { name: question });
    const red = card.getByRole('table', { name: `Results of the poll “${question}”` }).getByRole('row', { name: /^Red\b/ });
    await expect(red).toContainText('0 votes');
    await context.setOffline(true);
    await expect(offlineNotice).toBeVisible();
    await api.attendee('/vote', { pollId: poll.pollId, email, options: ['Red'] });
    await context.setOffline(false);
    await expect(red).toContainText('1 vote', { timeout: 20_000 });

    // A form with a draft: typed online, saved while offline, kept, and saved once back.
    const title = `Drafted offline ${unique()}`;
    await page.goto('/sessions/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Location').fill('Room 9');
    await context.setOffline(true);
    await expect(offlineNotice).toBeVisible();
    await page.getByLabel('Location').fill('Room 9, upstairs');
    await page.getByRole('button', { name: 'Create session' }).first().click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Location')).toHaveValue('Room 9, upstairs');
    // The draft is written a moment after the last key press.
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('console.draft:')).map((k) => sessionStorage.getItem(k) ?? '').join('\n')))
      .toContain('Room 9, upstairs');
    await context.setOffline(false);
    await expect(offlineNotice).toBeHidden();
    // The save waited for the connection and goes through by itself.
    await expect(page).toHaveURL(/\/sessions\/(?!new)[^/]+$/, { timeout: 20_000 });
    const stored = (await api.get<Session[]>('/getSessions')).filter((x) => x.title === title);
    expect(stored).toHaveLength(1);
    expect(stored[0].location).toBe('Room 9, upstairs');
  });

  test.describe('with a server of its own', () => {
    const own = new RestartableServer();
    test.afterAll(async () => {
      await own.dispose();
    });

    test('the server restarted during a session (fault injected: server stopped): the console says it cannot reach it and reconnects by itself', async ({ page, api }) => {
      test.setTimeout(120_000);
      const info = await own.start();
      const creds: Credentials = { apiKey: await mintKey(info), clientId: info.demo.clientId, eventId: info.demo.eventId, baseUrl: info.apiBaseUrl };
      const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Restart ${unique()}`, hasLiveQA: true }, creds);
      const before = `Asked before the restart ${unique()}`;
      await api.post('/upsertQuestion', { sessionId: s.documentId, question: before }, creds);

      await openConnected(page, creds, `/sessions/${s.documentId}/questions`, info.url);
      await expect(page.getByRole('article', { name: before })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      const stoppedAt = Date.now();
      await own.kill('SIGTERM');
      const unreachable = page.getByRole('status').filter({ hasText: 'cannot reach the server' });
      await expect(unreachable).toBeVisible({ timeout: 20_000 });
      const noticedAfter = Date.now() - stoppedAt;
      await expect(page.getByRole('article', { name: before })).toBeVisible(); // what was on screen stays
      await expectNoAxeViolations(page);

      const again = await own.start();
      expect(again.url).toBe(info.url);
      const after = `Asked after the restart ${unique()}`;
      await api.post('/upsertQuestion', { sessionId: s.documentId, question: after }, creds);
      const restartedAt = Date.now();
      await expect(page.getByRole('article', { name: after })).toBeVisible({ timeout: 30_000 });
      test.info().annotations.push({ type: 'figures', description: `unreachable shown ${noticedAfter} ms after the stop; new question on screen ${Date.now() - restartedAt} ms after the restart` });
      await expect(unreachable).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0); // no new key asked for: the same key works
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });

    test('the server killed with SIGKILL in the middle of a 1,000-abstract import: every acknowledged batch survives, the rest is reported and retried to completion (fault injected: SIGKILL)', async ({ page, api }) => {
      test.setTimeout(120_000);
      const info = await own.start();
      const creds: Credentials = { apiKey: await mintKey(info), clientId: info.demo.clientId, eventId: info.demo.eventId, baseUrl: info.apiBaseUrl };
      const tag = `kill${unique()}`;
      await openConnected(page, creds, '/abstracts/import', info.url);
      await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.json`, mimeType: 'application/json', buffer: abstractsJson(tag, 1000) });
      await expect(page.getByText('1,000 ready (1,000 to create, 0 to update)')).toBeVisible();

      const acknowledged = new Set<string>();
      const unanswered = new Set<string>();
      const numbersOf = (req: Request) => ((req.postDataJSON() as { items: { abstractNumber: string }[] }).items ?? []).map((i) => i.abstractNumber);
      let killed: Promise<void> | null = null;
      page.on('requestfinished', async (req) => {
        if (!req.url().endsWith('/bulkUpsert')) return;
        const res = await req.response();
        if (res?.status() === 200) {
          for (const n of numbersOf(req)) acknowledged.add(n);
          killed ??= own.kill('SIGKILL');
        }
      });
      page.on('requestfailed', (req) => {
        if (req.url().endsWith('/bulkUpsert')) for (const n of numbersOf(req)) unanswered.add(n);
      });

      await page.getByRole('button', { name: 'Import 1,000 rows' }).click();
      await expect(importStatus(page)).toBeVisible({ timeout: 60_000 });
      expect(killed).not.toBeNull();
      await killed;
      const ackedAtKill = new Set(acknowledged);
      expect(ackedAtKill.size).toBeGreaterThan(0);
      expect(ackedAtKill.size).toBeLessThan(1000);
      const summary = (await importStatus(page).textContent()) ?? '';
      const created = Number(/(\d+) created/.exec(summary)?.[1]);
      // What the console says was created is exactly what the browser saw acknowledged.
      expect(created).toBe(ackedAtKill.size);
      const rest = 1000 - created;

      await own.start();
      const afterRestart = await storedNumbers(api, tag, creds);
      for (const n of ackedAtKill) expect(afterRestart.get(n), `acknowledged ${n} kept`).toBe(1);

      const retry = page.getByRole('button', { name: `Retry ${rest.toLocaleString()} rows that failed or were not sent` });
      await expect(retry).toBeVisible();
      test.info().annotations.push({ type: 'figures', description: `${ackedAtKill.size} rows acknowledged before the kill, ${[...ackedAtKill].filter((n) => afterRestart.get(n) !== 1).length} of them lost after the restart, ${unanswered.size} in batches without an answer; console said: ${summary}` });
      await retry.click();
      await expect(importStatus(page)).toContainText(/^Import finished: \d+ created, \d+ updated, 0 failed\.$/, { timeout: 60_000 });

      const final = await storedNumbers(api, tag, creds);
      expect(final.size).toBe(1000);
      const duplicated = [...final.entries()].filter(([, n]) => n > 1).map(([k]) => k);
      // Only a batch whose answer was lost in the kill could have been saved twice.
      for (const d of duplicated) expect(unanswered.has(d) && !ackedAtKill.has(d)).toBe(true);
      expect(duplicated, 'rows saved twice').toEqual([]);
    });
  });
});
