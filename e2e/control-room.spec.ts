/**
 * The AV desk and a room's control room, as the person at the desk uses them: Rooms by the navigation, now and
 * next with the talk timer on the event's clock, and the control room driving the room's screen, seen in its own
 * preview and on a screen opened in a browser with no key. An event of its own, on a clock chosen so that the
 * session on now never crosses midnight whatever the hour of the run.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { eventClockNearNoon } from './event-clock-near-noon';
import { expectNoAxeViolations } from './axe';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(3).toString('hex');

test.describe('the control room', () => {
  test('the AV desk opens a room from Rooms; the talk timer turns amber; Show, Next, Previous, Reveal and Clear reach the preview and a screen with no key', async ({ page, browser, api, server, mintKey }) => {
    const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Control room' });
    const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
    const clock = eventClockNearNoon();
    const room = `Hall ${unique()}`;
    const start = clock.at(-30);
    const end = clock.at(4);
    const later = clock.at(20);
    const laterEnd = clock.at(50);
    await api.post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: start.date, dateEnd: laterEnd.date }, ev);
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Open data keynote', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true, hasPoll: true }, ev);
    await api.post('/upsertSession', { title: 'Afternoon panel', location: room, date: later.date, startTime: later.time, endTime: laterEnd.time }, ev);
    const questions = ['Who owns the data?', 'How is consent recorded?', 'What does it cost to run?'];
    for (const question of questions) await api.post('/upsertQuestion', { sessionId: sid, question, status: 'approved' }, ev);
    const poll = `Will you share your data? ${unique()}`;
    await api.post('/upsertPoll', { sessionId: sid, question: poll, options: ['Yes', 'No'], visible: true }, ev);

    // A screen of the room, opened on a machine with no key.
    const made = await fetch(`${server.url}/console-api/screens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': ev.apiKey, 'x-client-id': ev.clientId, 'x-event-id': ev.eventId, 'x-timestamp': String(Date.now()) },
      body: JSON.stringify({ sessionId: sid, name: 'Left of stage' }),
    });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    const hall = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const screen = await hall.newPage();
    await screen.goto(`${server.url}/screen/${token}`);

    // The AV desk: Rooms by the navigation.
    await openConnected(page, ev, '/');
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Rooms', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: room }) });
    await expect(card).toContainText('Open data keynote');
    await expect(card).toContainText(/\d min left/);
    await expect(card).toContainText('Afternoon panel');
    await expect(card.getByRole('list', { name: `Screens of ${room}` })).toContainText('Left of stage');
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: `Open the control room of ${room}` }).click();

    // The control room: on now with the talk timer (amber in the last five minutes), next, the queue and the poll.
    await expect(page.getByRole('heading', { level: 1, name: `${room}: control room` })).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^[1-5] min left$/);
    await expect(timer).toHaveAttribute('data-tone', 'amber');
    await expect(page.getByText(/Next: Afternoon panel/)).toBeVisible();
    const queue = page.getByRole('list', { name: 'Queue' });
    await expect(queue.getByRole('listitem')).toHaveCount(3);
    const preview = page.frameLocator('iframe[title^="Preview of the screens"]');

    // Next question, twice, then Previous: the room's screen and the preview follow.
    const next = page.getByRole('button', { name: 'Next question' });
    await next.click();
    const first = (await queue.getByRole('listitem').first().locator('p').innerText()).split('\n')[0].replace(/\s*\d+ upvotes?$/, '');
    expect(questions).toContain(first);
    await expect(screen.getByText(first)).toBeVisible();
    await expect(preview.getByText(first)).toBeVisible();
    await expect(queue.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeEnabled();
    await next.click();
    await expect(queue.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(screen.getByText(first)).toBeHidden();
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(screen.getByText(first)).toBeVisible();

    // The poll: shown, revealed, cleared; the buttons keep their meaning and say what is on.
    const show = page.getByRole('button', { name: `Show on screen: “${poll}”` });
    await show.click();
    await expect(page.getByRole('button', { name: `On screen: “${poll}”`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByText(poll)).toBeVisible();
    // Figures show live by default (no Reveal to press); hidden until revealed, Reveal is offered.
    await expect(page.getByRole('button', { name: `Reveal results: “${poll}”` })).toHaveCount(0);
    await page.getByLabel(`Figures on screen: “${poll}”`).selectOption('reveal');
    await page.getByRole('button', { name: `Reveal results: “${poll}”` }).click();
    await expect(page.getByRole('button', { name: `Results on screen: “${poll}”` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Clear screen: “${poll}”` }).click();
    await expect(screen.getByText(poll)).toBeHidden();
    await expect(page.getByRole('button', { name: `Show on screen: “${poll}”` })).toBeEnabled();

    // The Q&A board leads to the room's control room.
    await page.getByRole('link', { name: 'Open the board' }).click();
    await page.getByRole('link', { name: `Run ${room} from its control room` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${room}: control room` })).toBeVisible();

    await checkAxeAt(page, 1440);
    await checkAxeAt(page, 390);
    if (process.env.QA_SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: '/tmp/control-room-1440.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/control-room-390.png', fullPage: true });
      await page.getByRole('link', { name: 'Rooms', exact: true }).first().click();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: '/tmp/rooms-1440.png', fullPage: true });
    }
    await hall.close();
  });
});

async function checkAxeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
}
