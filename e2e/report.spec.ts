import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import { test, expect, connectThroughLogin, type ApiHelper } from './fixtures';
import { expectNoAxeViolations } from './axe';

type Session = { documentId: string; title: string };
/** The lists the report reads once each (the event's own settings are read by the page frame too, so they are not counted). */
const LISTS = ['/api/getSpeakers', '/api/getPolls', '/api/getGuests', '/api/getAllTickets', '/api/getAbstracts'];
type Poll = { pollId: string; options: string[]; voteCounts: Record<string, number> };

/** What the API holds, kind by kind, as row counts of the report's sheets. */
async function expectedRows(api: ApiHelper) {
  const sessions = await api.get<Session[]>('/getSessions');
  const questions = await Promise.all(sessions.map((s) => api.get<unknown[]>('/getQuestions', { sessionId: s.documentId })));
  const polls = await api.get<Poll[]>('/getPolls');
  // One row per option, plus one per old wording that still holds votes.
  const pollRows = polls.reduce((n, p) => n + p.options.length + Object.entries(p.voteCounts).filter(([o, v]) => v > 0 && !p.options.includes(o)).length, 0);
  return {
    sessions: sessions.length,
    rows: {
      Sessions: sessions.length,
      Questions: questions.reduce((n, q) => n + q.length, 0),
      'Poll results': pollRows,
      Guests: (await api.get<unknown[]>('/getGuests')).length,
      Tickets: (await api.get<unknown[]>('/getAllTickets')).length,
      Abstracts: (await api.get<unknown[]>('/getAbstracts')).length,
    } as Record<string, number>,
  };
}

test.describe('event report', () => {
  test('counts its requests up front, gathers everything, and the workbook and the CSV zip parse back with the rows the API holds', async ({ connectedPage: page, api }) => {
    test.setTimeout(120_000);
    const expected = await expectedRows(api);
    await page.getByRole('navigation').getByRole('link', { name: 'Event report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event report' })).toBeVisible();
    await expect(page.getByTestId('report-estimate')).toContainText(`It reads 6 lists and the questions of ${expected.sessions} sessions`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Gather the report' }).click();
    await expect(page.getByRole('heading', { name: 'The report is ready' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Report progress' })).toHaveAttribute('aria-valuenow', '100');
    for (const [sheet, rows] of Object.entries(expected.rows)) await expect(page.getByRole('row', { name: sheet })).toContainText(rows.toLocaleString('en-US'));
    await expectNoAxeViolations(page);

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX workbook' }).click();
    const xlsxFile = await xlsx;
    expect(xlsxFile.suggestedFilename()).toMatch(/^event-report-.+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheets = await readXlsxFile(readFileSync(await xlsxFile.path()));
    expect(Object.fromEntries(sheets.map((s) => [s.sheet, s.data.length - 1]))).toEqual(expected.rows);
    const questions = sheets.find((s) => s.sheet === 'Questions')!;
    expect(questions.data[0].slice(0, 6)).toEqual(['Session', 'Date', 'Question', 'Status', 'Answer', 'Score']);

    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV files (zip)' }).click();
    const files = unzipSync(new Uint8Array(readFileSync(await (await zip).path())));
    const csvRows = (name: string) => Papa.parse<string[]>(new TextDecoder().decode(files[name]).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.length - 1;
    expect({
      Sessions: csvRows('sessions.csv'),
      Questions: csvRows('questions.csv'),
      'Poll results': csvRows('poll-results.csv'),
      Guests: csvRows('guests.csv'),
      Tickets: csvRows('tickets.csv'),
      Abstracts: csvRows('abstracts.csv'),
    }).toEqual(expected.rows);
  });

  test('a key revoked halfway stops the gathering, keeps what was read, and a new key carries on (fault timed: the key is revoked while questions are read)', async ({ page, api, server, credentials, mintKey }) => {
    test.setTimeout(120_000);
    const key = await mintKey();
    await connectThroughLogin(page, { ...credentials, apiKey: key, baseUrl: server.apiBaseUrl });
    const answered = new Map<string, number>();
    let counting = false;
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (counting && r.status() === 200 && path.startsWith('/api/get')) answered.set(path, (answered.get(path) ?? 0) + 1);
    });
    let revoked = false;
    // Interception only times the revocation: the first question read waits until the key is revoked, then goes on.
    await page.route('**/api/getQuestions*', async (route) => {
      if (!revoked) {
        revoked = true;
        await api.operator('/keys/revoke', { apiKey: key });
      }
      await route.continue();
    });
    await page.goto('/report');
    await expect(page.getByTestId('report-estimate')).toBeVisible();
    counting = true;
    await page.getByRole('button', { name: 'Gather the report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect again with a new key' });
    await expect(dialog).toContainText('revoked');
    await expect(page.getByText(/^Stopped: /)).toBeVisible();
    const listsBefore = LISTS.map((p) => answered.get(p) ?? 0);

    await dialog.getByLabel('New API key').fill(await mintKey());
    await dialog.getByRole('button', { name: 'Use this key' }).click();
    await expect(page.getByRole('heading', { name: 'The report is ready' })).toBeVisible({ timeout: 60_000 });
    // What was read before the stop was not read again.
    const listsAfter = LISTS.map((p) => answered.get(p) ?? 0);
    expect(listsAfter.every((n) => n === 1)).toBe(true);
    expect(listsBefore.some((n) => n === 1)).toBe(true);
    const sessions = await api.get<Session[]>('/getSessions', undefined, { ...credentials, apiKey: await mintKey() });
    expect(answered.get('/api/getQuestions')).toBe(sessions.length);
  });
});
