import type { Locator, Request } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Hostile input in the console: text the service cannot store is refused at its field by the same
 * contract schema the server runs, before anything is sent.
 */
/** UTF-16 code units of a string: how text crosses to and from the page without a lone surrogate being replaced. */
const units = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/**
 * Puts text into a field the way a paste does (one input event with the whole text). The text is rebuilt in
 * the page from its UTF-16 units, because the automation protocol replaces a lone surrogate by U+FFFD.
 */
async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((el, codes) => {
    const input = el as HTMLInputElement;
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, String.fromCharCode(...codes));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, units(text));
}

const valueUnits = (field: Locator) => field.evaluate((el) => Array.from({ length: (el as HTMLInputElement).value.length }, (_, i) => (el as HTMLInputElement).value.charCodeAt(i)));

test.describe('hostile input', () => {
  test('a session title pasted with a NUL and an emoji cut in half shows the message at the field and sends nothing', async ({ connectedPage: page, api }) => {
    test.setTimeout(120_000);
    const upserts: Request[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/upsertSession')) upserts.push(req);
    });
    await page.goto('/sessions');
    await page.getByRole('link', { name: 'New session' }).click();
    await expect(page).toHaveURL(/\/sessions\/new$/);

    const title = page.getByLabel('Title');
    // What a paste from a PDF brings (a NUL), and an emoji cut in two by a careless shortening: it ends in half of 😀.
    const pasted = `Opening\u0000 keynote ${'😀'.slice(0, 1)}`;
    await paste(title, pasted);
    await page.getByRole('button', { name: 'Create session' }).first().click();

    await expect(page.getByText(/contains a character that cannot be stored: a NUL character \(U\+0000\) at position 8/)).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(await valueUnits(title), 'nothing pasted is lost').toEqual(units(pasted));
    await expect(page).toHaveURL(/\/sessions\/new$/);
    expect(upserts, 'no upsert request left the page').toHaveLength(0);

    // With the NUL removed, the half emoji is named next.
    await paste(title, `Opening keynote ${'😀'.slice(0, 1)}`);
    await page.getByRole('button', { name: 'Create session' }).first().click();
    await expect(page.getByText(/contains a character that cannot be stored: half of an emoji or other character \(U\+D83D\)/)).toBeVisible();
    expect(upserts).toHaveLength(0);

    // Whole again, it saves.
    const whole = `Opening keynote 😀 ${Date.now()}`;
    await title.fill(whole);
    await page.getByRole('button', { name: 'Create session' }).first().click();
    await expect(page).toHaveURL(/\/sessions\/(?!new)[^/]+$/);
    expect((await api.get<{ title: string }[]>('/getSessions')).some((s) => s.title === whole)).toBe(true);
  });
});
