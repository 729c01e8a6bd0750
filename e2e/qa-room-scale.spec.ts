/**
 * Q&A at room scale, as moderators use it: search kept in the address, a bulk approval with one question refused
 * (fault injected) and reported, a duplicate group kept and the rest rejected, the queue's order seen on the room's
 * screen (a browser with no key), archive and restore, the word filter's flag against automatic approval, and the
 * phone mode by touch and by keys. Each test has an event or a session of its own.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, type ApiHelper, type Credentials } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { consoleServer } from './console-server';
import { card, lane, openBoard, tab } from './question-board';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(4).toString('hex');

type Q = { questionId?: string; documentId: string; question: string; status: string };


async function ask(api: ApiHelper, sessionId: string, question: string, status = 'pending', as?: Credentials): Promise<string> {
  return (await api.post<{ questionId: string }>('/upsertQuestion', { sessionId, question, status }, as)).questionId;
}

/** The question a card shows (its accessible name is its text). */
const textOf = (article: ReturnType<Page['getByRole']>) => article.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');

const statuses = async (api: ApiHelper, sessionId: string, as?: Credentials) => Object.fromEntries((await api.get<Q[]>('/getQuestions', { sessionId }, as)).map((q) => [q.question, q.status]));

test.describe('Q&A at room scale', () => {
  test('search kept in the address; a duplicate group kept and the rest rejected; a bulk approval with one refusal reported', async ({ page, api, credentials }) => {
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Panel ${unique()}`, hasLiveQA: true });
    const similar = ['How will the new data policy affect research labs?', 'How does the new data policy affect research labs?', 'Will the new data policy affect the research labs?'];
    const others = ['Where can we park bicycles?', 'Are the slides shared afterwards?', 'Is there vegan food at lunch?', 'Who chairs tomorrow’s session?'];
    // A flood: 46 more, no two alike (each pair of topics shares at most one word).
    const topics = ['parking', 'lunch', 'slides', 'recording', 'wifi', 'badges', 'keynote', 'workshop', 'hotel', 'tickets', 'posters'];
    const flood = topics.flatMap((x, i) => topics.slice(i + 1).map((y) => `What about ${x} and ${y}?`)).slice(0, 46);
    for (const q of [...similar, ...others, ...flood]) await ask(api, sid, q);
    await openBoard(page, credentials, sid);
    await expect(tab(page, 'Pending')).toContainText('53');

    // Search: every lane filtered as one types, the words marked, the search in the address (and back after a reload).
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('bicycles');
    await expect(lane(page, 'Pending').getByRole('article')).toHaveCount(1);
    await expect(card(page, others[0]).locator('mark')).toHaveText('bicycles');
    await expect(page).toHaveURL(/[?&]q=bicycles/);
    await page.reload();
    await expect(search).toHaveValue('bicycles');
    await expect(lane(page, 'Pending').getByRole('article')).toHaveCount(1);
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);

    // Duplicates: one card with "2 similar"; keep it, reject the others in one action.
    const lead = lane(page, 'Pending').getByRole('article').filter({ hasText: '2 similar' });
    await expect(lead).toHaveCount(1);
    const kept = await textOf(lead);
    expect(similar).toContain(kept);
    await lead.locator('summary').click();
    await lead.getByRole('button', { name: 'Keep this one, reject 2 similar' }).click();
    await expect
      .poll(async () => {
        const now = await statuses(api, sid);
        return similar.filter((q) => q !== kept).map((q) => now[q]);
      })
      .toEqual(['rejected', 'rejected']);
    await expect(tab(page, 'Pending')).toContainText('51');

    // Bulk: every pending question selected (a Shift-click range, then all shown), one refused by the service (fault injected), reported by name.
    const refusedText = others[2];
    const refusedId = (await api.get<Q[]>('/getQuestions', { sessionId: sid })).find((q) => q.question === refusedText)?.documentId ?? '';
    await page.route('**/api/upsertQuestion', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes(refusedId)) return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Refused for this test', code: 'validation_failed' }) });
      return route.continue();
    });
    await page.getByRole('checkbox', { name: `Select “${others[0]}”` }).click();
    await page.getByRole('checkbox', { name: `Select “${others[1]}”` }).click({ modifiers: ['Shift'] });
    const selected = page.getByRole('region', { name: 'Selected questions' });
    await expect(selected).toContainText(/^\s*\d+ selected/);
    await page.getByRole('button', { name: 'Select all 51 shown' }).click();
    await expect(selected).toContainText('51 selected');
    await selected.getByRole('button', { name: 'Approve selected' }).click();
    await expect(selected.getByRole('status')).toContainText('Done: 50 approved, 1 refused.');
    await expect(selected.getByRole('list', { name: 'Questions not approved' })).toContainText(`“${refusedText}”: Refused for this test`);
    await page.unroute('**/api/upsertQuestion');
    const after = await statuses(api, sid);
    expect([others[0], others[1], others[3], kept, ...flood].filter((q) => after[q] !== 'approved')).toEqual([]);
    expect(after[refusedText]).toBe('pending');
    await expectNoAxeViolations(page);
  });

  test('the queue’s order is the room screen’s; an archived question leaves the board and the screen, and comes back', async ({ page, browser, api, server, mintKey }) => {
    // An event of its own on UTC, its session on all day today, so the room's screen shows the session's questions.
    const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Queue and archive' });
    const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
    await api.post('/updateEvent', { timeZoneOffset: 0, dateStart: new Date().toISOString().slice(0, 10), dateEnd: new Date().toISOString().slice(0, 10) }, ev);
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Morning keynote', location: 'Hall Q', hasLiveQA: true, date: new Date().toISOString().slice(0, 10), startTime: '00:00', endTime: '23:59' }, ev);
    const [first, second, third] = ['What comes after the pilot?', 'How big is the team?', 'When is the next release?'];
    for (const q of [first, second, third]) await ask(api, sid, q, 'approved', ev);
    const { token } = await consoleServer<{ token: string }>(server.url, ev, '/screens', { sessionId: sid, name: 'Hall Q screen' });
    await consoleServer(server.url, ev, '/screens/stage', { sessionId: sid, content: { kind: 'questions' } });

    // The room's screen, in a browser with no key.
    const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const screen = await room.newPage();
    await screen.goto(`${server.url}/screen/${token}`);
    const onScreen = screen.getByTestId('question-text');
    await expect(onScreen).toHaveCount(3);

    await openBoard(page, ev, sid, '?lane=approved');
    await expect(lane(page, 'Approved').getByRole('article')).toHaveCount(3);
    // Ask the third next: first on the board and first on the room's screen.
    await card(page, third).getByRole('button', { name: 'Ask next' }).click();
    await expect(lane(page, 'Approved').getByRole('article').first()).toHaveAccessibleName(third);
    await expect(onScreen.first()).toHaveText(third);
    await card(page, second).getByRole('button', { name: 'Move up' }).click();
    await expect(lane(page, 'Approved').getByRole('article').nth(1)).toHaveAccessibleName(second);
    await expect(onScreen).toHaveText([third, second, first]);

    // Answered, then archived: off the board's lanes and the screen; restored: back.
    await card(page, second).getByRole('button', { name: 'Mark answered' }).click();
    await tab(page, 'Answered').click();
    await card(page, second).getByRole('button', { name: 'Archive' }).click();
    await expect(tab(page, 'Archived')).toContainText('1');
    await expect(onScreen).toHaveText([third, first]);
    await tab(page, 'Archived').click();
    await card(page, second).getByRole('button', { name: 'Restore' }).click();
    await expect(tab(page, 'Archived')).not.toContainText('1');
    await expect(onScreen).toHaveCount(3);
    await room.close();
  });

  test('a question with a listed word is flagged and waits; a clean one is approved automatically and marked so', async ({ page, api, credentials }) => {
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Town hall ${unique()}`, hasLiveQA: true });
    await openBoard(page, credentials, sid);
    const auto = page.getByRole('switch', { name: 'Approve automatically unless a listed word matches' });
    await auto.click();
    await expect(auto).toBeChecked();

    const email = `asker-${unique()}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: 'Asker' });
    const rude = `Why is this plan so shitty? ${unique()}`;
    const clean = `What is the budget for next year? ${unique()}`;
    await api.attendee('/ask', { sessionId: sid, email, question: rude });
    await api.attendee('/ask', { sessionId: sid, email, question: clean });

    await expect(lane(page, 'Pending').getByRole('article', { name: rude })).toContainText('Flagged: “shit”');
    await expect(card(page, rude).locator('mark')).toHaveText(['shitty']);
    await tab(page, 'Approved').click();
    await expect(lane(page, 'Approved').getByRole('article', { name: clean })).toContainText('Approved automatically');
    expect(await statuses(api, sid)).toMatchObject({ [rude]: 'pending', [clean]: 'approved' });
    await auto.click();
    await expect(auto).not.toBeChecked();
  });

  test('the phone mode: one question at a time, its actions above the fold at 390×844, by touch and by keys', async ({ browser, api, credentials, server }) => {
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Side room ${unique()}`, hasLiveQA: true });
    const questions = [`First from the floor ${unique()}?`, `Second from the floor ${unique()}?`, `Third from the floor ${unique()}?`];
    for (const q of questions) await ask(api, sid, q);
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await openBoard(page, credentials, sid);
    await expect(page.getByRole('article')).toHaveCount(1);
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await expect(approve).toBeInViewport();
    // The big Reject beside Approve (the card's own icon button has the same name).
    await expect(page.getByRole('button', { name: 'Reject', exact: true }).first()).toBeInViewport();
    const current = () => textOf(page.getByRole('article'));

    // By touch: Approve, and the next question takes its place.
    const a = await current();
    await approve.tap();
    await expect.poll(async () => (await statuses(api, sid))[a]).toBe('approved');
    await expect.poll(current).not.toBe(a);
    await expect(tab(page, 'Pending')).toContainText('2');

    // By keys, as on a desk: r rejects the question shown.
    const b = await current();
    await page.getByRole('article').focus();
    await page.keyboard.press('r');
    await expect.poll(async () => (await statuses(api, sid))[b]).toBe('rejected');
    await expect(tab(page, 'Pending')).toContainText('1');
    await expectNoAxeViolations(page);
    await phone.close();
  });
});
