/**
 * Running the room live: two moderators on one board, the room's screen
 * driven from the board and the polls page, and a poll's lifecycle with what
 * the attendee surface accepts at each step.
 */
import { randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { test, expect as baseExpect, type ApiHelper, type Credentials } from './fixtures';
import { openConnected } from './open-connected';

// Two browsers, or a board and its projector window, share the machine: conditions get more time to be met.
const expect = baseExpect.configure({ timeout: 20_000 });

type Q = { documentId: string; status: string };
type PollRead = { pollId: string; question: string; visible: boolean; locked: boolean; showVotes: boolean };

const unique = () => randomBytes(4).toString('hex');
const row = (page: Page, text: string) => page.getByRole('article', { name: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

async function statusOf(api: ApiHelper, sessionId: string, id: string) {
  return (await api.get<Q[]>('/getQuestions', { sessionId })).find((q) => q.documentId === id)?.status;
}

async function post(api: ApiHelper, sessionId: string, question: string, status = 'pending'): Promise<string> {
  return (await api.post<{ questionId: string }>('/upsertQuestion', { sessionId, question, status })).questionId;
}

/** Opens the console connected with `creds`, straight at a session's Q&A board. */
async function openBoard(page: Page, creds: Credentials, sessionId: string) {
  await openConnected(page, creds, `/sessions/${sessionId}/questions`);
  await expect(page.getByRole('tablist', { name: 'Question lanes' })).toBeVisible({ timeout: 30_000 });
}

test.describe('running the room live', () => {
  test('two moderators: a stale reject after an approval elsewhere is explained and not sent; undo after a later change elsewhere does nothing', async ({
    page: a,
    credentials,
    api,
    browser,
    server,
    mintKey,
  }) => {
    test.slow(); // two browsers, and a wait for B's refresh to hang
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Two moderators ${unique()}`, hasLiveQA: true });
    const sid = s.documentId;
    const [t1, t2] = [`Is the venue accessible? ${unique()}`, `Will slides be shared? ${unique()}`];
    const id1 = await post(api, sid, t1);
    const id2 = await post(api, sid, t2);

    // The second moderator: another browser, their own key.
    const contextB = await browser.newContext({ baseURL: server.url });
    const b = await contextB.newPage();
    await openBoard(a, credentials, sid);
    await openBoard(b, { ...credentials, apiKey: await mintKey() }, sid);
    await expect(row(a, t1)).toBeVisible();
    await expect(row(b, t1)).toBeVisible();

    // Fault injection (a hung connection): B's board refreshes hang, so B still sees what it read before A acts.
    const hung: Route[] = [];
    let hang = true;
    await b.route('**/api/getQuestions*', (route) => (hang ? void hung.push(route) : route.continue()));
    await row(a, t1).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => statusOf(api, sid, id1)).toBe('approved');
    await expect.poll(() => hung.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(row(b, t1)).toBeVisible(); // still in B's Pending lane
    hang = false;

    const writes: string[] = [];
    b.on('request', (r) => r.url().includes('/upsertQuestion') && writes.push(r.postData() ?? ''));
    await row(b, t1).getByRole('button', { name: 'Reject' }).click();
    const explained = b.getByRole('alert').filter({ hasText: 'elsewhere' });
    await expect(explained).toContainText(new RegExp(`“${t1.replace(/[?]/g, '\\?')}” was approved elsewhere in the last \\d+ s, so it was not rejected\\. It stays approved\\.`));
    await expect(explained.getByRole('button', { name: 'Reject anyway' })).toBeVisible();
    // B's board now shows the question where it really is, and nothing was sent.
    await expect(tab(b, 'Approved')).toContainText('1');
    await expect(row(b, t1)).toHaveCount(0);
    expect(writes).toEqual([]);
    expect(await statusOf(api, sid, id1)).toBe('approved');
    for (const route of hung) await route.continue();

    // B approves t2; A, seeing it approved, rejects it; B's undo must not put it back.
    await row(b, t2).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => statusOf(api, sid, id2)).toBe('approved');
    await tab(a, 'Approved').click();
    await row(a, t2).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => statusOf(api, sid, id2)).toBe('rejected');

    await expect(b.getByText(`Last: Approved: “${t2}”`)).toBeVisible();
    await b.getByRole('button', { name: 'Undo' }).click();
    await expect(b.getByRole('alert').filter({ hasText: 'Undo left it' })).toContainText(`“${t2}” was rejected elsewhere after your action. Undo left it as it is (rejected).`);
    expect(await statusOf(api, sid, id2)).toBe('rejected');
    expect(writes.filter((w) => w.includes(id2)).map((w) => JSON.parse(w).status)).toEqual(['approved']);
    await contextB.close();
  });

  test('show on screen and clear: the projector follows the board at once, and a projector opened later asks what is on screen', async ({ page, credentials, api, context }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Screen ${unique()}`, hasLiveQA: true });
    const sid = s.documentId;
    const [first, second] = [`First on screen ${unique()}`, `Second on screen ${unique()}`];
    await post(api, sid, first, 'approved');
    await post(api, sid, second, 'approved');
    const pending = `Not yet approved ${unique()}`;
    await post(api, sid, pending);
    await openBoard(page, credentials, sid);

    const [projector] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    const list = projector.getByRole('list', { name: 'Approved questions' });
    await expect(list).toContainText(first);
    await expect(list).toContainText(second);

    // A pending question does not go on screen.
    await row(page, pending).focus();
    await page.keyboard.press('s');
    await expect(page.getByText(`Only approved or answered questions go on screen: approve “${pending}” first.`)).toBeVisible();
    await expect(list).toBeVisible();

    // s shows the focused question alone; the board says what is on screen.
    await page.keyboard.press('2');
    await expect(tab(page, 'Approved')).toHaveAttribute('aria-selected', 'true');
    await row(page, second).focus();
    await page.keyboard.press('s');
    const spotlight = projector.getByRole('region', { name: 'Question on screen' });
    await expect(spotlight).toContainText(second, { timeout: 2_000 });
    await expect(list).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'On the room’s screen' })).toContainText(`the question “${second}”`);
    await expect(row(page, second)).toContainText('On screen now');

    // c clears: the approved list is back.
    await page.keyboard.press('c');
    await expect(list).toContainText(first, { timeout: 2_000 });
    await expect(spotlight).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'On the room’s screen' })).toContainText('the approved questions');

    // With the button; then a projector opened later is told what is on screen.
    await row(page, first).getByRole('button', { name: 'Show on screen' }).click();
    await expect(spotlight).toContainText(first);
    await projector.close();
    const [again] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    await expect(again.getByRole('region', { name: 'Question on screen' })).toContainText(first);
    await page.getByRole('button', { name: 'Clear screen' }).click();
    await expect(again.getByRole('list', { name: 'Approved questions' })).toContainText(second);
  });

  test('poll lifecycle: created as a draft, launched, closed, revealed on the projector; the attendee surface refuses and accepts votes accordingly', async ({
    page,
    credentials,
    api,
    context,
  }) => {
    test.slow(); // every stage, each checked on the page, the projector and the attendee surface
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Lifecycle ${unique()}`, hasPoll: true, hasLiveQA: true });
    const sid = s.documentId;
    const [voter, late] = [`voter-${unique()}@example.org`, `late-${unique()}@example.org`];
    await api.post('/addGuest', { userEmail: voter, name: 'Voter' });
    await api.post('/addGuest', { userEmail: late, name: 'Late voter' });
    const vote = (email: string) => api.attendee('/vote', { pollId, email, options: ['Yes'] });

    await openConnected(page, credentials, `/sessions/${sid}/polls`);
    await page.getByRole('button', { name: 'Create the first poll' }).click();
    const dialog = page.getByRole('dialog', { name: 'New poll' });
    const question = `Coffee break now ${unique()}?`;
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Yes');
    await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('No');
    await dialog.getByRole('button', { name: 'Create poll' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: question });
    const read = async () => (await api.get<PollRead[]>('/getPolls', { sessionId: sid })).find((p) => p.question === question)!;
    const pollId = (await read()).pollId;
    // Draft: hidden and closed; attendees cannot vote.
    expect(await read()).toMatchObject({ visible: false, locked: true, showVotes: false });
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('Attendees see nothing yet');
    await expect(vote(voter)).rejects.toThrow(/answered 400.*closed/);

    // Results on screen after Reveal (the default is live while voting): the room's projector shows the poll with its figures hidden.
    await card.getByLabel('Results on screen').selectOption('reveal');
    const [projector] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    await expect(projector.getByRole('list', { name: 'Approved questions' }).or(projector.getByText('Got a question for the speakers?'))).toBeVisible();
    await card.getByRole('button', { name: `Show on screen: “${question}”` }).click();
    const onScreen = projector.getByRole('region', { name: 'Poll on screen' });
    await expect(onScreen).toContainText(question);
    // A draft: its options, and that voting opens soon.
    await expect(projector.getByTestId('poll-screen-status')).toContainText('Voting opens soon');
    await expect(card).toContainText('On screen now');

    // Launch: visible and open; a vote is accepted.
    await card.getByRole('button', { name: `Launch: “${question}”` }).click();
    await expect(page.getByText('Launched: attendees can now see and vote on this poll.')).toBeVisible();
    await expect(card).toContainText('Voting open');
    expect(await read()).toMatchObject({ visible: true, locked: false });
    await expect(projector.getByTestId('poll-screen-status')).toContainText('Voting open · 0 people voted · results revealed later');
    await vote(voter);

    // Close voting: a vote is refused; the projector still hides the figures.
    await card.getByRole('button', { name: `Close voting: “${question}”` }).click();
    await expect(page.getByText('Voting closed: attendees still see the poll but can no longer vote.')).toBeVisible();
    await expect(card).toContainText('Voting closed');
    await expect.poll(async () => (await read()).locked).toBe(true);
    await expect(vote(late)).rejects.toThrow(/answered 400.*closed/);
    await expect(onScreen.getByRole('row', { name: /^Yes/ })).toContainText('Hidden until revealed');

    // Reveal results: the figures appear on the projector, and attendees see the results in the app (showVotes).
    await card.getByRole('button', { name: `Reveal results: “${question}”` }).click();
    await expect(onScreen.getByRole('row', { name: /^Yes/ })).toContainText('1 vote · 100.0%');
    await expect(projector.getByTestId('poll-screen-status')).not.toContainText('results revealed later');
    await expect(card).toContainText('Voting closed, results revealed');
    expect(await read()).toMatchObject({ visible: true, locked: true, showVotes: true });

    // Polls switched off for the session: the reopened poll never reads "Voting open".
    await card.getByRole('button', { name: `More actions for “${question}”` }).click();
    await card.getByRole('menu').getByRole('menuitem', { name: `Reopen voting on “${question}”` }).click();
    await expect(card).toContainText('Voting open');
    await page.getByRole('switch', { name: 'Polls open to attendees in this session' }).click();
    await expect(card).toContainText('Attendees cannot reach this poll');
    await expect(card).not.toContainText('Voting open');
    await expect(vote(late)).rejects.toThrow(/answered 403/);

    // Clear screen from the polls page: the projector is back to the questions.
    await card.getByRole('button', { name: /^Clear screen/ }).click();
    await expect(onScreen).toHaveCount(0);
  });
});
