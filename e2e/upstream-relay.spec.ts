/**
 * A console's server in front of the service (`UPSTREAM_URL`): it holds no programme, questions or polls, so a
 * room's screen shows what the organisers' consoles already read and relay, and costs the service nothing.
 *
 * The worker's local server plays the service. A second console server stands in front of it, reaching it through
 * a pass-through that writes down every request (e2e/counting-proxy.ts), so the test can say who asked the service
 * what. An organiser signs in on the second server with the service's key; a machine with no key is paired there as
 * a room's screen. The screen shows the room's next session in the event's look (its name, banner and colours, as
 * the console read them from the service), follows the console's view of the programme (a rename
 * in the console, a move made through the API once the console reads the programme again), then the running
 * session's questions as the organiser approves them on the board, and a question and a poll shown from the room's
 * control room with the board closed; with the console closed it still shows them. Every request the service got
 * was the organiser's console's; none was the screen's (the banner is a picture the screen takes from the address
 * the event gives it, the service's picture store, not its API). With QA_SHOTS set, the paired screen is
 * photographed at 1280 × 720 into /tmp.
 */
import { randomBytes } from 'node:crypto';
import { devices, type Request } from '@playwright/test';
import { test, expect as baseExpect, connectThroughLogin, type Credentials } from './fixtures';
import { startLocalServer } from './local-server';
import { startCountingProxy, type ProxiedRequest } from './counting-proxy';
import { eventClockNearNoon } from './event-clock-near-noon';
import { moveTo } from './move-in-console';
import { card, tab } from './question-board';
import { demoPicturePng } from '../server/demo/demo-pictures';

// Two browsers and two servers share the machine: conditions get more time to be met.
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(3).toString('hex');
const ORGANISER_UA = `${devices['Desktop Chrome'].userAgent} organiser-console`;
const SCREEN_UA = `${devices['Desktop Chrome'].userAgent} room-screen`;

