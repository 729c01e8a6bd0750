import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { test, expect, connectThroughLogin } from './fixtures';
import { openConnected } from './open-connected';
import { dropFiles } from './picture-files';

/**
 * Screenshots of every route of the console at desktop (1440 x 900) and phone
 * (390 x 844) sizes, for checking the look by eye: pages with the demo data
 * (plus deliberately long names), a fresh event with no data (empty states),
 * a held answer (loading states, fault injected) and a 500 on a list read
 * (error states, fault injected). Saved to SCREENS_DIR (default /tmp/screens).
 */
test.skip(!process.env.SCREENS, 'screenshots are taken on demand with SCREENS=1');

const DIR = process.env.SCREENS_DIR ?? '/tmp/screens';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Doc = { documentId: string; title?: string; name?: string; contentSections?: unknown[] };
type Poll = { pollId: string; sessionId: string };
type Question = { sessionId: string };

/** Waits until the page has its heading and nothing says it is loading, then saves a full-page shot. */
async function shot(page: Page, width: number, name: string, options: { fullPage?: boolean; waitForLoad?: boolean } = {}) {
  if (options.waitForLoad !== false) {
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  }
  await page.evaluate(() => document.fonts.ready);
  // Anything wider than the window is a layout fault: say so next to the shot.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) console.log(`${width}-${name}: ${overflow}px wider than the window`);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (options.fullPage === false || height <= viewport.height * 2) {
    await page.screenshot({ path: `${DIR}/${width}-${name}.png`, fullPage: options.fullPage ?? true, animations: 'disabled' });
    return;
  }
  // Tall pages in slices of one and a half windows, so they can be read at full size.
  const slice = Math.round(viewport.height * 1.5);
  for (let y = 0, i = 1; y < height; y += slice, i++) {
    await page.screenshot({ path: `${DIR}/${width}-${name}-${i}.png`, fullPage: true, animations: 'disabled', clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) } });
  }
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

/** The projector views at the two screen sizes of a room, in the demo event and in an empty one. */
const PROJECTOR_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

