import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type Abstract = { documentId: string; title: string; abstractNumber?: string; unListed?: boolean; institutions?: string[]; authors?: { name: string; institutionIndexes?: number[]; isPresenter?: boolean }[] };

const unique = () => Math.random().toString(36).slice(2, 8);

/** 450 abstracts; rows 10, 200 and 333 are broken in three different ways. */
function importCsv(tag: string): string {
  const rows: string[][] = [['Number', 'Title', 'Category', 'Authors', 'Affiliations', 'Keywords', 'Poster image']];
  for (let i = 1; i <= 450; i++) {
    let title = `${tag} abstract ${i}`;
    let authors = `Ann Lee ${tag}${i} (1,2); Bo Chan* (2)`;
    let poster = '';
    if (i === 10) title = '';
    if (i === 200) authors = `Ann Lee ${tag}${i} (3); Bo Chan* (2)`;
    if (i === 333) poster = 'not a web address';
    rows.push([`${tag}-${i}`, title, 'Imported', authors, '1. Univ A; 2. Univ B', 'sleep, memory', poster]);
  }
  return Papa.unparse(rows);
}

test.describe('abstracts', () => {
  test('imports 450 abstracts: broken rows flagged, the rest sent in three batches, failures downloaded, fixed and retried; passes axe', async ({ connectedPage: page, api }) => {
    test.setTimeout(120_000);
    const tag = `imp${unique()}`;
    const batches: number[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/bulkUpsert')) batches.push((req.postDataJSON() as { items: unknown[] }).items.length);
    });

    await page.goto('/abstracts/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import abstracts' })).toBeVisible();
    await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(importCsv(tag)) });
    await expect(page.getByText(`${tag}.csv: 450 rows, 7 columns`)).toBeVisible();
    await expect(page.getByLabel('Affiliations')).toHaveValue('institutions');
    await expect(page.getByText('3 rows have problems and will not be sent')).toBeVisible();

    await page.getByLabel('Show only rows with problems or failures').check();
    const preview = page.getByRole('table', { name: 'Rows of the file' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview).toContainText('Title: is required');
    await expect(preview).toContainText('Author 1, institutions: points at institution 3 but the abstract lists 2');
    await expect(preview).toContainText('Poster display picture: must be a web address');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Import 447 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText(
      'Import finished: 447 created, 0 updated, 0 failed; 3 rows with problems not sent.',
      { timeout: 60_000 },
    );
    expect(batches).toEqual([200, 200, 47]);
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 3 failures (CSV)' }).click()]);
    const failures = Papa.parse<Record<string, string>>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(failures.map((r) => r.Number)).toEqual([`${tag}-10`, `${tag}-200`, `${tag}-333`]);
    expect(failures[0].Problem).toContain('Title: is required');

    // Fix the three rows and import the file of failures again.
    failures[0].Title = `${tag} abstract 10`;
    failures[1].Authors = `Ann Lee ${tag}200 (1,2); Bo Chan* (2)`;
    failures[2]['Poster image'] = '';
    await page.getByLabel('Choose another file').setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(failures)) });
    await expect(page.getByText('fixed.csv: 3 rows, 8 columns')).toBeVisible();
    await expect(page.getByText('0 rows have problems and will not be sent')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText('Import finished: 3 created, 0 updated, 0 failed.');

    const stored = (await api.get<Abstract[]>('/getAbstracts')).filter((a) => a.abstractNumber?.startsWith(`${tag}-`));
    expect(stored).toHaveLength(450);
    const sample = stored.find((a) => a.abstractNumber === `${tag}-200`)!;
    expect(sample.institutions).toEqual(['Univ A', 'Univ B']);
    expect(sample.authors).toEqual([
      expect.objectContaining({ name: `Ann Lee ${tag}200`, institutionIndexes: [0, 1] }),
      expect.objectContaining({ name: 'Bo Chan', institutionIndexes: [1], isPresenter: true }),
    ]);

    // The list finds them by number and keeps the search in the address.
    await page.goto('/abstracts');
    await page.getByLabel('Search').fill(`${tag}-333`);
    await expect(page).toHaveURL(new RegExp(`q=${tag}-333`));
    await expect(page.getByRole('link', { name: `${tag} abstract 333` })).toBeVisible();
    // The count of the list (the request budget's line also reads "… 1 of 300" when 21 requests are left).
    await expect(page.getByText(/\b1 of [\d,]+ abstracts/)).toBeVisible();
  });

  test('a session given by its exact name is checked and sent as its id, the same in the preview as in the import; an unknown one is said before sending', async ({ page, api, credentials }) => {
    const tag = `ses${unique()}`;
    const posters = (await api.get<{ documentId: string; title: string }[]>('/getSessions')).filter((s) => s.title === 'Poster pitches');
    expect(posters, 'the demo event has one session called "Poster pitches"').toHaveLength(1);
    const csv = Papa.unparse([
      ['Number', 'Title', 'Session'],
      [`${tag}-1`, `${tag} by name`, 'Poster pitches'],
      [`${tag}-2`, `${tag} by id`, posters[0].documentId],
      [`${tag}-3`, `${tag} unknown`, 'Poster pitch'],
    ]);
    await openConnected(page, credentials, '/abstracts');
    await page.getByRole('main').getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import abstracts' })).toBeVisible();
    await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue('sessionId');
    const rows = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
    const row = (title: string) => rows.filter({ hasText: `${tag} ${title}` });
    await expect(row('by name').getByRole('cell').last()).toHaveText('Ready');
    await expect(row('by id').getByRole('cell').last()).toHaveText('Ready');
    await expect(row('unknown').getByRole('cell').last()).toHaveText('Ready (no session has the id or name "Poster pitch": stored as given, with a warning from the service)');

    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText('Import finished: 3 created, 0 updated, 0 failed.');
    await expect(row('by name').getByRole('cell').last()).toHaveText('Created');
    await expect(row('by id').getByRole('cell').last()).toHaveText('Created');
    await expect(row('unknown').getByRole('cell').last()).toContainText('Created (warnings: sessionId Poster pitch matches no session');
    const stored = (await api.get<Abstract[]>('/getAbstracts')).filter((a) => a.abstractNumber?.startsWith(`${tag}-`));
    expect(Object.fromEntries(stored.map((a) => [a.abstractNumber, (a as Abstract & { sessionId?: string }).sessionId]))).toEqual({
      [`${tag}-1`]: posters[0].documentId,
      [`${tag}-2`]: posters[0].documentId,
      [`${tag}-3`]: 'Poster pitch',
    });

    // Back to the list by its link: the session filter finds the abstract imported by the session's name.
    await page.getByRole('main').getByRole('link', { name: 'Abstracts' }).click();
    await page.getByLabel('Search').fill(tag);
    await page.getByRole('combobox', { name: 'Session' }).selectOption({ label: 'Poster pitches' });
    await expect(page.getByRole('link', { name: `${tag} by name` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${tag} unknown` })).toBeHidden();
  });

  test('the author preview puts the presenter first with superscripts in order; reordering institutions renumbers them; an edit shows its changes; passes axe', async ({ page, api, credentials }) => {
    const tag = unique();
    const created = await api.post<{ abstractId: string }>('/upsertAbstract', {
      title: `Preview ${tag}`,
      institutions: ['Univ A', 'Univ B', 'Univ C'],
      authors: [
        { name: 'Ann Lee', institutionIndexes: [2, 0] },
        { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
      ],
    });
    await openConnected(page, credentials, `/abstracts/${created.abstractId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Preview ${tag}` })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Author preview' });
    const line = preview.getByTestId('author-line');
    await expect(line).toHaveText('Bo Chan (presenting)2, Ann Lee1,3');
    await expect(line.locator('u')).toHaveText('Bo Chan (presenting)');
    await expect(line.locator('sup')).toHaveText(['2', '1,3']);
    await expect(preview.getByRole('list', { name: 'Institutions' }).getByRole('listitem')).toHaveText(['1Univ A', '2Univ B', '3Univ C']);
    await expectNoAxeViolations(page);

    // Move Univ C to the top with the keyboard: authors keep their institutions, numbers follow.
    const handle = page.getByRole('button', { name: 'Move institution 3, Univ C' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Institution 3, “Univ C” is over position 3 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Institution 3, “Univ C” is over position 2 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Institution 3, “Univ C” is over position 1 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(preview.getByRole('list', { name: 'Institutions' }).getByRole('listitem')).toHaveText(['1Univ C', '2Univ A', '3Univ B']);
    await expect(line.locator('sup')).toHaveText(['3', '1,2']);

    await page.getByLabel('Title').fill(`Preview ${tag} revised`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Institutions moved, so the authors' links were renumbered too: the service reports three changes.
    const changes = page.getByRole('region', { name: 'Saved: 3 fields changed' });
    await expect(changes.getByRole('term')).toHaveText(['Title', 'Institutions', 'Authors']);
    await expect(changes.getByRole('deletion')).toHaveText([`Preview ${tag}`, 'Univ A; Univ B; Univ C', 'Ann Lee (1,3); Bo Chan (2), presenting']);
    await expect(changes.getByRole('insertion')).toHaveText([`Preview ${tag} revised`, 'Univ C; Univ A; Univ B', 'Ann Lee (1,2); Bo Chan (3), presenting']);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = (await api.get<Abstract[]>('/getAbstracts')).find((a) => a.documentId === created.abstractId)!;
    expect(stored.institutions).toEqual(['Univ C', 'Univ A', 'Univ B']);
    expect(stored.authors?.[0].institutionIndexes).toEqual([0, 1]);
    expect(stored.authors?.[1].institutionIndexes).toEqual([2]);
  });

  test('a failed save keeps everything typed and names the field; a new category and an unknown session are saved with the service warning', async ({ page, credentials }) => {
    const tag = unique();
    await openConnected(page, credentials, '/abstracts/new');
    // Nothing typed yet: nothing to create.
    await expect(page.getByRole('button', { name: 'Create abstract' })).toBeDisabled();
    await page.getByLabel('Category').fill(`Category ${tag}`);
    await page.getByRole('button', { name: 'Create abstract' }).click();
    await expect(page.getByText('One field needs attention before saving.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Title').fill(`New ${tag}`);
    await expect(page.getByText('A new category: it becomes a new page in the app.')).toBeVisible();
    await page.getByLabel('Session', { exact: true }).selectOption({ label: 'Another id (type it)…' });
    await page.getByLabel('Session: id typed by hand').fill(`no-such-session-${tag}`);
    await page.getByLabel('Keywords').fill('alpha');
    await page.getByLabel('Keywords').press('Enter');
    await page.getByRole('button', { name: 'Add author' }).click();
    await page.getByLabel('Author 1 name').fill('Cy Dunn');
    await page.getByLabel('Download link').fill('not a link');
    await page.getByRole('button', { name: 'Create abstract' }).click();
    await expect(page.getByText('must be a web address starting with https:// or http://')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(`New ${tag}`);
    await expect(page.getByLabel('Author 1 name')).toHaveValue('Cy Dunn');

    await page.getByLabel('Download link').fill('https://example.org/a.pdf');
    await page.getByRole('button', { name: 'Create abstract' }).click();
    await expect(page.getByText('Abstract created.')).toBeVisible();
    await expect(page).toHaveURL(/\/abstracts\/(?!new)[^/]+$/);
    const warnings = page.getByRole('region', { name: 'Save bar' });
    await expect(warnings).toContainText('Saved with 2 warnings');
    await expect(warnings).toContainText(`Category ${tag}`);
    await expect(warnings).toContainText(`no-such-session-${tag}`);
    await expect(page.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')).toHaveText(['alphaRemove keyword alpha']);
  });

  test('publishes and unpublishes from the list, and several at once through the queue; passes axe', async ({ page, api, credentials }) => {
    const tag = `pub${unique()}`;
    for (let i = 1; i <= 3; i++) await api.post('/upsertAbstract', { title: `${tag} item ${i}`, abstractNumber: `${tag}-${i}`, unListed: true });
    await openConnected(page, credentials, `/abstracts?q=${tag}&status=console`);
    await expect(page.getByRole('link', { name: `${tag} item 1` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('console');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Publish ${tag} item 1` }).click();
    await expect(page.getByRole('link', { name: `${tag} item 1` })).toBeHidden();
    await page.getByLabel('Select every abstract shown').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('2 published.')).toBeVisible();
    const stored = (await api.get<Abstract[]>('/getAbstracts')).filter((a) => a.title.startsWith(tag));
    expect(stored.map((a) => a.unListed)).toEqual([false, false, false]);

    // Export what the filters show, authors with their institutions.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByText('Export', { exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export shown abstracts as CSV' }).click()]);
    const rows = Papa.parse<Record<string, string>>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.Title)).toEqual([`${tag} item 1`, `${tag} item 2`, `${tag} item 3`]);
    expect(rows[0]['Console only']).toBe('no');
  });

  test('a JSON import: the dry run saves nothing; a batch the server fails (fault injected: 500) is reported per row and retried', async ({ page, api, credentials }) => {
    const tag = `json${unique()}`;
    const items = Array.from({ length: 250 }, (_, i) => ({
      abstractNumber: `${tag}-${i + 1}`,
      title: `${tag} ${i + 1}`,
      institutions: ['Univ A'],
      authors: [{ name: 'Ann Lee', institutionIndexes: [0], isPresenter: true }],
    }));
    await openConnected(page, credentials, '/abstracts/import');
    await page.getByLabel('Choose a file').setInputFiles({ name: `${tag}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(items)) });
    await expect(page.getByText('250 ready (250 to create, 0 to update)')).toBeVisible();

    await page.getByLabel('Dry run (the service checks every row, nothing is saved)').check();
    await page.getByRole('button', { name: 'Check 250 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dry run finished' })).toHaveText('Dry run finished: 250 rows would be saved, 0 would fail. Nothing was saved.');
    expect((await api.get<Abstract[]>('/getAbstracts')).filter((a) => a.title.startsWith(tag))).toHaveLength(0);

    // Fault injection: the second batch answers 500 once.
    let calls = 0;
    await page.route('**/api/bulkUpsert', async (route) => {
      calls++;
      if (calls === 2) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'database unavailable' });
      else await route.continue();
    });
    await page.getByLabel('Dry run (the service checks every row, nothing is saved)').uncheck();
    await page.getByRole('button', { name: 'Import 250 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText('Import finished: 200 created, 0 updated, 50 failed.');
    await page.getByLabel('Show only rows with problems or failures').check();
    const failed = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
    await expect(failed.nth(1)).toContainText(`${tag} 201`);
    await expect(failed.nth(1)).toContainText('Failed: the batch was not accepted');

    await page.getByRole('button', { name: 'Retry 50 rows that failed or were not sent' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText('Import finished: 50 created, 0 updated, 0 failed.');
    expect((await api.get<Abstract[]>('/getAbstracts')).filter((a) => a.title.startsWith(tag))).toHaveLength(250);
  });
});
