import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, type ApiHelper } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { openConnected } from './open-connected';

type PollRead = { pollId: string; question: string; options: string[]; sortNr: number; locked: boolean; visible: boolean; voteCounts: Record<string, number> };

const tag = () => randomBytes(3).toString('hex');

/** A session of its own for each test (polls reachable), with its polls created through the API. */
async function sessionWithPolls(api: ApiHelper, polls: { question: string; options: string[]; maxChoices?: number }[]) {
  const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Poll test ${tag()}`, hasPoll: true });
  const ids: string[] = [];
  for (const [i, p] of polls.entries()) {
    const r = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: s.documentId, sortNr: i + 1, ...p });
    ids.push(r.pollId);
  }
  return { sessionId: s.documentId, pollIds: ids };
}

async function guests(api: ApiHelper, n: number): Promise<string[]> {
  const emails = Array.from({ length: n }, () => `voter-${tag()}@example.org`);
  for (const email of emails) await api.post('/addGuest', { userEmail: email, name: 'Voter' });
  return emails;
}

const pollCard = (page: Page, question: string) => page.getByRole('article', { name: question });
/** Opens a poll card's "More" menu and gives one of its actions. */
async function menuAction(page: Page, question: string, name: string | RegExp) {
  await pollCard(page, question).getByRole('button', { name: `More actions for “${question}”` }).click();
  return pollCard(page, question).getByRole('menu').getByRole('menuitem', { name });
}
const resultRow = (page: Page, question: string, option: string) =>
  pollCard(page, question).getByRole('table', { name: `Results of the poll “${question}”` }).getByRole('row', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

test.describe('polls', () => {
  test('votes cast by attendees move the bars within the refresh interval; the page passes axe', async ({ page, credentials, api }) => {
    const question = `Favourite colour ${tag()}?`;
    const { sessionId, pollIds } = await sessionWithPolls(api, [{ question, options: ['Red, dark', 'Blue'], maxChoices: 2 }]);
    const [a, b] = await guests(api, 2);
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await expect(resultRow(page, question, 'Red, dark')).toContainText('0 votes');

    await api.attendee('/vote', { pollId: pollIds[0], email: a, options: ['Red, dark', 'Blue'] });
    await api.attendee('/vote', { pollId: pollIds[0], email: b, options: ['Red, dark'] });

    // The live view refreshes about every 3 s; allow two rounds.
    await expect(resultRow(page, question, 'Red, dark')).toContainText('2 votes · 66.7%', { timeout: 8000 });
    await expect(resultRow(page, question, 'Blue')).toContainText('1 vote · 33.3%');
    const card = pollCard(page, question);
    await expect(card).toContainText('3 answers from 2 people');
    await expect(card).toContainText('Each person may pick up to 2 options');
    await expectNoAxeViolations(page);
  });

  test('a card shows its one next step and puts the rest in a "More" menu that works from the keyboard; with the menu open the page passes axe', async ({ page, credentials, api }) => {
    const question = `Menu ${tag()}?`;
    const { sessionId } = await sessionWithPolls(api, [{ question, options: ['Yes', 'No'] }]);
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    const card = pollCard(page, question);
    await expect(card.getByRole('button', { name: `Close voting: “${question}”` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Show on screen: “${question}”` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete “${question}”` })).toHaveCount(0);

    const more = card.getByRole('button', { name: `More actions for “${question}”` });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = card.getByRole('menu');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: `Edit “${question}”` })).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText([/^Edit$/, 'Copy to another session…', 'Export results (CSV)', 'Delete']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: `Delete “${question}”` })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: `Edit “${question}”` })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: `Delete “${question}”` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Delete this poll?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();

    // On a phone the menu moves to the card's corner, so the next step and "Show on screen" keep one line.
    await page.setViewportSize({ width: 390, height: 844 });
    const [step, show] = [card.getByRole('button', { name: `Close voting: “${question}”` }), card.getByRole('button', { name: `Show on screen: “${question}”` })];
    expect((await step.boundingBox())!.y).toBe((await show.boundingBox())!.y);
    const corner = (await more.boundingBox())!;
    expect(corner.y).toBeLessThan((await step.boundingBox())!.y);
    expect(corner.width).toBeGreaterThanOrEqual(40);
  });

  test('warns before a rename orphans votes, and restoring the wording brings them back', async ({ page, credentials, api }) => {
    const question = `Coffee or tea ${tag()}?`;
    const { sessionId, pollIds } = await sessionWithPolls(api, [{ question, options: ['Coffee', 'Tea'] }]);
    const [a, b, c] = await guests(api, 3);
    await api.attendee('/vote', { pollId: pollIds[0], email: a, options: ['Tea'] });
    await api.attendee('/vote', { pollId: pollIds[0], email: b, options: ['Tea'] });
    await api.attendee('/vote', { pollId: pollIds[0], email: c, options: ['Coffee'] });

    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await expect(resultRow(page, question, 'Tea')).toContainText('2 votes');
    await (await menuAction(page, question, `Edit “${question}”`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit poll' });
    await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Green tea');
    await dialog.getByRole('button', { name: 'Save poll' }).click();

    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('This change would orphan 2 votes');
    await expect(warning).toContainText('2 votes for "Tea" no longer count'); // the service's dry run
    await expectNoAxeViolations(page);
    const unchanged = (await api.get<PollRead[]>('/getPolls', { sessionId }))[0];
    expect(unchanged.options).toEqual(['Coffee', 'Tea']); // nothing saved by the dry run

    await dialog.getByRole('button', { name: 'Save and orphan 2 votes' }).click();
    await expect(dialog).toBeHidden();
    const card = pollCard(page, question);
    await expect(card.getByRole('status').filter({ hasText: 'orphaned by a rename' })).toContainText('2 votes are orphaned by a rename');
    await expect(resultRow(page, question, 'Green tea')).toContainText('0 votes');
    await expect(card).toContainText('Orphaned: 2 votes on wordings this poll no longer has');

    // The warning survives a reload, with the way back.
    await page.reload();
    await card.getByRole('button', { name: 'Restore original wording' }).click();
    await expect(resultRow(page, question, 'Tea')).toContainText('2 votes');
    await expect(card).not.toContainText('orphaned by a rename');
    await expect(card).not.toContainText('Orphaned:');
    const restored = (await api.get<PollRead[]>('/getPolls', { sessionId }))[0];
    expect(restored.options).toEqual(['Coffee', 'Tea']);
    expect(restored.voteCounts.Tea).toBe(2);
  });

  test('a countdown started by a moderator shows as running, then the poll shows locked', async ({ page, credentials, api }) => {
    const question = `Ready ${tag()}?`;
    const { sessionId, pollIds } = await sessionWithPolls(api, [{ question, options: ['Yes', 'No'] }]);
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    const card = pollCard(page, question);
    await expect(card).toContainText('Voting open');

    await api.operator('/countdown', { pollId: pollIds[0], seconds: 8 });
    await expect(card.getByRole('timer')).toContainText(/Countdown running: closes in 0:0\d/, { timeout: 7000 });
    await expect(card).toContainText('Voting closed', { timeout: 15_000 });
    await expect(card).toContainText('Countdown ended');
    await expect(await menuAction(page, question, `Reopen voting on “${question}”`)).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(card).toContainText('Closed by its countdown');
    expect((await api.get<PollRead[]>('/getPolls', { sessionId }))[0].locked).toBe(true);
  });

  test('reordering by keyboard writes new sortNr values that survive a reload', async ({ page, credentials, api }) => {
    const t = tag();
    const names = [`First ${t}`, `Second ${t}`, `Third ${t}`];
    const { sessionId } = await sessionWithPolls(api, names.map((question) => ({ question, options: ['A', 'B'] })));
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    const headings = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(headings).toHaveText(names);

    const handle = page.getByRole('button', { name: new RegExp(`^Reorder poll “Third ${t}”`) });
    // The screen-reader announcements say where the poll is at each step.
    const announcer = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcer).toContainText(`“Third ${t}”`);
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText('is over position 2 of 3');
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText('is over position 1 of 3');
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('dropped at position 1 of 3');
    await expect(headings).toHaveText([names[2], names[0], names[1]]);
    await expect(page.getByText('New order saved')).toBeVisible();

    await page.reload();
    await expect(headings).toHaveText([names[2], names[0], names[1]]);
    const stored = await api.get<PollRead[]>('/getPolls', { sessionId });
    expect(stored.map((p) => p.question)).toEqual([names[2], names[0], names[1]]);

    // And with the mouse: drag the first poll's handle below the last poll.
    const from = await page.getByRole('button', { name: new RegExp(`^Reorder poll “Third ${t}”`) }).boundingBox();
    const to = await page.getByRole('article', { name: names[1] }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + 30, { steps: 5 });
    await page.mouse.move(from!.x + from!.width / 2, to!.y + to!.height - 10, { steps: 15 });
    await page.mouse.up();
    await expect(headings).toHaveText([names[0], names[1], names[2]]);
    await expect.poll(async () => (await api.get<PollRead[]>('/getPolls', { sessionId })).map((p) => p.question)).toEqual([names[0], names[1], names[2]]);
  });

  test('creates a poll through the form (as a draft), presents it, and deletes it after the dry run', async ({ page, credentials, api }) => {
    const { sessionId } = await sessionWithPolls(api, []);
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await expect(page.getByRole('switch', { name: 'Polls open to attendees in this session' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Create the first poll' }).click();
    const dialog = page.getByRole('dialog', { name: 'New poll' });
    const question = `Which track ${tag()}?`;
    await dialog.getByLabel('Question').fill(question);
    await expect(dialog.getByText(`${question.length}/500`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Physics, applied');
    await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Biology');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Chemistry');
    await dialog.getByRole('button', { name: 'Move option 3 up' }).click();
    await dialog.getByLabel('Picks per person').fill('4');
    await dialog.getByRole('button', { name: 'Create poll' }).click();
    await expect(dialog.getByText('must be at most the number of options (3)')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Picks per person').fill('2');
    await dialog.getByRole('button', { name: 'Create poll' }).click();
    await expect(dialog).toBeHidden();

    const created = (await api.get<PollRead[]>('/getPolls', { sessionId }))[0];
    expect(created.options).toEqual(['Physics, applied', 'Chemistry', 'Biology']);
    expect(created).toMatchObject({ visible: false, locked: true });
    const card = pollCard(page, question);
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('Attendees see nothing yet');

    // One way to project: the room's screen, opened here, shows the poll put on screen (a draft: options, no figures).
    const [screen] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
    await card.getByRole('button', { name: `Show on screen: “${question}”` }).click();
    await expect(screen.getByRole('region', { name: 'Poll on screen' })).toContainText(question);
    await expect(screen.getByTestId('poll-screen-status')).toContainText('Voting opens soon');
    await expect(screen.getByRole('row', { name: /^Biology/ })).toContainText('Hidden until revealed');
    await expectNoAxeViolations(screen);
    await screen.close();

    await (await menuAction(page, question, `Delete “${question}”`)).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this poll?' });
    await expect(confirm).toContainText('0 ballots would be deleted');
    await confirm.getByRole('button', { name: 'Delete poll' }).click();
    await expect(card).toBeHidden();
    // The card leaves at once; the service has the delete when its answer comes.
    await expect.poll(() => api.get<PollRead[]>('/getPolls', { sessionId })).toEqual([]);
  });

  test('every poll of the event by session, with the CSV export of all results', async ({ page, credentials, api }) => {
    const question = `Event-wide ${tag()}?`;
    await sessionWithPolls(api, [{ question, options: ['One', 'Two'] }]);
    await openConnected(page, credentials, '/polls');
    await expect(pollCard(page, question)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all results (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^poll-results-all-polls-.*\.csv$/);
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain(`${question},One,0`);
    await expectNoAxeViolations(page);
  });
  test('fault injection (400 and 500 on /upsertPoll): the error shows on the named field and the form keeps what was typed', async ({ page, credentials, api }) => {
    const question = `Kept ${tag()}?`;
    const { sessionId } = await sessionWithPolls(api, [{ question, options: ['Left', 'Right'] }]);
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await (await menuAction(page, question, `Edit “${question}”`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit poll' });
    await dialog.getByLabel('Question').fill(`${question} edited`);

    await page.route('**/api/upsertPoll*', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Validation failed', details: [{ field: 'question', message: 'is not accepted right now' }] }) }),
    );
    await dialog.getByRole('button', { name: 'Save poll' }).click();
    await expect(dialog.getByLabel('Question')).toHaveAccessibleDescription(/is not accepted right now/);
    await expect(dialog.getByLabel('Question')).toHaveValue(`${question} edited`);

    await page.unroute('**/api/upsertPoll*');
    await page.route('**/api/upsertPoll*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal failure' }));
    await dialog.getByRole('button', { name: 'Save poll' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The poll was not saved');
    await expect(dialog.getByLabel('Question')).toHaveValue(`${question} edited`);
    expect((await api.get<PollRead[]>('/getPolls', { sessionId }))[0].question).toBe(question);

    await page.unroute('**/api/upsertPoll*');
    await dialog.getByRole('button', { name: 'Save poll' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: `${question} edited` })).toBeVisible();
  });

  test('a poll copied to another session takes its question, options and settings, never its votes, and starts as a draft', async ({ page, credentials, api }) => {
    const question = `Copied ${tag()}?`;
    const { sessionId, pollIds } = await sessionWithPolls(api, [{ question, options: ['Trains, mostly', 'Bikes'], maxChoices: 2 }]);
    await api.post('/upsertPoll', { documentId: pollIds[0], visible: true });
    const [voter] = await guests(api, 1);
    await api.attendee('/vote', { pollId: pollIds[0], email: voter, options: ['Bikes'] });
    const target = await api.post<{ documentId: string }>('/upsertSession', { title: `Copy target ${tag()}`, hasPoll: true });
    const targetTitle = (await api.get<{ documentId: string; title: string }[]>('/getSessions')).find((x) => x.documentId === target.documentId)!.title;

    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await (await menuAction(page, question, `Copy to another session… “${question}”`)).click();
    const dialog = page.getByRole('dialog', { name: 'Copy to another session' });
    await expect(dialog).toContainText('Not copied: its votes');
    await dialog.getByRole('button', { name: 'Copy poll' }).click();
    await expect(dialog.getByText('Choose the session to copy the poll to')).toBeVisible();
    await dialog.getByLabel('Session').selectOption({ label: targetTitle });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Copy poll' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Copied to “${targetTitle}” as a draft`)).toBeVisible();

    const copies = await api.get<PollRead[]>('/getPolls', { sessionId: target.documentId });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ question, options: ['Trains, mostly', 'Bikes'], maxChoices: 2, visible: false, locked: false });
    expect(Object.values(copies[0].voteCounts).reduce((a, b) => a + b, 0)).toBe(0);
    // The original keeps its vote.
    const [original] = await api.get<PollRead[]>('/getPolls', { sessionId });
    expect(original.voteCounts.Bikes).toBe(1);

    await page.getByRole('button', { name: 'Open its polls' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${target.documentId}/polls`));
    await expect(pollCard(page, question).locator('[data-stage="draft"]')).toBeVisible();
    await expect(resultRow(page, question, 'Bikes')).toContainText('0 votes');
  });

  test('filters by session and stage live in the address and survive a reload', async ({ page, credentials, api }) => {
    const [draft, open, elsewhere] = [`Draft ${tag()}?`, `Open ${tag()}?`, `Elsewhere ${tag()}?`];
    const a = await sessionWithPolls(api, [{ question: draft, options: ['A', 'B'] }, { question: open, options: ['A', 'B'] }]);
    await api.post('/upsertPoll', { documentId: a.pollIds[0], visible: false });
    await api.post('/upsertPoll', { documentId: a.pollIds[1], visible: true });
    await sessionWithPolls(api, [{ question: elsewhere, options: ['A', 'B'] }]);
    const title = (await api.get<{ documentId: string; title: string }[]>('/getSessions')).find((x) => x.documentId === a.sessionId)!.title;

    await openConnected(page, credentials, '/polls');
    const filters = page.getByRole('search', { name: 'Filter polls' });
    await filters.getByLabel('Session').selectOption({ label: title });
    await expect(pollCard(page, draft)).toBeVisible();
    await expect(pollCard(page, open)).toBeVisible();
    await expect(pollCard(page, elsewhere)).toHaveCount(0);
    await filters.getByLabel('Stage').selectOption({ label: 'Drafts' });
    await expect(pollCard(page, open)).toHaveCount(0);
    await expect(filters.getByTestId('poll-count')).toHaveText(/^1 of \d+ polls shown$/);
    await expect(page).toHaveURL(new RegExp(`session=${a.sessionId}.*stage=draft|stage=draft.*session=${a.sessionId}`));

    await page.reload();
    await expect(filters.getByLabel('Session')).toHaveValue(a.sessionId);
    await expect(filters.getByLabel('Stage')).toHaveValue('draft');
    await expect(pollCard(page, draft)).toBeVisible();
    await expect(pollCard(page, open)).toHaveCount(0);
    await expect(pollCard(page, elsewhere)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(pollCard(page, elsewhere)).toBeVisible();
    await expect(page).not.toHaveURL(/stage=|session=/);
  });
});
