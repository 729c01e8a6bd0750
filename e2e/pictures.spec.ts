import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { countRequests, dropFiles } from './picture-files';

test.describe('pictures', () => {
  test('several files dropped at once upload in turn, refused ones are never sent, and one is used as the banner', async ({ connectedPage: page, api }) => {
    await page.goto('/pictures');
    await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
    await expect(page.getByText('The service keeps no list of uploaded pictures')).toBeVisible();
    await expect(page.getByText('No pictures uploaded from this browser yet')).toBeVisible();
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

    const library = page.getByRole('region', { name: /Uploaded from this console \(2\)/ });
    await expect(library.getByRole('listitem')).toHaveCount(2);
    const address = await library.getByLabel('Address of stage.png', { exact: true }).inputValue();
    expect(address).toMatch(/\/media\/.+\.png$/);
    // hall.png holds bytes no browser can draw: a calm tile with its name instead of a broken picture.
    const hall = library.getByRole('listitem').filter({ has: page.getByLabel('Address of hall.png', { exact: true }) });
    await expect(hall.getByText('The picture does not load from its address right now.')).toBeVisible();
    await expect(hall.locator('img')).toHaveCount(0);
    // One date format, the console's ("Nov 26, 2026, 5:53 PM" in English).
    await expect(hall).toContainText(/ · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);

    await library.getByRole('button', { name: 'Use stage.png as the event banner' }).click();
    await expect.poll(async () => (await api.get<{ imagePath: string }>('/getEvent')).imagePath).toBe(address);

    // Remembered in this browser for this event: still listed after a reload, and offered in picture fields.
    await page.reload();
    await expect(page.getByRole('region', { name: /Uploaded from this console \(2\)/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings');
    const venue = page.getByRole('region', { name: 'Venue and address' });
    await venue.getByRole('button', { name: 'Choose uploaded' }).click();
    await page.getByRole('dialog', { name: 'Choose an uploaded picture' }).getByRole('button', { name: 'Use hall.png' }).click();
    await expect(page.getByLabel('Venue map', { exact: true })).toHaveValue(/\/media\/.+\.png$/);
  });
});
