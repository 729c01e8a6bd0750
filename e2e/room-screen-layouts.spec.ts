/**
 * Room-grade layouts: what a room's screen shows is read from the back of a hall. At 1280 × 720 (the smallest
 * projector a room has), a poll of 10 options of 120 characters keeps its labels and figures at 3.5 % of the
 * screen's height or more, all of them whole inside the card; a 500-character question too, alone and in the
 * list; open questions come before answered ones, and the default answer is never projected; the lobby's way
 * in is never clipped by its QR code. With QA_SHOTS set, every slide is photographed at 1280 × 720 and
 * 1920 × 1080 into /tmp.
 */
import { consoleServer } from './console-server';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect as baseExpect, type Credentials } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
const tag = () => randomBytes(3).toString('hex');
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
const LONG_QUESTION = `${'Given everything we heard today about interdisciplinary research, open data and the climate models that depend on them, '.repeat(5)}`.slice(0, 490) + ` ${tag()}?`;
const OPTION = (i: number) => `Option ${i + 1}: ${'a longer answer about district heating, seasonal storage and who pays for the pipes under the old town '.repeat(2)}`.slice(0, 119) + '.';

/** The smallest computed font size among `locator`'s elements, in px. */
const smallestFont = (locator: Locator) => locator.evaluateAll((els) => Math.min(...els.map((e) => parseFloat(getComputedStyle(e).fontSize))));

async function wholeInside(item: Locator, box: Locator) {
  const [a, b] = await Promise.all([item.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)), box.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect)]);
  for (const r of a) {
    expect(r.top).toBeGreaterThanOrEqual(b.top - 0.5);
    expect(r.bottom).toBeLessThanOrEqual(b.bottom + 0.5);
    expect(r.right).toBeLessThanOrEqual(b.right + 0.5);
  }
}

async function noScrollbars(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight])).toEqual([0, 0]);
}

