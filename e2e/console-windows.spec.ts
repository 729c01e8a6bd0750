/**
 * The consoles' own windows showing a room (the control room's preview, "Open this room's screen here") are not the
 * room's machines: Rooms lists them apart, folded, says how many are open, and removes the closed ones; the room's
 * list of screens and the boards' screens line name only the machines.
 */
import { randomBytes } from 'node:crypto';
import { test, expect as baseExpect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { eventClockNearNoon } from './event-clock-near-noon';
import { consoleServer } from './console-server';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the control room’s preview is listed among the console windows, not the room’s screens, and a closed one is removed', async ({ page, api, server, mintKey }) => {
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Console windows' });
  const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
  const clock = eventClockNearNoon();
  const room = `Hall ${randomBytes(3).toString('hex')}`;
  const start = clock.at(-10);
  const end = clock.at(40);
  await api.post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: start.date, dateEnd: end.date }, ev);
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Morning talk', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true }, ev);
  await consoleServer(server.url, ev, '/screens', { sessionId: null, room, name: 'Pier projector' });

  // The desk opens the room's control room: its preview is a screen of the room, open now.
  await openConnected(page, ev, `/rooms/${encodeURIComponent(room)}`);
  await expect(page.frameLocator('iframe[title^="Preview of the screens"]').getByTestId('room-screen')).toBeVisible();

  // Rooms, by the navigation: the machine in the room's list, the preview apart.
  await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Rooms', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: room, exact: true }) });
  const screens = card.getByRole('list', { name: `Screens of ${room}` });
  await expect(screens).toContainText('Pier projector');
  await expect(screens).not.toContainText('Control room preview');
  const windows = card.getByTestId('console-windows');
  // The control room was left: its preview closed with it.
  await expect(windows.locator('summary')).toHaveText(`Console windows showing ${room}: 1 (0 open now)`);
  await windows.locator('summary').click();
  await expect(card.getByRole('list', { name: `Console windows showing ${room}` })).toContainText('Control room preview');
  await windows.getByRole('button', { name: 'Remove the closed one' }).click();
  await expect(windows).toHaveCount(0);
  await expect(screens).toContainText('Pier projector');

  // The board's screens line names the room's machine only.
  await page.goto(`/sessions/${sid}/questions`);
  await expect(page.getByTestId('screens-panel')).toContainText('Pier projector');
  await expect(page.getByTestId('screens-panel')).not.toContainText('Control room preview');
});
