/**
 * Several organisers edit the same records at once (their own keys, or one key
 * in two windows): each editor reads the record again before writing, keeps
 * changes made elsewhere, and asks when the same field changed on both sides.
 * Two browser contexts against the real local server.
 */
import type { Browser, Page } from '@playwright/test';
import { connectThroughLogin, expect, test, type Credentials, type LocalServer } from './fixtures';

type SessionRead = { documentId: string; title: string; location: string; contentData: { type: string; data: Record<string, unknown> }[] };

/** A second organiser: a browser context of its own, logged in through the form. */
async function secondOrganiser(browser: Browser, server: LocalServer, creds: Credentials): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await connectThroughLogin(page, { ...creds, baseUrl: server.apiBaseUrl });
  return page;
}

/** Opens a session from the sessions list, through the navigation. */
async function openSession(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Sessions' }).click();
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(title);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
}

async function sessionOf(api: { get<T>(p: string): Promise<T> }, id: string): Promise<SessionRead | undefined> {
  return (await api.get<SessionRead[]>('/getSessions')).find((s) => s.documentId === id);
}

test.describe('two organisers on one session', () => {
  for (const sameKey of [false, true]) {
    test(`${sameKey ? 'one key in two windows' : 'two keys'}: one changes the title, the other the location; both survive and the second is told what was kept`, async ({
      connectedPage: first,
      browser,
      server,
      credentials,
      mintKey,
      api,
    }) => {
      const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: `Harbour tour ${sameKey ? 'A' : 'B'}`, location: 'Quay 1' });
      const title = `Harbour tour ${sameKey ? 'A' : 'B'}`;
      const second = await secondOrganiser(browser, server, sameKey ? credentials : { ...credentials, apiKey: await mintKey() });
      await openSession(first, title);
      await openSession(second, title);

      await first.getByLabel('Title').fill(`${title} (evening)`);
      await first.getByRole('button', { name: 'Save session' }).first().click();
      await expect(first.getByLabel('Title')).toHaveValue(`${title} (evening)`);
      await expect.poll(async () => (await sessionOf(api, documentId))?.title).toBe(`${title} (evening)`);

      await second.getByLabel('Location').fill('Quay 7');
      await second.getByRole('button', { name: 'Save session' }).first().click();
      await expect(second.getByTestId('kept-elsewhere')).toHaveText('Kept the change made elsewhere to Title.');
      await expect(second.getByLabel('Title')).toHaveValue(`${title} (evening)`);
      await expect.poll(async () => await sessionOf(api, documentId)).toMatchObject({ title: `${title} (evening)`, location: 'Quay 7' });
      await second.context().close();
    });
  }

  test('the same field changed on both sides opens the conflict panel; nothing is written until the user chooses', async ({ connectedPage: first, browser, server, credentials, api }) => {
    const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Poster slam', location: 'Foyer' });
    const second = await secondOrganiser(browser, server, credentials);
    await openSession(first, 'Poster slam');
    await openSession(second, 'Poster slam');

    await first.getByLabel('Location').fill('Main hall');
    await first.getByRole('button', { name: 'Save session' }).first().click();
    await expect.poll(async () => (await sessionOf(api, documentId))?.location).toBe('Main hall');

    await second.getByLabel('Location').fill('Garden');
    await second.getByLabel('Title').fill('Poster slam live');
    await second.getByRole('button', { name: 'Save session' }).first().click();
    const panel = second.getByRole('region', { name: /Changed here and elsewhere/ });
    await expect(panel).toBeVisible();
    const row = panel.getByRole('group', { name: 'Location' });
    await expect(row).toContainText('Theirs');
    await expect(row).toContainText('Main hall');
    await expect(row).toContainText('Garden');
    await expect(panel.getByRole('button', { name: 'Save with these choices' })).toBeDisabled();
    // Nothing was sent: neither the conflicting field nor the other one.
    expect(await sessionOf(api, documentId)).toMatchObject({ title: 'Poster slam', location: 'Main hall' });

    await row.getByRole('radio', { name: 'Keep mine' }).check();
    await panel.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(async () => await sessionOf(api, documentId)).toMatchObject({ title: 'Poster slam live', location: 'Garden' });
    await second.context().close();
  });

  test('a session deleted elsewhere is explained, and what was typed can be saved as a new session', async ({ connectedPage: page, api }) => {
    const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Night walk', location: 'Gate' });
    await openSession(page, 'Night walk');
    await page.getByLabel('Location').fill('Old town');
    await api.post('/deleteSession', { documentId });

    await page.getByRole('button', { name: 'Save session' }).first().click();
    const gone = page.getByTestId('deleted-elsewhere');
    await expect(gone).toContainText('This session was deleted elsewhere');
    await gone.getByRole('button', { name: 'Save as a new session' }).click();
    await expect(page).toHaveURL((url) => /\/sessions\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(documentId));
    const newId = decodeURIComponent(page.url().split('/').pop()!);
    await expect.poll(async () => await sessionOf(api, newId)).toMatchObject({ title: 'Night walk', location: 'Old town' });
  });

  test('a change made elsewhere while typing is noticed, and the typed text stays', async ({ connectedPage: page, api }) => {
    test.setTimeout(90_000);
    const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Closing party', location: 'Roof' });
    await openSession(page, 'Closing party');
    await page.getByLabel('Title').fill('Closing party and awards');
    await api.post('/upsertSession', { documentId, location: 'Terrace' });

    const notice = page.getByTestId('changed-elsewhere');
    await expect(notice).toContainText(/Changed elsewhere \d+ s ago: Location/, { timeout: 45_000 });
    await notice.getByRole('button', { name: 'Review' }).click();
    await expect(notice).toContainText('Location: now “Terrace”');
    await expect(page.getByLabel('Title')).toHaveValue('Closing party and awards');
    await expect(page.getByLabel('Location')).toHaveValue('Roof');

    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByTestId('kept-elsewhere')).toHaveText('Kept the change made elsewhere to Location.');
    await expect(page.getByLabel('Location')).toHaveValue('Terrace');
    await expect.poll(async () => await sessionOf(api, documentId)).toMatchObject({ title: 'Closing party and awards', location: 'Terrace' });
  });
});
