import { test, expect, connectThroughLogin } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { onNowTimes } from './on-now-times';

/**
 * The dashboard during the event: "Live now" lists the session on now with its
 * waiting questions and open polls, refreshes itself while it stays open, and
 * takes the moderator to the board in one click.
 */

// The dashboard's refreshes (15 s for the sessions on now) come round in a tenth of the time.
test.use({ timezoneId: 'UTC', consoleTimerScale: 0.1 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('Live now shows the session on now, keeps its waiting questions fresh, and opens its board in one click', async ({ connectedPage: page, api }) => {
  // Live now runs on the event's clock: "now" is the event's wall time (UTC + timeZoneOffset hours).
  const title = `Live panel talk ${unique()}`;
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', {
    title,
    ...(await onNowTimes(api, 30, 60)),
    location: 'Room Z',
    hasLiveQA: true,
    hasPoll: true,
  });
  await api.post('/upsertPoll', { sessionId: sid, question: 'Coffee or tea?', options: ['Coffee', 'Tea'], visible: true, locked: false });
  await api.post('/upsertPoll', { sessionId: sid, question: 'Still a draft?', options: ['Yes', 'No'], visible: false, locked: true });

  // Away and back with the navigation: the dashboard reads the new session.
  const nav = page.getByRole('navigation', { name: 'Areas' }).first();
  await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  const panel = page.getByRole('region', { name: 'Live now' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'By room' }).click();
  const group = panel.locator('div').filter({ has: page.getByRole('heading', { level: 3, name: 'Room Z' }) }).last();
  await expect(group.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(group).toContainText('On now');
  // Only the launched poll counts as open; the draft does not.
  await expect(group.getByRole('link', { name: `1 open: polls of ${title}, open to attendees` })).toBeVisible();
  await expect(group.getByRole('link', { name: `0 waiting: Q&A board of ${title}` })).toBeVisible({ timeout: 30_000 });

  // An attendee asks while the dashboard stays open: it refreshes by itself.
  const email = `live-${unique()}@example.com`;
  await api.post('/addGuest', { userEmail: email, name: 'Live Attendee' });
  const question = `Is there a recording? ${unique()}`;
  await api.attendee('/ask', { sessionId: sid, email, question });
  const board = group.getByRole('link', { name: `1 waiting: Q&A board of ${title}` });
  await expect(board).toBeVisible({ timeout: 30_000 });

  await board.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sid}/questions`));
  await expect(page.getByRole('article', { name: question })).toBeVisible();
});

test('a launched poll in a session whose polls are switched off is not counted as open', async ({ connectedPage: page, api }) => {
  const nav = page.getByRole('navigation', { name: 'Areas' }).first();
  const figure = page.getByTestId('figure-polls');
  await expect(figure).toContainText(/\d+\s*of \d+ polls open to attendees/, { timeout: 30_000 });
  const [, open, total] = (await figure.textContent())?.match(/^\s*(\d+)\s*of (\d+)/) ?? [];

  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Polls off ${unique()}`, hasPoll: false });
  await api.post('/upsertPoll', { sessionId: sid, question: 'Unreachable?', options: ['Yes', 'No'], visible: true, locked: false });
  await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  // The total went up by one; the open figure did not.
  await expect(figure).toHaveText(new RegExp(`^\\s*${open}\\s*of ${Number(total) + 1} polls open to attendees`), { timeout: 30_000 });
});

test('a new event without sessions gets first steps, each a link; "Dates not set" leads to the settings', async ({ page, api, server, mintKey }) => {
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Fresh event ${unique()}` });
  const apiKey = await mintKey({ clientId: event.clientId, eventId: event.eventId });
  await connectThroughLogin(page, { apiKey, clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl });

  const steps = page.getByRole('region', { name: 'Get the event ready' });
  await expect(steps).toBeVisible({ timeout: 30_000 });
  await expect(steps.getByRole('link', { name: /Set the dates and venue/ })).toHaveAttribute('href', '/settings');
  await expect(steps.getByRole('link', { name: /Add the first session/ })).toHaveAttribute('href', '/sessions/new');
  await expect(steps.getByRole('link', { name: /Add guests/ })).toHaveAttribute('href', '/guests');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Dates not set/ }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // The first session ends the panel's job.
  await api.post('/upsertSession', { title: 'Opening' }, { apiKey, clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl });
  await page.goto('/');
  await expect(page.getByTestId('figure-sessions')).toHaveText(/^\s*1\s*0 with live Q&A/, { timeout: 30_000 });
  await expect(steps).toHaveCount(0);
});
