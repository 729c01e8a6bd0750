/**
 * Every kind of delete asks first and shows the dry run's account as the local
 * server gives it: counts (`wouldDelete`), warnings, or a plain-text answer.
 * A bulk delete dry-runs every selected record and shows the sum.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, type ApiHelper } from './fixtures';
import { openConnected } from './open-connected';

const unique = () => randomBytes(4).toString('hex');

/** The confirmation's account of the dry run, once the check is done. */
async function account(dialog: Locator): Promise<Locator> {
  await expect(dialog.getByText('Checking what this would change…')).toHaveCount(0);
  const report = dialog.getByRole('status').filter({ hasText: 'The service reports' });
  await expect(report).toBeVisible();
  return report;
}

async function guest(api: ApiHelper): Promise<string> {
  const email = `voter-${unique()}@example.com`;
  await api.post('/addGuest', { userEmail: email });
  return email;
}

/** Moves to an area by the navigation, as a person would. */
async function navigateTo(page: Page, label: string) {
  await page.getByRole('navigation').first().getByRole('link', { name: label, exact: true }).click();
}

test.describe('delete confirmations show their dry run', () => {
  test('a session: its polls, questions and ballots', async ({ page, api, credentials }) => {
    const { documentId: sessionId } = await api.post<{ documentId: string }>('/upsertSession', { title: `Doomed ${unique()}`, hasPoll: true, hasLiveQA: true });
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId, question: 'Coffee or tea?', options: ['Coffee', 'Tea'] });
    await api.attendee('/vote', { pollId, email: await guest(api), options: ['Tea'] });
    await api.post('/upsertQuestion', { sessionId, question: 'Slides?' });
    await openConnected(page, credentials, `/sessions/${sessionId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const report = await account(page.getByRole('dialog', { name: /^Delete/ }));
    await expect(report).toContainText('Would delete 1 session, 1 poll, 1 question, 1 ballot.');
  });

  test('a poll: how many ballots go', async ({ page, api, credentials }) => {
    const { documentId: sessionId } = await api.post<{ documentId: string }>('/upsertSession', { title: `Polls ${unique()}`, hasPoll: true });
    const question = `Which day? ${unique()}`;
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId, question, options: ['Mon', 'Tue'] });
    for (const option of ['Mon', 'Tue']) await api.attendee('/vote', { pollId, email: await guest(api), options: [option] });
    await openConnected(page, credentials, `/sessions/${sessionId}/polls`);
    await page.getByRole('button', { name: `More actions for “${question}”` }).click();
    await page.getByRole('menuitem', { name: `Delete “${question}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this poll?' });
    const report = await account(dialog);
    await expect(report).toContainText('Would delete 1 poll, 2 ballots.');
    await expect(report).toContainText('2 ballots would be deleted');
    await expect(dialog).toContainText('deleted permanently');
  });

  test('a question: the question and its upvotes, permanently', async ({ page, api, credentials }) => {
    const { documentId: sessionId } = await api.post<{ documentId: string }>('/upsertSession', { title: `Q&A ${unique()}`, hasLiveQA: true });
    const text = `Is lunch included? ${unique()}`;
    const asked = await api.attendee<{ questionId: string }>('/ask', { sessionId, email: await guest(api), question: text });
    for (let i = 0; i < 2; i++) await api.attendee('/upvote', { questionId: asked.questionId, email: await guest(api) });
    await openConnected(page, credentials, `/sessions/${sessionId}/questions`);
    await page.getByRole('article', { name: text }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(await account(dialog)).toContainText('Would delete 1 question, 2 upvotes.');
    await expect(dialog).toContainText('permanent');
  });

  test('an abstract from its page', async ({ page, api, credentials }) => {
    const title = `Lone abstract ${unique()}`;
    const { abstractId } = await api.post<{ abstractId: string }>('/upsertAbstract', { title, abstractNumber: `L-${unique()}` });
    await openConnected(page, credentials, `/abstracts/${abstractId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this abstract?' });
    await expect(await account(dialog)).toContainText('Would delete 1 abstract.');
    await expect(dialog).toContainText('cannot be undone');
  });

  test('several abstracts at once: every one is dry-run and the dialog shows the sum', async ({ connectedPage: page, api }) => {
    const tag = `bulk${unique()}`;
    for (let i = 1; i <= 3; i++) await api.post('/upsertAbstract', { title: `${tag} item ${i}`, abstractNumber: `${tag}-${i}` });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/deleteAbstract') && r.url().includes('dryRun=1')) asked.push(JSON.parse(r.postData() ?? '{}').abstractId);
    });
    await page.goto('/');
    await navigateTo(page, 'Abstracts');
    await page.getByPlaceholder('Number, title, author or keyword').fill(tag);
    await expect(page.getByRole('link', { name: `${tag} item 3` })).toBeVisible();
    await page.getByLabel('Select every abstract shown').check();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 abstracts?' });
    const report = await account(dialog);
    await expect(report).toContainText('for 3 records');
    await expect(report).toContainText('Would delete 3 abstracts.');
    expect(new Set(asked).size).toBe(3);
    const stored = await api.get<{ title: string }[]>('/getAbstracts');
    expect(stored.filter((a) => a.title.startsWith(tag))).toHaveLength(3);
  });

  test('a speaker and a sponsor', async ({ page, api, credentials }) => {
    const speaker = `Speaker ${unique()}`;
    const { documentId: speakerId } = await api.post<{ documentId: string }>('/upsertSpeaker', { name: speaker });
    await openConnected(page, credentials, `/speakers/${speakerId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(await account(page.getByRole('dialog', { name: `Delete ${speaker}?` }))).toContainText('Would delete 1 speaker.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const sponsor = `Sponsor ${unique()}`;
    const { documentId: sponsorId } = await api.post<{ documentId: string }>('/upsertSponsor', { name: sponsor });
    await navigateTo(page, 'Sponsors');
    await page.getByRole('link', { name: sponsor }).click();
    await expect(page).toHaveURL(new RegExp(`/sponsors/${sponsorId}$`));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(await account(page.getByRole('dialog', { name: `Delete ${sponsor}?` }))).toContainText('Would delete 1 sponsor.');
  });

  test('a ticket and a guest: their plain-text answers', async ({ page, api, credentials }) => {
    const email = await guest(api);
    const type = `Crew ${unique()}`;
    await api.post('/addTicket', { userEmail: email, ticketType: type });
    await openConnected(page, credentials, `/tickets?type=${encodeURIComponent(type)}`);
    await page.getByRole('link', { name: email }).click();
    await page.getByRole('dialog', { name: `${type} ticket` }).getByRole('button', { name: 'Remove ticket' }).click();
    const ticketDialog = page.getByRole('dialog', { name: `Remove ${email}'s ${type} ticket?` });
    await expect(await account(ticketDialog)).toContainText(`Would remove ticket ${type} of ${email}`);
    await ticketDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/guests?guest=${encodeURIComponent(email)}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove guest' }).click();
    await expect(await account(page.getByRole('dialog', { name: `Remove ${email}?` }))).toContainText(`Would unregister ${email}`);
  });
});
