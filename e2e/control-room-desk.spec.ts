/**
 * The control room as the person at the desk runs a talk with it: holding the room's screens on now and next
 * without losing the running talk; a command the server never answers, given up in words; a poll's figures mode
 * said and set, Reveal offered only when it means something; a presenter remote's keys; and an outage (the
 * server stopped) that keeps the queue and says the stage monitor was last seen, not connected.
 * Each test has an event of its own, on a clock chosen so that the session on now never crosses midnight.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page, Route } from '@playwright/test';
import { test, expect as baseExpect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { eventClockNearNoon } from './event-clock-near-noon';
import { mintKey as mintOn, startLocalServer, type RunningServer } from './local-server';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(3).toString('hex');
const QUESTIONS = ['Who owns the data?', 'How is consent recorded?', 'What does it cost to run?'];

type Post = <T = unknown>(path: string, body: unknown, as?: Credentials) => Promise<T>;

/** A room with a talk on now (questions approved, a poll), a later one, and a screen of the room on a machine with no key. */
async function talkOnNow(post: Post, ev: Credentials, consoleUrl: string, browser: Browser, kind: 'room' | 'monitor' = 'room') {
  const clock = eventClockNearNoon();
  const room = `Hall ${unique()}`;
  const start = clock.at(-30);
  const end = clock.at(40);
  const later = clock.at(60);
  const laterEnd = clock.at(90);
  await post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: start.date, dateEnd: laterEnd.date }, ev);
  const { documentId: sid } = await post<{ documentId: string }>('/upsertSession', { title: 'Open data keynote', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true, hasPoll: true }, ev);
  await post('/upsertSession', { title: 'Afternoon panel', location: room, date: later.date, startTime: later.time, endTime: laterEnd.time }, ev);
  for (const question of QUESTIONS) await post('/upsertQuestion', { sessionId: sid, question, status: 'approved' }, ev);
  const poll = `Will you share your data? ${unique()}`;
  await post('/upsertPoll', { sessionId: sid, question: poll, options: ['Yes', 'No'], visible: true }, ev);
  const made = await fetch(`${consoleUrl}/console-api/screens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': ev.apiKey, 'x-client-id': ev.clientId, 'x-event-id': ev.eventId, 'x-timestamp': String(Date.now()) },
    body: JSON.stringify({ sessionId: sid, name: kind === 'monitor' ? 'Lectern' : 'Left of stage', room, kind }),
  });
  expect(made.status).toBe(201);
  const { token } = (await made.json()) as { token: string };
  const hall = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await hall.newPage();
  await screen.goto(`${consoleUrl}/screen/${token}`);
  return { room, sid, poll, hall, screen };
}

async function openDesk(page: Page, ev: Credentials, room: string, origin = '') {
  await openConnected(page, ev, `/rooms/${encodeURIComponent(room)}`, origin);
  await expect(page.getByRole('heading', { level: 1, name: `${room}: control room` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Queue' }).getByRole('listitem')).toHaveCount(3);
}

test.describe('the desk in the control room', () => {
  let ev: Credentials;
  test.beforeEach(async ({ api, server, mintKey }) => {
    const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Desk ${unique()}` });
    ev = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
  });

  test('holding the screens on now and next keeps the running talk at the desk: its timer, queue and polls, driven, shown once released', async ({ page, browser, api, server }) => {
    const { room, hall, screen } = await talkOnNow(api.post, ev, server.url, browser);
    await openDesk(page, ev, room);
    await page.getByRole('button', { name: 'Show now and next instead' }).click();
    await expect(page.getByTestId('room-hold')).toContainText('Held on');

    // The desk keeps the talk on now, and says plainly where the screens are.
    await expect(page.getByRole('heading', { name: 'The stage of “Open data keynote”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Coming up/ })).toHaveCount(0);
    await expect(page.getByRole('timer')).toBeVisible();
    const note = page.getByTestId('held-on-next');
    await expect(note).toContainText('The room’s screens are held on now and next');
    await expect(page.getByRole('list', { name: 'Polls of the session' })).toBeVisible();

    // The controls still drive the talk's stage: the screen shows it once released.
    await page.getByRole('button', { name: 'Next question' }).click();
    const first = page.getByRole('list', { name: 'Queue' }).getByRole('listitem').first();
    await expect(first).toHaveAttribute('aria-current', 'true');
    const spotlighted = (await first.locator('p').innerText()).split('\n')[0].replace(/\s*\d+ upvotes?$/, '');
    await expect(screen.getByText('Afternoon panel')).toBeVisible();
    await expect(screen.getByText(spotlighted)).toBeHidden();
    await note.getByRole('button', { name: 'Release the screens' }).click();
    await expect(screen.getByText(spotlighted)).toBeVisible();
    await expect(note).toBeHidden();
    await hall.close();
  });

  test('a command the server never answers is given up: the controls come back and the desk is told it was not confirmed (fault injected: command held unanswered)', async ({ page, browser, api, server }) => {
    const { room, hall } = await talkOnNow(api.post, ev, server.url, browser);
    await openDesk(page, ev, room);
    // Fault injected: the console's server takes the command and never answers.
    const held: Route[] = [];
    await page.route('**/console-api/screens/stage/command', (route) => void held.push(route));
    const next = page.getByRole('button', { name: 'Next question' });
    await next.click();
    await expect(page.getByRole('button', { name: /^Showing…/ })).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(page.getByText('Not confirmed: the room’s screens may not have changed')).toBeVisible();
    await expect(page.getByText(/did not answer within 10 s/)).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Showing…/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Queue' }).locator('[aria-current="true"]')).toHaveCount(0);

    // The held request is dropped (it never reached the server), which answers again: the same control works.
    for (const route of held) await route.abort('connectionreset');
    await page.unroute('**/console-api/screens/stage/command');
    await next.click();
    await expect(page.getByRole('list', { name: 'Queue' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
    await hall.close();
  });

  test('a poll card says whether figures show live, sets it, and offers Reveal only when it changes what the room sees', async ({ page, browser, api, server }) => {
    const { room, poll, hall, screen } = await talkOnNow(api.post, ev, server.url, browser);
    await openDesk(page, ev, room);
    const card = page.getByRole('list', { name: 'Polls of the session' }).getByRole('listitem').filter({ hasText: poll });
    await expect(card.getByTestId('poll-figures')).toHaveText('Figures show live');
    await expect(card.getByRole('button', { name: /Reveal results/ })).toHaveCount(0);
    await card.getByRole('button', { name: `Show on screen: “${poll}”` }).click();
    const onScreen = card.getByRole('button', { name: `On screen: “${poll}”`, exact: true });
    await expect(onScreen).toHaveAttribute('aria-pressed', 'true');
    await expect(onScreen).toBeDisabled();
    await expect(screen.getByText(poll)).toBeVisible();
    await expect(card.getByRole('button', { name: /Reveal results/ })).toHaveCount(0);

    // Figures hidden until revealed: now Reveal means something, and Show keeps meaning "on screen" after it.
    await card.getByLabel(`Figures on screen: “${poll}”`).selectOption('reveal');
    await expect(card.getByTestId('poll-figures')).toHaveText('Figures hidden until revealed');
    await card.getByRole('button', { name: `Reveal results: “${poll}”` }).click();
    await expect(card.getByRole('button', { name: `Results on screen: “${poll}”` })).toHaveAttribute('aria-pressed', 'true');
    await expect(onScreen).toBeDisabled();
    await expect(onScreen).toHaveAttribute('aria-pressed', 'true');

    // Back to live: Reveal goes, the poll stays on screen.
    await card.getByLabel(`Figures on screen: “${poll}”`).selectOption('live');
    await expect(card.getByTestId('poll-figures')).toHaveText('Figures show live');
    await expect(card.getByRole('button', { name: /Results on screen|Reveal results/ })).toHaveCount(0);
    await expect(screen.getByText(poll)).toBeVisible();
    await hall.close();
  });

  test('a presenter remote’s keys step through the queue and clear the screen, never while typing in a field', async ({ page, browser, api, server }) => {
    const { room, hall, screen } = await talkOnNow(api.post, ev, server.url, browser);
    await openDesk(page, ev, room);
    await expect(page.getByRole('button', { name: 'Next question' })).toHaveAttribute('title', /PageDown/);
    await expect(page.getByRole('button', { name: 'Previous question' })).toHaveAttribute('title', /PageUp/);
    await expect(page.getByTestId('desk-keys')).toBeVisible();
    const items = page.getByRole('list', { name: 'Queue' }).getByRole('listitem');
    const current = page.getByRole('list', { name: 'Queue' }).locator('[aria-current="true"]');

    await page.keyboard.press('PageDown');
    await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Next question' })).toBeEnabled();
    await page.keyboard.press('PageDown');
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    const second = (await items.nth(1).locator('p').innerText()).split('\n')[0].replace(/\s*\d+ upvotes?$/, '');
    await expect(screen.getByText(second)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous question' })).toBeEnabled();
    await page.keyboard.press('PageUp');
    await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Next question' })).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');

    // Typing a message to the speaker: the keys are the field's.
    const field = page.getByLabel('Your own message');
    await field.click();
    await page.keyboard.type('b. ');
    await page.keyboard.press('PageDown');
    await expect(field).toHaveValue('b. ');
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');

    // B (a remote's blank button) clears the screen.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('b');
    await expect(current).toHaveCount(0);
    // The spotlight is off: the screen is back on the session's question list.
    for (const question of QUESTIONS) await expect(screen.getByText(question)).toBeVisible();
    await hall.close();
  });
});

test.describe('the desk during an outage', () => {
  let own: RunningServer | null = null;
  test.afterAll(async () => {
    await own?.stop();
  });

  test('with the server stopped the desk keeps its queue and polls with one line saying they are not fresh, and the stage monitor reads "last seen" (fault injected: server stopped)', async ({ page, browser, api }) => {
    own = await startLocalServer({ LOG_LEVEL: 'warn' });
    const info = own.info;
    const ev: Credentials = { apiKey: await mintOn(info), clientId: info.demo.clientId, eventId: info.demo.eventId, baseUrl: info.apiBaseUrl };
    const { room, poll, hall } = await talkOnNow(api.post, ev, info.url, browser, 'monitor');
    await openDesk(page, ev, room, info.url);
    const panel = page.getByRole('region', { name: 'Message to the speaker' });
    await expect(panel).toContainText('Lectern: connected');
    const polls = page.getByRole('list', { name: 'Polls of the session' });
    await expect(polls).toContainText(poll);

    await own.kill('SIGTERM');
    await expect(panel).toContainText(/Lectern: last seen \d\d:\d\d/);
    await expect(page.getByTestId('stale-note').first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('stale-note')).toHaveCount(2, { timeout: 45_000 });
    await expect(page.getByTestId('stale-note').first()).toContainText(/Could not be refreshed: the queue as at \d\d:\d\d/);
    await expect(page.getByRole('list', { name: 'Queue' }).getByRole('listitem')).toHaveCount(3);
    await expect(polls).toContainText(poll);
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expect(panel).not.toContainText('connected');
    await hall.close();
  });
});
