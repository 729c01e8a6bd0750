import type { Page } from '@playwright/test';
import { test, expect, connectThroughLogin, type ApiHelper, type LocalServer } from './fixtures';
import { watchPage, type PageWatch } from './security-watch';
import { TINY_PNG_BASE64 } from './picture-files';

/**
 * Security of the console as a whole, in a real Chromium against the real local server: the console runs
 * under its Content-Security-Policy without a single violation (every route and its dialogs: the
 * accessibility walk watches them; here the sign-in and the editors at work); the API key never leaks.
 * Uploads checked by their bytes and served back safely, and /media without traversal, are proven
 * against the real server without a browser (server/security.test.ts).
 */

type Seeded = { sessionId: string; pollId: string; speakerId: string; sponsorId: string; abstractId: string; pictureUrl: string };

const delta = (text: string) => JSON.stringify([{ insert: 'Bold', attributes: { bold: true } }, { insert: ` ${text} ` }, { insert: 'a link', attributes: { link: 'https://example.org' } }, { insert: '\n' }]);

/** One record of every kind, with every content section type the editor previews. */
async function seed(api: ApiHelper, tag: string): Promise<Seeded> {
  const picture = await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: TINY_PNG_BASE64 });
  const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: `Policy Speaker ${tag}`, bio: delta('bio'), imagePath: picture.imagePath });
  const sponsor = await api.post<{ documentId: string }>('/upsertSponsor', {
    name: `Policy Sponsor ${tag}`,
    tier: 0,
    sponsorImagePath: picture.imagePath,
    contentData: [{ type: 'paragraph', data: { content: delta('sponsor') } }],
  });
  const abstract = await api.post<{ abstractId: string }>('/upsertAbstract', {
    title: `Policy abstract ${tag}`,
    institutions: ['Univ A', 'Univ B'],
    authors: [
      { name: 'Ann Lee', institutionIndexes: [0] },
      { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
    ],
    abstractText: delta('abstract'),
  });
  const session = await api.post<{ documentId: string }>('/upsertSession', {
    title: `Policy session ${tag}`,
    hasPoll: true,
    hasLiveQA: true,
    imagePath: picture.imagePath,
    contentData: [
      { type: 'title', data: { content: 'Welcome' } },
      { type: 'paragraph', data: { content: delta('paragraph') } },
      { type: 'image', data: { content: picture.imagePath } },
      { type: 'imageText', data: { content: delta('beside a picture'), imageUrl: picture.imagePath, imageWidth: 40, imagePosition: 'left' } },
      { type: 'webEmbed', data: { content: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedHeight: 400, embedTitle: 'Trailer' } },
      { type: 'button', data: { content: { buttonText: 'Slides', buttonUrl: 'https://example.org/slides.pdf' } } },
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [speaker.documentId] } },
      { type: 'sponsor', data: { content: sponsor.documentId } },
      { type: 'abstract', data: { content: abstract.abstractId, label: 'View Abstract' } },
      { type: 'pageLink', data: { page: 'SCHEDULE', label: 'Schedule' } },
      { type: 'menuShortcuts', data: {} },
    ],
  });
  const poll = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: session.documentId, question: `Policy poll ${tag}?`, options: ['Yes', 'No'], visible: true });
  await api.post('/upsertQuestion', { sessionId: session.documentId, question: `Policy question ${tag}?`, status: 'approved' });
  return {
    sessionId: session.documentId,
    pollId: poll.pollId,
    speakerId: speaker.documentId,
    sponsorId: sponsor.documentId,
    abstractId: abstract.abstractId,
    pictureUrl: picture.imagePath,
  };
}