test('room-grade layouts at 1280 × 720: 10 options of 120 characters, a 500-character question, answered questions last, the lobby’s join line whole', async ({ api, server, mintKey, browser }) => {
  test.slow();
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Harbour Forum ${tag()}` });
  const as: Credentials = { apiKey: await mintKey({ clientId: event.clientId, eventId: event.eventId }), clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl };
  const consoleApi = <T,>(path: string, body: unknown) => consoleServer<T>(server.url, as, path, body);
  await api.post('/updateEvent', { timeZoneOffset: 2, primaryBackgroundColor: '#0B3D2E', primaryFontColor: '#FFF8E7', primaryAccentColor: '#F4B400', cardBackgroundColor: '#14532D' }, as);
  const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Heat networks ${tag()}`, hasLiveQA: true, hasPoll: true }, as);
  const sid = s.documentId;
  const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question: 'Which should the city build first?', options: Array.from({ length: 10 }, (_, i) => OPTION(i)), visible: true, locked: false }, as);
  for (let i = 0; i < 6; i++) {
    const email = `layout-${tag()}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: 'Voter' }, as);
    const vote = await fetch(`${server.url}/attendee/vote`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-id': as.clientId, 'x-event-id': as.eventId }, body: JSON.stringify({ pollId, email, options: [OPTION(i % 3)] }) });
    expect(vote.status).toBeLessThan(300);
  }
  const open = `Will the slides be shared ${tag()}?`;
  const answeredTop = `Is there a recording ${tag()}?`;
  const answeredWords = `Where is lunch ${tag()}?`;
  const spotlit = await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question: LONG_QUESTION, status: 'approved' }, as);
  await api.post('/upsertQuestion', { sessionId: sid, question: open, status: 'approved' }, as);
  const top = await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question: answeredTop, status: 'answered', answer: 'Answered on stage' }, as);
  await api.post('/upsertQuestion', { sessionId: sid, question: answeredWords, status: 'answered', answer: 'In the foyer after the keynote.' }, as);
  // The answered ones carry the most upvotes: they still come after the open ones.
  for (let i = 0; i < 3; i++) {
    const email = `up-${tag()}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: 'Upvoter' }, as);
    const up = await fetch(`${server.url}/attendee/upvote`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-id': as.clientId, 'x-event-id': as.eventId }, body: JSON.stringify({ questionId: top.questionId, email }) });
    expect(up.status).toBeLessThan(300);
  }

  await consoleApi('/screens/settings', { joinLine: 'summit-of-the-northern-harbour.example/app/join?code=HARBOUR-2026' });
  const room = await consoleApi<{ token: string }>('/screens', { sessionId: sid, name: 'Hall A' });
  const lobby = await consoleApi<{ token: string }>('/screens', { sessionId: null, name: 'Lobby' });

  const context = await browser.newContext({ baseURL: server.url, viewport: SIZES[0] });
  const screen = await context.newPage();
  const shots = async (name: string) => {
    if (!process.env.QA_SHOTS) return;
    for (const size of SIZES) {
      await screen.setViewportSize(size);
      await screen.screenshot({ path: `/tmp/screen-${name}-${size.width}.png` });
    }
    await screen.setViewportSize(SIZES[0]);
  };
  const minimum = 0.035 * SIZES[0].height - 0.05;

  // The poll: every label and figure at 3.5 % of the height or more, whole inside the card; "6 people voted".
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'poll', pollId } });
  await screen.goto(`/screen/${room.token}`);
  const poll = screen.getByRole('region', { name: 'Poll on screen' });
  await expect(poll.getByTestId('option-figures').first()).toContainText('%');
  await expect(screen.getByTestId('poll-screen-status')).toHaveText('Voting open · 6 people voted');
  // The event's colours; the three options with the most votes lead together.
  await expect(screen.getByTestId('room-screen')).toHaveCSS('background-color', 'rgb(11, 61, 46)');
  await expect(poll).toHaveCSS('background-color', 'rgb(20, 83, 45)');
  await expect(poll.locator('tr[data-leader]')).toHaveCount(3);
  expect(await smallestFont(poll.getByTestId('option-label'))).toBeGreaterThanOrEqual(minimum);
  expect(await smallestFont(poll.getByTestId('option-figures').locator('span'))).toBeGreaterThanOrEqual(minimum);
  await expect(poll.getByTestId('option-label')).toHaveCount(10);
  await wholeInside(poll.getByTestId('option-label'), poll);
  await wholeInside(poll.getByTestId('option-figures'), poll);
  // The options fill the card: the last one ends in its lower part.
  const [lastRow, card] = await Promise.all([poll.getByRole('row').last().boundingBox(), poll.boundingBox()]);
  expect(lastRow!.y + lastRow!.height).toBeGreaterThan(card!.y + card!.height * 0.85);
  // The banner's place is a strip: the card starts in the top tenth of the screen.
  expect(card!.y).toBeLessThan(SIZES[0].height * 0.1);
  await noScrollbars(screen);
  await expectNoAxeViolations(screen);
  await shots('poll');

  // A 500-character question alone on screen: whole, and at 3.5 % of the height or more.
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'question', questionId: spotlit.questionId } });
  const spotlight = screen.getByRole('region', { name: 'Question on screen' });
  await expect(spotlight).toContainText(LONG_QUESTION);
  expect(await smallestFont(spotlight.getByTestId('spotlight-text'))).toBeGreaterThanOrEqual(minimum);
  expect(await spotlight.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  await noScrollbars(screen);
  await shots('spotlight');

  // The list: open questions first (the 500-character one at 3.5 % or more), answered ones after them; no placeholder answer.
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'questions' } });
  const list = screen.getByRole('list', { name: 'Approved questions' });
  await expect(list.locator('li')).toHaveCount(4);
  const order = await list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-answered') === 'true'));
  expect(order).toEqual([false, false, true, true]);
  await expect(list.locator('li').last()).toContainText('Answered');
  await expect(list.locator('li').last()).toContainText('In the foyer after the keynote.');
  await expect(screen.getByText('Answered on stage')).toHaveCount(0);
  expect(await smallestFont(list.getByTestId('question-text'))).toBeGreaterThanOrEqual(minimum);
  await noScrollbars(screen);
  await expectNoAxeViolations(screen);
  await shots('questions');

  // The lobby: the join line wraps rather than run under its QR code.
  await screen.goto(`/screen/${lobby.token}`);
  const join = screen.getByTestId('join-line');
  await expect(join).toContainText('Join at');
  await expect(screen.getByTestId('join-qr')).toBeVisible();
  const clipped = await join.locator('p, strong').evaluateAll((els) => els.map((e) => e.scrollWidth - e.clientWidth));
  expect(Math.max(...clipped)).toBeLessThanOrEqual(0);
  const [text, qr] = await Promise.all([join.locator('p').boundingBox(), screen.getByTestId('join-qr').boundingBox()]);
  expect(text!.x + text!.width).toBeLessThanOrEqual(qr!.x + 0.5);
  await noScrollbars(screen);
  await shots('lobby');
  await context.close();
});

/** A very wide banner (8:1, wider than the strip lets it be at the strip's height), drawn in a browser. */
async function wideBanner(page: Page): Promise<string> {
  return page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 200;
    const g = c.getContext('2d')!;
    g.fillStyle = '#F4B400';
    g.fillRect(0, 0, 1600, 200);
    g.fillStyle = '#0B3D2E';
    g.font = 'bold 120px sans-serif';
    g.fillText('HARBOUR', 20, 150);
    return c.toDataURL('image/png').split(',')[1];
  });
}

