/**
 * The queue of approved questions put in order by dragging, as moderators do it: with the real mouse on a card's
 * handle (a second moderator's board and the room's screen, a browser with no key, follow), from the keyboard with
 * a refused save (fault injected: the order stays and the board says why), the lane saying why it cannot be
 * reordered while it is sorted another way or searched, and on a phone by touch on the handle. Each test has an
 * event of its own (the room's screen follows the event's clock).
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, type ApiHelper, type Credentials, type LocalServer, type MintOptions } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { consoleServer } from './console-server';
import { card, lane, openBoard, tab } from './question-board';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(4).toString('hex');

/** An event of its own on UTC with a session on all day today (so its room's screen shows it), three approved questions. */
async function eventWithQueue(api: ApiHelper, server: LocalServer, mintKey: (o?: MintOptions) => Promise<string>) {
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Queue by drag ${unique()}` });
  const moderator = async (): Promise<Credentials> => ({ ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl });
  const ev = await moderator();
  const today = new Date().toISOString().slice(0, 10);
  await api.post('/updateEvent', { timeZoneOffset: 0, dateStart: today, dateEnd: today }, ev);
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Afternoon panel', location: 'Hall D', hasLiveQA: true, date: today, startTime: '00:00', endTime: '23:59' }, ev);
  const questions = ['What comes after the pilot?', 'How big is the team?', 'When is the next release?'] as const;
  for (const question of questions) await api.post('/upsertQuestion', { sessionId: sid, question, status: 'approved' }, ev);
  return { ev, moderator, sid, questions };
}

/** The approved lane's questions from top to bottom, as a moderator reads them. */
const approvedOrder = (page: Page) => lane(page, 'Approved').getByRole('article');

/** What dnd-kit's live region says to a screen reader (visually hidden, read aloud). */
const spoken = (page: Page, words: string | RegExp) => page.getByRole('status').filter({ hasText: words });

const handleOf = (page: Page, question: string) => card(page, question).getByRole('button', { name: new RegExp(`^Reorder “${question.replace(/[?.*+()[\]]/g, '\\$&')}” in the queue`) });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y };
}

/** A room's screen in a browser with no key: its link, opened. */
async function roomScreen(browser: Browser, server: LocalServer, ev: Credentials, sid: string) {
  const { token } = await consoleServer<{ token: string }>(server.url, ev, '/screens', { sessionId: sid, name: 'Hall D screen' });
  await consoleServer(server.url, ev, '/screens/stage', { sessionId: sid, content: { kind: 'questions' } });
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await room.newPage();
  await screen.goto(`${server.url}/screen/${token}`);
  return { room, onScreen: screen.getByTestId('question-text') };
}

test.describe('the queue put in order by dragging', () => {
  test('one moderator drags the third question to the top with the mouse; the other moderator and the room’s screen follow', async ({ page, browser, api, server, mintKey }) => {
    const { moderator, ev, sid, questions } = await eventWithQueue(api, server, mintKey);
    const [first, second, third] = questions;
    const { room, onScreen } = await roomScreen(browser, server, ev, sid);
    await expect(onScreen).toHaveText([first, second, third]);

    // A second moderator with a key of their own, in a browser context of their own.
    const other = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const otherPage = await other.newPage();
    await openBoard(otherPage, await moderator(), sid, '?lane=approved');
    await expect(approvedOrder(otherPage)).toHaveCount(3);
    await expect(approvedOrder(otherPage).first()).toHaveAccessibleName(first);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openBoard(page, ev, sid, '?lane=approved');
    await expect(approvedOrder(page)).toHaveCount(3);
    const handle = handleOf(page, third);
    await expect(handle).toHaveAccessibleName(`Reorder “${third}” in the queue, position 3 of 3`);

    // The real mouse on the handle, in steps: picked up past a few pixels, carried onto the top card, dropped.
    const from = await centre(handle);
    const dy = (await centre(card(page, first))).top - (await centre(card(page, third))).top;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 12, { steps: 4 });
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(spoken(page, `Question 3, “${third}” is over position 3 of 3.`)).toHaveCount(1);
    await page.mouse.move(from.x, from.y + dy, { steps: 16 });
    await expect(spoken(page, `Question 3, “${third}” is over position 1 of 3.`)).toHaveCount(1);
    await page.mouse.up();
    await expect(spoken(page, `Question 3, “${third}” dropped at position 1 of 3.`)).toHaveCount(1);

    // This board at once, the other moderator's board on its next read, the room's screen from the console's server.
    await expect(approvedOrder(page).first()).toHaveAccessibleName(third);
    await expect(handleOf(page, third)).toHaveAccessibleName(`Reorder “${third}” in the queue, position 1 of 3`);
    await expect(approvedOrder(otherPage).nth(0)).toHaveAccessibleName(third);
    await expect(approvedOrder(otherPage).nth(1)).toHaveAccessibleName(first);
    await expect(approvedOrder(otherPage).nth(2)).toHaveAccessibleName(second);
    await expect(onScreen).toHaveText([third, first, second]);
    // And the order is the console's server's, not this page's: it comes back after a reload.
    await page.reload();
    await expect(approvedOrder(page).first()).toHaveAccessibleName(third);
    await expectNoAxeViolations(page);
    await other.close();
    await room.close();
  });

  test('from the keyboard, a refused save keeps the order and says why; sorted another way or searched, the lane says why it cannot be reordered', async ({ page, api, server, mintKey }) => {
    const { ev, sid, questions } = await eventWithQueue(api, server, mintKey);
    const [first, second, third] = questions;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBoard(page, ev, sid, '?lane=approved');
    await expect(approvedOrder(page)).toHaveCount(3);

    // Fault injected: the console's server refuses the next change of the queue.
    await page.route('**/console-api/qa/queue', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The queue is being saved elsewhere, try again', code: 'unavailable' }) }), { times: 1 });
    const handle = handleOf(page, third);
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(spoken(page, `Question 3, “${third}” is over position 3 of 3.`)).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(spoken(page, `Question 3, “${third}” is over position 2 of 3.`)).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(spoken(page, `Question 3, “${third}” is over position 1 of 3.`)).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(spoken(page, `Question 3, “${third}” dropped at position 1 of 3.`)).toHaveCount(1);
    const refusal = page.getByRole('alert').filter({ hasText: `“${third}” was not moved:` });
    await expect(refusal).toContainText('The queue is being saved elsewhere, try again');
    await expect(refusal).toContainText('The queue is as it was.');
    for (const [i, q] of [first, second, third].entries()) await expect(approvedOrder(page).nth(i)).toHaveAccessibleName(q);
    // The arrow keys belonged to the drag: the board's highlight did not move with them.
    await expect(handle).toBeFocused();

    // Again, with the console's server answering, typed as fast as a practised hand: no key is lost just after the
    // pick-up, and the move is made.
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(spoken(page, `Question 3, “${third}” dropped at position 2 of 3.`)).toHaveCount(1);
    await expect(approvedOrder(page).nth(1)).toHaveAccessibleName(third);

    // Newest first: no handles, and the lane says why, with the way back.
    await page.getByRole('combobox', { name: 'Order' }).selectOption('newest');
    await expect(page.getByText('Reordering the queue is off: the lane is ordered newest first, not by the queue.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reorder “/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Order by the queue' }).click();
    await expect(handleOf(page, third)).toHaveAccessibleName(`Reorder “${third}” in the queue, position 2 of 3`);

    // A search shows only some of the queue: the same.
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('team');
    await expect(page.getByText('Reordering the queue is off: a search hides some of the approved questions.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reorder “/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('button', { name: /^Reorder “/ })).toHaveCount(3);
  });

  test('on a phone the queue is ordered by touch on the handle; a touch on the text scrolls', async ({ browser, api, server, mintKey }) => {
    const { ev, sid, questions } = await eventWithQueue(api, server, mintKey);
    const [first, second, third] = questions;
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await openBoard(page, ev, sid, '?lane=approved');
    await expect(tab(page, 'Approved')).toContainText('3');
    await page.getByText('Order the queue (3)').tap();
    const queue = page.getByRole('list', { name: 'The queue' });
    await expect(queue.getByRole('listitem')).toHaveText([/What comes after/, /How big/, /When is/]);
    const handle = queue.getByRole('button', { name: `Reorder “${third}” in the queue, position 3 of 3` });
    // Only the handle takes a touch for a drag; the rest of a row leaves it to the page's scrolling.
    await expect(handle).toHaveCSS('touch-action', 'none');
    await expect(queue.getByText(third)).toHaveCSS('touch-action', 'auto');

    const cdp = await phone.newCDPSession(page);
    const touchAt = (x: number) => (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await queue.scrollIntoViewIfNeeded();
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    expect(before).toBeGreaterThan(0);

    // A finger drawn down over a question's text scrolls the page back up; nothing is picked up.
    const text = await centre(queue.getByText(second));
    const swipe = touchAt(text.x);
    await swipe('touchStart', text.y);
    for (let i = 1; i <= 8; i++) await swipe('touchMove', text.y + 15 * i);
    await swipe('touchEnd', text.y + 120);
    await expect.poll(scrolled).toBeLessThan(before);
    await expect(queue.getByRole('listitem')).toHaveText([/What comes after/, /How big/, /When is/]);

    // A finger held on the handle picks the question up, carries it onto the first row, and lets go.
    await queue.scrollIntoViewIfNeeded();
    const from = await centre(handle);
    const to = await centre(queue.getByRole('listitem').first());
    const touch = touchAt(from.x);
    await touch('touchStart', from.y);
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    for (let i = 1; i <= 10; i++) await touch('touchMove', from.y + ((to.y - from.y) * i) / 10);
    await expect(spoken(page, `Question 3, “${third}” is over position 1 of 3.`)).toHaveCount(1);
    await touch('touchEnd', to.y);
    await expect(queue.getByRole('listitem')).toHaveText([/When is/, /What comes after/, /How big/]);
    // The one question shown (the first asked, highlighted) is now second in the queue.
    await expect(page.getByText('2 of 3', { exact: true })).toBeVisible();
    // Kept by the console's server.
    const idOf = Object.fromEntries((await api.get<{ documentId: string; question: string }[]>('/getQuestions', { sessionId: sid }, ev)).map((q) => [q.documentId, q.question]));
    await expect.poll(async () => (await consoleServer<{ order: string[] }>(server.url, ev, '/qa/state', { sessionId: sid })).order.map((id) => idOf[id])).toEqual([third, first, second]);
    await expectNoAxeViolations(page);
    await phone.close();
  });
});
