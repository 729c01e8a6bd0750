/**
 * Several organisers edit the same records at once (their own keys, or one key
 * in two windows): each editor reads the record again before writing, keeps
 * changes made elsewhere, and asks when the same field changed on both sides.
 * Two browser contexts against the real local server.
 */
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test, type Credentials, type LocalServer } from './fixtures';
import { openConnected } from './open-connected';

// Two browsers at once on a shared machine: more time for each step than a one-window test needs.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

type SessionRead = { documentId: string; title: string; location: string; contentData: { type: string; data: Record<string, unknown> }[] };

/**
 * A second organiser: a browser context of its own, connected (as after the login form, which connect.spec.ts
 * proves) and opened straight at `path`, the page the test is about.
 */
async function secondOrganiser(browser: Browser, server: LocalServer, creds: Credentials, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await openConnected(page, { ...creds, baseUrl: server.apiBaseUrl }, path);
  return page;
}

/** An organiser's window opened at a session's editor (the sessions list that leads there is proven by sessions.spec.ts). */
async function openSession(page: Page, server: LocalServer, creds: Credentials, documentId: string, title: string) {
  await openConnected(page, { ...creds, baseUrl: server.apiBaseUrl }, `/sessions/${documentId}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
}

/** A second organiser at a session's editor. */
async function secondAtSession(browser: Browser, server: LocalServer, creds: Credentials, documentId: string, title: string): Promise<Page> {
  const page = await secondOrganiser(browser, server, creds, `/sessions/${documentId}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  return page;
}

async function sessionOf(api: { get<T>(p: string): Promise<T> }, id: string): Promise<SessionRead | undefined> {
  return (await api.get<SessionRead[]>('/getSessions')).find((s) => s.documentId === id);
}

test.describe('two organisers on one session', () => {
  for (const sameKey of [false, true]) {
    test(`${sameKey ? 'one key in two windows' : 'two keys'}: one changes the title, the other the location; both survive and the second is told what was kept`, async ({
      page: first,
      browser,
      server,
      credentials,
      mintKey,
      api,
    }) => {
      const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: `Harbour tour ${sameKey ? 'A' : 'B'}`, location: 'Quay 1' });
      const title = `Harbour tour ${sameKey ? 'A' : 'B'}`;
      await openSession(first, server, credentials, documentId, title);
      const second = await secondAtSession(browser, server, sameKey ? credentials : { ...credentials, apiKey: await mintKey() }, documentId, title);

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

  test('the same field changed on both sides opens the conflict panel; nothing is written until the user chooses', async ({ page: first, browser, server, credentials, api }) => {
    const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Poster slam', location: 'Foyer' });
    await openSession(first, server, credentials, documentId, 'Poster slam');
    const second = await secondAtSession(browser, server, credentials, documentId, 'Poster slam');

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

  test('a session deleted elsewhere is explained, and what was typed can be saved as a new session', async ({ page, server, credentials, api }) => {
    const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Night walk', location: 'Gate' });
    await openSession(page, server, credentials, documentId, 'Night walk');
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

  test.describe('an open editor', () => {
    // It reads its record again every 20 s; here a tenth of that, so the notice comes without the long wait.
    test.use({ consoleTimerScale: 0.1 });

    test('a change made elsewhere while typing is noticed, and the typed text stays', async ({ page, server, credentials, api }) => {
      const { documentId } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Closing party', location: 'Roof' });
      await openSession(page, server, credentials, documentId, 'Closing party');
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
});

type EventRead = { name: string; location: string; city: string };

/** The event settings, read (the navigation that leads there is proven by navigation.spec.ts). */
async function settingsRead(page: Page) {
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Event name')).not.toHaveValue('');
}

test.describe('two organisers on the event settings', () => {
  test('two keys: one renames the event, the other changes the venue; both survive and the second is told', async ({ page: first, browser, server, credentials, mintKey, api }) => {
    await openConnected(first, credentials, '/settings');
    await settingsRead(first);
    const second = await secondOrganiser(browser, server, { ...credentials, apiKey: await mintKey() }, '/settings');
    await settingsRead(second);

    await first.getByLabel('Event name').fill('Harbour Summit 2031');
    await first.getByRole('button', { name: 'Save settings' }).click();
    await expect(first.getByText('All changes saved')).toBeVisible();

    await second.getByLabel('Venue', { exact: true }).fill('Pier Hall');
    await second.getByRole('button', { name: 'Save settings' }).click();
    await expect(second.getByTestId('kept-elsewhere')).toHaveText('Kept the change made elsewhere to Event name.');
    await expect(second.getByLabel('Event name')).toHaveValue('Harbour Summit 2031');
    expect(await api.get<EventRead>('/getEvent')).toMatchObject({ name: 'Harbour Summit 2031', location: 'Pier Hall' });
    await second.context().close();
  });

  test('one key in two windows: the same field on both sides is asked, and "Take theirs" writes nothing over it', async ({ page: first, browser, server, credentials, api }) => {
    await openConnected(first, credentials, '/settings');
    await settingsRead(first);
    const second = await secondOrganiser(browser, server, credentials, '/settings');
    await settingsRead(second);

    await first.getByLabel('City').fill('Rotterdam Zuid');
    await first.getByRole('button', { name: 'Save settings' }).click();
    await expect(first.getByText('All changes saved')).toBeVisible();

    await second.getByLabel('City').fill('Antwerp');
    await second.getByRole('button', { name: 'Save settings' }).click();
    const panel = second.getByRole('region', { name: /Changed here and elsewhere/ });
    const row = panel.getByRole('group', { name: 'City' });
    await expect(row).toContainText('Rotterdam Zuid');
    await expect(row).toContainText('Antwerp');
    expect((await api.get<EventRead>('/getEvent')).city).toBe('Rotterdam Zuid');

    await row.getByRole('radio', { name: 'Take theirs' }).check();
    await panel.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(panel).toHaveCount(0);
    await expect(second.getByLabel('City')).toHaveValue('Rotterdam Zuid');
    expect((await api.get<EventRead>('/getEvent')).city).toBe('Rotterdam Zuid');
    await second.context().close();
  });
});

type PollRead = { pollId: string; question: string; options: string[]; maxChoices: number };

test.describe('two organisers on one poll', () => {
  /** Opens a poll's form from its card on the session's polls page (where each window stays for the whole test). */
  async function openPoll(page: Page, question: string) {
    await page.getByRole('button', { name: `More actions for “${question}”` }).click();
    await page.getByRole('menuitem', { name: `Edit “${question}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit poll' });
    await expect(dialog.getByLabel('Question')).toHaveValue(question);
    return dialog;
  }

  test('one changes the question, the other the picks per person: both survive; the same field on both sides is asked', async ({ page: first, browser, server, credentials, api }) => {
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: 'Poll duel', hasPoll: true });
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: session.documentId, question: 'Best talk?', options: ['Alpha', 'Beta', 'Gamma'], maxChoices: 1 });
    const pollNow = async () => (await api.get<PollRead[]>('/getPolls', { sessionId: session.documentId })).find((p) => p.pollId === pollId);
    // The session's polls page (one card) rather than the event's, which holds every poll the other tests made.
    await openConnected(first, credentials, `/sessions/${session.documentId}/polls`);
    const second = await secondOrganiser(browser, server, credentials, `/sessions/${session.documentId}/polls`);
    const mine = await openPoll(first, 'Best talk?');
    const theirs = await openPoll(second, 'Best talk?');

    await mine.getByLabel('Question').fill('Best talk today?');
    await mine.getByRole('button', { name: 'Save poll' }).click();
    await expect(mine).toHaveCount(0);
    await expect.poll(async () => (await pollNow())?.question).toBe('Best talk today?');

    await theirs.getByLabel('Picks per person').fill('2');
    await theirs.getByRole('button', { name: 'Save poll' }).click();
    await expect(theirs).toHaveCount(0);
    await expect(second.getByText('Kept the change made elsewhere to Question.')).toBeVisible();
    await expect.poll(pollNow).toMatchObject({ question: 'Best talk today?', maxChoices: 2 });

    // The same field on both sides: asked, nothing written until chosen.
    const again = await openPoll(first, 'Best talk today?');
    const other = await openPoll(second, 'Best talk today?');
    await again.getByLabel('Question').fill('Favourite talk?');
    await again.getByRole('button', { name: 'Save poll' }).click();
    await expect(again).toHaveCount(0);
    await expect.poll(async () => (await pollNow())?.question).toBe('Favourite talk?');
    await other.getByLabel('Question').fill('Most useful talk?');
    await other.getByRole('button', { name: 'Save poll' }).click();
    const panel = other.getByRole('region', { name: /Changed here and elsewhere/ });
    await expect(panel.getByRole('group', { name: 'Question' })).toContainText('Favourite talk?');
    expect((await pollNow())?.question).toBe('Favourite talk?');
    await panel.getByRole('radio', { name: 'Keep mine' }).check();
    await panel.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(other).toHaveCount(0);
    await expect.poll(async () => (await pollNow())?.question).toBe('Most useful talk?');
    await second.context().close();
  });
});
