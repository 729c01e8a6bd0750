import type { Page } from '@playwright/test';
import { test, expect, type ApiHelper, type Credentials, type LocalServer } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { TINY_PNG_BASE64, countRequests, dropFiles } from './picture-files';

/**
 * The picture library: a grid of thumbnails with filters by kind and a search kept in the address, a details panel
 * per picture, and keyboard moves through the grid. Each test has an event of its own (so the counts are its own,
 * and a new banner changes no other test's event), filled through the API.
 */

type Event = Credentials & { baseUrl: string; name: string };

const unique = () => Math.random().toString(36).slice(2, 8);

async function freshEvent(api: ApiHelper, server: LocalServer, mintKey: (o: { clientId: string; eventId: string }) => Promise<string>, name: string): Promise<Event> {
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name });
  const apiKey = await mintKey({ clientId: event.clientId, eventId: event.eventId });
  return { apiKey, clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl, name };
}

/** A real 1×1 PNG uploaded to the event; its address. */
async function uploadPicture(api: ApiHelper, as: Event): Promise<string> {
  return (await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: TINY_PNG_BASE64 }, as)).imagePath;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Pictures' });
const cells = (page: Page) => grid(page).getByRole('gridcell');
/** A picture's tile by the name written under it. */
const tile = (page: Page, name: string) => cells(page).filter({ has: page.getByTitle(name, { exact: true }) }).getByRole('button');
const filters = (page: Page) => page.getByRole('group', { name: 'Show pictures of a kind' });
const filter = (page: Page, name: string) => filters(page).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search pictures' });

