import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { TINY_PNG_BASE64, countRequests, dropFiles } from './picture-files';

test.describe('pictures', () => {
  test('several files dropped at once upload in turn, refused ones are never sent, and one is used as the banner', async ({ page, credentials, api }) => {
    test.setTimeout(120_000);
    await openConnected(page, credentials, '/pictures');
    await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
    await expect(page.getByText('The service keeps no list of uploads')).toBeVisible();
    const library = page.getByRole('region', { name: /The event's pictures \(\d+\)/ });
    await expect(library.getByRole('listitem', { name: 'Event banner' })).toBeVisible();
    await page.getByRole('button', { name: /^Not used \(0\)/ }).click();
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

    // Both uploads are used nowhere yet: the "Not used" view lists them.
    await expect(page.getByRole('button', { name: 'Not used (2)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(library.getByRole('list', { name: 'Pictures' }).getByRole('listitem', { name: /\.png$/ })).toHaveCount(2);
    const address = await library.getByLabel('Address of stage.png', { exact: true }).inputValue();
    expect(address).toMatch(/\/media\/.+\.png$/);
    // hall.png holds bytes no browser can draw: a calm tile with its name instead of a broken picture.
    const hall = library.getByRole('listitem', { name: 'hall.png' });
    await expect(hall).toContainText('Not used anywhere');
    await expect(hall.getByText('The picture does not load from its address right now.')).toBeVisible();
    await expect(hall.locator('img')).toHaveCount(0);
    // One date format, the console's ("Nov 26, 2026, 5:53 PM" in English).
    await expect(hall).toContainText(/PNG · 293 KB · uploaded here [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} · \d{2}:\d{2}/);

    await library.getByRole('button', { name: 'Use stage.png as the event banner' }).click();
    await expect.poll(async () => (await api.get<{ imagePath: string }>('/getEvent')).imagePath).toBe(address);
    // Now in use, it leaves the "Not used" view and names its use.
    await expect(page.getByRole('button', { name: 'Not used (1)' })).toBeVisible();
    await page.getByRole('button', { name: /^In use/ }).click();
    await expect(library.getByRole('listitem', { name: 'stage.png' })).toContainText(/Event banner: /);

    // Remembered in this browser for this event: still listed after a reload, and offered in picture fields.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'hall.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    // On to the event settings through the console's navigation (the same tab, no second load).
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Event settings' }).click();
    const venue = page.getByRole('region', { name: 'Venue and address' });
    await venue.getByRole('button', { name: 'Choose uploaded' }).click();
    await page.getByRole('dialog', { name: 'Choose an uploaded picture' }).getByRole('button', { name: 'Use hall.png' }).click();
    await expect(page.getByLabel('Venue map', { exact: true })).toHaveValue(/\/media\/.+\.png$/);
  });

  test("lists a speaker's photo and a sponsor's logo with their uses, and replaces the picture on both in one step; a record changed elsewhere is left as it is", async ({ page, credentials, api }) => {
    test.setTimeout(120_000);
    const id = Math.random().toString(36).slice(2, 8);
    const upload = async () => (await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: TINY_PNG_BASE64 })).imagePath;
    const [oldUrl, newUrl, otherUrl] = [await upload(), await upload(), await upload()];
    const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: `Pat Photo ${id}`, imagePath: oldUrl });
    const sponsor = await api.post<{ documentId: string }>('/upsertSponsor', { name: `Logo Works ${id}`, sponsorImagePath: oldUrl, imagePathBanner: '' });
    const session = await api.post<{ documentId: string }>('/upsertSession', {
      title: `Picture talk ${id}`,
      contentData: [{ type: 'image', data: { content: oldUrl } }],
    });
    try {
      await openConnected(page, credentials, '/pictures');
      // Named after its first use (it was not uploaded from this browser): the session's picture section.
      const name = `Picture section 1 of Picture talk ${id}`;
      const card = page.getByRole('listitem', { name });
      await expect(card).toContainText('Used in 3 places on 3 records');
      const uses = card.getByRole('list', { name: `Where ${name} is used` });
      await expect(uses.getByRole('listitem')).toHaveText([`Picture section 1: Picture talk ${id}`, `Speaker photo: Pat Photo ${id}`, `Sponsor logo: Logo Works ${id}`]);
      await expect(uses.getByRole('link', { name: `Pat Photo ${id}` })).toHaveAttribute('href', `/speakers/${speaker.documentId}`);
      await expect(uses.getByRole('link', { name: `Logo Works ${id}` })).toHaveAttribute('href', `/sponsors/${sponsor.documentId}`);
      // Size and type from the picture's own address (a HEAD request), pixels from the picture itself.
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId('picture-facts')).toHaveText('PNG · 70 bytes · 1 × 1 px');
      await expectNoAxeViolations(page);

      await card.getByRole('button', { name: `Replace everywhere: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Replace ${name}` });
      await expect(dialog.getByRole('region', { name: 'Records to change' }).getByRole('listitem')).toHaveCount(3);
      await dialog.getByRole('button', { name: 'Replace on 3 records' }).click();
      await expect(dialog.getByText(/^New picture is required/)).toBeVisible();
      await dialog.getByRole('textbox', { name: 'New picture' }).fill(newUrl);
      // Meanwhile someone else changes the session's picture section.
      await api.post('/upsertSession', { documentId: session.documentId, contentData: [{ type: 'image', data: { content: otherUrl } }] });
      await dialog.getByRole('button', { name: 'Replace on 3 records' }).click();
      await expect(dialog.getByText('Replaced on 2 of 3 records')).toBeVisible();
      const report = dialog.getByRole('region', { name: 'What changed' });
      await expect(report.getByRole('listitem').filter({ hasText: `Pat Photo ${id}` })).toContainText('Replaced (its picture).');
      await expect(report.getByRole('listitem').filter({ hasText: `Logo Works ${id}` })).toContainText('Replaced (the logo).');
      await expect(report.getByRole('listitem').filter({ hasText: `Picture talk ${id}` })).toContainText('Left as it was: Changed elsewhere since this page loaded (its content sections)');
      await expectNoAxeViolations(page);

      const speakers = await api.get<{ documentId: string; imagePath: string }[]>('/getSpeakers');
      expect(speakers.find((s) => s.documentId === speaker.documentId)?.imagePath).toBe(newUrl);
      const sponsors = await api.get<{ documentId: string; sponsorImagePath: string; name: string }[]>('/getSponsors');
      expect(sponsors.find((s) => s.documentId === sponsor.documentId)).toMatchObject({ sponsorImagePath: newUrl, name: `Logo Works ${id}` });
      const sessions = await api.get<{ documentId: string; contentData: { data: { content: string } }[] }[]>('/getSessions');
      expect(sessions.find((s) => s.documentId === session.documentId)?.contentData[0].data.content).toBe(otherUrl);

      await dialog.getByRole('button', { name: 'Close' }).first().click();
      // The library reads the records again: the new picture carries both uses.
      const replaced = page.getByRole('listitem', { name: `Speaker photo of Pat Photo ${id}` });
      await expect(replaced.getByRole('textbox', { name: /^Address of/ })).toHaveValue(newUrl);
      await expect(replaced).toContainText('Used in 2 places on 2 records');
    } finally {
      await api.post('/deleteSession', { documentId: session.documentId });
      await api.post('/deleteSpeaker', { documentId: speaker.documentId });
      await api.post('/deleteSponsor', { documentId: sponsor.documentId });
    }
  });
});
