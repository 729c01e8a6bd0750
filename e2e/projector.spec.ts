/**
 * The two projector views as the audience sees them: the event's colours
 * (guarded so text reads), "Join at …" with its QR code remembered per event,
 * operator controls that hide when left alone, poll bars on one shared track
 * with the leader marked, and a screen that fits at 1920 × 1080 and 1280 × 720
 * without scrollbars, even with a long question.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, connectThroughLogin, type ApiHelper, type Credentials, type LocalServer } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

const tag = () => randomBytes(3).toString('hex');
/** A 1 × 1 PNG, the event's banner in the colour test. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const LONG_QUESTION = `${'Given everything we have heard today about interdisciplinary research, open data and the climate models that depend on them, '.repeat(3)}what should a young researcher learn first, and who should pay for the infrastructure? ${tag()}`.slice(0, 500);

/** A fresh event of its own (so its colours and join address touch no other test), connected through /login. */
async function ownEvent(page: Page, api: ApiHelper, server: LocalServer, mintKey: (o?: { clientId?: string; eventId?: string; scopes?: string[] }) => Promise<string>, scopes?: string[]) {
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Projector Summit ${tag()}` });
  const creds: Credentials = { apiKey: await mintKey({ clientId: event.clientId, eventId: event.eventId, scopes }), clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl };
  await connectThroughLogin(page, { ...creds, baseUrl: server.apiBaseUrl });
  return creds;
}

async function sessionWithQuestion(api: ApiHelper, as: Credentials | undefined, question: string) {
  const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Projector ${tag()}`, hasLiveQA: true, hasPoll: true }, as);
  await api.post('/upsertQuestion', { sessionId: s.documentId, question, status: 'approved' }, as);
  return s.documentId;
}

const projector = (page: Page) => page.getByTestId('projector');
const controls = (page: Page) => page.getByRole('complementary', { name: 'Projector controls' });

