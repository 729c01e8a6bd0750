/**
 * One request budget for the whole browser: the tabs of one connection share
 * the limit (no 429 between an import and a live board), the header shows the
 * browser's figure, and a projector window opened beside its board shows what
 * the board fetched instead of asking the API itself.
 */
import { randomBytes } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { test, expect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';

const unique = () => randomBytes(4).toString('hex');

/** Opens `path` in a new window of this tab (a named window keeps the tab's connection). */
async function openWindow(page: Page, path: string, name: string): Promise<Page> {
  const [other] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(([p, n]) => void window.open(p, n), [path, name] as const)]);
  return other;
}

const budgetOf = (page: Page) => page.getByTestId('scheduler-status').first();

test.describe('one request budget for every window of a connection', () => {
  test('a guest import in one tab and a live board in another never meet a 429; both headers show the same figure for all windows', async ({ page, api, mintKey, server, credentials }) => {
    test.setTimeout(420_000);
    // Set-up calls use a key of their own, so they spend nothing of the console's budget.
    const setup: Credentials = { ...credentials, apiKey: await mintKey(), baseUrl: server.apiBaseUrl };
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: `Live board ${unique()}`, hasLiveQA: true }, setup);
    const asker = `asker-${unique()}@example.org`;
    await api.post('/addGuest', { userEmail: asker }, setup);

    const answers: { status: number; url: string; at: number }[] = [];
    page.context().on('response', (r: Response) => {
      if (r.url().startsWith(server.apiBaseUrl)) answers.push({ status: r.status(), url: r.url(), at: Date.now() });
    });

    // Tab 1: the guests page; tab 2: the live board, opened from it.
    await openConnected(page, credentials, '/guests');
    await expect(page.getByRole('table', { name: 'Guests' })).toBeVisible({ timeout: 30_000 });
    const board = await openWindow(page, `/sessions/${session.documentId}/questions`, 'board');
    await expect(board.getByRole('tablist', { name: 'Question lanes' })).toBeVisible({ timeout: 30_000 });

    // The header of both windows speaks for the browser, and says so.
    for (const p of [page, board]) {
      await expect(budgetOf(p)).toHaveAttribute('data-shared', 'true');
      await expect(budgetOf(p)).toContainText('Requests left this minute (all windows)');
    }

    // More rows than one minute's budget: one request per row.
    const id = unique();
    const rows = 330;
    const csv = ['Name,E-Mail', ...Array.from({ length: rows }, (_, i) => `Guest ${i},shared${i}.${id}@example.org`)].join('\n');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    await dialog.getByLabel('CSV or XLSX file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByRole('button', { name: `Import ${rows} rows` }).click();

    // While the import runs, the board keeps working: a question asked now shows up.
    await expect.poll(() => answers.filter((a) => a.url.includes('/addGuest')).length, { timeout: 120_000 }).toBeGreaterThan(30);
    const question = `Asked during the import ${unique()}`;
    await api.attendee('/ask', { sessionId: session.documentId, email: asker, question });
    await expect(board.getByRole('article', { name: question })).toBeVisible({ timeout: 30_000 });

    // Both windows show the same figure (read together; a request may start in between).
    const [left1, left2] = await Promise.all([budgetOf(page).getAttribute('data-budget-left'), budgetOf(board).getAttribute('data-budget-left')]);
    expect(Math.abs(Number(left1) - Number(left2))).toBeLessThanOrEqual(4);

    await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 300_000 });
    await expect(dialog.getByTestId('import-outcomes')).toContainText(`Added: ${rows}`);

    // The two windows together sent more than the service allows in a minute, and not one 429 came back.
    expect(answers.length).toBeGreaterThan(300);
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    for (const a of answers) expect(answers.filter((b) => b.at >= a.at && b.at < a.at + 60_000).length).toBeLessThanOrEqual(300);
  });

  test('the room’s screen opened beside its board makes no API requests: it shows what the console’s server pushes', async ({ page, credentials, api }) => {
    test.setTimeout(150_000);
    const title = `Projector ${unique()}`;
    const session = await api.post<{ documentId: string }>('/upsertSession', { title, hasLiveQA: true });
    const shownAlready = `Already approved ${unique()}`;
    const next = `Approve me next ${unique()}`;
    await api.post('/upsertQuestion', { sessionId: session.documentId, question: shownAlready, status: 'approved' });
    await api.post('/upsertQuestion', { sessionId: session.documentId, question: next });
    await openConnected(page, credentials, `/sessions/${session.documentId}/questions`);
    await expect(page.getByRole('article', { name: next })).toBeVisible();

    const { name: eventName } = await api.get<{ name: string }>('/getEvent');
    const [projector] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    const shown = projector.getByRole('list', { name: 'Approved questions' });
    await expect(shown).toContainText(shownAlready);
    // The projector's own first load is over only when its other reads have answered too: the session's title and the
    // event's settings (name, colours, banner). Each of its requests waits for a permit of the budget it shares with the
    // board, so on a busy machine the event's settings may be asked for after the questions are drawn.
    await expect(projector.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(projector.getByRole('banner')).toContainText(eventName);

    // From here on, count what each window asks the API for.
    const reads = { board: 0, projector: [] as string[] };
    page.on('request', (r) => {
      if (r.url().includes('/api/getQuestions')) reads.board++;
    });
    projector.on('request', (r) => {
      if (r.url().includes('/api/')) reads.projector.push(new URL(r.url()).pathname);
    });
    // The board keeps refreshing…
    await expect.poll(() => reads.board, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // …an approval on the board reaches the projector without the projector asking…
    await page.getByRole('article', { name: next }).getByRole('button', { name: 'Approve' }).click();
    await expect(shown).toContainText(next, { timeout: 15_000 });
    // …and the board goes on refreshing while the projector still asks for nothing.
    const boardReads = reads.board;
    await expect.poll(() => reads.board, { timeout: 30_000 }).toBeGreaterThanOrEqual(boardReads + 2);
    expect(reads.projector).toEqual([]);
  });
});
