import type { Page } from '@playwright/test';
import { test, expect, connectThroughLogin } from './fixtures';

/**
 * Moving between areas with the navigation, as a user does: links are
 * clicked, the page is never reloaded, so every page starts with the cache
 * the previous pages left behind. From every kind of page (dashboard, Q&A
 * board, polls, a session, an abstract, a speaker, a sponsor, guests,
 * settings) the user goes to the dashboard and on to the next area, and every
 * page shows its content with no error card.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' }).first();

/** No error card: neither a page that could not be shown nor a read that failed. */
async function expectNoErrorCard(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
}

/** The page's heading is there, nothing is loading any more, and nothing failed. */
async function expectPage(page: Page, heading: string | RegExp) {
  // Generous waits: the page reads through the shared request budget on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expectNoErrorCard(page);
}

/** Clicks Dashboard in the navigation and checks every figure arrived. */
async function toDashboard(page: Page, sessionsWithQA: RegExp) {
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('figure-sessions')).toContainText(/\d+/, { timeout: 30_000 });
  await expect(page.getByTestId('figure-sessions')).toContainText(sessionsWithQA);
  await expect(page.getByTestId('figure-polls')).toContainText(/\d+\s*of \d+ polls/);
  await expect(page.getByTestId('figure-questions')).toContainText(/\d+\s*across \d+ sessions? with live Q&A/);
  await expect(page.getByTestId('figure-abstracts')).toContainText(/\d+\s*\d+ published/);
  await expect(page.getByRole('meter', { name: 'Registered guests against capacity' })).toBeVisible();
  await expectPage(page, /.+/);
}

test('every kind of page is left through the navigation and the next page shows its content', async ({ page, api, credentials, server }) => {
  test.setTimeout(480_000);
  const tag = unique();
  const session = await api.post<{ documentId: string }>('/upsertSession', { title: `Navigation ${tag}`, hasLiveQA: true, hasPoll: true });
  const question = `Where do we meet after the keynote? ${tag}`;
  await api.post('/upsertQuestion', { sessionId: session.documentId, question, status: 'pending' });
  await api.post('/upsertPoll', { sessionId: session.documentId, question: `Best talk so far ${tag}?`, options: ['Opening', 'Closing'] });
  await api.post('/upsertSpeaker', { name: `Speaker ${tag}` });
  await api.post('/upsertSponsor', { name: `Sponsor ${tag}`, tier: 0 });
  await api.post('/upsertAbstract', { title: `Abstract ${tag}`, abstractNumber: `N-${tag}` });
  const withQA = /\d+ with live Q&A/;
  await connectThroughLogin(page, { ...credentials, baseUrl: server.apiBaseUrl }); // from here on only clicks

  // Dashboard, then the Q&A board of a session, then back to the dashboard.
  await expectPage(page, /.+/);
  await toDashboard(page, withQA);
  await nav(page).getByRole('link', { name: 'Q&A' }).click();
  await expectPage(page, 'Questions');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Navigation ${tag}` }) });
  await card.getByRole('link', { name: 'Moderate questions' }).click();
  await expectPage(page, `Q&A: Navigation ${tag}`);
  await expect(page.getByText(question)).toBeVisible();
  await toDashboard(page, withQA);

  // Polls of the event.
  await nav(page).getByRole('link', { name: 'Polls' }).click();
  await expectPage(page, 'Polls');
  await expect(page.getByText(`Best talk so far ${tag}?`).first()).toBeVisible();
  await toDashboard(page, withQA);

  // One session.
  await nav(page).getByRole('link', { name: 'Sessions' }).click();
  await expectPage(page, 'Sessions');
  await page.getByRole('link', { name: `Navigation ${tag}` }).click();
  await expectPage(page, `Navigation ${tag}`);
  await toDashboard(page, withQA);

  // One abstract.
  await nav(page).getByRole('link', { name: 'Abstracts' }).click();
  await expectPage(page, 'Abstracts');
  // The list is virtualised and other tests add abstracts: find it as a user would, by searching.
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('link', { name: `Abstract ${tag}` }).click();
  await expectPage(page, `Abstract ${tag}`);
  await toDashboard(page, withQA);

  // One speaker.
  await nav(page).getByRole('link', { name: 'Speakers' }).click();
  await expectPage(page, 'Speakers');
  await page.getByRole('link', { name: `Speaker ${tag}` }).click();
  await expectPage(page, `Speaker ${tag}`);
  await toDashboard(page, withQA);

  // One sponsor.
  await nav(page).getByRole('link', { name: 'Sponsors' }).click();
  await expectPage(page, 'Sponsors');
  await page.getByRole('link', { name: `Sponsor ${tag}` }).click();
  await expectPage(page, `Sponsor ${tag}`);
  await toDashboard(page, withQA);

  // Guests, then settings, then the board again from settings.
  await nav(page).getByRole('link', { name: 'Guests' }).click();
  await expectPage(page, 'Guests');
  await toDashboard(page, withQA);
  await nav(page).getByRole('link', { name: 'Event settings' }).click();
  await expectPage(page, 'Event settings');
  await toDashboard(page, withQA);

  // Straight from one area to another, without the dashboard in between.
  await nav(page).getByRole('link', { name: 'Q&A' }).click();
  await card.getByRole('link', { name: 'Moderate questions' }).click();
  await expectPage(page, `Q&A: Navigation ${tag}`);
  await nav(page).getByRole('link', { name: 'Polls' }).click();
  await expectPage(page, 'Polls');
  await nav(page).getByRole('link', { name: 'Sessions' }).click();
  await expectPage(page, 'Sessions');
  await nav(page).getByRole('link', { name: 'Event settings' }).click();
  await expectPage(page, 'Event settings');
  await nav(page).getByRole('link', { name: 'Guests' }).click();
  await expectPage(page, 'Guests');
});
