/**
 * Every route of the console (DESIGN.md's route map) and its main dialogs pass
 * axe (WCAG 2.1 A and AA) at a desktop width and at a phone width, with real
 * data from the local server. Nothing is excluded from the scans: toasts,
 * navigation, dialogs and projector views are all checked.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect, connectTab, connectThroughLogin, type ApiHelper } from './fixtures';
import { axeViolations, expectNoAxeViolations } from './axe';
import { watchPage } from './security-watch';

const unique = () => randomBytes(4).toString('hex');

type Ids = { session: string; board: string; poll: string; speaker: string; sponsor: string; abstract: string };

type Route = {
  path: (ids: Ids) => string;
  name: string;
  /** What shows once the page has its data. */
  ready: (page: Page) => Locator;
  /** Dialogs opened on this page and scanned too. */
  dialogs?: (page: Page, scan: (what: string) => Promise<void>) => Promise<void>;
};

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

/** Opens a dialog from `opener`, scans the page with it open, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, dialogName: string | RegExp, scan: (what: string) => Promise<void>, settle?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (settle) await settle(dialog);
  await scan(`${String(dialogName)} dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

const routes: Route[] = [
  { name: 'dashboard', path: () => '/', ready: (p) => p.getByRole('link', { name: 'All sessions' }) },
  {
    name: 'guests',
    path: () => '/guests',
    ready: (p) => p.getByRole('button', { name: 'Add guest' }),
    dialogs: async (page, scan) => {
      // The add-guest dialog, then a real save so the success toast is scanned too.
      await page.getByRole('button', { name: 'Add guest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a guest' });
      await expect(dialog).toBeVisible();
      await scan('add guest dialog');
      const email = `axe-${unique()}@example.com`;
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Name').fill('Axe Check');
      await dialog.getByRole('button', { name: 'Add guest' }).click();
      await expect(dialog).toHaveCount(0);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${email} is now a guest.` });
      await expect(toast).toBeVisible();
      // A toast fades in, stays five seconds, then fades out; two scans take longer than that on a busy machine, and a
      // scan of a fading toast finds its text too faint. As a keyboard user reading it: the toaster's key (Alt+T) holds
      // the toasts open, and the scan waits until this one is fully shown.
      await page.keyboard.press('Alt+KeyT');
      await expect(toast).toHaveAttribute('data-expanded', 'true');
      await expect(toast).toHaveCSS('opacity', '1');
      await scan('success toast');
    },
  },
  {
    name: 'tickets',
    path: () => '/tickets',
    ready: (p) => p.getByRole('button', { name: 'Add ticket' }),
    dialogs: (page, scan) => scanDialog(page, page.getByRole('button', { name: 'Add ticket' }), 'Add a ticket', scan),
  },
  { name: 'sessions', path: () => '/sessions', ready: (p) => p.getByText('Opening keynote').first() },
  { name: 'schedule grid', path: () => '/sessions?view=grid', ready: (p) => p.getByRole('button', { name: /^Opening keynote\b/ }) },
  { name: 'session', path: (ids) => `/sessions/${ids.session}`, ready: (p) => p.getByRole('region', { name: /^Content sections \(\d+\)/ }) },
  { name: 'new session', path: () => '/sessions/new', ready: (p) => p.getByRole('textbox', { name: 'Title', exact: true }) },
  {
    name: 'question board',
    path: (ids) => `/sessions/${ids.board}/questions`,
    ready: (p) => p.getByRole('article').first(),
    dialogs: async (page, scan) => {
      await scanDialog(page, page.getByRole('article').first().getByRole('button', { name: 'Answer' }), 'Answer the question', scan);
      await scanDialog(page, page.getByRole('button', { name: 'Keyboard shortcuts' }), 'Keyboard shortcuts', scan);
      // The board's other modes: a search with its words marked, a question selected (the bulk bar), the approved lane.
      const search = page.getByRole('searchbox', { name: 'Search questions' });
      await search.fill('the');
      await expect(page.getByRole('article').first().locator('mark').first()).toBeVisible();
      await scan('searching');
      await search.fill('');
      await page.getByRole('checkbox', { name: /^Select “/ }).first().check();
      await expect(page.getByRole('region', { name: 'Selected questions' })).toBeVisible();
      await scan('a question selected');
      await page.getByRole('region', { name: 'Selected questions' }).getByRole('button', { name: 'Clear selection' }).click();
      await page.getByRole('tab', { name: /^Approved/ }).click();
      await expect(page.getByRole('article', { name: /Will the talks be recorded\?/ })).toBeVisible();
      await scan('the approved lane');
    },
  },
  { name: 'polls', path: () => '/polls', ready: (p) => p.getByRole('article').first() },
  { name: 'questions', path: () => '/questions', ready: (p) => h1(p) },
  {
    name: 'session polls',
    path: (ids) => `/sessions/${ids.session}/polls`,
    ready: (p) => p.getByRole('article').first(),
    dialogs: async (page, scan) => {
      await scanDialog(page, page.getByRole('button', { name: 'New poll' }).first(), 'New poll', scan);
      // A poll card's "More" menu, open, then its Delete.
      await page.getByRole('button', { name: /^More actions for “/ }).first().click();
      await expect(page.getByRole('menu').first()).toBeVisible();
      await scan('poll actions menu');
      await scanDialog(page, page.getByRole('menuitem', { name: /^Delete “/ }).first(), 'Delete this poll?', scan, async (dialog) => {
        await expect(dialog.getByText('Checking what this would change…')).toHaveCount(0);
      });
    },
  },
  { name: 'speakers', path: () => '/speakers', ready: (p) => p.getByText('Ada Adeyemi').first() },
  { name: 'speaker', path: (ids) => `/speakers/${ids.speaker}`, ready: (p) => p.getByRole('textbox', { name: 'Name', exact: true }) },
  { name: 'sponsors', path: () => '/sponsors', ready: (p) => p.getByText('Contoso Health').first() },
  { name: 'sponsor', path: (ids) => `/sponsors/${ids.sponsor}`, ready: (p) => p.getByRole('textbox', { name: 'Name', exact: true }) },
  // Its count, not a demo title: other tests of the worker import abstracts into the same event, which can push the
  // demo's past the first page.
  { name: 'abstracts', path: () => '/abstracts', ready: (p) => p.getByText(/^[\d,]+ abstracts?$/).first() },
  { name: 'abstract', path: (ids) => `/abstracts/${ids.abstract}`, ready: (p) => p.getByRole('textbox', { name: 'Title', exact: true }) },
  { name: 'abstracts import', path: () => '/abstracts/import', ready: (p) => h1(p) },
  { name: 'settings', path: () => '/settings', ready: (p) => p.getByRole('button', { name: /Save/ }).first() },
  {
    name: 'pictures',
    path: () => '/pictures',
    ready: (p) => p.getByRole('grid', { name: 'Pictures' }).getByRole('gridcell').first(),
    // A picture's details panel, opened from its tile once its size is known.
    dialogs: (page, scan) =>
      scanDialog(page, page.getByRole('grid', { name: 'Pictures' }).getByRole('gridcell').first().getByRole('button'), /./, scan, async (dialog) => {
        await expect(dialog.getByTestId('picture-facts')).not.toContainText(/Checking|Measuring/);
      }),
  },
  { name: 'event report', path: () => '/report', ready: (p) => p.getByRole('button', { name: 'Gather the report' }) },
  { name: 'account', path: () => '/account', ready: (p) => h1(p) },
  { name: 'not found', path: () => '/no-such-page', ready: (p) => p.getByText('No page at this address') },
];

async function demoIds(api: ApiHelper): Promise<Ids> {
  const sessions = await api.get<{ documentId: string; title: string }[]>('/getSessions');
  const speakers = await api.get<{ documentId: string }[]>('/getSpeakers');
  const sponsors = await api.get<{ documentId: string }[]>('/getSponsors');
  const abstracts = await api.get<{ documentId: string }[]>('/getAbstracts');
  const session = sessions.find((s) => s.title === 'Opening keynote') ?? sessions[0];
  const polls = await api.get<{ pollId: string }[]>('/getPolls', { sessionId: session.documentId });
  // A board of its own with questions in two lanes.
  const board = await api.post<{ documentId: string }>('/upsertSession', { title: `axe board ${unique()}`, hasLiveQA: true });
  await api.post('/upsertQuestion', { sessionId: board.documentId, question: `Which room is the poster session in? ${unique()}`, status: 'pending' });
  await api.post('/upsertQuestion', { sessionId: board.documentId, question: `Will the talks be recorded? ${unique()}`, status: 'approved' });
  return { session: session.documentId, board: board.documentId, poll: polls[0].pollId, speaker: speakers[0].documentId, sponsor: sponsors[0].documentId, abstract: abstracts[0].documentId };
}

async function settled(page: Page, route: Route) {
  await expect(route.ready(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * The demo records the walks visit, read (and the board made) once per worker process with the worker's key. A
 * test-scoped fixture over a per-process promise, not a worker fixture: a worker fixture of its own would give
 * these tests a worker of their own (a browser and a server started again) instead of the ones already running.
 */
