import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

/**
 * The command palette, by keyboard only: Ctrl+K to go to a page or run an
 * action, `/` to find a record (also one whose list the page never read, so
 * the palette asks the service for it), `?` for the keys of the page.
 */
test.describe('command palette', () => {
  test('by keyboard only from three pages: go to a page, find a speaker and a guest, run an action, list the keys', async ({ page, credentials, api }) => {
    const [speaker] = await api.get<{ documentId: string; name: string }[]>('/getSpeakers');
    const guests = await api.get<{ email: string; name?: string }[]>('/getGuests');
    const guest = guests.find((g) => g.name) ?? guests[0];
    const palette = page.getByRole('dialog', { name: /Command palette|Search the event/ });
    const search = palette.getByRole('combobox');

    // 1. From the sessions list: Ctrl+K, a page by its name.
    await openConnected(page, credentials, '/sessions');
    await expect(page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('accou');
    await expect(palette.getByRole('option', { name: /Account/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(palette).toBeHidden();

    // 2. From the account page (no guest list read yet): `/`, a guest by e-mail, then a speaker by name.
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type(guest.email);
    await expect(palette.getByRole('group', { name: 'Guests' }).getByRole('option').first()).toContainText(guest.email);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(speaker.name);
    const speakers = palette.getByRole('group', { name: 'Speakers' });
    await expect(speakers.getByRole('option').first()).toContainText(speaker.name);
    // Guests matching the name come first when the speaker is also a guest: move to the speaker with the arrows.
    for (let i = 0; i < 12 && (await speakers.getByRole('option').first().getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/speakers/${speaker.documentId}$`));

    // 3. From the speaker's page: an action, then the keys of the page.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('new session');
    await expect(palette.getByRole('option', { name: 'New session' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sessions\/new$/);
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(keys.getByRole('table', { name: 'Everywhere' })).toContainText('Open the command palette');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();
  });

  test('the palette passes axe at 1440 and 390 wide', async ({ page, credentials }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openConnected(page, credentials, '/speakers');
    await expect(page.getByRole('heading', { name: 'Speakers', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Search or jump to…' }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('a');
    await expect(palette.getByRole('group', { name: 'Speakers' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]', label: 'palette at 1440' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Search or jump to…' }).click();
    await expect(palette.getByRole('group', { name: 'Go to' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]', label: 'palette at 390' });
  });
});
