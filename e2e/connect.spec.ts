import { test, expect, connectThroughLogin } from './fixtures';
import { expectNoAxeViolations } from './axe';

async function fillLogin(page: import('@playwright/test').Page, v: { baseUrl: string; apiKey: string; clientId: string; eventId: string }) {
  await page.goto('/login');
  await expect(page.getByLabel('API base URL')).toHaveValue(/.+/);
  await page.getByLabel('API base URL').fill(v.baseUrl);
  await page.getByLabel('API key').fill(v.apiKey);
  await page.getByLabel('Client id').fill(v.clientId);
  await page.getByLabel('Event id').fill(v.eventId);
  await page.getByRole('button', { name: 'Connect' }).click();
}

test.describe('connect', () => {
  test('pre-fills the base URL from the serving local server and passes axe', async ({ page, server }) => {
    await page.goto('/login');
    await expect(page.getByLabel('API base URL')).toHaveValue(server.apiBaseUrl);
    await expectNoAxeViolations(page);
  });

  test('connects with a valid key: shows event, scopes and time left, then the dashboard with real figures', async ({ page, server, credentials, api }) => {
    await fillLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    const success = page.getByTestId('connect-success');
    await expect(success).toContainText('Connected to Northwind Science Summit');
    await expect(success).toContainText(/Key valid for \d+ hours?/);
    const allows = success.getByRole('list', { name: 'What this key allows' });
    await expect(allows).toContainText('Can run polls');
    await expect(allows).toContainText('Can manage guests');
    await expect(success).not.toContainText('polls:read');
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await expect(page).toHaveURL(`${server.url}/`);

    const event = await api.get<{ name: string; guestCount: number }>('/getEvent');
    const sessions = await api.get<unknown[]>('/getSessions');
    const abstracts = await api.get<unknown[]>('/getAbstracts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name);
    await expect(page.getByTestId('figure-sessions')).toContainText(String(sessions.length));
    await expect(page.getByTestId('figure-abstracts')).toContainText(String(abstracts.length));
    await expect(page.getByRole('meter', { name: 'Registered guests against capacity' })).toHaveAttribute('aria-valuenow', String(event.guestCount));
    // A key with hours to live is no news: the top bar shows its life only in the last two hours.
    await expect(page.getByTestId('key-time-left')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"Use the demo event" signs in with one click, with the sign-in the local server offers', async ({ page, server }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use the demo event' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId('shell-event-name')).toHaveText('Northwind Science Summit');
    // The key is kept for this tab only, and never put in the address.
    expect(page.url()).not.toContain(server.demo.apiKey);
    const stored = await page.evaluate(() => ({ session: JSON.stringify({ ...sessionStorage }), local: JSON.stringify({ ...localStorage }) }));
    expect(stored.session).toContain(server.demo.eventId);
    expect(stored.local).not.toContain(server.demo.apiKey);
  });

  test('offers no demo when the console is served by a server without the demo, and reads nothing from the address', async ({ page, server }) => {
    // Fault injection: the configuration of a server that runs no demo (the same answer without its sign-in).
    await page.route('**/console-config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: server.apiBaseUrl, mediaBaseUrl: server.mediaBaseUrl, local: true } }),
    );
    await page.goto(`/login?apiKey=${server.demo.apiKey}&clientId=${server.demo.clientId}&eventId=${server.demo.eventId}`);
    await expect(page.getByLabel('API base URL')).toHaveValue(server.apiBaseUrl);
    await expect(page.getByRole('button', { name: 'Use the demo event' })).toHaveCount(0);
    await expect(page.getByLabel('API key')).toHaveValue('');
    await expect(page.getByLabel('Event id')).toHaveValue('');
  });

  test('returns to the page the user came from', async ({ page, server, credentials }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('API base URL').fill(server.apiBaseUrl);
    await page.getByLabel('API key').fill(credentials.apiKey);
    await page.getByLabel('Client id').fill(credentials.clientId);
    await page.getByLabel('Event id').fill(credentials.eventId);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  });

  test('names every empty field', async ({ page }) => {
    await page.goto('/login');
    // The local server's address is suggested once the console's configuration has loaded; clear it after that.
    await expect(page.getByLabel('API base URL')).not.toHaveValue('');
    await page.getByLabel('API base URL').fill('');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Enter the API base URL.')).toBeVisible();
    await expect(page.getByText('Enter the API key.')).toBeVisible();
    await expect(page.getByText('Enter the client id.')).toBeVisible();
    await expect(page.getByText('Enter the event id.')).toBeVisible();
  });

  test('explains a wrong key', async ({ page, server, credentials }) => {
    await fillLogin(page, { ...credentials, apiKey: 'ek_not_a_real_key_123456', baseUrl: server.apiBaseUrl });
    await expect(page.getByTestId('connect-error')).toContainText('was not recognised');
    await expect(page.getByLabel('API key')).toHaveAttribute('aria-invalid', 'true');
  });

  test('explains an unknown event', async ({ page, server, credentials }) => {
    await fillLogin(page, { ...credentials, eventId: 'event_does_not_exist', baseUrl: server.apiBaseUrl });
    await expect(page.getByTestId('connect-error')).toContainText('no event with this event id');
  });

  test('explains a key of another event', async ({ page, server, credentials, api, mintKey }) => {
    const other = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Other event' });
    const otherKey = await mintKey({ clientId: other.clientId, eventId: other.eventId });
    await fillLogin(page, { ...credentials, apiKey: otherKey, baseUrl: server.apiBaseUrl });
    await expect(page.getByTestId('connect-error')).toContainText('belongs to a different event');
  });

  test('explains an expired key (minted with lifetimeSeconds)', async ({ page, server, credentials, mintKey, api }) => {
    const key = await mintKey({ lifetimeSeconds: 1 });
    await expect
      .poll(async () => api.get('/whoami', undefined, { ...credentials, apiKey: key }).then(() => 'valid', (e: Error) => e.message), { timeout: 10_000 })
      .toContain('key_expired');
    await fillLogin(page, { ...credentials, apiKey: key, baseUrl: server.apiBaseUrl });
    await expect(page.getByTestId('connect-error')).toContainText('has expired');
  });

  test('explains a revoked key', async ({ page, server, credentials, mintKey, api }) => {
    const key = await mintKey();
    await api.operator('/keys/revoke', { apiKey: key });
    await fillLogin(page, { ...credentials, apiKey: key, baseUrl: server.apiBaseUrl });
    await expect(page.getByTestId('connect-error')).toContainText('has been revoked');
  });

  test('corrects a skewed clock by itself and says so', async ({ page, server, credentials }) => {
    await page.clock.install({ time: new Date(Date.now() - 20 * 60_000) });
    await fillLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    const success = page.getByTestId('connect-success');
    await expect(success).toContainText('Connected to');
    await expect(success).toContainText(/clock is about 20 minutes behind/);
  });

  test('explains an unreachable server', async ({ page, credentials }) => {
    await fillLogin(page, { ...credentials, baseUrl: 'http://127.0.0.1:9/api' });
    await expect(page.getByTestId('connect-error')).toContainText('could not be reached');
    await expect(page.getByLabel('API base URL')).toHaveAttribute('aria-invalid', 'true');
  });

  test('explains an intermediary HTML page with "error code: 1010" (fault injected)', async ({ page, server, credentials }) => {
    await page.route('**/api/whoami', (route) =>
      route.fulfill({ status: 403, contentType: 'text/html', body: '<!DOCTYPE html><html><head><title>Access denied</title></head><body>error code: 1010</body></html>' }),
    );
    await fillLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    const error = page.getByTestId('connect-error');
    await expect(error).toContainText('blocked before it reached the service');
    await expect(error).toContainText('User-Agent');
  });

  test('the key never reaches localStorage or the address bar', async ({ page, server, credentials }) => {
    await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });
    await page.getByRole('link', { name: 'Account' }).first().click();
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(credentials.apiKey);
    expect(page.url()).not.toContain(credentials.apiKey);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(session).toContain(credentials.apiKey);
  });
});