/** Waits until a page shows its heading and nothing is loading any more. */
async function settled(page: Page, heading?: string | RegExp) {
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('Content-Security-Policy', () => {
  test('the console signs in and its editors work under the policy with no violation and no page error', async ({ page, credentials, server, api }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const s = await seed(api, tag);
    const watch = await watchPage(page);

    const loginAnswer = await page.goto('/login');
    const policy = loginAnswer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl });

    // Every route (and its main dialogs, at two widths) is walked under the policy by the accessibility walk
    // (accessibility.spec.ts), which fails on any violation or page error; here the editors at work.
    // The session editor: Quill typed into and pasted into, the embed loaded, a dialog opened, a save with its toast.
    await page.goto(`/sessions/${s.sessionId}`);
    await settled(page);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Policy session ${tag}`);
    await page.getByRole('button', { name: /^2\. Paragraph/ }).click();
    const editor = page.getByRole('textbox', { name: 'Text (section 2)' });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' typed under the policy');
    await editor.evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/html', '<h2 style="color:red">Pasted</h2><p><b>bold</b> <span style="font-family:serif">styled</span> <a href="https://example.org">link</a></p>');
      dt.setData('text/plain', 'Pasted');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    const preview = page.getByTestId('section-preview');
    await expect(preview).toContainText('typed under the policy');
    await expect(preview.getByRole('heading', { name: 'Pasted' })).toBeVisible();
    await preview.getByRole('button', { name: 'Load the embed' }).click();
    await expect(preview.locator('iframe[title="Trailer"]')).toBeAttached();
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeHidden();
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByText('Session saved')).toBeVisible({ timeout: 20_000 }); // read again, saved, read back

    // The abstract editor with its author preview; a dialog on the guests page.
    await page.goto(`/abstracts/${s.abstractId}`);
    await settled(page);
    await expect(page.getByText('Bo Chan (presenting)').first()).toBeVisible();
    await page.goto('/guests');
    await settled(page, 'Guests');
    await page.getByRole('button', { name: 'Add guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a guest' })).toBeVisible();
    await page.keyboard.press('Escape');

    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.xssHits).toEqual([]);

    // Control: the policy is in force and the watch hears it. An inline script added now is refused and reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
      document.body.append(script);
      return document.documentElement.dataset.inlineRan ?? 'no';
    });
    expect(ran).toBe('no');
    await expect.poll(() => watch.cspViolations.join('\n')).toContain('script-src');
  });
});

/** Every place the key could be kept or shown, read from the page. */
async function storedText(page: Page): Promise<{ local: string; sessionOther: string; indexedDb: string; cookies: string }> {
  const inPage = await page.evaluate(async () => {
    const entries = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)] as const);
    const dbs: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((done, fail) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => done(req.result);
          req.onerror = () => fail(req.error);
        });
        dbs.push(`${info.name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return {
      local: JSON.stringify(entries(localStorage)),
      sessionOther: JSON.stringify(entries(sessionStorage).filter(([k]) => k !== 'console.connection')),
      indexedDb: dbs.join('\n'),
    };
  });
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...inPage, cookies };
}

function expectKeyNowhere(key: string, watch: PageWatch, server: LocalServer, shown: string[], stored: Awaited<ReturnType<typeof storedText>>) {
  const forms = [key, encodeURIComponent(key), btoa(key)];
  const contains = (text: string | null | undefined) => !!text && forms.some((f) => text.includes(f));
  expect(watch.navigations.filter(contains), 'addresses navigated to').toEqual([]);
  expect(watch.requests.map((r) => r.url).filter(contains), 'request addresses').toEqual([]);
  expect(watch.requests.filter((r) => contains(r.body)).map((r) => `${r.method} ${r.url}`), 'request bodies').toEqual([]);
  for (const r of watch.requests) {
    for (const [name, value] of Object.entries(r.headers)) {
      if (!contains(value)) continue;
      expect(name, `header carrying the key on ${r.url}`).toBe('x-api-key');
      // The API, or the console's own server for the room's screens and the team (it checks the key against the API; it keeps it, sealed, only when the organiser shares it).
      expect(r.url.startsWith(`${server.apiBaseUrl}/`) || r.url.startsWith(`${server.url}/console-api/`) || r.url.startsWith(`${server.url}/team-api/`), `the key sent to ${r.url}`).toBe(true);
    }
  }
  expect(watch.consoleMessages.filter(contains), 'console messages').toEqual([]);
  expect(watch.pageErrors.filter(contains), 'page errors').toEqual([]);
  expect(shown.filter(contains), 'text shown on a page (errors, toasts, reports)').toEqual([]);
  expect(contains(stored.local), 'localStorage').toBe(false);
  expect(contains(stored.sessionOther), 'sessionStorage besides the connection (drafts)').toBe(false);
  expect(contains(stored.indexedDb), 'IndexedDB').toBe(false);
  expect(contains(stored.cookies), 'cookies').toBe(false);
}

