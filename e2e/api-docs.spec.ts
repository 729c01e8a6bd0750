import { endpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { watchPage } from './security-watch';

/** The API reference at /api/docs: Swagger UI from the server's own files, under the console's CSP, no errors. */
test.setTimeout(150_000);

test('the API reference lists every endpoint and runs a call, under the CSP without a console error', async ({ page, server, credentials }) => {
  const watch = await watchPage(page);
  await page.goto('/api/docs');
  // Every operation of the document (the API's endpoints, then the attendee and operator surfaces), and every endpoint of the contract among them.
  const document = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.includes(m)).map(() => path));
  for (const path of Object.keys(endpoints)) expect(documented).toContain(`/api${path}`);
  const operations = page.locator('.opblock');
  await expect(operations).toHaveCount(documented.length);
  await expect(page.getByRole('heading', { name: /Event Management API/ })).toBeVisible();

  // Authorise with the three key headers, then try /whoami from the page.
  await page.getByRole('button', { name: 'Authorize' }).click();
  const dialog = page.locator('.auth-container');
  await dialog.nth(0).locator('input').fill(credentials.apiKey);
  await dialog.nth(1).locator('input').fill(credentials.clientId);
  await dialog.nth(2).locator('input').fill(credentials.eventId);
  const apply = page.getByRole('button', { name: 'Apply credentials' });
  await expect(apply.first()).toBeVisible();
  // The three key headers (the operator token, last, stays empty).
  const schemes = await apply.count();
  for (let applied = 1; applied <= 3; applied++) {
    await apply.first().click();
    await expect(apply).toHaveCount(schemes - applied);
  }
  await page.getByRole('button', { name: 'Close' }).first().click();

  const whoami = page.locator('#operations-key-whoami');
  await whoami.locator('.opblock-summary').click();
  await whoami.getByRole('button', { name: 'Try it out' }).click();
  await whoami.locator('input[placeholder="x-timestamp"]').fill(String(Date.now()));
  const answer = page.waitForResponse((res) => res.url() === `${server.apiBaseUrl}/whoami`);
  await whoami.getByRole('button', { name: 'Execute' }).click();
  expect((await answer).status()).toBe(200);
  await expect(whoami.locator('.live-responses-table tbody .response-col_status').first()).toContainText('200');

  expect(watch.cspViolations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.consoleMessages.filter((m) => m.startsWith('error'))).toEqual([]);
  // Nothing is loaded from another origin.
  expect(watch.requests.map((r) => new URL(r.url).origin).filter((o) => o !== new URL(server.url).origin)).toEqual([]);
});
