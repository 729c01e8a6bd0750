/**
 * The speaker's stage monitor and holding a room, with four people: the desk's moderator, a second moderator with
 * a key of their own, the lectern's machine paired by code with no key, and the room's screen with no key. The
 * monitor shows the time left (amber in the last five minutes), the question in the spotlight and the next one; a
 * message from the desk shows on it, and both moderators see that it was seen. The desk gives the speaker five more
 * minutes: the monitor counts to the later end and both control rooms say so, the room's screen keeps the programme.
 * Holding the room on now and next takes the screen off the session's stage (it names what is next, with its
 * speakers) until it is released; the speaker keeps the running session's time meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { test, expect as baseExpect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { eventClockNearNoon } from './event-clock-near-noon';
import { expectNoAxeViolations } from './axe';
import { consoleServer } from './console-server';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(3).toString('hex');
/** "HH:MM" `minutes` later on a 24-hour clock. */
const plus = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('a lectern paired as the stage monitor shows the time, the spotlight and the next question, the desk’s message with its receipt and the minutes the desk adds; a held room leaves the stage until released', async ({ page, browser, api, server, mintKey }) => {
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Stage monitor' });
  const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
  const other: Credentials = { ...ev, apiKey: await mintKey(ids) };
  const clock = eventClockNearNoon();
  const room = `Hall ${unique()}`;
  const start = clock.at(-30);
  const end = clock.at(4);
  // The programme's end as an instant (the event's clock keeps whole minutes: between 3 and 4 minutes from now), and
  // what the monitor's m:ss and the desks' "N min left" read with `minutes` added to it, now.
  const programmeEnd = Date.parse(`${end.date}T${end.time}:00Z`) - clock.offset * 3_600_000;
  const secondsLeft = (minutes: number) => (programmeEnd + minutes * 60_000 - Date.now()) / 1000;
  const monitorReads = (minutes: number) => async () => {
    const [m, sec] = ((await monitor.getByRole('timer').textContent()) ?? '').split(':').map(Number);
    return Math.abs(m * 60 + sec - secondsLeft(minutes)) <= 4;
  };
  const minutesLeft = (minutes: number, around = '^_$') => {
    const [before, after] = around.split('_');
    return new RegExp(`${before}(${Math.ceil((secondsLeft(minutes) - 4) / 60)}|${Math.ceil((secondsLeft(minutes) + 4) / 60)}) min left${after}`);
  };
  const later = clock.at(20);
  const laterEnd = clock.at(50);
  await api.post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: start.date, dateEnd: laterEnd.date }, ev);
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Open data keynote', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true }, ev);
  const panellist = await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Grace Okafor' }, ev);
  await api.post(
    '/upsertSession',
    { title: 'Afternoon panel', location: room, date: later.date, startTime: later.time, endTime: laterEnd.time, contentData: [{ type: 'speaker', data: { speakerType: 'Panelists', speakerIds: [panellist.documentId] } }] },
    ev,
  );
  await api.post('/upsertQuestion', { sessionId: sid, question: 'Who owns the data?', status: 'approved' }, ev);
  await api.post('/upsertQuestion', { sessionId: sid, question: 'How is consent recorded?', status: 'approved' }, ev);

  // The room's screen, on a machine with no key.
  const made = await consoleServer<{ token: string }>(server.url, ev, '/screens', { sessionId: null, room, name: 'Projector' });
  const hall = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const screen = await hall.newPage();
  await screen.goto(`/screen/${made.token}`);
  await expect(screen.getByText('Who owns the data?')).toBeVisible();

  // The lectern's machine shows a code; the desk pairs it from the control room as the stage monitor.
  const lectern = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const monitor = await lectern.newPage();
  await monitor.goto('/s');
  const code = (await monitor.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^\w{6}$/);
  await openConnected(page, ev, `/rooms/${encodeURIComponent(room)}`);
  await expect(page.getByRole('heading', { level: 1, name: `${room}: control room` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Message to the speaker' });
  await expect(panel).toContainText('No stage monitor in this room');
  await panel.getByRole('button', { name: 'Pair a stage monitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pair a screen' });
  await expect(dialog.getByLabel('Who looks at it')).toHaveValue('monitor');
  await dialog.getByLabel('Code on the screen').fill(code);
  await dialog.getByRole('button', { name: 'Pair this screen' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText(`${room} stage monitor: connected`);

  // The monitor: the session, the time left in amber, what the room's screen shows (the list: no spotlight), the
  // queue's first question next.
  const stage = monitor.getByTestId('stage-monitor');
  await expect(stage).toContainText('Open data keynote');
  const timeLeft = monitor.getByRole('timer');
  await expect(timeLeft).toHaveText(/^[0-4]:\d\d$/);
  await expect(timeLeft).toHaveAttribute('data-tone', 'amber');
  await expect(monitor.getByTestId('monitor-spotlight')).toHaveText('The audience’s questions (2)');
  const upNext = monitor.getByTestId('monitor-next');
  await expect(upNext).toHaveText(/Who owns the data\?|How is consent recorded\?/);
  const firstUp = (await upNext.textContent()) ?? '';

  // The desk puts the next question in the spotlight: the monitor shows it, and moves "next" on.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(monitor.getByTestId('monitor-spotlight')).toHaveText(firstUp);
  await expect(upNext).not.toHaveText(firstUp);
  await expect(upNext).not.toHaveText('None');

  // A second moderator, with a key of their own, follows the receipt of the desk's message.
  const second = await browser.newContext();
  const colleague = await second.newPage();
  await openConnected(colleague, other, `/rooms/${encodeURIComponent(room)}`);
  const theirPanel = colleague.getByRole('region', { name: 'Message to the speaker' });
  await expect(theirPanel).toContainText('connected');

  await panel.getByRole('button', { name: '5 minutes left' }).click();
  await expect(monitor.getByTestId('monitor-message')).toHaveText('5 minutes left');
  await expect(panel.getByTestId('monitor-message-state')).toContainText(/Seen on the monitor at \d\d:\d\d/);
  await expect(theirPanel.getByTestId('monitor-message-state')).toContainText(/“5 minutes left”.*Seen on the monitor at \d\d:\d\d/);

  // Own words; an empty one is refused at the field; taking it down clears the monitor.
  const own = panel.getByLabel('Your own message');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Message: type what the speaker should read')).toBeVisible();
  await own.fill('Mic 2 is dead: use the handheld');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(monitor.getByTestId('monitor-message')).toHaveText('Mic 2 is dead: use the handheld');
  await expect(own).toHaveValue('');
  await expect(theirPanel.getByTestId('monitor-message-state')).toContainText('Mic 2 is dead');
  await panel.getByRole('button', { name: 'Take down' }).click();
  await expect(monitor.getByTestId('monitor-message')).toHaveCount(0);
  await expect(theirPanel.getByTestId('monitor-message-state')).toHaveCount(0);

  // The desk gives the speaker five more minutes: the lectern (no key) counts to the later end, calm again; the
  // second desk's talk timer and words follow; the room's screen keeps the programme's times.
  const speakerTime = page.getByTestId('speaker-time');
  const theirTime = colleague.getByTestId('speaker-time');
  await expect(speakerTime.getByTestId('speaker-time-words')).toHaveText(`Ends at the programme’s end, ${end.time}`);
  await speakerTime.getByRole('button', { name: '+5 min' }).click();
  await expect.poll(monitorReads(5), { timeout: 20_000 }).toBe(true);
  await expect(timeLeft).toHaveAttribute('data-tone', 'calm');
  await expect(monitor.getByTestId('monitor-ends')).toHaveText(plus(end.time, 5));
  await expect(stage).toContainText('5 min added by the desk');
  const added = `5 min added: ends ${plus(end.time, 5)} instead of ${end.time}`;
  await expect(speakerTime.getByTestId('speaker-time-words')).toHaveText(added);
  await expect(theirTime.getByTestId('speaker-time-words')).toHaveText(added);
  await expect(colleague.getByRole('timer')).toHaveText(minutesLeft(5));
  await expect(page.getByRole('timer')).toHaveText(minutesLeft(5));
  // An end of the desk's own, on the event's clock; a time that is no time is refused at the field.
  const endsAt = speakerTime.getByLabel('Ends at');
  await endsAt.fill('25:99');
  await speakerTime.getByRole('button', { name: 'Set the end' }).click();
  await expect(speakerTime.getByText('Ends at: type a time of day')).toBeVisible();
  await endsAt.fill(plus(end.time, 10));
  await speakerTime.getByRole('button', { name: 'Set the end' }).click();
  await expect(theirTime.getByTestId('speaker-time-words')).toHaveText(`10 min added: ends ${plus(end.time, 10)} instead of ${end.time}`);
  await expect(monitor.getByTestId('monitor-ends')).toHaveText(plus(end.time, 10));
  await expect.poll(monitorReads(10), { timeout: 20_000 }).toBe(true);
  await speakerTime.getByRole('button', { name: '−1 min' }).click();
  await expect(monitor.getByTestId('monitor-ends')).toHaveText(plus(end.time, 9));
  // The Rooms overview of the second desk counts to the same end, and says the programme's; back to the control room.
  await colleague.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Rooms', exact: true }).click();
  const card = colleague.getByRole('listitem').filter({ has: colleague.getByRole('heading', { name: room, exact: true }) });
  await expect(card).toContainText(`${start.time}–${plus(end.time, 9)} (programme: ${end.time})`);
  await expect(card).toContainText(minutesLeft(9, '· _'));
  await card.getByRole('link', { name: `Open the control room of ${room}` }).click();
  await expect(theirTime.getByTestId('speaker-time-words')).toHaveText(`9 min added: ends ${plus(end.time, 9)} instead of ${end.time}`);
  await expect(screen.getByText(firstUp)).toBeVisible();
  await expect(screen.getByText(plus(end.time, 9))).toHaveCount(0);
  // Back to the programme's end: amber again.
  await theirTime.getByRole('button', { name: 'Back to the programme’s end' }).click();
  await expect(timeLeft).toHaveAttribute('data-tone', 'amber');
  await expect(monitor.getByTestId('monitor-ends')).toHaveText(end.time);
  await expect(speakerTime.getByTestId('speaker-time-words')).toHaveText(`Ends at the programme’s end, ${end.time}`);
  await expect(stage).not.toContainText('added by the desk');

  // Held on now and next: the room's screen leaves the stage, and both desks say so; released, it comes back.
  const hold = page.getByTestId('room-hold');
  await expect(hold).toContainText('The screens follow the programme.');
  await hold.getByRole('button', { name: 'Show now and next instead' }).click();
  await expect(screen.getByText('Afternoon panel')).toBeVisible();
  await expect(screen.getByText(firstUp)).toBeHidden();
  await expect(hold).toContainText(/Held on now and next since \d\d:\d\d/);
  await expect(colleague.getByTestId('room-hold')).toContainText('Held on now and next');
  await expect(monitor.getByText('Held by the desk')).toBeVisible();
  // The room's screen names the next session's speakers; the speaker keeps the running session's time.
  await expect(screen.getByTestId('next-speakers')).toHaveText('Grace Okafor');
  await expect(timeLeft).toHaveText(/^[0-4]:\d\d$/);
  await expect(monitor.getByTestId('monitor-spotlight')).toHaveText('What is next in the room');
  await hold.getByRole('button', { name: 'Follow the programme again' }).click();
  await expect(screen.getByText(firstUp)).toBeVisible();
  await expect(hold).toContainText('The screens follow the programme.');

  await expectNoAxeViolations(monitor);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  if (process.env.QA_SHOTS) {
    await speakerTime.getByRole('button', { name: '+5 min' }).click();
    await expect(monitor.getByTestId('monitor-ends')).toHaveText(plus(end.time, 5));
    await panel.getByRole('button', { name: 'Please wrap up' }).click();
    await expect(monitor.getByTestId('monitor-message')).toHaveText('Please wrap up');
    await monitor.screenshot({ path: '/tmp/monitor-1280.png' });
    await monitor.setViewportSize({ width: 1920, height: 1080 });
    await monitor.screenshot({ path: '/tmp/monitor-1920.png' });
    await page.screenshot({ path: '/tmp/control-monitor-390.png', fullPage: true });
    await page.locator('section[aria-labelledby="on-now"]').screenshot({ path: '/tmp/monitor-time-shots/on-now-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/control-monitor-1440.png', fullPage: true });
    await page.locator('section[aria-labelledby="on-now"]').screenshot({ path: '/tmp/monitor-time-shots/on-now-1440.png' });
  }
  await Promise.all([hall.close(), lectern.close(), second.close()]);
});

test('a 500-character question in the spotlight fits the stage monitor at 1280×720, with a message from the desk below it', async ({ browser, api, server, mintKey }) => {
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Long question monitor' });
  const ev: Credentials = { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
  const clock = eventClockNearNoon();
  const room = `Hall ${unique()}`;
  const start = clock.at(-5);
  const end = clock.at(40);
  await api.post('/updateEvent', { timeZoneOffset: clock.offset, dateStart: start.date, dateEnd: end.date }, ev);
  const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Data ethics', location: room, date: start.date, startTime: start.time, endTime: end.time, hasLiveQA: true }, ev);
  const words = 'How should a small lab decide which of the datasets it publishes it can still maintain in ten years, ';
  const long = `${words.repeat(5)}and who pays?`.slice(0, 500);
  const { questionId } = await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question: long, status: 'approved' }, ev);
  const { token } = await consoleServer<{ token: string }>(server.url, ev, '/screens', { sessionId: null, room, name: 'Lectern', kind: 'monitor' });
  await consoleServer(server.url, ev, '/screens/stage', { sessionId: sid, content: { kind: 'question', questionId } });
  await consoleServer(server.url, ev, '/rooms/message', { room, text: 'Please wrap up, the next session starts in five minutes' });

  const lectern = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const monitor = await lectern.newPage();
  await monitor.goto(`/screen/${token}`);
  const spotlight = monitor.getByTestId('monitor-spotlight');
  await expect(spotlight).toHaveText(long);
  await expect(monitor.getByTestId('monitor-message')).toBeVisible();
  // The whole question is inside its box (the box clips what overflows), and the box above the message's band.
  const fits = await spotlight.evaluate((el) => {
    const box = el.closest('section')!.getBoundingClientRect();
    const text = el.getBoundingClientRect();
    const band = document.querySelector('[aria-label="Message from the desk"]')!.getBoundingClientRect();
    return { inside: text.bottom <= box.bottom + 0.5, aboveBand: box.bottom <= band.top + 0.5, fontPx: parseFloat(getComputedStyle(el).fontSize) };
  });
  expect(fits).toMatchObject({ inside: true, aboveBand: true });
  expect(fits.fontPx).toBeGreaterThanOrEqual(16);
  await lectern.close();
});