for (const size of PROJECTOR_SIZES) {
  test.describe(`projector ${size.width} x ${size.height}`, () => {
    test.use({ viewport: size });
    const w = size.width;

    test('both projectors with the demo data: the list, one question alone, a poll hidden and revealed, with a join address', async ({ page, api, context, credentials }) => {
      test.setTimeout(180_000);
      const polls = await api.get<(Poll & { options: string[] })[]>('/getPolls');
      const poll = polls[0];
      const board = await api.post<{ documentId: string }>('/upsertSession', { title: 'Ask the panel: the future of open science', hasLiveQA: true, hasPoll: true });
      const texts = [
        'How do we make sure that open data stays usable ten years from now, when the tools that produced it are long gone?',
        'Will the slides be shared?',
        'What was the most surprising result of the climate ensemble runs?',
      ];
      for (const question of texts) await api.post('/upsertQuestion', { sessionId: board.documentId, question, status: 'approved' });
      await api.post('/upsertQuestion', { sessionId: board.documentId, question: 'Is there a recording of the keynote?', status: 'answered', answer: 'Yes: it is in the app under Sessions, from tomorrow morning.' });
      for (const [i, option] of poll.options.entries()) {
        for (let v = 0; v <= (i === 1 ? 4 : i); v++) {
          const email = `screens-voter-${w}-${i}-${v}@example.org`;
          await api.post('/addGuest', { userEmail: email, name: 'Voter' }).catch(() => undefined);
          await api.attendee('/vote', { pollId: poll.pollId, email, options: [option] }).catch(() => undefined);
        }
      }

      await openConnected(page, credentials, `/sessions/${board.documentId}/questions?lane=approved`);
      const [screen] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Open this room’s screen here/ }).click()]);
      await screen.setViewportSize(size);
      await expect(screen.getByRole('list', { name: 'Approved questions' })).toBeVisible();
      await shot(screen, w, 'projector-questions', { fullPage: false });
      await page.getByRole('article', { name: texts[0] }).getByRole('button', { name: 'Show on screen' }).click();
      await expect(screen.getByRole('region', { name: 'Question on screen' })).toBeVisible();
      await shot(screen, w, 'projector-question-spotlight', { fullPage: false });
      await page.getByRole('button', { name: 'Clear screen' }).click();

    });
  });
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const w = size.width;

    test('login: empty and with an error', async ({ page, credentials, server }) => {
      await page.goto('/login');
      await expect(page.getByLabel('API key')).toBeVisible();
      await shot(page, w, 'login-empty');
      await page.getByLabel('API base URL').fill(server.apiBaseUrl);
      await page.getByLabel('API key').fill('not-a-real-key-0000000000000000');
      await page.getByLabel('Client id').fill(credentials.clientId);
      await page.getByLabel('Event id').fill(credentials.eventId);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shot(page, w, 'login-error');
    });

    test('every route with the demo data', async ({ connectedPage: page, api }) => {
      test.setTimeout(240_000);
      // Long names, e-mails and titles, to see how they are cut.
      const long = `${Date.now().toString(36)}`;
      const longEmail = `maximiliana.konstantinopoulou-van-der-westhuizen.${long}@department-of-interdisciplinary-research.example.org`;
      await api.post('/addGuest', { userEmail: longEmail, name: 'Maximiliana Konstantinopoulou-van der Westhuizen de la Cruz y Montenegro' });
      await api.post('/addTicket', { userEmail: longEmail, ticketType: 'Partner', externalQrValue: `EXT-${long}|gate=north|seat=12B|valid=2025-10-01..2025-10-03` });
      const longSession = await api.post<{ documentId: string }>('/upsertSession', {
        title: 'A very long session title about the interdisciplinary future of computational neuroscience, climate modelling and open data',
        hasPoll: true,
      });
      await api.post('/upsertSpeaker', { name: 'Maximiliana Konstantinopoulou-van der Westhuizen', email: longEmail, role: 'Principal investigator and head of the interdisciplinary lab', company: 'Wide World Institute for Advanced Studies' });
      await api.post('/upsertSponsor', { name: 'Northwind Laboratories International Holding Company for Science' }).catch(() => undefined);

      const sessions = await api.get<Doc[]>('/getSessions');
      const withSections = [...sessions].sort((a, b) => (b.contentSections?.length ?? 0) - (a.contentSections?.length ?? 0))[0];
      let boardSession = sessions[0].documentId;
      let most = -1;
      for (const s of sessions) {
        const questions = await api.get<Question[]>('/getQuestions', { sessionId: s.documentId }).catch(() => []);
        if (questions.length > most) [boardSession, most] = [s.documentId, questions.length];
      }
      const polls = await api.get<Poll[]>('/getPolls');
      const poll = polls[0];
      const speakers = await api.get<Doc[]>('/getSpeakers');
      const sponsors = await api.get<Doc[]>('/getSponsors');
      const abstracts = await api.get<Doc[]>('/getAbstracts');

      await open(page, '/');
      await shot(page, w, 'dashboard');

      await open(page, '/guests');
      await expect(page.getByRole('table', { name: 'Guests' })).toBeVisible();
      await shot(page, w, 'guests', { fullPage: false });
      await page.getByRole('button', { name: 'Add guest' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a guest' })).toBeVisible();
      await shot(page, w, 'guests-add-dialog', { fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto(`/guests?q=${long}`);
      const guestLink = page.getByRole('link', { name: /Maximiliana/ }).first();
      await expect(guestLink).toBeVisible();
      await shot(page, w, 'guests-long-name');
      await guestLink.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, w, 'guests-detail-dialog', { fullPage: false });
      await page.keyboard.press('Escape');

      await open(page, '/tickets');
      await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
      await shot(page, w, 'tickets', { fullPage: false });
      await page.goto(`/tickets?q=${long}`);
      const ticketLink = page.getByRole('link', { name: longEmail }).first();
      await expect(ticketLink).toBeVisible();
      await shot(page, w, 'tickets-long');
      await ticketLink.click();
      await expect(page.getByRole('dialog', { name: 'Partner ticket' })).toBeVisible();
      await shot(page, w, 'tickets-qr-dialog', { fullPage: false });
      await page.keyboard.press('Escape');

      await open(page, '/sessions');
      await shot(page, w, 'sessions');
      await open(page, `/sessions/${withSections.documentId}`);
      await shot(page, w, 'session-editor');
      await open(page, `/sessions/${longSession.documentId}`);
      await shot(page, w, 'session-editor-long-title', { fullPage: false });
      await open(page, '/sessions/new');
      await shot(page, w, 'session-new');
      await open(page, `/sessions/${boardSession}/questions`);
      await shot(page, w, 'question-board', { fullPage: false });
      await open(page, '/questions');
      await shot(page, w, 'questions');
      await open(page, `/sessions/${poll.sessionId}/polls`);
      await shot(page, w, 'session-polls');
      await open(page, '/polls');
      await shot(page, w, 'polls');

      await open(page, '/speakers');
      await shot(page, w, 'speakers');
      const longSpeaker = speakers.find((s) => s.name?.startsWith('Maximiliana')) ?? speakers[0];
      await open(page, `/speakers/${longSpeaker.documentId}`);
      await shot(page, w, 'speaker-editor');
      await open(page, '/sponsors');
      await shot(page, w, 'sponsors');
      await open(page, `/sponsors/${sponsors[0].documentId}`);
      await shot(page, w, 'sponsor-editor');

      await open(page, '/abstracts');
      await shot(page, w, 'abstracts', { fullPage: false });
      await open(page, `/abstracts/${abstracts[0].documentId}`);
      await shot(page, w, 'abstract-editor');
      await open(page, '/abstracts/import');
      await shot(page, w, 'abstracts-import-empty');
      const rows = [['Number', 'Title', 'Category', 'Authors', 'Affiliations', 'Keywords']];
      for (let i = 1; i <= 12; i++) rows.push([`S-${i}`, i === 4 ? '' : `Screen abstract ${i} on sleep and memory consolidation in adolescents`, 'Neuroscience', `Ann Lee (1,2); Bo Chan* (2)`, '1. University of Somewhere; 2. Institute of Elsewhere', 'sleep, memory']);
      await page.getByLabel('Choose a file').setInputFiles({ name: 'screens.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\n')) });
      await expect(page.getByText('screens.csv: 12 rows')).toBeVisible();
      await shot(page, w, 'abstracts-import-preview');

      await open(page, '/settings');
      await shot(page, w, 'settings');
      await open(page, '/pictures');
      await shot(page, w, 'pictures');
      await dropFiles(page, page.getByTestId('pictures-drop-zone'), [
        { kind: 'png-sized', name: 'a-rather-long-file-name-for-the-main-stage-banner-2026-final-v3.png', size: 200_000 },
        { kind: 'png', name: 'hall.png' },
        { kind: 'other', name: 'agenda.pdf', type: 'application/pdf', size: 1000 },
      ]);
      await expect(page.getByRole('region', { name: 'Uploads' }).getByText(/^Uploaded \(/)).toHaveCount(2);
      await shot(page, w, 'pictures-uploaded');
      await open(page, '/account');
      await shot(page, w, 'account');
      await open(page, '/no-such-page');
      await shot(page, w, 'not-found');

      // The menu on phones.
      if (w < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shot(page, w, 'menu-open', { fullPage: false });
      }
    });

    test('empty states: a fresh event with no data', async ({ page, api, server, mintKey }) => {
      test.setTimeout(120_000);
      const event = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'Empty Event' });
      const apiKey = await mintKey({ clientId: event.clientId, eventId: event.eventId });
      await connectThroughLogin(page, { apiKey, clientId: event.clientId, eventId: event.eventId, baseUrl: server.apiBaseUrl });
      for (const [path, name] of [
        ['/', 'empty-dashboard'],
        ['/guests', 'empty-guests'],
        ['/tickets', 'empty-tickets'],
        ['/sessions', 'empty-sessions'],
        ['/questions', 'empty-questions'],
        ['/polls', 'empty-polls'],
        ['/speakers', 'empty-speakers'],
        ['/sponsors', 'empty-sponsors'],
        ['/abstracts', 'empty-abstracts'],
        ['/settings', 'empty-settings'],
        ['/pictures', 'empty-pictures'],
      ] as const) {
        await open(page, path);
        await shot(page, w, name);
      }
    });

    test('loading states (fault injected: answers held back) and error states (fault injected: 500 on list reads)', async ({ connectedPage: page }) => {
      test.setTimeout(180_000);
      const lists = [
        ['/guests', 'getGuests'],
        ['/tickets', 'getAllTickets'],
        ['/sessions', 'getSessions'],
        ['/questions', 'getSessions'],
        ['/polls', 'getPolls'],
        ['/speakers', 'getSpeakers'],
        ['/sponsors', 'getSponsors'],
        ['/abstracts', 'getAbstracts'],
        ['/settings', 'getEvent'],
        ['/', 'getGuestCount'],
      ] as const;
      // Fault injected: answers are held until the screenshot is taken.
      for (const [path, endpoint] of lists) {
        const held: Route[] = [];
        const pattern = new RegExp(`/api/${endpoint}(\\?|$)`);
        await page.route(pattern, (route) => {
          held.push(route);
        });
        await page.goto(path);
        await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
        await shot(page, w, `loading${path === '/' ? '-dashboard' : path.replace('/', '-')}`, { waitForLoad: false, fullPage: false });
        await page.unroute(pattern);
        for (const r of held) await r.continue().catch(() => undefined);
      }
      // Fault injected: every list read answers 500.
      for (const [path, endpoint] of lists) {
        const pattern = new RegExp(`/api/${endpoint}(\\?|$)`);
        await page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal_error', message: 'The database did not answer in time' }) }));
        await page.goto(path);
        await expect(page.getByText(/ran into a problem/).first()).toBeVisible({ timeout: 20_000 });
        await shot(page, w, `error${path === '/' ? '-dashboard' : path.replace('/', '-')}`, { waitForLoad: false });
        await page.unroute(pattern);
      }
    });
  });
}
