import { readFileSync } from 'node:fs';
import writeExcelFile from 'write-excel-file/node';
import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type Guest = { email: string; name?: string; eventRole?: string };

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('guests', () => {
  test('adds a guest (e-mail shown as stored), finds, opens and removes them; passes axe', async ({ page, credentials }) => {
    const id = unique();
    const stored = `new.guest.${id}@example.org`;
    await openConnected(page, credentials, '/guests');
    await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Registered guests against capacity' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Guests' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a guest' });
    await dialog.getByLabel('E-mail').fill(`  New.Guest.${id}@Example.ORG `);
    await expect(dialog.getByTestId('stored-email')).toHaveText(stored);
    await dialog.getByLabel('Name').fill(`Newton Guest ${id}`);
    await dialog.getByLabel('Company').fill('Litware');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expect(dialog).toBeHidden();
    // The row just added is brought into view and marked, among all the others.
    const added = page.locator('[data-just-added]');
    await expect(added).toHaveCount(1);
    await expect(added).toBeInViewport();
    await expect(added).toContainText(`Newton Guest ${id}`);

    await page.getByLabel('Search guests').fill(`guest ${id}`);
    const link = page.getByRole('link', { name: `Newton Guest ${id}` });
    await expect(link).toBeVisible();
    await expect(page.getByTestId('guest-count-shown')).toHaveText(/^1 of /);
    await expect(page).toHaveURL(/q=guest/);

    await link.click();
    const detail = page.getByRole('dialog', { name: `Newton Guest ${id}` });
    await expect(detail).toContainText(stored);
    await expect(detail).toContainText('No tickets yet.');
    await expect(page).toHaveURL(new RegExp(`guest=${encodeURIComponent(stored).replace(/\./g, '\\.')}`));
    await detail.getByRole('button', { name: 'Remove guest' }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${stored}?` });
    await confirm.getByRole('button', { name: 'Remove guest' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: `Newton Guest ${id}` })).toHaveCount(0);
    await expect(page.getByText('No guest matches')).toBeVisible();
  });

  test('an already registered e-mail (409) is said plainly and links to that guest', async ({ page, credentials, api }) => {
    const guests = await api.get<Guest[]>('/getGuests');
    const existing = guests.find((g) => !g.eventRole && g.name)!;
    await openConnected(page, credentials, '/guests');
    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a guest' });
    await dialog.getByLabel('E-mail').fill(existing.email.toUpperCase());
    await dialog.getByLabel('Name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(`${existing.email} is already registered as a guest, so nothing was changed.`);
    await expect(dialog.getByLabel('Name')).toHaveValue('Someone Else');
    await alert.getByRole('link', { name: `Open ${existing.email}` }).click();
    await expect(page.getByRole('dialog', { name: existing.name })).toContainText(existing.email);
  });

  test('the list line adds up to the capacity meter, also when a speaker is registered as a guest', async ({ page, credentials, api }) => {
    // A speaker who also registered as a guest is listed once (as a speaker) but counts against capacity.
    const before = await api.get<Guest[]>('/getGuests');
    const speaker = before.find((g) => g.eventRole === 'SPEAKER')!;
    // A 409 means the speaker is already registered: fine, and then left as it was.
    const added = await api.post('/addGuest', { userEmail: speaker.email, name: speaker.name }).then(() => true, () => false);
    try {
      const guests = await api.get<Guest[]>('/getGuests');
      const { guestCount } = await api.get<{ guestCount: number }>('/getGuestCount');
      const speakers = guests.filter((g) => g.eventRole === 'SPEAKER').length;
      const attendees = guests.length - speakers;
      expect(guestCount - attendees).toBeGreaterThanOrEqual(1);

      await openConnected(page, credentials, '/guests');
      const meter = page.getByRole('meter', { name: 'Registered guests against capacity' });
      await expect(meter).toHaveAttribute('aria-valuenow', String(guestCount));
      const line = page.getByTestId('guest-count-shown');
      await expect(line).toContainText(`${attendees} attendees and ${speakers} speakers`);
      await expect(line).toContainText(`${guestCount} count against capacity`);
      // Whatever the line says counts against capacity is the meter's figure.
      const said = Number((await line.textContent())!.match(/([\d,]+) count against capacity/)![1].replace(/,/g, ''));
      expect(said).toBe(Number(await meter.getAttribute('aria-valuenow')));
    } finally {
      if (added) await api.post('/removeGuest', { userEmail: speaker.email });
    }
  });

  test('filters speakers only and sorts, with the view in the URL', async ({ page, credentials, api }) => {
    const guests = await api.get<Guest[]>('/getGuests');
    const speakers = guests.filter((g) => g.eventRole === 'SPEAKER');
    await openConnected(page, credentials, '/guests?show=speakers&sort=email&dir=desc');
    await expect(page.getByRole('button', { name: 'Speakers only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('guest-count-shown')).toHaveText(new RegExp(`^${speakers.length} of `));
    await expect(page.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'descending');
    const last = [...speakers].sort((a, b) => b.email.localeCompare(a.email))[0];
    await expect(page.getByRole('row').nth(1)).toContainText(last.email);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csv[0]).toBe('Name,E-mail,Role,Company,Phone,Website,Country,Registered,Speaker');
    expect(csv).toHaveLength(speakers.length + 1);
    expect(csv[1]).toContain(last.email);
    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const xlsxFile = readFileSync(await (await xlsx).path());
    expect(xlsxFile.subarray(0, 2).toString()).toBe('PK'); // a zip container, as .xlsx files are
    await page.getByRole('button', { name: 'Attendees only' }).click();
    await expect(page).toHaveURL(/show=attendees/);
    await expect(page.getByText('Speaker', { exact: true })).toHaveCount(0);
  });

  test('imports 300 guests from a CSV with duplicates and bad e-mails and reports every row exactly', async ({ page, api, mintKey, server, credentials }) => {
    test.setTimeout(150_000);
    // Set-up calls use a key of their own so they do not spend the console's request budget.
    const setupKey = { ...credentials, apiKey: await mintKey(), baseUrl: server.apiBaseUrl };
    const guests = await api.get<Guest[]>('/getGuests', undefined, setupKey);
    const registered = guests.filter((g) => !g.eventRole).slice(0, 10).map((g) => g.email);
    const id = unique();
    const lines = ['Full Name,E-Mail,Organisation,Country'];
    const expected = new Map<number, string>();
    const lateRegistered: string[] = [];
    let reg = 0;
    for (let i = 0; i < 300; i++) {
      const line = i + 2;
      let email = `imp${i}.${id}@example.org`;
      let outcome = 'Added';
      if (i % 10 === 3) {
        email = `broken-${i}-at-example.org`;
        outcome = 'Not valid';
      } else if (i % 10 === 6) {
        email = `IMP${i - 1}.${id}@Example.org`; // same guest as the row before, other case
        outcome = 'Duplicate in file';
      } else if (i % 30 === 9 && reg < registered.length) {
        email = registered[reg++];
        outcome = 'Already registered';
      } else if (i === 100 || i === 200) {
        lateRegistered.push(email);
        outcome = 'Already registered';
      }
      expected.set(line, outcome);
      lines.push(`"Guest ${i}, ${id}",${email},Contoso,NL`);
    }
    const counts: Record<string, number> = {};
    for (const o of expected.values()) counts[o] = (counts[o] ?? 0) + 1;

    await openConnected(page, credentials, '/guests');
    await expect(page.getByRole('table', { name: 'Guests' })).toBeVisible();
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    await dialog.getByLabel('CSV or XLSX file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await expect(dialog.getByLabel('E-mail (required)')).toHaveValue('1');
    await expect(dialog.getByLabel('Name')).toHaveValue('0');
    await expect(dialog.getByLabel('Company')).toHaveValue('2');
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    const ready = counts['Added'] + lateRegistered.length;
    await expect(dialog.getByTestId('import-plan-summary')).toHaveText(
      `300 rows: ${ready} ready, ${counts['Not valid']} not valid, ${counts['Duplicate in file'] + counts['Already registered'] - lateRegistered.length} skipped. Only ready rows are sent.`,
    );
    await expectNoAxeViolations(page);

    // Registered elsewhere between the check and the import: the service answers 409 for these.
    for (const email of lateRegistered) await api.post('/addGuest', { userEmail: email }, setupKey);

    await dialog.getByRole('button', { name: `Import ${ready} rows` }).click();
    await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 120_000 });
    const outcomes = dialog.getByTestId('import-outcomes');
    for (const [label, n] of Object.entries(counts)) await expect(outcomes).toContainText(`${label}: ${n}`);
    // Every row's outcome badge, read in one go and compared with the expected outcome of that row.
    const badges = await dialog.locator('[data-testid^="import-row-"]').evaluateAll((rows) =>
      rows.map((r) => [Number(r.getAttribute('data-testid')!.slice('import-row-'.length)), r.querySelector('td:nth-child(3) > span')?.textContent ?? '']),
    );
    expect(new Map(badges as [number, string][])).toEqual(expected);
    await expect(dialog.getByTestId('import-row-5')).toContainText('E-mail: must be a valid e-mail address');
    await expect(dialog.getByTestId('import-row-8')).toContainText('Same e-mail as row 7.');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download ${counts['Not valid']} failures (CSV)` }).click();
    const file = readFileSync(await (await download).path(), 'utf8');
    expect(file.trim().split(/\r?\n/)).toHaveLength(counts['Not valid'] + 1);
    expect(file).toContain('broken-3-at-example.org');

    const after = await api.get<Guest[]>('/getGuests', undefined, setupKey);
    const mine = after.filter((g) => g.email.endsWith(`.${id}@example.org`));
    expect(mine).toHaveLength(counts['Added'] + lateRegistered.length);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search guests').fill(id);
    await expect(page.getByTestId('guest-count-shown')).toHaveText(new RegExp(`^${counts['Added'] + lateRegistered.length} of `));
  });

  test('imports guests from an XLSX sheet with its own column titles', async ({ page, credentials, api }) => {
    const id = unique();
    const sheet = await writeExcelFile([
      [{ value: 'Organisation' }, { value: 'Mail' }, { value: 'Full name' }, { value: 'Country' }],
      [{ value: 'Fabrikam' }, { value: `X1.${id}@Example.org` }, { value: `Xia One ${id}` }, { value: 'Japan' }],
      [{ value: 'Contoso' }, { value: `x2.${id}@example.org` }, { value: `Xavier Two ${id}` }, { value: 'Chile' }],
      [{ value: '' }, { value: 'nope' }, { value: 'Bad Mail' }, { value: '' }],
    ] as never).toBuffer();
    await openConnected(page, credentials, '/guests');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    await dialog.getByLabel('CSV or XLSX file').setInputFiles({ name: 'guests.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: sheet });
    await expect(dialog.getByLabel('E-mail (required)')).toHaveValue('1');
    await expect(dialog.getByLabel('Company')).toHaveValue('0');
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByTestId('import-plan-summary')).toContainText('3 rows: 2 ready, 1 not valid, 0 skipped');
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog.getByTestId('import-outcomes')).toContainText('Added: 2');
    await expect(dialog.getByTestId('import-row-4')).toContainText('Not valid');
    const guests = await api.get<(Guest & { company?: string; country?: string })[]>('/getGuests');
    expect(guests.find((g) => g.email === `x1.${id}@example.org`)).toMatchObject({ name: `Xia One ${id}`, company: 'Fabrikam', country: 'Japan' });
  });
});