test.describe('the API key', () => {
  test('a full journey (connect, browse, save, a 400, a refused key, a second key of fewer scopes) leaves the key in no address, storage, message or request body', async ({
    page,
    credentials,
    server,
    api,
    mintKey,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const watch = await watchPage(page);
    const shown: string[] = [];
    const keep = async () => {
      shown.push(await page.locator('body').innerText());
    };
    const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: `Leaving ${tag}` });
    const session = await api.post<{ documentId: string }>('/upsertSession', {
      title: `Key journey ${tag}`,
      contentData: [
        { type: 'title', data: { content: 'Intro' } },
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [speaker.documentId] } },
      ],
    });

    // Connect, remembering the connection as a profile (which must not hold the key).
    await page.goto('/login');
    await page.getByLabel('API base URL').fill(server.apiBaseUrl);
    await page.getByLabel('API key').fill(credentials.apiKey);
    await page.getByLabel('Client id').fill(credentials.clientId);
    await page.getByLabel('Event id').fill(credentials.eventId);
    await page.getByLabel(/Remember this connection/).check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await settled(page);
    await keep();

    for (const path of ['/guests', '/sessions', '/polls', '/abstracts', '/account']) {
      await page.goto(path);
      await settled(page);
      await keep();
    }

    // A save that works (toast), then a 400 only the service can know of (the speaker went meanwhile).
    await page.goto(`/sessions/${session.documentId}`);
    await page.getByRole('button', { name: /^1\. Title Intro/ }).click();
    await expect(page.getByLabel('Heading (section 1)', { exact: true })).toHaveValue('Intro');
    await page.getByLabel('Heading (section 1)', { exact: true }).fill('Intro, saved');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByText('Session saved')).toBeVisible({ timeout: 20_000 }); // read again, saved, read back
    await keep();
    await api.post('/deleteSpeaker', { documentId: speaker.documentId });
    await page.getByLabel('Heading (section 1)', { exact: true }).fill('Intro, refused');
    const refused = page.waitForResponse((r) => r.url().includes('/api/upsertSession') && r.status() === 400);
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await refused;
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
    await keep();

    // A wrong key typed at login is refused without being repeated back.
    const wrongKey = `${credentials.apiKey.slice(0, -4)}zzzz`;

    // Sign out; connect with a second key that may read sessions but not Q&A or guests: the service answers 403.
    await page.goto('/account');
    await page.getByRole('button', { name: /Sign out/ }).click();
    await page.waitForURL(/\/login/);
    const second = await mintKey({ scopes: ['event:read', 'polls:read'] });
    await page.getByLabel('API base URL').fill(server.apiBaseUrl);
    await page.getByLabel('API key').fill(wrongKey);
    await page.getByLabel('Client id').fill(credentials.clientId);
    await page.getByLabel('Event id').fill(credentials.eventId);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByLabel('API key')).toHaveAttribute('aria-invalid', 'true');
    await keep();
    await page.getByLabel('API key').fill(second);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await settled(page);
    // The session page does not ask for the abstracts its section pickers could link, which this key may not read:
    // it reads the session (the editor read only: the key may not change the programme) and says why no abstract shows.
    const outOfScope: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(server.apiBaseUrl) && r.status() === 403) outOfScope.push(r.url());
    });
    await page.goto(`/sessions/${session.documentId}`);
    await expect(page.getByText('Read only: your key does not allow changing sessions.')).toBeVisible();
    await settled(page);
    expect(outOfScope, 'requests the key may not make').toEqual([]);
    await keep();
    await page.goto(`/sessions/${session.documentId}/polls`);
    await settled(page);
    // The Q&A board is refused by the console itself, saying what it needs, before any request.
    await page.goto(`/sessions/${session.documentId}/questions`);
    await expect(page.getByText(/a key that can see audience questions/).first()).toBeVisible();
    await keep();
    await page.goto('/');
    await settled(page);
    await keep();

    const stored = await storedText(page);
    expect(stored.local, 'the remembered profile is there').toContain(credentials.eventId);
    expect(watch.requests.some((r) => r.headers['x-api-key'] === credentials.apiKey)).toBe(true);
    expect(watch.requests.some((r) => r.headers['x-api-key'] === second)).toBe(true);
    for (const key of [credentials.apiKey, second, wrongKey]) expectKeyNowhere(key, watch, server, shown, stored);
  });
});
