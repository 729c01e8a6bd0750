import { test, expect, connectThroughLogin } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

test.describe('shell', () => {
  test('an area the key has no scope for is visible but disabled, saying in words what it needs', async ({ page, server, credentials, mintKey }) => {
    const key = await mintKey({ scopes: ['event:read'] });
    await connectThroughLogin(page, { ...credentials, apiKey: key, baseUrl: server.apiBaseUrl });
    const nav = page.getByRole('navigation', { name: 'Areas' }).first();
    await expect(nav.getByTestId('nav-disabled-/polls')).toContainText('Not allowed by this key');
    await expect(nav.getByTestId('nav-disabled-/polls')).toHaveAttribute('title', 'Needs a key that can see polls and their results');
    await expect(nav.getByTestId('nav-disabled-/guests')).toHaveAttribute('title', 'Needs a key that can see guests');
    await expect(nav.getByRole('link', { name: 'Polls' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sessions' })).toBeVisible();
    // The dashboard says which figures the key cannot see.
    await expect(page.getByTestId('figure-polls')).toContainText('Needs a key that can see polls and their results');
    // Opening the address directly explains instead of failing.
    await page.goto('/polls');
    await expect(page.getByRole('heading', { name: 'Your key cannot open Polls' })).toBeVisible();
    await expect(page.getByText('Polls needs a key that can see polls and their results.')).toBeVisible();
    // The scope's own name only for whoever asks for the details.
    await expect(page.getByText('polls:read')).toBeHidden();
    await page.getByText('Details for whoever issues keys').click();
    await expect(page.getByText('polls:read')).toBeVisible();
  });

  test('the account page shows what the key allows, issue and expiry times, a live countdown, and passes axe', async ({ connectedPage: page }) => {
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What this key allows' })).toContainText('Can manage abstracts');
    await expect(page.getByText('abstracts:write')).toBeHidden();
    const left = page.getByTestId('account-time-left');
    const first = await left.textContent();
    await expect(left).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expectNoAxeViolations(page);
  });

  test("the shell takes the event's own accent colour, with text that reads on it", async ({ connectedPage: page, api }) => {
    test.setTimeout(150_000); // three full loads of the console and an axe scan
    const shell = page.getByTestId('shell');
    const accentOf = () => shell.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-accent').trim());
    const activeMark = page.getByRole('navigation', { name: 'Areas' }).first().getByTestId('nav-active-mark');
    try {
      await api.post('/updateEvent', { primaryAccentColor: '#0F766E' });
      await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Sessions' }).click();
      await page.reload();
      await expect.poll(accentOf).toBe('#0F766E');
      await expect(activeMark).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await expect.poll(() => shell.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-on-accent').trim())).toBe('#FFFFFF');

      // A light colour as an ARGB integer: applied, with dark text on it; white text goes on a darker step only.
      await api.post('/updateEvent', { primaryAccentColor: 0xfffacc15 });
      await page.reload();
      await expect(activeMark).toHaveCSS('background-color', 'rgb(250, 204, 21)');
      await expect.poll(() => shell.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-on-accent').trim())).toBe('#020617');
      await expectNoAxeViolations(page);
    } finally {
      await api.post('/updateEvent', { primaryAccentColor: '#FFFFFFFF' });
    }
    // Without a colour of its own, the console's indigo.
    await page.reload();
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect.poll(accentOf).not.toBe('#FACC15');
  });

  test('sign out forgets the key and returns to the login', async ({ page, credentials }) => {
    await openConnected(page, credentials, '/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(session).not.toContain(credentials.apiKey);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the key expires a dialog asks for a new one over the page; typed text survives, and a reload too', async ({ page, server, credentials, mintKey }) => {
    // The warning is looked at while the key still lives: the page opens straight at the account, connected (the
    // login form is proven elsewhere), so a busy machine does not spend the key's life on the way there.
    const shortKey = await mintKey({ lifetimeSeconds: 30 });
    await openConnected(page, { ...credentials, apiKey: shortKey, baseUrl: server.apiBaseUrl }, '/account');
    const field = page.locator('input[name="profileName"]');
    await field.fill('Keynote day');
    await expect(page.getByRole('alert').filter({ hasText: 'Your API key expires in' })).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Connect again with a new key' });
    await expect(dialog).toBeVisible({ timeout: 40_000 });
    await expect(dialog).toContainText('expired');
    await expect(field).toHaveValue('Keynote day');

    const fresh = await mintKey();
    await dialog.getByLabel('New API key').fill(fresh);
    await dialog.getByRole('button', { name: 'Use this key' }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue('Keynote day');
    await expect(page.getByTestId('key-time-left')).toHaveCount(0);

    await page.reload();
    await expect(page.locator('input[name="profileName"]')).toHaveValue('Keynote day');
  });

  test('a revoked key opens the same dialog on the next request', async ({ page, api, credentials }) => {
    await openConnected(page, credentials, '/account');
    await page.locator('input[name="profileName"]').fill('Before revocation');
    await api.operator('/keys/revoke', { apiKey: credentials.apiKey });
    // The next request (a reload here) meets key_revoked.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Connect again with a new key' });
    await expect(dialog).toContainText('revoked');
    await expect(page.locator('input[name="profileName"]')).toHaveValue('Before revocation');
  });

  test('on 429 every request waits for Retry-After, the pause is shown, then the data arrives (fault injected: 429)', async ({ page, server, credentials }) => {
    let limitedAt = 0;
    let answered = false;
    await page.route('**/api/getSessions', async (route) => {
      if (answered) return route.continue();
      answered = true;
      limitedAt = Date.now();
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '3', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'Too many requests', code: 'rate_limited', retryAfterSeconds: 3 }),
      });
    });
    const sent: { url: string; at: number }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) sent.push({ url: r.url(), at: Date.now() });
    });
    await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    const status = page.getByTestId('scheduler-status').first();
    await expect(status).toHaveAttribute('data-paused', 'true');
    // From the moment the page shows the pause, requests that were already on their way excepted.
    const pausedSeenAt = Date.now();
    await expect(status).toContainText('Too many requests');
    await expect(page.getByTestId('figure-sessions')).toContainText(/\d+/, { timeout: 15_000 });
    await expect(status).toHaveAttribute('data-paused', 'false');
    // Nothing was sent while the pause ran (a little slack for the browser's own clock).
    const during = sent.filter((s) => s.at > Math.max(limitedAt + 200, pausedSeenAt) && s.at < limitedAt + 2_800);
    expect(during, JSON.stringify(during)).toEqual([]);
    expect(sent.filter((s) => s.url.includes('/getSessions')).length).toBeGreaterThanOrEqual(2);
  });

  test('an intermediary HTML error page on a read is explained (fault injected: HTML 1010)', async ({ page, server, credentials }) => {
    await page.route('**/api/getEvent', (route) =>
      route.fulfill({ status: 403, contentType: 'text/plain', body: 'error code: 1010' }),
    );
    await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
    await expect(alert).toContainText('User-Agent');
  });

  test('the dashboard works at phone width with the menu', async ({ page, server, credentials }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the navigation marks the page's own area: a session's Q&A board and polls are Q&A and Polls, not Sessions", async ({ connectedPage: page, api }) => {
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: 'Marked area', hasLiveQA: true, hasPoll: true });
    const nav = page.getByRole('navigation', { name: 'Areas' }).first();
    const marked = nav.locator('[aria-current="page"]');
    await nav.getByRole('link', { name: 'Q&A', exact: true }).click();
    await expect(marked).toHaveText('Q&A');
    await page.locator(`a[href="/sessions/${session.documentId}/questions"]`).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${session.documentId}/questions$`));
    await expect(marked).toHaveText('Q&A');
    await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
    await expect(marked).toHaveText('Sessions');
    await page.goto(`/sessions/${session.documentId}/polls`);
    await expect(marked).toHaveText('Polls');
    await expect(marked).toHaveCount(1);
  });

  test('skip link moves focus to the content', async ({ page, credentials }) => {
    await openConnected(page, credentials, '/');
    await expect(page.getByTestId('shell-event-name')).toContainText('Northwind');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