/** Whether an element's text is all there: nothing cut by an ellipsis or a clip, sideways or down. */
const wholeText = (locator: Locator) => locator.evaluate((e) => e.scrollWidth - e.clientWidth <= 0 && e.scrollHeight - e.clientHeight <= 1 && getComputedStyle(e).textOverflow !== 'ellipsis');

test('with a long join line, the strip’s and the header’s words are whole, the join line is hall-sized, the banner keeps its shape, and the question list fills its room', async ({ api, server, mintKey, browser }) => {
  test.slow();
  const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: `Northwind Science Summit ${tag()}` });
  const as: Credentials = { apiKey: await mintKey({ clientId: event.clientId, eventId: event.eventId }), clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl };
  const consoleApi = <T,>(path: string, body: unknown) => consoleServer<T>(server.url, as, path, body);
  const context = await browser.newContext({ baseURL: server.url, viewport: SIZES[0] });
  const screen = await context.newPage();
  await screen.goto('/s');
  const { imagePath } = await api.post<{ imagePath: string }>('/uploadImage', { contentType: 'image/png', data: await wideBanner(screen) }, as);
  await api.post('/updateEvent', { imagePath, timeZoneOffset: 2 }, as);
  const s = await api.post<{ documentId: string }>('/upsertSession', { title: `Ocean heat content below two thousand metres: what ten years of floats, gliders and ships tell us ${tag()}`, hasLiveQA: true, hasPoll: true }, as);
  const sid = s.documentId;
  const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question: 'Which data set should we open first?', options: ['Floats', 'Gliders', 'Ships'], visible: true, locked: false }, as);
  for (let i = 0; i < 3; i++) {
    const email = `strip-${tag()}@example.org`;
    await api.post('/addGuest', { userEmail: email, name: 'Voter' }, as);
    const vote = await fetch(`${server.url}/attendee/vote`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-id': as.clientId, 'x-event-id': as.eventId }, body: JSON.stringify({ pollId, email, options: ['Floats'] }) });
    expect(vote.status).toBeLessThan(300);
  }
  // Questions of mixed length, all open, in this order by their upvotes: the one of about 500 characters, too tall
  // for the room the first three leave, hides none of the short ones after it that still fit.
  const texts = [
    `How reliable are the floats below two thousand metres ${tag()}?`,
    `Who pays for the gliders ${tag()}?`,
    `What surprised you most in the last ten years of measurements, and what would you measure next if you could ${tag()}?`,
    LONG_QUESTION,
    `Will the data be open ${tag()}?`,
    `Is there a recording ${tag()}?`,
  ];
  const ids: string[] = [];
  for (const question of texts) ids.push((await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question, status: 'approved' }, as)).questionId);
  for (const [i, questionId] of ids.entries()) {
    for (let n = 0; n < texts.length - 1 - i; n++) {
      const email = `fan-${tag()}@example.org`;
      await api.post('/addGuest', { userEmail: email, name: 'Upvoter' }, as);
      const up = await fetch(`${server.url}/attendee/upvote`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-id': as.clientId, 'x-event-id': as.eventId }, body: JSON.stringify({ questionId, email }) });
      expect(up.status).toBeLessThan(300);
    }
  }
  await consoleApi('/screens/settings', { joinLine: 'summit-of-the-northern-harbour.example/app/join?code=HARBOUR-2026' });
  await consoleApi('/screens/poll-mode', { pollId, mode: 'reveal' });
  const room = await consoleApi<{ token: string }>('/screens', { sessionId: sid, name: 'Hall A' });
  await screen.goto(`/screen/${room.token}`);

  const check = async (name: string) => {
    for (const size of SIZES) {
      await screen.setViewportSize(size);
      const hall = 0.035 * size.height - 0.05;
      const join = screen.getByTestId('join-line');
      await expect(join).toContainText('summit-of-the-northern-harbour');
      // The join line: at 3.5 % of the height or more, and whole.
      expect(await smallestFont(join.locator('xpath=self::p | .//p | .//strong'))).toBeGreaterThanOrEqual(hall);
      for (const text of await join.locator('xpath=self::p | .//p | .//strong').all()) expect(await wholeText(text)).toBe(true);
      // What the slide is: whole, never under an ellipsis, and clear of the join line.
      const kicker = screen.getByTestId('screen-kicker');
      expect(await wholeText(kicker), `${name} at ${size.width}: ${await kicker.textContent()}`).toBe(true);
      const [k, j] = await Promise.all([kicker.boundingBox(), join.boundingBox()]);
      const apart = k!.x + k!.width <= j!.x + 0.5 || j!.x + j!.width <= k!.x + 0.5 || k!.y + k!.height <= j!.y + 0.5 || j!.y + j!.height <= k!.y + 0.5;
      expect(apart, `${name} at ${size.width}: the kicker and the join line overlap`).toBe(true);
      await noScrollbars(screen);
      if (process.env.QA_SHOTS) await screen.screenshot({ path: `/tmp/strip-${name}-${size.width}.png` });
    }
    await screen.setViewportSize(SIZES[0]);
  };

  // A poll whose results come later: the strip says all of it.
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'poll', pollId } });
  const poll = screen.getByRole('region', { name: 'Poll on screen' });
  await expect(screen.getByTestId('poll-screen-status')).toHaveText('Voting open · 3 people voted · results revealed later');
  await check('poll');
  await wholeInside(poll.getByTestId('option-label'), poll);
  // The banner keeps its proportions (8:1) in the strip: drawn whole (contained), or in a box of its own shape.
  const banner = screen.getByTestId('screen-banner');
  await expect(banner).toHaveJSProperty('complete', true);
  const shape = await banner.evaluate((img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    return { fit: getComputedStyle(img).objectFit, box: r.width / r.height, natural: img.naturalWidth / img.naturalHeight, height: r.height / innerHeight };
  });
  expect(shape.natural).toBeCloseTo(8, 1);
  if (shape.fit !== 'contain') expect(shape.box).toBeCloseTo(shape.natural, 1);
  expect(shape.height).toBeLessThanOrEqual(0.06);

  // The spotlight: "Question from the audience · <the session>", whole.
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'question', questionId: ids[0] } });
  await expect(screen.getByRole('region', { name: 'Question on screen' })).toContainText(texts[0]);
  await check('spotlight');
  const spotlight = screen.getByRole('region', { name: 'Question on screen' });
  expect(await spotlight.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);

  // The list: "<event> · Questions from the audience", whole; no question hidden behind "+ N more" while it has room.
  await consoleApi('/screens/stage', { sessionId: sid, content: { kind: 'questions' } });
  const list = screen.getByRole('list', { name: 'Approved questions' });
  await expect(list.locator('li')).toHaveCount(texts.length);
  await expect(list.getByTestId('question-text')).toHaveText(texts);
  await expect(screen.getByTestId('join-qr')).toBeVisible();
  await check('questions');
  // The session's title beside the way in: whole too.
  for (const size of SIZES) {
    await screen.setViewportSize(size);
    expect(await wholeText(screen.getByRole('heading', { level: 1 }))).toBe(true);
  }
  // What is wrong with the list's cards at the size it has now: 'fits' when nothing is.
  const listProblems = async () => {
    const room = await list.evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(ol).rowGap) || 0;
      const items = [...ol.children].map((li) => ({ shown: getComputedStyle(li).visibility !== 'hidden', rect: li.getBoundingClientRect() }));
      const shown = items.filter((i) => i.shown);
      const lowest = Math.max(box.top, ...shown.map((i) => i.rect.bottom));
      return {
        free: box.bottom - lowest - (shown.length > 0 ? gap : 0),
        hidden: items.filter((i) => !i.shown).map((i) => i.rect.height),
        outside: shown.filter((i) => i.rect.top < box.top - 0.5 || i.rect.bottom > box.bottom + 0.5).length,
        more: document.querySelector('[data-testid="more-questions"]')?.textContent ?? null,
      };
    });
    const problems: string[] = [];
    if (room.outside > 0) problems.push(`${room.outside} shown questions outside the list`);
    for (const height of room.hidden) if (height <= room.free) problems.push(`a hidden question (${height} px) had ${room.free} px free`);
    const more = room.hidden.length > 0 ? `+ ${room.hidden.length} more ${room.hidden.length === 1 ? 'question' : 'questions'}` : null;
    if (room.more !== more) problems.push(`the count reads ${JSON.stringify(room.more)}, not ${JSON.stringify(more)}`);
    return problems.join('; ') || 'fits';
  };
  for (const size of SIZES) {
    await screen.setViewportSize(size);
    // The cards are chosen once the list has its new size: wait for it as the room would, until the list fits.
    await expect.poll(listProblems, { message: `the question list at ${size.width}×${size.height}` }).toBe('fits');
    expect(await smallestFont(list.getByTestId('question-text'))).toBeGreaterThanOrEqual(0.035 * size.height - 0.05);
  }
  await context.close();
});
