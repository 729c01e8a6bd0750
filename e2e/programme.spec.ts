import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { moveTo } from './move-in-console';
import { openConnected } from './open-connected';

/**
 * Publishing the programme: the changes since the last version in words before saving, the version's page with
 * the speakers to tell, and the public programme page read by a browser with JavaScript turned off.
 */
test('publishes the programme with its changelog, names the speakers to tell, and serves a page that needs no script', async ({ page, browser, api, server, mintKey }) => {
  test.setTimeout(120_000);
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Publish Summit' });
  const creds = { apiKey: await mintKey({ clientId: event.clientId, eventId: event.eventId }), clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl };
  await api.post('/updateEvent', { dateStart: '2031-05-02', dateEnd: '2031-05-02' }, creds);
  const ana = (await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Ana Lima', email: 'ana@example.org' }, creds)).documentId;
  const speakers = [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [ana] } }];
  const keynote = (await api.post<{ documentId: string }>('/upsertSession', { title: 'Keynote', date: '2031-05-02', startTime: '09:00', endTime: '10:00', location: 'Hall B', contentData: speakers }, creds)).documentId;
  await api.post('/upsertSession', { title: 'Panel', date: '2031-05-02', startTime: '11:00', endTime: '12:00', location: 'Hall A' }, creds);

  await openConnected(page, creds, '/programme');
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing published yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Added (2)' })).toContainText('Added “Keynote”: Fri 2 May, 09:00–10:00, Hall B');
  await expect(page.getByLabel('What changed, in a few words')).toHaveValue('First programme');
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Version 1: First programme' })).toBeVisible();

  // The keynote moves; Publish says so in words before anything is saved.
  await api.post('/upsertSession', { documentId: keynote, location: 'Hall A', startTime: '11:30', endTime: '12:30' }, creds);
  await moveTo(page, '/programme');
  await expect(page.getByRole('heading', { level: 2, name: 'Changes since version 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moved (1)' })).toContainText('“Keynote” moved from Fri 2 May 09:00–10:00 in Hall B to Fri 2 May 11:30–12:30 in Hall A');
  await expectNoAxeViolations(page);
  await page.getByLabel('What changed, in a few words').fill('Keynote moved to Hall A');
  await page.getByRole('button', { name: 'Publish version 2' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Version 2: Keynote moved to Hall A' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Speakers to tell (1)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ana Lima ana@example\.org/ })).toBeVisible();
  // The keynote now overlaps the panel in Hall A: the clash is still open in this version.
  await expect(page.getByTestId('clash-list')).toContainText('Room clash in Hall A');
  await expectNoAxeViolations(page);

  // The public page: turned on, then read by a browser with JavaScript off and no key.
  await page.getByRole('link', { name: 'All versions and feeds' }).click();
  const pageFeed = page.getByRole('listitem', { name: 'Public programme page' });
  await pageFeed.getByRole('switch', { name: 'Public programme page' }).click();
  const address = pageFeed.getByRole('link', { name: /\/feeds\// });
  await expect(address).toBeVisible();
  const href = (await address.getAttribute('href')) ?? '';
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const attendee = await reader.newPage();
  await attendee.goto(href);
  await expect(attendee.getByRole('heading', { level: 1, name: 'Publish Summit' })).toBeVisible();
  await expect(attendee.getByRole('heading', { level: 2, name: 'Friday 2 May' })).toBeVisible();
  await expect(attendee.getByRole('region', { name: 'Hall A, Friday 2 May' })).toContainText('11:30–12:30Keynote');
  await expect(attendee.getByText('Programme version 2')).toBeVisible();
  await reader.close();
});
