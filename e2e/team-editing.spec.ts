/**
 * Several organisers edit the same records at once (their own keys, or one key
 * in two windows): each editor reads the record again before writing, keeps
 * changes made elsewhere, and asks when the same field changed on both sides.
 * Two browser contexts against the real local server.
 */
import type { Browser, Page } from '@playwright/test';
import { connectThroughLogin, expect as baseExpect, test, type Credentials, type LocalServer } from './fixtures';

// Two browsers at once on a shared machine: more time for each step than a one-window test needs.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

type SessionRead = { documentId: string; title: string; location: string; contentData: { type: string; data: Record<string, unknown> }[] };

/** A second organiser: a browser context of its own, logged in through the form. */
async function secondOrganiser(browser: Browser, server: LocalServer, creds: Credentials): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await connectThroughLogin(page, { ...creds, baseUrl: server.apiBaseUrl });
  await expect(page.getByRole('navigation', { name: 'Areas' }).first()).toBeVisible();
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

  test.describe('an open editor', () => {
    // It reads its record again every 20 s; here a tenth of that, so the notice comes without the long wait.
    test.use({ consoleTimerScale: 0.1 });

    test('a change made elsewhere while typing is noticed, and the typed text stays', async ({ connectedPage: page, api }) => {
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
});

type EventRead = { name: string; location: string; city: string };

/** Opens the event settings through the navigation. */
async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Event settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Event name')).not.toHaveValue('');
}

test.describe('two organisers on the event settings', () => {
  test('two keys: one renames the event, the other changes the venue; both survive and the second is told', async ({ connectedPage: first, browser, server, credentials, mintKey, api }) => {
    const second = await secondOrganiser(browser, server, { ...credentials, apiKey: await mintKey() });
    await openSettings(first);
    await openSettings(second);

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

  test('one key in two windows: the same field on both sides is asked, and "Take theirs" writes nothing over it', async ({ connectedPage: first, browser, server, credentials, api }) => {
    const second = await secondOrganiser(browser, server, credentials);
    await openSettings(first);
    await openSettings(second);

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
  /** Opens a poll's form from the polls page, through the navigation. */
  async function openPoll(page: Page, question: string) {
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Polls' }).click();
    await expect(page).toHaveURL(/\/polls$/);
    await page.getByRole('button', { name: `More actions for “${question}”` }).click();
    await page.getByRole('menuitem', { name: `Edit “${question}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit poll' });
    await expect(dialog.getByLabel('Question')).toHaveValue(question);
    return dialog;
  }

  test('one changes the question, the other the picks per person: both survive; the same field on both sides is asked', async ({ connectedPage: first, browser, server, credentials, api }) => {
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: 'Poll duel', hasPoll: true });
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: session.documentId, question: 'Best talk?', options: ['Alpha', 'Beta', 'Gamma'], maxChoices: 1 });
    const pollNow = async () => (await api.get<PollRead[]>('/getPolls', { sessionId: session.documentId })).find((p) => p.pollId === pollId);
    const second = await secondOrganiser(browser, server, credentials);
    const mine = await openPoll(first, 'Best talk?');
    const theirs = await openPoll(second, 'Best talk?');

    await mine.getByLabel('Question').fill('Best talk today?');
    await mine.getByRole('button', { name: 'Save poll' }).click();
    await expect(mine).toHaveCount(0);
    await expect.poll(async () => (await pollNow())?.question).toBe('Best talk today?');

    await theirs.getByLabel('Picks per person (maxChoices)').fill('2');
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
