import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { test, expect, type ApiHelper } from './fixtures';
import { openConnected } from './open-connected';
import { card, lane, openBoard, tab } from './question-board';
import { expectNoAxeViolations } from './axe';

type Q = { documentId: string; question: string; status: string; answer: string; score: number };

const unique = () => randomBytes(4).toString('hex');

async function newSession(api: ApiHelper, hasLiveQA = true): Promise<{ id: string; title: string }> {
  const title = `Q&A check ${unique()}`;
  const r = await api.post<{ documentId: string }>('/upsertSession', { title, hasLiveQA });
  return { id: r.documentId, title };
}

async function newGuest(api: ApiHelper): Promise<string> {
  const email = `attendee-${unique()}@example.com`;
  await api.post('/addGuest', { userEmail: email, name: 'Test Attendee' });
  return email;
}

async function post(api: ApiHelper, sessionId: string, question: string, status = 'pending'): Promise<string> {
  const r = await api.post<{ questionId: string }>('/upsertQuestion', { sessionId, question, status });
  return r.questionId;
}

async function questions(api: ApiHelper, sessionId: string): Promise<Q[]> {
  return api.get<Q[]>('/getQuestions', { sessionId });
}

const row = card;

test.describe('Q&A moderation board', () => {
  test('a question asked by an attendee appears within the refresh interval, is announced, and upvotes reorder it; axe clean', async ({ page, api, credentials }) => {
    const session = await newSession(api);
    const [alice, bob, carol] = [await newGuest(api), await newGuest(api), await newGuest(api)];
    const first = `Will the slides be shared? ${unique()}`;
    await api.attendee('/ask', { sessionId: session.id, email: alice, question: first });
    await openBoard(page, credentials, session.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Q&A: ${session.title}`);
    await expect(row(page, first)).toBeVisible();
    await expect(tab(page, 'Pending')).toContainText('1');

    const second = `How was the data collected? ${unique()}`;
    const asked = await api.attendee<{ questionId: string }>('/ask', { sessionId: session.id, email: bob, question: second });
    // The board refreshes every 5 s: the new question shows up within that (plus one request).
    await expect(row(page, second)).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('status').filter({ hasText: '1 new question in Pending' })).toBeVisible();
    await expect(tab(page, 'Pending')).toContainText('2');
    await expect(lane(page, 'Pending').getByRole('article').first()).toHaveAccessibleName(first);

    await api.attendee('/upvote', { questionId: asked.questionId, email: alice });
    await api.attendee('/upvote', { questionId: asked.questionId, email: carol });
    await expect(lane(page, 'Pending').getByRole('article').first()).toHaveAccessibleName(second, { timeout: 8_000 });
    await expect(row(page, second)).toContainText('2 voters');
    await expectNoAxeViolations(page);
    if (process.env.QA_SHOTS) {
      await page.screenshot({ path: '/tmp/qa-board-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/qa-board-390.png', fullPage: true });
      // Phone mode: one question at a time with its big actions above the fold.
      await expect(page.getByRole('button', { name: 'Approve', exact: true }).last()).toBeInViewport();
    }
  });

  test('a question arriving while the moderator is mid-action waits, is announced, and slides in afterwards', async ({ page, api, credentials }) => {
    const session = await newSession(api);
    const guest = await newGuest(api);
    const mine = `Being edited ${unique()}`;
    await post(api, session.id, mine);
    await openBoard(page, credentials, session.id);
    await row(page, mine).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit the question' })).toBeVisible();

    const arriving = `Arrived meanwhile ${unique()}`;
    await api.attendee('/ask', { sessionId: session.id, email: guest, question: arriving });
    // Counted at once, but not slid into the list under the open dialog.
    await expect(page.locator('#lane-tab-pending')).toContainText('2', { timeout: 8_000 });
    await expect(page.locator('[data-question-id]')).toHaveCount(1);
    await expect(page.getByText('1 new question in Pending')).toBeAttached();

    // Once the moderator is done (dialog closed, no key or pointer activity for a moment) it slides in.
    await page.keyboard.press('Escape');
    await expect(row(page, arriving)).toBeVisible();
    await expect(row(page, mine)).toBeVisible();
  });

  test('moderating by keyboard only: move, approve, reject, undo, answer, edit, delete, help', async ({ page, api, credentials }) => {
    // The longest journey of the board (some thirty steps, each waiting for the service, and an axe scan).
    test.setTimeout(120_000);
    const session = await newSession(api);
    const [q1, q2, q3] = [`First ${unique()}`, `Second ${unique()}`, `Third ${unique()}`];
    const id1 = await post(api, session.id, q1);
    const id2 = await post(api, session.id, q2);
    const id3 = await post(api, session.id, q3);
    await openBoard(page, credentials, session.id);
    await expect(row(page, q3)).toBeVisible();

    await page.keyboard.press('j');
    await expect(row(page, q1)).toBeFocused();
    await page.keyboard.press('a');
    await expect(row(page, q1)).toHaveCount(0);
    await expect(tab(page, 'Approved')).toContainText('1');
    // The next question takes the highlight and keyboard focus.
    await expect(row(page, q2)).toBeFocused();
    await page.keyboard.press('r');
    await expect(row(page, q2)).toHaveCount(0);
    await expect.poll(async () => (await questions(api, session.id)).find((q) => q.documentId === id2)?.status).toBe('rejected');

    await expect(page.getByText(`Last: Rejected: “${q2}”`)).toBeVisible();
    await page.keyboard.press('z');
    await expect(row(page, q2)).toBeVisible();
    await expect.poll(async () => (await questions(api, session.id)).find((q) => q.documentId === id2)?.status).toBe('pending');

    // Answer q3: Enter opens the answer box, Enter in it saves.
    await row(page, q3).focus();
    await page.keyboard.press('Enter');
    const answerBox = page.getByRole('dialog', { name: 'Answer the question' }).getByLabel('Answer');
    await expect(answerBox).toBeFocused();
    await page.keyboard.type('Yes, after the talk.');
    await expect(page.getByRole('dialog')).toContainText('20/500');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, q3)).toHaveCount(0);
    await expect.poll(async () => (await questions(api, session.id)).find((q) => q.documentId === id3)).toMatchObject({ status: 'answered', answer: 'Yes, after the talk.' });

    // Edit q2's wording with e.
    await expect(row(page, q2)).toBeFocused();
    await page.keyboard.press('e');
    const editBox = page.getByRole('dialog', { name: 'Edit the question' }).getByLabel('Question');
    await expect(editBox).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${q2} (edited)`);
    await page.keyboard.press('Enter');
    await expect(row(page, `${q2} (edited)`)).toBeVisible();

    // Delete asks first, then removes it for good.
    await row(page, `${q2} (edited)`).focus();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(confirm).toContainText('permanent');
    // The button is enabled once the dry run has answered; a user waits for that before pressing it.
    const deletePermanently = confirm.getByRole('button', { name: 'Delete permanently' });
    await expect(deletePermanently).toBeEnabled();
    await deletePermanently.focus();
    await expect(deletePermanently).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row(page, `${q2} (edited)`)).toHaveCount(0);
    await expect.poll(async () => (await questions(api, session.id)).map((q) => q.documentId).sort()).toEqual([id1, id3].sort());
    // The confirmation closes once the board has the service's answer; keys go to the board again after that.
    await expect(confirm).toHaveCount(0);

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Undo the last moderation action');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Lanes by number key: the Answered lane shows q3 with its answer.
    await page.keyboard.press('3');
    await expect(tab(page, 'Answered')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, q3)).toContainText('Yes, after the talk.');
    await expect(page).toHaveURL(/lane=answered/);
  });

  test('answering without text is refused in the form, and a refusal by the service (fault injected: 400) keeps the text and the lane', async ({ page, api, credentials }) => {
    const session = await newSession(api);
    const text = `Is there a recording? ${unique()}`;
    const id = await post(api, session.id, text);
    await openBoard(page, credentials, session.id);
    await row(page, text).getByRole('button', { name: 'Answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.getByRole('button', { name: 'Mark answered' }).click();
    await expect(dialog).toContainText('can only be marked answered with answer text');
    await expect(dialog.getByLabel('Answer')).toHaveAttribute('aria-invalid', 'true');
    // The dialog hides the board from assistive technology while open, so look at the lanes by id.
    const pendingTab = page.locator('#lane-tab-pending');
    const answeredTab = page.locator('#lane-tab-answered');
    await expect(pendingTab).toContainText('1');

    // Fault injection: the service refuses the write.
    await page.route('**/api/upsertQuestion', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Validation failed', details: [{ field: 'answer', message: 'is required to mark a question answered' }] }) }),
    );
    await dialog.getByLabel('Answer').fill('It will be online tomorrow.');
    await dialog.getByRole('button', { name: 'Mark answered' }).click();
    await expect(dialog).toContainText('The service refused to save this answer: answer is required to mark a question answered');
    await expect(dialog.getByLabel('Answer')).toHaveValue('It will be online tomorrow.');
    await expect(pendingTab).toContainText('1');
    await expect(answeredTab).toContainText('0');
    expect((await questions(api, session.id)).find((q) => q.documentId === id)?.status).toBe('pending');

    await page.unroute('**/api/upsertQuestion');
    await dialog.getByRole('button', { name: 'Mark answered' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tab(page, 'Answered')).toContainText('1');
  });

  test('a refused approval moves the question back with the reason (fault injection: 500)', async ({ page, api, credentials }) => {
    const session = await newSession(api);
    const text = `Can we get the code? ${unique()}`;
    await post(api, session.id, text);
    await openBoard(page, credentials, session.id);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/upsertQuestion', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'database unavailable' });
    });
    await row(page, text).getByRole('button', { name: 'Approve' }).click();
    // Optimistic: it leaves Pending at once…
    await expect(row(page, text)).toHaveCount(0);
    await expect(tab(page, 'Approved')).toContainText('1');
    release();
    // …and comes back with the reason when the service refuses.
    await expect(page.getByRole('alert').filter({ hasText: 'Could not approve' })).toContainText('database unavailable');
    await expect(row(page, text)).toBeVisible();
    await expect(tab(page, 'Approved')).toContainText('0');
  });

  test('the room’s screen opens in a new window and follows approvals; CSV export has every question', async ({ page, api, context, credentials }) => {
    const session = await newSession(api);
    const text = `What comes next? ${unique()}`;
    const other = `Already approved ${unique()}`;
    await post(api, session.id, text);
    await post(api, session.id, other, 'approved');
    await openBoard(page, credentials, session.id);

    const [projector] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    await expect(projector).toHaveURL(/\/screen\/[A-Za-z0-9_-]{32}$/);
    const shown = projector.getByRole('list', { name: 'Approved questions' });
    await expect(shown).toContainText(other);
    await expect(shown).not.toContainText(text);

    await row(page, text).getByRole('button', { name: 'Approve' }).click();
    await expect(shown).toContainText(text, { timeout: 8_000 });
    await expectNoAxeViolations(projector);
    if (process.env.QA_SHOTS) await projector.screenshot({ path: '/tmp/qa-projector.png' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('question,status,answer,score,voters');
    expect(csv).toContain(`${text},approved,,0,0`);
    expect(csv).toContain(`${other},approved,,0,0`);
  });

  test('the organiser posts a question straight to Approved; a too-long question is refused in the form with the text kept', async ({ page, api, credentials }) => {
    const session = await newSession(api);
    await openBoard(page, credentials, session.id);
    const field = page.getByLabel('Question from the organiser');
    await field.fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Post question' }).click();
    await expect(page.getByText('Question must be at most 500 characters')).toBeVisible();
    await expect(field).toHaveValue('x'.repeat(501));

    const text = `From the organisers: any questions for the panel? ${unique()}`;
    await field.fill(text);
    await page.getByRole('button', { name: 'Post question' }).click();
    await expect(field).toHaveValue('');
    await expect(tab(page, 'Approved')).toContainText('1');
    await tab(page, 'Approved').click();
    await expect(row(page, text)).toBeVisible();
    const saved = await questions(api, session.id);
    expect(saved).toEqual([expect.objectContaining({ question: text, status: 'approved', score: 0 })]);
  });

  test('the session picker turns live Q&A on and off again through /upsertSession and links to the board; axe clean', async ({ page, api, credentials }) => {
    const session = await newSession(api, false);
    await openConnected(page, credentials, '/questions');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: session.title }) });
    await expect(card.getByRole('switch', { name: 'Live Q&A' })).not.toBeChecked();
    // Said once for the page, not in every card.
    await expect(page.getByText('Attendees can ask and upvote questions in the app only where live Q&A is on')).toBeVisible();
    await expectNoAxeViolations(page);
    if (process.env.QA_SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: '/tmp/qa-picker-1440.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/qa-picker-390.png' });
    }
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/upsertSession') && requests.push(r.postData() ?? ''));
    const qa = card.getByRole('switch', { name: 'Live Q&A' });
    await qa.click();
    await expect(qa).toBeChecked();
    await expect(qa).toBeEnabled();
    const stored = async () => (await api.get<{ documentId: string; hasLiveQA: boolean }[]>('/getSessions')).find((s) => s.documentId === session.id)?.hasLiveQA;
    expect(await stored()).toBe(true);
    // And off again, from the same switch.
    await qa.click();
    await expect(qa).not.toBeChecked();
    await expect(qa).toBeEnabled();
    expect(await stored()).toBe(false);
    expect(requests.map((b) => JSON.parse(b))).toEqual([{ documentId: session.id, hasLiveQA: true }, { documentId: session.id, hasLiveQA: false }]);
    await qa.click();
    await expect(qa).toBeChecked();
    await card.getByRole('link', { name: 'Moderate questions' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}/questions`));
  });
});
