import { test, expect } from './fixtures';

/** Screenshots of the poll pages at desktop and phone widths, for looking at by eye (POLLS_SCREENS=1). */
test.skip(!process.env.POLLS_SCREENS, 'screenshots only on request');

test('poll pages at 1440 and 390 px', async ({ connectedPage: page, api }) => {
  const s = await api.post<{ documentId: string }>('/upsertSession', { title: 'Screens session', hasPoll: true });
  const a = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: s.documentId, sortNr: 1, question: 'Which topic should the closing panel discuss first?', options: ['Climate, energy and oceans', 'AI in the lab', 'Open data'], maxChoices: 2 });
  await api.post('/upsertPoll', { sessionId: s.documentId, sortNr: 2, question: 'Was the session useful?', options: ['Yes', 'No'] });
  for (let i = 0; i < 5; i++) {
    const email = `screen-${i}-${Date.now()}@example.org`;
    await api.post('/addGuest', { userEmail: email });
    await api.attendee('/vote', { pollId: a.pollId, email, options: i % 2 ? ['AI in the lab', 'Open data'] : ['Climate, energy and oceans'] });
  }
  await api.operator('/countdown', { pollId: a.pollId, seconds: 600 });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sessions/${s.documentId}/polls`);
    await expect(page.getByText('from 5 people', { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/polls-session-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Edit “Which topic/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `/tmp/polls-edit-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`/present/polls/${a.pollId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/polls-present-${width}.png` });
    await page.goto('/polls');
    await expect(page.getByRole('heading', { name: 'Polls', level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/polls-all-${width}.png` });
  }
});