let walkIdsOfThisWorker: Promise<Ids> | undefined;
const test = base.extend<{ walkIds: Ids }>({
  walkIds: async ({ workerApi }, use) => use(await (walkIdsOfThisWorker ??= demoIds(workerApi))),
});

const DESKTOP = { width: 1440, height: 900 };
/** The walks: each scans the routes from its first route's name up to the next walk's. */
const WALK_STARTS = ['dashboard', 'sessions', 'question board', 'session polls', 'speakers', 'abstracts', 'settings'];
const WALKS = WALK_STARTS.map((name, i) => {
  const from = routes.findIndex((r) => r.name === name);
  const to = i + 1 < WALK_STARTS.length ? routes.findIndex((r) => r.name === WALK_STARTS[i + 1]) : routes.length;
  return { part: `${i + 1} of ${WALK_STARTS.length}`, first: i === 0, last: i === WALK_STARTS.length - 1, routes: routes.slice(from, to) };
});
const PHONE = { width: 390, height: 844 };

/** Lets the page lay itself out again after a resize (media queries, observers, React). */
async function relaidOut(page: Page, width: number) {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe('the axe check', () => {
  // WCAG 2.5.3: axe-core marks its rule experimental and leaves it out of a run by tags unless switched on.
  test('finds a button whose accessible name does not contain its visible text (label in name)', async ({ page }) => {
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><button type="button" aria-label="Ascending order">A to Z</button></main></html>');
    expect((await axeViolations(page)).map((v) => v.split(' ')[0])).toEqual(['label-content-name-mismatch']);
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><button type="button" aria-label="A to Z, ascending order">A to Z</button></main></html>');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('accessibility: axe WCAG 2.1 AA on every route', () => {
  // The walks are independent of each other: both workers take them, so none waits for the others at the run's end.
  test.describe.configure({ mode: 'parallel' });
  test.use({ actionTimeout: 10_000, viewport: DESKTOP });

  async function walk(page: Page, part: Route[], ids: Ids, scan: (where: string) => (what?: string) => Promise<void>) {
    for (const route of part) {
      await page.goto(route.path(ids));
      await settled(page, route);
      await scan(route.name)();
      if (route.dialogs) await route.dialogs(page, (what) => scan(route.name)(what));
    }
  }

  // Seven walks through the console (so each fits its time on a two-core machine); every page and dialog is scanned
  // at 1440 px and again at 390 px (resized in place: the same data). The walks share the worker's key and demo
  // records; the first signs in through the login form, the others open the console already connected. Every page
  // also runs under the Content-Security-Policy with no violation and no page error.
  for (const walkOf of WALKS) {
    test(`every route and its main dialogs at 1440 and 390 px (walk ${walkOf.part})`, async ({ page, workerCredentials, walkIds }) => {
      test.setTimeout(240_000);
      const watch = await watchPage(page);
      let violationsSeen = 0;
      const scan = (where: string) => async (what?: string) => {
        const label = `${where}${what ? `, ${what}` : ''}`;
        await expectNoAxeViolations(page, { soft: true, label: `${label} at ${DESKTOP.width} px` });
        await page.setViewportSize(PHONE);
        await relaidOut(page, PHONE.width);
        await expectNoAxeViolations(page, { soft: true, label: `${label} at ${PHONE.width} px` });
        await page.setViewportSize(DESKTOP);
        await relaidOut(page, DESKTOP.width);
        expect.soft(watch.cspViolations.slice(violationsSeen), `policy violations by ${label}`).toEqual([]);
        violationsSeen = watch.cspViolations.length;
      };

      if (walkOf.first) {
        await page.goto('/login');
        await expect(page.getByLabel('API key')).toBeVisible();
        await scan('login')();
        await connectThroughLogin(page, workerCredentials);
      } else {
        await connectTab(page, workerCredentials);
      }

      await walk(page, walkOf.routes, walkIds, scan);
      expect.soft(watch.pageErrors, 'page errors').toEqual([]);

      if (!walkOf.last) return;
      // The navigation menu of narrow screens.
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
      await expectNoAxeViolations(page, { soft: true, label: `navigation menu at ${PHONE.width} px` });
    });
  }
});
