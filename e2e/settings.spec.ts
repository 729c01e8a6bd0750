import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { countRequests, dropFiles } from './picture-files';

type EventRead = Record<string, unknown> & { name: string; trackArray: string[]; tierArray: string[]; imagePath: string };
type SessionRead = { documentId: string; track: number };

test.describe('event settings', () => {
  test('changes and saves settings, shows the changes, and keeps them after reload; passes axe', async ({ page, api, credentials }) => {
    await openConnected(page, credentials, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
    await expect(page.getByLabel('Event name')).not.toHaveValue('');
    await expectNoAxeViolations(page);

    await page.getByLabel('Event name').fill('Northwind Summit 2031');
    await page.getByLabel('Venue', { exact: true }).fill('Harbour Hall');
    await page.getByLabel('Time zone', { exact: true }).selectOption({ label: 'UTC−5' });
    await page.getByLabel('Seconds between sponsor slides').fill('12');
    await expect(page.getByText(/4 unsaved changes/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();

    const saved = page.getByRole('region', { name: /Saved: 4 fields changed/ });
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('row', { name: /Event name/ })).toContainText('Northwind Summit 2031');
    await expect(saved.getByRole('row', { name: /Time zone/ })).toContainText('-5');
    await expect(page.getByText('All changes saved')).toBeVisible();

    const event = await api.get<EventRead>('/getEvent');
    expect(event).toMatchObject({ name: 'Northwind Summit 2031', location: 'Harbour Hall', timeZoneOffset: -5, carouselInterval: 12 });

    await page.reload();
    await expect(page.getByLabel('Event name')).toHaveValue('Northwind Summit 2031');
    await expect(page.getByLabel('Venue', { exact: true })).toHaveValue('Harbour Hall');
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('-5');
    await expect(page.getByLabel('Seconds between sponsor slides')).toHaveValue('12');
  });

  test('the room screens’ join line and default answer share the page’s one save bar: counted, saved with the event’s fields, refused at their field, discarded with the rest', async ({ page, api, credentials }) => {
    await openConnected(page, credentials, '/settings');
    const joinLine = page.getByLabel('Join line');
    await expect(joinLine).toBeEditable();
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);

    // Refused in words at the field, nothing sent, the typing kept.
    await page.getByLabel('Default answer').fill('   ');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Default answer: may not be empty')).toBeVisible();
    await expect(page.getByLabel('Default answer')).toHaveValue('   ');

    // Discard puts the stored values back.
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Default answer')).not.toHaveValue('   ');
    await expect(page.getByText('No changes yet')).toBeVisible();

    // One Save for an event field and the join line.
    await page.getByLabel('Venue', { exact: true }).fill('Pier 9');
    await joinLine.fill('pier9.example/live');
    await expect(page.getByText('2 unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    expect((await api.get<EventRead>('/getEvent')).location).toBe('Pier 9');

    await page.reload();
    await expect(page.getByLabel('Join line')).toHaveValue('pier9.example/live');
    await expect(page.getByLabel('Venue', { exact: true })).toHaveValue('Pier 9');
    await expect(page.getByText('No changes yet')).toBeVisible();

    // The join line is the whole event's: emptied again for the screens of the other tests on this server.
    await page.getByLabel('Join line').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  test('refuses an end date before the start date and an interval out of range, naming the fields, and sends nothing', async ({ page, credentials }) => {
    await openConnected(page, credentials, '/settings');
    await page.getByLabel('First day').fill('2031-06-10');
    await page.getByLabel('Last day').fill('2031-06-01');
    await page.getByLabel('Seconds between sponsor slides').fill('61');
    const writes = countRequests(page, '/updateEvent');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/The end date must not precede dateStart/)).toBeVisible();
    await expect(page.getByText(/must be between 1 and 60 seconds/)).toBeVisible();
    expect(writes.count()).toBe(0);
    await expect(page.getByLabel('Last day')).toHaveValue('2031-06-01');
  });

  test('a reorder of tracks says how many sessions will show under another name, and the service warning is shown', async ({ page, api, credentials }) => {
    await api.post('/updateEvent', { trackArray: ['Clinical', 'Posters', 'Keynotes'], trackColorArray: ['#FF0000', '#00FF00', '#0000FF'] });
    const sessions = await api.get<SessionRead[]>('/getSessions');
    // Three more sessions on 'Clinical' (position 0), one on 'Posters' (position 1).
    for (const title of ['Trial design', 'Endpoints', 'Safety']) await api.post('/upsertSession', { title, track: 0 });
    await api.post('/upsertSession', { title: 'Poster walk', track: 1 });
    const onClinical = sessions.filter((s) => s.track === 0).length + 3;
    const onPosters = sessions.filter((s) => s.track === 1).length + 1;

    await openConnected(page, credentials, '/settings');
    await expect(page.getByLabel('Track 1 name')).toHaveValue('Clinical');
    await page.getByRole('button', { name: 'Move Clinical down' }).click();
    await expect(page.getByLabel('Track 1 name')).toHaveValue('Posters');
    const notice = page.locator('#tracks-impact');
    await expect(notice).toContainText(`${onClinical} sessions on 'Clinical' will show under 'Posters'.`);
    await expect(notice).toContainText(`${onPosters} ${onPosters === 1 ? 'session' : 'sessions'} on 'Posters' will show under 'Clinical'.`);

    // Removing the last track: shortened list, warned before saving.
    await page.getByRole('button', { name: 'Remove Keynotes' }).click();
    await expect(notice).toContainText('Track names: shortened from 3 to 2 tracks');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the track and tier changes?' });
    await expect(dialog).toContainText(`${onClinical} sessions on 'Clinical' will show under 'Posters'.`);
    await expect(dialog.getByText('The service reports:')).toBeVisible();
    await expect(dialog).toContainText('shortened from 3 to 2 tracks');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save settings' }).click();

    // The warning is listed in the save bar; it takes the user to the tracks.
    const bar = page.getByRole('region', { name: 'Save bar' });
    await expect(bar).toContainText('Saved with 1 warning');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: /Track names: shortened from 3 to 2 tracks/ }).click();
    const tracks = page.getByRole('region', { name: 'Tracks' });
    await expect(tracks).toBeInViewport();
    await expect(tracks.getByLabel('Track 1 name')).toBeFocused();
    const event = await api.get<EventRead>('/getEvent');
    expect(event.trackArray).toEqual(['Posters', 'Clinical']);
    expect(event.trackColorArray).toEqual(['#00FF00', '#FF0000']);
  });

  test('ARGB integers and #RRGGBB round-trip through save and reload; the box shows #RRGGBB and see-through in words', async ({ page, api, credentials }) => {
    await api.post('/updateEvent', { primaryAccentColor: 4294901760, cardBackgroundColor: '#00FF00' });
    await openConnected(page, credentials, '/settings');
    await expect(page.getByLabel('Primary accent')).toHaveValue('#FF0000');
    await expect(page.getByLabel('Card background')).toHaveValue('#00FF00');

    await page.getByLabel('Primary text').fill('#112233');
    await page.getByLabel('Secondary accent').fill('2164228096'); // 0x80FF8000: half-transparent orange
    await page.getByRole('button', { name: 'Clear Card background' }).click();
    await expect(page.getByLabel('Card background')).toHaveValue('#FFFFFF');
    await page.getByRole('button', { name: 'Save settings' }).click();
    // The save reads the settings again first.
    await expect(page.getByRole('region', { name: /Saved: 3 fields changed/ })).toBeVisible({ timeout: 20_000 });

    const event = await api.get<Record<string, unknown>>('/getEvent');
    expect(event.primaryFontColor).toBe('#112233');
    expect(event.secondaryAccentColor).toBe(2164228096);
    expect(event.cardBackgroundColor).toBe('#FFFFFFFF');
    expect(event.primaryAccentColor).toBe(4294901760);

    await page.reload();
    await expect(page.getByLabel('Primary text')).toHaveValue('#112233');
    await expect(page.getByLabel('Secondary accent')).toHaveValue('#FF8000');
    await expect(page.getByText('Orange · 50% see-through')).toBeVisible();
    // Typing #RRGGBB keeps how see-through it is; "Make solid" ends that.
    await page.getByLabel('Secondary accent').fill('#0000FF');
    await expect(page.getByText('Blue · 50% see-through')).toBeVisible();
    await page.getByRole('button', { name: 'Make solid Secondary accent' }).click();
    await expect(page.getByLabel('Secondary accent')).toHaveValue('#0000FF');
    await expect(page.getByText('Blue · 50% see-through')).toHaveCount(0);
    await expect(page.getByLabel('Primary accent')).toHaveValue('#FF0000');
  });

  test('a PNG dropped on the banner field is uploaded, shown, and saved', async ({ page, api, credentials }) => {
    await openConnected(page, credentials, '/settings');
    const banner = page.getByRole('region', { name: 'Appearance' });
    const uploads = countRequests(page, '/uploadImage');
    await dropFiles(page, banner.getByTestId('picture-drop-zone').first(), [{ kind: 'png', name: 'banner.png' }]);
    await expect(banner.getByText(/Uploaded banner\.png/)).toBeVisible();
    const field = page.getByLabel('Event banner', { exact: true });
    await expect(field).toHaveValue(/\/media\/.+\.png$/);
    const url = await field.inputValue();
    const thumb = banner.getByRole('img', { name: 'Current picture' });
    await expect(thumb).toHaveAttribute('src', url);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(uploads.count()).toBe(1);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: /Saved/ })).toBeVisible();
    expect((await api.get<EventRead>('/getEvent')).imagePath).toBe(url);
    await expectNoAxeViolations(page);
  });

  test('a 9 MB picture and a PDF are refused before any request, and the field keeps its value', async ({ page, credentials }) => {
    await openConnected(page, credentials, '/settings');
    const banner = page.getByRole('region', { name: 'Appearance' });
    const field = page.getByLabel('Event banner', { exact: true });
    const before = await field.inputValue();
    const uploads = countRequests(page, '/uploadImage');
    const zone = banner.getByTestId('picture-drop-zone').first();

    await dropFiles(page, zone, [{ kind: 'png-sized', name: 'huge.png', size: 9 * 1024 * 1024 }]);
    await expect(banner.getByRole('alert')).toContainText('huge.png is 9.0 MB; pictures may be at most 8 MB.');
    await dropFiles(page, zone, [{ kind: 'other', name: 'programme.pdf', type: 'application/pdf', size: 2000 }]);
    await expect(banner.getByRole('alert')).toContainText('programme.pdf is not a JPEG, PNG, WebP or GIF picture (it is a PDF).');

    await page.getByLabel('Picture file for Event banner').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(banner.getByRole('alert')).toContainText('notes.pdf is not a JPEG');
    expect(uploads.count()).toBe(0);
    await expect(field).toHaveValue(before);
  });
});