test('a room’s screen on a console’s server in front of the service follows the programme and questions the console relays, and never asks the service', async ({ browser, api, server, mintKey }) => {
  test.slow();
  const eventName = `Relayed summit ${unique()}`;
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: eventName });
  const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
  const clock = eventClockNearNoon();
  const room = `Relay Hall ${unique()}`;
  const start = clock.at(40);
  const end = clock.at(70);
  // The event's look, on the service: its banner (a picture in the service's own store) and its colours.
  const { imagePath: banner } = await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: Buffer.from(demoPicturePng(1200, 160, 11)).toString('base64') }, ev);
  const look = { imagePath: banner, primaryBackgroundColor: '#0B3D2E', primaryFontColor: '#FFF8E7', primaryAccentColor: '#F4B400', cardBackgroundColor: '#14532D' };
  await api.post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: clock.at(-60).date, dateEnd: clock.at(120).date, ...look }, ev);
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Harbour data keynote', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true, hasPoll: true }, ev);
  const asked = `How is the harbour data kept ${unique()}?`;
  await api.post('/upsertQuestion', { sessionId: sid, question: asked, status: 'pending' }, ev);
  const poll = `Should the harbour data be open ${unique()}?`;
  await api.post('/upsertPoll', { sessionId: sid, question: poll, options: ['Yes', 'Not yet'], visible: true, locked: false }, ev);

  // The second console server, in front of the service; every request it makes of the service is written down.
  const upstream = await startCountingProxy(server.url);
  const front = await startLocalServer({ UPSTREAM_URL: `${upstream.url}/api`, DEMO: '0', ATTENDEE_API: '0', LOG_LEVEL: 'warn' });
  const desk = await browser.newContext({ baseURL: front.info.url, userAgent: ORGANISER_UA });
  const hall = await browser.newContext({ baseURL: front.info.url, userAgent: SCREEN_UA, viewport: { width: 1280, height: 720 } });
  try {
    const screenCalls: string[] = [];
    hall.on('request', (r: Request) => void screenCalls.push(r.url()));

    // The room's machine, no key: it shows a code.
    const screen = await hall.newPage();
    await screen.goto('/s');
    const shown = screen.getByTestId('pairing-code');
    await expect(shown).toHaveText(/^[A-Z0-9]{6}$/);
    const code = (await shown.textContent()) ?? '';

    // The organiser signs in on the second server with the service's key; the console reads the programme.
    const page = await desk.newPage();
    await connectThroughLogin(page, { ...ev, baseUrl: front.info.apiBaseUrl });
    await page.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Rooms', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: room })).toBeVisible();
    await page.getByRole('button', { name: 'Pair a screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pair a screen' });
    await dialog.getByLabel('Code on the screen').fill(code);
    await dialog.getByLabel('Room').selectOption({ label: room });
    await dialog.getByLabel('Name').fill('Relay hall projector');
    await dialog.getByRole('button', { name: 'Pair this screen' }).click();
    await expect(dialog).toBeHidden();

    // The machine is the room's screen: the next session, its title and its time on the event's clock.
    await expect(screen).toHaveURL(/\/screen\/[\w-]{20,}$/);
    const next = screen.getByRole('region', { name: 'Next in this room' });
    await expect(next).toContainText('Harbour data keynote');
    await expect(next).toContainText(`Next in ${room} · ${start.time}–${end.time}`);
    // In the event's look, as the console read it from the service: its name, its banner, its colours.
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(eventName);
    const bannerImage = screen.getByTestId('screen-banner');
    await expect(bannerImage).toHaveAttribute('src', banner);
    await expect(bannerImage).toHaveJSProperty('naturalWidth', 1200);
    await expect(screen.getByTestId('room-screen')).toHaveCSS('background-color', 'rgb(11, 61, 46)');
    if (process.env.QA_SHOTS) await screen.screenshot({ path: '/tmp/upstream-relay-screen.png' });

    // Renamed in the console: the screen follows.
    await moveTo(page, `/sessions/${sid}`);
    await expect(page.getByLabel('Title')).toHaveValue('Harbour data keynote');
    await page.getByLabel('Title').fill('Open harbour data keynote');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(next).toContainText('Open harbour data keynote');

    // Moved through the API to run now (another tool, another organiser): once the console reads the programme again
    // (the organiser opens the session's board), the room's screen shows the running session and its questions.
    const now = clock.at(-5);
    await api.post('/upsertSession', { documentId: sid, title: 'Open harbour data keynote', location: room, date: now.date, startTime: now.time, endTime: clock.at(40).time, hasLiveQA: true, hasPoll: true }, ev);
    await page.goto(`/sessions/${sid}/questions`);
    await expect(page.getByRole('tablist', { name: 'Question lanes' })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1 })).toContainText('Open harbour data keynote');
    await expect(next).toHaveCount(0);
    await expect(screen.getByText(asked)).toHaveCount(0);

    // A question approved on the board reaches the room's screen, as the console relays it.
    await tab(page, 'Pending').click();
    await card(page, asked).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(tab(page, 'Approved')).toContainText('1');
    const approved = screen.getByRole('list', { name: 'Approved questions' });
    await expect(approved).toContainText(asked);
    await expect(screen.getByText(`${eventName} · Questions from the audience`)).toBeVisible();

    // The desk runs the room from its control room (the board is closed now). A question approved meanwhile by
    // another moderator (through the API) is in the control room's queue, and shown from there it is on the screen.
    await page.getByRole('link', { name: `Run ${room} from its control room` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${room}: control room` })).toBeVisible();
    const later = `Who may reuse the harbour data ${unique()}?`;
    await api.post('/upsertQuestion', { sessionId: sid, question: later, status: 'approved' }, ev);
    const queue = page.getByRole('list', { name: 'Queue' });
    await expect(queue).toContainText(later);
    await queue.getByRole('button', { name: `Show: “${later}”` }).click();
    await expect(queue.getByRole('button', { name: `On screen: “${later}”` })).toBeVisible();
    const spotlight = screen.getByRole('region', { name: 'Question on screen' });
    await expect(spotlight).toContainText(later);
    // So is a poll shown from there.
    await page.getByRole('button', { name: `Show on screen: “${poll}”` }).click();
    const onScreen = screen.getByRole('region', { name: 'Poll on screen' });
    await expect(onScreen).toContainText(poll);
    await expect(onScreen).toContainText('Not yet');

    // The console closes; the screen, reloaded, shows the same from the second server alone.
    await desk.close();
    await screen.reload();
    await expect(screen.getByRole('heading', { level: 1 })).toContainText('Open harbour data keynote');
    await expect(onScreen).toContainText(poll);

    // The screen's page talked to the second server only, and never to its API (which would reach the service)…
    // The event's banner aside: a picture, taken from the address the event gives it (the service's picture store).
    const origin = new URL(front.info.url).origin;
    expect(screenCalls.length).toBeGreaterThan(0);
    expect(screenCalls).toContain(banner);
    expect(new URL(banner).pathname).toMatch(/^\/media\//);
    expect(screenCalls.filter((u) => new URL(u).origin !== origin && u !== banner)).toEqual([]);
    expect(screenCalls.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
    // …and every request that reached the service, the screen's reload with the console closed included, was the
    // organiser's: the console's own calls forwarded, or the second server checking the organiser's key for a
    // console call. None carried the screen's browser, none came without the organiser's key.
    const fromOrganiser = (r: ProxiedRequest) => r.apiKey === ev.apiKey && (r.userAgent === ORGANISER_UA || (r.method === 'GET' && r.path === '/api/whoami'));
    expect(upstream.requests.filter((r) => r.userAgent === ORGANISER_UA).length).toBeGreaterThan(0);
    expect(upstream.requests.filter((r) => !fromOrganiser(r))).toEqual([]);
  } finally {
    await desk.close();
    await hall.close();
    await front.stop();
    await upstream.close();
  }
});