async function noScrollbars(page: Page) {
  const sizes = await page.evaluate(() => ({
    overflowX: document.documentElement.scrollWidth - window.innerWidth,
    overflowY: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(sizes).toEqual({ overflowX: 0, overflowY: 0 });
}

test.describe('projector views', () => {
  test("the event's colours, banner and name reach the projector; clashing text falls back to a readable colour; without event:read a calm default", async ({ page, api, server, mintKey }) => {
    const creds = await ownEvent(page, api, server, mintKey);
    const banner = await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: ONE_PIXEL_PNG }, creds);
    await api.post('/updateEvent', { name: 'Harbour Lights Forum', imagePath: banner.imagePath, primaryBackgroundColor: '#0B3D2E', primaryFontColor: '#FFF8E7', primaryAccentColor: 4294226944, cardBackgroundColor: '#14532D' }, creds);
    const question = `Where is the coffee? ${tag()}`;
    const sid = await sessionWithQuestion(api, creds, question);

    await page.goto(`/present/questions/${sid}`);
    await expect(page.getByRole('list', { name: 'Approved questions' })).toContainText(question);
    await expect(projector(page)).toHaveCSS('background-color', 'rgb(11, 61, 46)');
    await expect(projector(page)).toHaveCSS('color', 'rgb(255, 248, 231)');
    await expect(page.getByRole('listitem').first()).toHaveCSS('background-color', 'rgb(20, 83, 45)');
    await expect(page.getByRole('banner')).toContainText('Harbour Lights Forum');
    await expect(page.getByTestId('projector-banner')).toHaveAttribute('src', banner.imagePath);
    await expect.poll(() => page.getByTestId('projector-banner').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expectNoAxeViolations(page);

    // Text the same green as the background would not read: the projector takes white instead.
    await api.post('/updateEvent', { primaryFontColor: '#0E4434' }, creds);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Approved questions' })).toContainText(question);
    await expect(projector(page)).toHaveCSS('background-color', 'rgb(11, 61, 46)');
    await expect(projector(page)).toHaveCSS('color', 'rgb(255, 255, 255)');

    // A key without event:read: the calm default theme, and no event name.
    const noEvent = await page.context().browser()!.newPage({ baseURL: server.url });
    await ownEventKeyWithout(noEvent, api, server, mintKey, creds);
    await noEvent.goto(`/present/questions/${sid}`);
    await expect(noEvent.getByRole('list', { name: 'Approved questions' })).toContainText(question);
    await expect(projector(noEvent)).toHaveCSS('background-color', 'rgb(15, 23, 42)');
    await expect(noEvent.getByRole('banner')).not.toContainText('Harbour Lights Forum');
    await expect(noEvent.getByTestId('projector-banner')).toHaveCount(0);
    await noEvent.close();
  });

  test('the join address set from the controls shows "Join at …" with a QR code, is remembered on reload, and goes when removed', async ({ page, api, server, mintKey }) => {
    const creds = await ownEvent(page, api, server, mintKey);
    const sid = await sessionWithQuestion(api, creds, `Join test ${tag()}`);
    await page.goto(`/present/questions/${sid}`);
    await expect(page.getByTestId('join-line')).toHaveCount(0);

    await page.getByRole('button', { name: 'Set join address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join address' });
    const field = dialog.getByLabel('Join address');
    await field.fill(`summit.example/app?ref=${'x'.repeat(200)}`);
    await dialog.getByRole('button', { name: 'Show on the screen' }).click();
    await expect(field).toHaveAccessibleDescription(/Join address: must be at most 200 characters/);
    await expect(field).toHaveValue(/^summit\.example\/app\?ref=x+$/);
    await field.fill('summit.example/app');
    await expect(dialog).toContainText('The QR code opens https://summit.example/app');
    await dialog.getByRole('button', { name: 'Show on the screen' }).click();
    await expect(dialog).toBeHidden();

    const join = page.getByTestId('join-line');
    await expect(join).toHaveText('Join at summit.example/app');
    await expect(page.getByRole('img', { name: 'QR code of https://summit.example/app' })).toBeVisible();

    await page.reload();
    await expect(join).toHaveText('Join at summit.example/app');
    await expect(page.getByRole('img', { name: 'QR code of https://summit.example/app' })).toBeVisible();

    // The poll projector of the same event shows it too.
    const poll = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question: `Join poll ${tag()}?`, options: ['A', 'B'] }, creds);
    await page.goto(`/present/polls/${poll.pollId}`);
    await expect(join).toHaveText('Join at summit.example/app');

    // Not a web address: the words without a QR code; then removed.
    await page.getByRole('button', { name: 'Change join address' }).click();
    await field.fill('the Summit app, code 4821');
    await dialog.getByRole('button', { name: 'Show on the screen' }).click();
    await expect(join).toHaveText('Join at the Summit app, code 4821');
    await expect(page.getByTestId('join-qr')).toHaveCount(0);
    await page.getByRole('button', { name: 'Change join address' }).click();
    await dialog.getByRole('button', { name: 'Remove from the screen' }).click();
    await expect(join).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Set join address' })).toBeVisible();
  });

  test('the controls and cursor hide after three seconds alone, come back on mouse movement, and stay while keyboard focus is on them', async ({ connectedPage: page, api }) => {
    const sid = await sessionWithQuestion(api, undefined, `Idle test ${tag()}`);
    await page.clock.install();
    await page.goto(`/present/questions/${sid}`);
    await expect(controls(page)).toHaveCSS('opacity', '1');

    await page.clock.runFor(3500);
    await expect(controls(page)).toHaveCSS('opacity', '0');
    await expect(projector(page)).toHaveCSS('cursor', 'none');

    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    await expect(controls(page)).toHaveCSS('opacity', '1');
    await expect(projector(page)).not.toHaveCSS('cursor', 'none');

    // Keyboard: Tab reaches the controls, and they stay while focused.
    await page.clock.runFor(3500);
    await expect(controls(page)).toHaveCSS('opacity', '0');
    await page.keyboard.press('Tab');
    await expect(controls(page).getByRole('button', { name: 'Set join address' })).toBeFocused();
    await page.clock.runFor(5000);
    await expect(projector(page)).toHaveAttribute('data-idle', 'true');
    await expect(controls(page)).toHaveCSS('opacity', '1');
  });

  test('poll bars share one track, 100 % being every vote; the leader is marked, ties lead together, and nothing leads while hidden', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Bars ${tag()}`, hasPoll: true });
    const question = `Which track next ${tag()}?`;
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: s.documentId, question, options: ['Physics', 'Biology', 'Chemistry'], maxChoices: 1 });
    const voters = Array.from({ length: 4 }, () => `bar-voter-${tag()}@example.org`);
    for (const email of voters) await api.post('/addGuest', { userEmail: email, name: 'Voter' });
    for (const [i, email] of voters.entries()) await api.attendee('/vote', { pollId, email, options: [i < 3 ? 'Biology' : 'Physics'] });

    await openConnected(page, credentials, `/present/polls/${pollId}`);
    const row = (option: string) => page.getByRole('row', { name: new RegExp(`^${option}`) });
    await expect(row('Biology')).toContainText('3 votes · 75.0%');
    await expect(row('Biology')).toHaveAttribute('data-leader', 'true');
    await expect(row('Physics')).not.toHaveAttribute('data-leader');
    await expect(row('Chemistry')).not.toHaveAttribute('data-leader');

    // One track: every option's track has the same place and width; each bar is its share of it.
    const geometry = await page.getByTestId('projector-results').evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map((tr) => {
        const track = tr.querySelector('[data-track]')!.getBoundingClientRect();
        const bar = tr.querySelector('[data-bar]')!.getBoundingClientRect();
        return { left: Math.round(track.left), width: Math.round(track.width), share: bar.width / track.width };
      }),
    );
    expect(new Set(geometry.map((g) => `${g.left}:${g.width}`)).size).toBe(1);
    expect(geometry[0].width).toBeGreaterThan(page.viewportSize()!.width / 2);
    await expect.poll(async () => (await page.getByTestId('projector-results').evaluate((t) => [...t.querySelectorAll('[data-bar]')].map((b) => b.getBoundingClientRect().width / b.parentElement!.getBoundingClientRect().width)))).toEqual([
      expect.closeTo(0.25, 2),
      expect.closeTo(0.75, 2),
      expect.closeTo(0, 2),
    ]);
    expect(geometry.length).toBe(3);

    // The leader's bar in the accent, the others muted.
    const fills = await page.locator('[data-bar]').evaluateAll((bars) => bars.map((b) => getComputedStyle(b).backgroundColor));
    expect(fills[1]).not.toBe(fills[0]);
    expect(fills[0]).toBe(fills[2]);

    // A tie: both lead.
    const late = `bar-voter-${tag()}@example.org`;
    const later = `bar-voter-${tag()}@example.org`;
    for (const email of [late, later]) await api.post('/addGuest', { userEmail: email, name: 'Voter' });
    await api.attendee('/vote', { pollId, email: late, options: ['Physics'] });
    await api.attendee('/vote', { pollId, email: later, options: ['Physics'] });
    await expect(row('Physics')).toHaveAttribute('data-leader', 'true', { timeout: 10_000 });
    await expect(row('Biology')).toHaveAttribute('data-leader', 'true');

    // Hidden until revealed: no figures, and no leader to give the result away.
    await page.getByRole('button', { name: 'Hide numbers', pressed: false }).click();
    // Only the options show: no figures, no empty tracks that would read as 0 %, no word "hidden" on the screen (only for screen readers).
    await expect(row('Physics')).toContainText('Hidden until revealed');
    await expect(row('Physics').getByText('Hidden until revealed')).toHaveClass(/sr-only/);
    await expect(page.getByTestId('projector-results').locator('[data-track]')).toHaveCount(0);
    await expect(page.locator('tr[data-leader]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    test(`fits ${size.width} × ${size.height} without scrollbars: a long question in the list, alone on screen, and a poll with many options`, async ({ connectedPage: page, api, context }) => {
      await page.setViewportSize(size);
      const sid = await sessionWithQuestion(api, undefined, LONG_QUESTION);
      await api.post('/upsertQuestion', { sessionId: sid, question: `A short one ${tag()}`, status: 'answered', answer: 'Yes, in room B after lunch.' });
      for (let i = 0; i < 6; i++) await api.post('/upsertQuestion', { sessionId: sid, question: `Filler question number ${i} about the programme ${tag()}`, status: 'approved' });

      // The projector opens from the board, in its own window, as the moderators open it.
      await page.goto(`/sessions/${sid}/questions?lane=approved`);
      const [screen] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Open projector view/ }).click()]);
      await screen.setViewportSize(size);
      await expect(screen.getByRole('list', { name: 'Approved questions' })).toContainText(LONG_QUESTION);
      await noScrollbars(screen);

      // Alone on screen, from the board.
      await page.getByRole('article', { name: LONG_QUESTION }).getByRole('button', { name: 'Show on screen' }).click();
      const spotlight = screen.getByRole('region', { name: 'Question on screen' });
      await expect(spotlight).toContainText(LONG_QUESTION);
      await noScrollbars(screen);
      // The whole question shows: nothing is cut inside the spotlight either.
      expect(await spotlight.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      const fontSize = await spotlight.locator('p').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(size.width * 0.018);

      // A poll with eight long options.
      const options = Array.from({ length: 8 }, (_, i) => `Option ${i + 1}: a fairly long answer about the conference programme`);
      const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question: `${'How should the closing panel be organised this year, given the feedback? '.repeat(2)}${tag()}`, options });
      await screen.goto(`/present/polls/${pollId}`);
      await expect(screen.getByRole('row', { name: /^Option 8/ })).toContainText('0 votes · 0.0%', { timeout: 20_000 });
      await noScrollbars(screen);
      const table = screen.getByTestId('projector-results');
      const bottom = await table.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(size.height);
    });
  }
});

/** Connects `page` with a key of the same event that lacks event:read. */
async function ownEventKeyWithout(page: Page, _api: ApiHelper, server: LocalServer, mintKey: (o?: { clientId?: string; eventId?: string; scopes?: string[] }) => Promise<string>, creds: Credentials) {
  const scopes = ['qa:read', 'qa:write', 'polls:read', 'polls:write', 'tickets:read', 'attendees:read', 'abstracts:read'];
  const apiKey = await mintKey({ clientId: creds.clientId, eventId: creds.eventId, scopes });
  await connectThroughLogin(page, { apiKey, clientId: creds.clientId, eventId: creds.eventId, baseUrl: server.apiBaseUrl });
}
