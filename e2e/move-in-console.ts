import { expect, type Page } from '@playwright/test';

/**
 * A move inside the running console (react-router follows the history), as a link would make it: no page load.
 * For walks whose subject is each page, not the link that leads there (the navigation spec proves the links).
 * `path` is a pathname; the move waits until the address shows it.
 */
export async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}