test.describe('pictures', () => {
  test('several files dropped at once upload in turn, refused ones are never sent, and one is made the banner from its details', async ({ page, api, server, mintKey }) => {
    test.setTimeout(120_000);
    const ev = await freshEvent(api, server, mintKey, `Upload Forum ${unique()}`);
    await api.post('/updateEvent', { imagePath: await uploadPicture(api, ev) }, ev);
    await openConnected(page, ev, '/pictures');
    await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
    await expect(page.getByText('The service keeps no list of uploads')).toBeVisible();
    await expect(tile(page, 'Event banner')).toBeVisible();
    await filter(page, 'Unused').click();
    await expect(page).toHaveURL(/\/pictures\?kind=unused$/);
    await expect(page.getByText('Every upload from this console is in use')).toBeVisible();
    await expectNoAxeViolations(page);

    const uploads = countRequests(page, '/uploadImage');
    await dropFiles(page, page.getByTestId('pictures-drop-zone'), [
      { kind: 'png', name: 'stage.png' },
      { kind: 'other', name: 'agenda.pdf', type: 'application/pdf', size: 1000 },
      { kind: 'png-sized', name: 'hall.png', size: 300_000 },
    ]);
    const list = page.getByRole('region', { name: 'Uploads' });
    // Said in words, not by its type code.
    await expect(list.getByText('Not uploaded: agenda.pdf is not a JPEG, PNG, WebP or GIF picture (it is a PDF).')).toBeVisible();
    await expect(list.getByText(/^Uploaded \(/)).toHaveCount(2);
    expect(uploads.count()).toBe(2);

    // Both uploads are used nowhere yet: the "Unused" filter, still chosen, shows them.
    await expect(filter(page, 'Unused')).toHaveText('Unused 2');
    await expect(filter(page, 'Unused')).toHaveAttribute('aria-pressed', 'true');
    await expect(cells(page)).toHaveCount(2);
    // hall.png holds bytes no browser can draw: a calm tile with an icon instead of a broken picture.
    const hallTile = tile(page, 'hall.png');
    await expect(hallTile).toContainText('Unused');
    await expect(hallTile.getByText('The picture does not load')).toBeAttached();
    await expect(hallTile.locator('img')).toHaveCount(0);

    await hallTile.click();
    const hall = page.getByRole('dialog', { name: 'hall.png' });
    await expect(hall.getByText('The picture does not load from its address right now.')).toBeVisible();
    await expect(hall.getByText('Not used anywhere')).toBeVisible();
    const facts = hall.getByTestId('picture-facts');
    await expect(facts).toContainText('293 KB (300,000 bytes)');
    await expect(facts).toContainText('TypePNG');
    // One date format, the console's ("Thu, Nov 26 · 17:53" in English).
    await expect(facts).toContainText(/Uploaded here[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} · \d{2}:\d{2}/);
    await page.keyboard.press('Escape');
    await expect(hall).toHaveCount(0);
    await expect(hallTile).toBeFocused();

    // From the upload's row to its details, and made the event's banner there.
    await list.getByRole('button', { name: 'Details of stage.png' }).click();
    const stage = page.getByRole('dialog', { name: 'stage.png' });
    const address = await stage.getByRole('textbox', { name: 'Address' }).inputValue();
    expect(address).toMatch(/\/media\/.+\.png$/);
    await expect(stage.getByRole('button', { name: 'Set as venue map' })).toBeVisible();
    await stage.getByRole('button', { name: 'Set as event banner' }).click();
    await expect.poll(async () => (await api.get<{ imagePath: string }>('/getEvent', undefined, ev)).imagePath).toBe(address);
    // Now the banner: no second "Set as event banner", and it names its use.
    await expect(stage.getByRole('list', { name: 'Where stage.png is used' }).getByRole('listitem')).toHaveText([`Event banner: ${ev.name}`]);
    await expect(stage.getByRole('button', { name: 'Set as event banner' })).toHaveCount(0);
    await expect(stage.getByRole('button', { name: 'Set as venue map' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(stage).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Details of stage.png' })).toBeFocused();
    // In use, it leaves the "Unused" view.
    await expect(filter(page, 'Unused')).toHaveText('Unused 1');
    await expect(cells(page)).toHaveCount(1);

    // Remembered in this browser for this event: still listed after a reload (the view too), and offered in picture fields.
    await page.reload();
    await expect(filter(page, 'Unused')).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(page, 'hall.png')).toBeVisible();
    await filter(page, 'Banner').click();
    await expect(tile(page, 'stage.png')).toContainText('Banner');
    await expectNoAxeViolations(page);
    // On to the event settings through the console's navigation (the same tab, no second load).
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Event settings' }).click();
    const venue = page.getByRole('region', { name: 'Venue and address' });
    await venue.getByRole('button', { name: 'Choose uploaded' }).click();
    await page.getByRole('dialog', { name: 'Choose an uploaded picture' }).getByRole('button', { name: 'Use hall.png' }).click();
    await expect(page.getByLabel('Venue map', { exact: true })).toHaveValue(/\/media\/.+\.png$/);
  });

  test('filters by kind and the search (case and accents aside) live in the address: back, forward and reload keep them', async ({ page, api, server, mintKey }) => {
    test.setTimeout(120_000);
    const ev = await freshEvent(api, server, mintKey, `Filter Fair ${unique()}`);
    const [banner, map, talk, cafe, ada, logo] = await Promise.all(Array.from({ length: 6 }, () => uploadPicture(api, ev)));
    await api.post('/updateEvent', { imagePath: banner, mapImagePath: map }, ev);
    await api.post('/upsertSession', { title: 'Opening talk', imagePath: talk }, ev);
    await api.post('/upsertSession', { title: 'Café science', contentData: [{ type: 'image', data: { content: cafe } }] }, ev);
    const zoe = await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Zoë Ångström', imagePath: cafe }, ev);
    await api.post('/upsertSpeaker', { name: 'Ada Adeyemi', imagePath: ada }, ev);
    await api.post('/upsertSponsor', { name: 'Fabrikam', sponsorImagePath: logo, imagePathBanner: '' }, ev);

    await openConnected(page, ev, '/pictures');
    // Each filter says how many pictures it shows; the café picture is a session's and a speaker's.
    await expect(filters(page).getByRole('button')).toHaveText(['All 6', 'Banner 1', 'Venue map 1', 'Sessions 2', 'Speakers 2', 'Sponsors 1', 'Unused 0']);
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cells(page)).toHaveCount(6);

    await filter(page, 'Speakers').click();
    await expect(page).toHaveURL(/\/pictures\?kind=speakers$/);
    await expect(cells(page)).toHaveCount(2);
    await expect(tile(page, 'Picture section 1 of Café science')).toContainText('SessionSpeaker');
    await expect(tile(page, 'Speaker photo of Ada Adeyemi')).toBeVisible();

    // Without its accents and in another case, and the counts follow the search.
    await search(page).fill('ZOE angstrom');
    await expect(page).toHaveURL(/\/pictures\?kind=speakers&q=ZOE\+angstrom$/);
    await expect(cells(page)).toHaveCount(1);
    await expect(page.getByText('Showing 1 of 6 pictures')).toBeVisible();
    await expect(filters(page).getByRole('button')).toHaveText(['All 1', 'Banner 0', 'Venue map 0', 'Sessions 1', 'Speakers 1', 'Sponsors 0', 'Unused 0']);

    await filter(page, 'Sponsors').click();
    await expect(page.getByRole('heading', { name: 'No picture matches' })).toBeVisible();
    await expect(page.getByText('No picture of the kind “Sponsors” has “ZOE angstrom” in its name, address or where it is used.')).toBeVisible();

    // A filter chosen is a step in the history (a letter typed is not).
    await page.goBack();
    await expect(filter(page, 'Speakers')).toHaveAttribute('aria-pressed', 'true');
    await expect(search(page)).toHaveValue('ZOE angstrom');
    await expect(tile(page, 'Picture section 1 of Café science')).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'No picture matches' })).toBeVisible();
    await expect(filter(page, 'Sponsors')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(cells(page)).toHaveCount(1);
    await page.reload();
    await expect(search(page)).toHaveValue('ZOE angstrom');
    await expect(filter(page, 'Speakers')).toHaveAttribute('aria-pressed', 'true');
    await expect(cells(page)).toHaveCount(1);

    // Through the picture's details to the speaker who uses it, and back to the same view.
    await tile(page, 'Picture section 1 of Café science').click();
    const details = page.getByRole('dialog', { name: 'Picture section 1 of Café science' });
    const uses = details.getByRole('list', { name: 'Where Picture section 1 of Café science is used' });
    await expect(uses.getByRole('listitem')).toHaveText(['Picture section 1: Café science', 'Speaker photo: Zoë Ångström']);
    await uses.getByRole('link', { name: 'Zoë Ångström' }).click();
    await expect(page).toHaveURL(new RegExp(`/speakers/${zoe.documentId}$`));
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Zoë Ångström');
    await page.goBack();
    await expect(page).toHaveURL(/\/pictures\?kind=speakers&q=ZOE\+angstrom$/);
    await expect(search(page)).toHaveValue('ZOE angstrom');
    await expect(cells(page)).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The empty result's way out clears both, and puts the cursor back in the search.
    await filter(page, 'Sponsors').click();
    await page.getByRole('button', { name: 'Clear the search and filter' }).click();
    await expect(page).toHaveURL(/\/pictures$/);
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cells(page)).toHaveCount(6);

    // By its address (the file name, in capitals), and by where it is used.
    await search(page).fill(logo.split('/').pop()!.toUpperCase());
    await expect(cells(page)).toHaveCount(1);
    await expect(tile(page, 'Sponsor logo of Fabrikam')).toBeVisible();
    await search(page).fill('venue map');
    await expect(cells(page)).toHaveCount(1);
    await expect(tile(page, 'Venue map')).toBeVisible();
    await search(page).fill('cafe');
    await expect(cells(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the details name every use with a link, offer the banner and map only to other pictures, and replace a picture on every record in one step; a record changed elsewhere is left as it is", async ({ page, api, server, mintKey }) => {
    test.setTimeout(120_000);
    const ev = await freshEvent(api, server, mintKey, `Replace Summit ${unique()}`);
    const [banner, map, oldUrl, newUrl, otherUrl] = await Promise.all(Array.from({ length: 5 }, () => uploadPicture(api, ev)));
    await api.post('/updateEvent', { imagePath: banner, mapImagePath: map }, ev);
    const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Pat Photo', imagePath: oldUrl }, ev);
    const sponsor = await api.post<{ documentId: string }>('/upsertSponsor', { name: 'Logo Works', sponsorImagePath: oldUrl, imagePathBanner: '' }, ev);
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: 'Picture talk', contentData: [{ type: 'image', data: { content: oldUrl } }] }, ev);

    await openConnected(page, ev, '/pictures?kind=banner');
    // The banner is not offered as the banner again; the venue map not as the map.
    await tile(page, 'Event banner').click();
    const bannerDetails = page.getByRole('dialog', { name: 'Event banner' });
    await expect(bannerDetails.getByRole('list', { name: 'Where Event banner is used' }).getByRole('link', { name: ev.name })).toHaveAttribute('href', '/settings');
    await expect(bannerDetails.getByRole('button', { name: 'Set as venue map' })).toBeVisible();
    await expect(bannerDetails.getByRole('button', { name: 'Set as event banner' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await filter(page, 'Venue map').click();
    await tile(page, 'Venue map').click();
    const mapDetails = page.getByRole('dialog', { name: 'Venue map' });
    await expect(mapDetails.getByRole('button', { name: 'Set as event banner' })).toBeVisible();
    await expect(mapDetails.getByRole('button', { name: 'Set as venue map' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await filter(page, 'All').click();

    // Named after its first use (it was not uploaded from this browser): the session's picture section.
    const name = 'Picture section 1 of Picture talk';
    await tile(page, name).click();
    const details = page.getByRole('dialog', { name });
    await expect(details).toContainText('In 3 places on 3 records');
    const uses = details.getByRole('list', { name: `Where ${name} is used` });
    await expect(uses.getByRole('listitem')).toHaveText(['Picture section 1: Picture talk', 'Speaker photo: Pat Photo', 'Sponsor logo: Logo Works']);
    await expect(uses.getByRole('link', { name: 'Picture talk' })).toHaveAttribute('href', `/sessions/${session.documentId}`);
    await expect(uses.getByRole('link', { name: 'Pat Photo' })).toHaveAttribute('href', `/speakers/${speaker.documentId}`);
    await expect(uses.getByRole('link', { name: 'Logo Works' })).toHaveAttribute('href', `/sponsors/${sponsor.documentId}`);
    await expect(details.getByRole('button', { name: 'Set as event banner' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Set as venue map' })).toBeVisible();
    // Size and type from the picture's own address (a HEAD request), pixels from the picture itself.
    const facts = details.getByTestId('picture-facts');
    await expect(facts).toContainText('Pixels1 × 1 px');
    await expect(facts).toContainText('File size70 bytes');
    await expect(facts).toContainText('TypePNG');
    await expectNoAxeViolations(page);

    await details.getByRole('button', { name: 'Replace everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: `Replace ${name}` });
    await expect(dialog.getByRole('region', { name: 'Records to change' }).getByRole('listitem')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Replace on 3 records' }).click();
    await expect(dialog.getByText(/^New picture is required/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New picture' }).fill(newUrl);
    // Meanwhile someone else changes the session's picture section.
    await api.post('/upsertSession', { documentId: session.documentId, contentData: [{ type: 'image', data: { content: otherUrl } }] }, ev);
    await dialog.getByRole('button', { name: 'Replace on 3 records' }).click();
    await expect(dialog.getByText('Replaced on 2 of 3 records')).toBeVisible();
    const report = dialog.getByRole('region', { name: 'What changed' });
    await expect(report.getByRole('listitem').filter({ hasText: 'Pat Photo' })).toContainText('Replaced (its picture).');
    await expect(report.getByRole('listitem').filter({ hasText: 'Logo Works' })).toContainText('Replaced (the logo).');
    await expect(report.getByRole('listitem').filter({ hasText: 'Picture talk' })).toContainText('Left as it was: Changed elsewhere since this page loaded (its content sections)');
    await expectNoAxeViolations(page);

    const speakers = await api.get<{ documentId: string; imagePath: string }[]>('/getSpeakers', undefined, ev);
    expect(speakers.find((s) => s.documentId === speaker.documentId)?.imagePath).toBe(newUrl);
    const sponsors = await api.get<{ documentId: string; sponsorImagePath: string; name: string }[]>('/getSponsors', undefined, ev);
    expect(sponsors.find((s) => s.documentId === sponsor.documentId)).toMatchObject({ sponsorImagePath: newUrl, name: 'Logo Works' });
    const sessions = await api.get<{ documentId: string; contentData: { data: { content: string } }[] }[]>('/getSessions', undefined, ev);
    expect(sessions.find((s) => s.documentId === session.documentId)?.contentData[0].data.content).toBe(otherUrl);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    // The library reads the records again, and the details follow the picture that took the old one's places.
    const replaced = page.getByRole('dialog', { name: 'Speaker photo of Pat Photo' });
    await expect(replaced.getByRole('textbox', { name: 'Address' })).toHaveValue(newUrl);
    await expect(replaced).toContainText('In 2 places on 2 records');
    await page.keyboard.press('Escape');
    await expect(replaced).toHaveCount(0);
    await expect(tile(page, 'Speaker photo of Pat Photo')).toBeFocused();
  });

  test('keyboard only: one tab stop, arrows move by a picture and by a row of the grid as laid out, Enter opens the details and Escape comes back', async ({ page, api, server, mintKey }) => {
    test.setTimeout(120_000);
    const ev = await freshEvent(api, server, mintKey, `Keyboard Days ${unique()}`);
    const urls = await Promise.all(Array.from({ length: 10 }, () => uploadPicture(api, ev)));
    for (const [i, url] of urls.entries()) await api.post('/upsertSpeaker', { name: `Speaker ${String(i + 1).padStart(2, '0')}`, imagePath: url }, ev);

    await openConnected(page, ev, '/pictures');
    const tiles = cells(page).getByRole('button');
    await expect(tiles).toHaveCount(10);
    /** How many tiles the first row holds, as drawn. */
    const columns = () => grid(page).evaluate((g) => {
      const tops = [...g.querySelectorAll('[role="gridcell"]')].map((c) => Math.round(c.getBoundingClientRect().top));
      return tops.filter((t) => t === tops[0]).length;
    });
    const nameOf = async (i: number) => (await tiles.nth(i).locator('[title]').getAttribute('title'))!;

    // From the search, through the seven filters, into the grid: its first picture is its one tab stop.
    await search(page).focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    await expect(filter(page, 'Unused')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tiles.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(grid(page).locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(tiles.nth(0)).toBeFocused();

    const cols = await columns();
    expect(cols).toBeGreaterThanOrEqual(3);
    expect(cols).toBeLessThan(9);
    await page.keyboard.press('ArrowLeft');
    await expect(tiles.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tiles.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tiles.nth(1 + cols)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(tiles.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tiles.nth(cols - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tiles.nth(0)).toBeFocused();
    await page.keyboard.press('Control+End');
    await expect(tiles.nth(9)).toBeFocused();
    await page.keyboard.press('Control+Home');
    await expect(tiles.nth(0)).toBeFocused();

    // Enter opens the picture's details; Escape closes them and the focus is back on the picture.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tiles.nth(2)).toBeFocused();
    const name = await nameOf(2);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name });
    await expect(details).toBeVisible();
    await expect(details.locator(':focus')).toHaveCount(1);
    await expect(details.getByTestId('picture-facts')).toContainText('Pixels1 × 1 px');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(tiles.nth(2)).toBeFocused();
    // The grid remembers where the focus was: out of it and back in lands on the same picture.
    await page.keyboard.press('Tab');
    await expect(grid(page).locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(tiles.nth(2)).toBeFocused();

    // On a phone the rows are shorter: a row down is the phone's row, read from the layout.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBeLessThan(cols);
    const phoneCols = await columns();
    await expect(tiles.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tiles.nth(2 + phoneCols)).toBeFocused();
    const below = await nameOf(2 + phoneCols);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: below })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tiles.nth(2 + phoneCols)).toBeFocused();
  });
});
