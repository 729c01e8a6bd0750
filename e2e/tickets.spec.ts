import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type Guest = { email: string; name?: string; eventRole?: string };
type Ticket = { userEmail: string; ticketType: string; sessionId: string; externalQrValue: string };

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('tickets', () => {
  test('adds a ticket with an external QR value and shows its QR code; a second one of the same type warns before overwriting', async ({ page, api, credentials }) => {
    const id = unique();
    const email = `qr.${id}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: `Quinn Rhodes ${id}` });
    const type = `Partner ${id}`;
    const qrValue = `EXT-${id}|gate=north|seat=12B`;

    await openConnected(page, credentials, '/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a ticket' });
    const guest = dialog.getByRole('combobox', { name: 'Guest' });
    await guest.fill(`Quinn Rhodes ${id}`.slice(0, 12));
    await guest.fill(`rhodes ${id}`);
    await dialog.getByRole('option', { name: new RegExp(email) }).click();
    await expect(guest).toHaveValue(email);
    await dialog.getByLabel('Ticket type').fill(type);
    await dialog.getByLabel('External QR value').fill(qrValue);
    await expect(dialog.getByText(`${qrValue.length}/500`)).toBeVisible();
    await expect(dialog.getByTestId('overwrite-warning')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add ticket' }).click();

    const detail = page.getByRole('dialog', { name: `${type} ticket` });
    const qr = detail.getByRole('img', { name: `QR code of the value ${qrValue}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    // The raw value sits behind a disclosure; the e-mail is said once (the dialog's description).
    await expect(detail.getByTestId('ticket-qr-value')).toBeHidden();
    await detail.getByText('Show the text in the code').click();
    await expect(detail.getByTestId('ticket-qr-value')).toBeVisible();
    await expect(detail.getByTestId('ticket-qr-value')).toHaveText(qrValue);
    await expect(detail.getByText(email, { exact: true })).toHaveCount(1);
    await expect(detail.getByText('Externally scanned')).toBeVisible();
    // The success toast's colours belong to the shell's toaster, checked on its own pages.
    await expectNoAxeViolations(page);
    const saved = await api.get<Ticket[]>('/getGuestTickets', { userEmail: email });
    expect(saved).toEqual([expect.objectContaining({ ticketType: type, externalQrValue: qrValue, sessionId: '' })]);
    await detail.getByRole('button', { name: 'Close' }).click();

    // The same guest and type again: the existing ticket is shown before saving.
    await page.getByRole('button', { name: 'Add ticket' }).click();
    await dialog.getByRole('combobox', { name: 'Guest' }).fill(email);
    await dialog.getByLabel('Ticket type').fill(type);
    const warning = dialog.getByTestId('overwrite-warning');
    await expect(warning).toContainText(`${email} already has a ${type} ticket. Saving overwrites it.`);
    await expect(warning).toContainText(qrValue);
    const sessions = await api.get<{ documentId: string; title: string }[]>('/getSessions');
    await dialog.getByLabel('Grants access to').selectOption(sessions[0].documentId);
    await dialog.getByRole('button', { name: 'Overwrite ticket' }).click();
    await expect(page.getByRole('dialog', { name: `${type} ticket` })).toContainText(sessions[0].title);
    const after = await api.get<Ticket[]>('/getGuestTickets', { userEmail: email });
    expect(after).toEqual([expect.objectContaining({ ticketType: type, sessionId: sessions[0].documentId, externalQrValue: '' })]);
  });

  test('an overwrite keeps a change made elsewhere meanwhile, and asks when the same field changed on both sides; nothing is written until chosen', async ({ page, api, credentials }) => {
    const id = unique();
    const email = `both.${id}@example.org`;
    const type = `Crew ${id}`;
    await api.post('/addGuest', { userEmail: email, name: `Bo Th ${id}` });
    await api.post('/addTicket', { userEmail: email, ticketType: type, externalQrValue: `A-${id}` });
    const stored = async () => (await api.get<Ticket[]>('/getGuestTickets', { userEmail: email })).find((t) => t.ticketType === type);
    const [session] = await api.get<{ documentId: string; title: string }[]>('/getSessions');

    await openConnected(page, credentials, '/tickets');
    const dialog = page.getByRole('dialog', { name: 'Add a ticket' });
    const openOverwrite = async (shownQr: string) => {
      await page.getByRole('button', { name: 'Add ticket' }).click();
      await dialog.getByRole('combobox', { name: 'Guest' }).fill(email);
      await dialog.getByLabel('Ticket type').fill(type);
      await expect(dialog.getByTestId('overwrite-warning')).toContainText(shownQr);
    };

    // The form holds the whole ticket as it will be. Another organiser gives the ticket a session while this one
    // types a new QR value (the session left as shown): both survive.
    await openOverwrite(`A-${id}`);
    await api.post('/addTicket', { userEmail: email, ticketType: type, sessionId: session.documentId, externalQrValue: `A-${id}` });
    await dialog.getByLabel('External QR value').fill(`B-${id}`);
    await dialog.getByRole('button', { name: 'Overwrite ticket' }).click();
    await expect(page.getByText('Kept the change made elsewhere to Grants access to.')).toBeVisible();
    await expect.poll(stored).toMatchObject({ sessionId: session.documentId, externalQrValue: `B-${id}` });
    await page.getByRole('dialog', { name: `${type} ticket` }).getByRole('button', { name: 'Close' }).click();

    // The same field on both sides: asked in the conflict panel, nothing written until chosen.
    await openOverwrite(`B-${id}`);
    await api.post('/addTicket', { userEmail: email, ticketType: type, sessionId: session.documentId, externalQrValue: `D-${id}` });
    await dialog.getByLabel('Grants access to').selectOption(session.documentId);
    await dialog.getByLabel('External QR value').fill(`C-${id}`);
    await dialog.getByRole('button', { name: 'Overwrite ticket' }).click();
    const panel = dialog.getByRole('region', { name: /Changed here and elsewhere/ });
    await expect(panel.getByRole('group', { name: 'External QR value' })).toContainText(`D-${id}`);
    expect((await stored())?.externalQrValue).toBe(`D-${id}`);
    await panel.getByRole('radio', { name: 'Keep mine' }).check();
    await panel.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(stored).toMatchObject({ sessionId: session.documentId, externalQrValue: `C-${id}` });
  });

  test('filters by type and session in the URL, counts per type, and removes a ticket', async ({ page, api, credentials }) => {
    const id = unique();
    const type = `Crew ${id}`;
    const emails = [`a.${id}@example.org`, `b.${id}@example.org`];
    for (const [i, e] of emails.entries()) {
      await api.post('/addGuest', { userEmail: e, name: `Crew Member ${i} ${id}` });
      await api.post('/addTicket', { userEmail: e, ticketType: type });
    }
    await openConnected(page, credentials, `/tickets?type=${encodeURIComponent(type)}&session=general`);
    await expect(page.getByRole('button', { name: `${type} 2` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^2 of \d+ tickets shown$/)).toBeVisible();
    await page.getByLabel('Search by e-mail').fill(`b.${id}`);
    await expect(page.getByText(/^1 of \d+ tickets shown$/)).toBeVisible();
    await expect(page).toHaveURL(/q=b\./);
    // The ticket names its guest, with the e-mail under the name.
    await expect(page.getByRole('link', { name: `Crew Member 1 ${id} ${emails[1]}` })).toBeVisible();
    await page.getByRole('link', { name: emails[1] }).click();
    const detail = page.getByRole('dialog', { name: `${type} ticket` });
    await expect(detail).toContainText('General admission');
    await detail.getByRole('button', { name: 'Remove ticket' }).click();
    await page.getByRole('dialog', { name: `Remove ${emails[1]}'s ${type} ticket?` }).getByRole('button', { name: 'Remove ticket' }).click();
    await expect(page.getByRole('heading', { name: 'No ticket matches' })).toBeVisible();
    expect(await api.get<Ticket[]>('/getGuestTickets', { userEmail: emails[1] })).toEqual([]);
    await expect(page.getByRole('button', { name: `${type} 1` })).toBeVisible();
  });

  test('gives many selected guests a ticket type at once, with progress', async ({ page, api, credentials }) => {
    const id = unique();
    const emails = [0, 1, 2].map((i) => `bulk${i}.${id}@example.org`);
    for (const e of emails) await api.post('/addGuest', { userEmail: e, name: `Bulk ${id} ${e.slice(4, 5)}` });
    await openConnected(page, credentials, `/guests?q=${id}`);
    await expect(page.getByTestId('guest-count-shown')).toHaveText(/^3 of /);
    await page.getByRole('checkbox', { name: 'Select all 3 shown guests' }).check();
    await page.getByRole('button', { name: 'Give a ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give 3 guests a ticket' });
    await dialog.getByLabel('Ticket type').fill(`Day ${id}`);
    await dialog.getByRole('button', { name: 'Give tickets' }).click();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await expect(dialog).toContainText('Ticket given: 3');
    const tickets = await api.get<Ticket[]>('/getTicketsByType', { ticketType: `Day ${id}` });
    expect(tickets.map((t) => t.userEmail).sort()).toEqual(emails);
  });

  test('imports tickets from a CSV, saying which rows overwrite', async ({ page, api, credentials }) => {
    const id = unique();
    const guests = await api.get<Guest[]>('/getGuests');
    const g = guests.filter((x) => !x.eventRole).slice(0, 2).map((x) => x.email);
    await api.post('/addTicket', { userEmail: g[0], ticketType: `Gold ${id}` });
    const csv = [
      'email,type,session,qr',
      `${g[0]},Gold ${id},,`,
      `${g[1]},Gold ${id},,QR-${id}`,
      `${g[1]},Gold ${id},,`,
      `not-an-email,Gold ${id},,`,
      `${g[1]},Silver ${id},no-such-session,`,
    ].join('\n');
    await openConnected(page, credentials, '/tickets');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import tickets' });
    await dialog.getByLabel('CSV or XLSX file').setInputFiles({ name: 'tickets.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByTestId('import-plan-summary')).toContainText('5 rows: 2 ready, 2 not valid, 1 skipped');
    await expect(dialog).toContainText(`Overwrites ${g[0]}'s existing Gold ${id} ticket.`);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog.getByText('Import finished')).toBeVisible();
    await expect(dialog.getByTestId('import-row-2')).toContainText('Overwritten');
    await expect(dialog.getByTestId('import-row-3')).toContainText('Created');
    await expect(dialog.getByTestId('import-row-4')).toContainText('Duplicate in file');
    await expect(dialog.getByTestId('import-row-5')).toContainText('E-mail: must be a valid e-mail address');
    await expect(dialog.getByTestId('import-row-6')).toContainText('Session id: no session of this event has the id no-such-session');
    const t = await api.get<Ticket[]>('/getGuestTickets', { userEmail: g[1] });
    expect(t.find((x) => x.ticketType === `Gold ${id}`)?.externalQrValue).toBe(`QR-${id}`);
  });

  test('exports the tickets shown as CSV and XLSX, row for row as the service holds them', async ({ page, api, credentials }) => {
    const id = unique();
    const type = `Export ${id}`;
    const emails = [0, 1, 2].map((i) => `export${i}.${id}@example.org`);
    const sessions = await api.get<{ documentId: string; title: string }[]>('/getSessions');
    for (const [i, e] of emails.entries()) await api.post('/addTicket', { userEmail: e, ticketType: type, ...(i === 2 ? { sessionId: sessions[0].documentId, externalQrValue: `=QR-${id}` } : {}) });
    await openConnected(page, credentials, `/tickets?type=${encodeURIComponent(type)}`);
    await expect(page.getByText(/^3 of \d+ tickets shown$/)).toBeVisible();

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = Papa.parse<string[]>(readFileSync(await (await csvDownload).path(), 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['E-mail', 'Ticket type', 'Session id', 'External QR value', 'Guest name', 'Session']);
    const byType = await api.get<Ticket[]>('/getTicketsByType', { ticketType: type });
    expect(csv).toHaveLength(byType.length + 1);
    // A value that a spreadsheet would run as a formula is written with a leading apostrophe.
    expect(csv.find((r) => r[0] === emails[2])).toEqual([emails[2], type, sessions[0].documentId, `'=QR-${id}`, '', sessions[0].title]);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const [sheet] = await readXlsxFile(readFileSync(await (await xlsxDownload).path()));
    expect(sheet.sheet).toBe('Tickets');
    expect(sheet.data).toHaveLength(byType.length + 1);
    // Text stays text in XLSX: the QR value keeps no apostrophe and is not run as a formula.
    expect(sheet.data.find((r) => r[0] === emails[2])?.[3]).toBe(`=QR-${id}`);
  });
});
