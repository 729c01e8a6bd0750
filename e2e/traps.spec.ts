import { test, expect } from './fixtures';
import { openConnected } from './open-connected';

/** Small traps removed: the speaker combobox works by keys; pages open at their top and back restores the place. */
test.describe('small traps', () => {
  test("a session's speakers are added from a combobox by keys alone: arrows, Enter, Escape", async ({ page, credentials, api }) => {
    const speakers = await api.get<{ documentId: string; name: string; hideFromList?: boolean; unListed?: boolean }[]>('/getSpeakers');
    const shown = speakers.filter((s) => !s.hideFromList && !s.unListed);
    const first = shown[0];
    const { sessionId } = await api.post<{ sessionId: string }>('/upsertSession', { title: `Combobox ${Date.now()}` });
    await openConnected(page, credentials, `/sessions/${sessionId}`);
    const box = page.getByRole('combobox', { name: 'Add a speaker' });
    await box.focus();
    await page.keyboard.type(first.name.slice(0, 3));
    const list = page.getByRole('listbox', { name: 'Matching speakers' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // Escape closes the list and keeps the text; ArrowDown opens it again.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(first.name.slice(0, 3));
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    const count = await options.count();
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
    }
    const picked = (await options.first().innerText()).split(' · ')[0];
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen speakers, in order' })).toContainText(picked);
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('a page opens at its top, and back returns to where the last one was scrolled', async ({ page, credentials }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openConnected(page, credentials, '/speakers');
    await expect(page.getByRole('heading', { name: 'Speakers', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zoe Haddad' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const y = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Zoe Haddad' }).click();
    await expect(page.getByRole('heading', { name: 'Zoe Haddad', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Speakers', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Zoe Haddad', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
