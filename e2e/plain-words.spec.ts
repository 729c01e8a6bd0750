import type { Page } from '@playwright/test';
import { test, expect, type ApiHelper } from './fixtures';
import { SCOPES } from '../src/contract/common';
import type { RouteName } from '../src/app/route-table';
import { moveTo } from './move-in-console';
import { paths } from '../src/paths';

/**
 * Plain words on every page: signed in with "Use the demo event", the user
 * moves through every route of the route table (areas with the side
 * navigation, their detail pages inside the running console, never by
 * reload), and the visible text of each page (`document.body.innerText`)
 * holds none of the demo's record ids, none of the service's raw field names
 * and no scope name.
 */

/** Raw names of the service that are no words for people: field names, the quota's figures, proxy jargon. */
const RAW_WORDS = [
  'maxChoices', 'ARGB', 'documentId', 'contentData', 'whiteListed', 'whitelist', 'Console only', 'self-proxy', 'allowSelfProxy', 'timeZoneOffset',
  'Locked (voting closed)', 'requests a minute', 'are free right now', ...SCOPES,
];
/**
 * Words about the key's life, allowed only on the account page (whose point it is) while the key has hours left:
 * "Key: 5 h 12 min left" (the top bar), "Your API key: 9 min left", "key expires in 9 min". A session's talk timer
 * ("58 min left" on Rooms) is not the key's.
 */
const KEY_LIFE = /\bkey:?\s+(?:expires in\s+)?\d+\s(?:h|min)\b/i;

/** Dialogs opened on the way, by the page they open on: the button that opens each. */
const DIALOGS: Partial<Record<RouteName, string[]>> = {
  sessionPolls: ['New poll'],
  tickets: ['Add ticket'],
  guests: ['Add guest'],
};

/** Every id the demo's records carry (documentId, sessionId, pollId, …), read through the API. */
async function demoRecordIds(api: ApiHelper, sessionIds: string[]): Promise<Set<string>> {
  const lists = await Promise.all([
    api.get<unknown[]>('/getSessions'),
    api.get<unknown[]>('/getSpeakers'),
    api.get<unknown[]>('/getSponsors'),
    api.get<unknown[]>('/getAbstracts'),
    api.get<unknown[]>('/getGuests'),
    api.get<unknown[]>('/getAllTickets'),
    api.get<unknown[]>('/getPolls'),
    ...sessionIds.map((sessionId) => api.get<unknown[]>('/getQuestions', { sessionId })),
  ]);
  const ids = new Set<string>();
  const collect = (value: unknown, key = '') => {
    if (Array.isArray(value)) value.forEach((v) => collect(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    // Ids are long random strings without spaces; short values (a track number, "1") are no ids worth
    // looking for, and a reference field may hold what a user typed (an abstract's session given by name).
    else if (typeof value === 'string' && /(^id$|Id$)/.test(key) && /^[\w-]{8,}$/.test(value)) ids.add(value);
  };
  collect(lists);
  return ids;
}

type Ids = { room: string; session: string; speaker: string; sponsor: string; abstract: string; poll: string; board: string };

/** How the user reaches each route: `area` is the navigation entry clicked first, `then` the address moved to inside the console. */
const REACH: Record<RouteName, { area: string; then?: (ids: Ids) => string; skip?: string }> = {
  login: { area: '', skip: 'the login page is checked before signing in' },
  pairScreen: { area: '', skip: 'a machine being paired shows only its code (e2e/screen-pairing.spec.ts reads its words)' },
  roomScreen: { area: '', skip: 'a room screen needs a screen link (e2e/room-screens.spec.ts reads its words)' },
  dashboard: { area: 'Dashboard' },
  sessions: { area: 'Sessions' },
  session: { area: 'Sessions', then: (ids) => `/sessions/${ids.session}` },
  rooms: { area: 'Rooms' },
  room: { area: 'Rooms', then: (ids) => paths.room.link(ids.room) },
  questions: { area: 'Q&A' },
  questionBoard: { area: 'Q&A', then: (ids) => `/sessions/${ids.board}/questions` },
  polls: { area: 'Polls' },
  sessionPolls: { area: 'Polls', then: (ids) => `/sessions/${ids.board}/polls` },
  report: { area: 'Event report' },
  guests: { area: 'Guests' },
  tickets: { area: 'Tickets' },
  speakers: { area: 'Speakers' },
  speaker: { area: 'Speakers', then: (ids) => `/speakers/${ids.speaker}` },
  programme: { area: 'Publish' },
  programmeRelease: { area: '', skip: 'a version exists only once published (e2e/programme.spec.ts reads its page)' },
  sponsors: { area: 'Sponsors' },
  sponsor: { area: 'Sponsors', then: (ids) => `/sponsors/${ids.sponsor}` },
  abstracts: { area: 'Abstracts' },
  abstractsImport: { area: 'Abstracts', then: () => '/abstracts/import' },
  abstract: { area: 'Abstracts', then: (ids) => `/abstracts/${ids.abstract}` },
  pictures: { area: 'Pictures' },
  settings: { area: 'Event settings' },
  account: { area: 'Account' },
  team: { area: 'Team' },
  audit: { area: 'Audit log' },
  join: { area: '', skip: 'joining needs an invitation link (e2e/team.spec.ts reads its words)' },
  notFound: { area: 'Dashboard', then: () => '/no-such-page' },
};

/** The page shows its heading and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test('no page shows a record id, a raw field name or a scope name', async ({ page, api, server }) => {
  test.setTimeout(300_000);
  const sessions = await api.get<{ documentId: string; title: string; location?: string; hasLiveQA?: boolean; hasPoll?: boolean }[]>('/getSessions');
  const board = sessions.find((s) => s.hasLiveQA) ?? sessions[0];
  const polls = await api.get<{ pollId: string }[]>('/getPolls');
  const [speaker] = await api.get<{ documentId: string }[]>('/getSpeakers');
  const [sponsor] = await api.get<{ documentId: string }[]>('/getSponsors');
  const [abstract] = await api.get<{ documentId: string }[]>('/getAbstracts');
  const ids: Ids = { room: sessions.find((s) => s.location)?.location ?? '', session: sessions[0].documentId, board: board.documentId, poll: polls[0].pollId, speaker: speaker.documentId, sponsor: sponsor.documentId, abstract: abstract.documentId };
  const recordIds = await demoRecordIds(api, sessions.map((s) => s.documentId));
  const forbidden = [...recordIds, server.demo.clientId, server.demo.eventId, server.demo.apiKey];
  expect(recordIds.size).toBeGreaterThan(20);

  const problems: string[] = [];
  const check = async (where: string) => {
    const text = await page.evaluate(() => document.body.innerText);
    const found = [...forbidden.filter((id) => text.includes(id)).map((id) => `id ${id}`), ...RAW_WORDS.filter((w) => text.toLowerCase().includes(w.toLowerCase()))];
    const life = where.startsWith('account') ? null : KEY_LIFE.exec(text);
    if (life) found.push(`the key's time left ("${text.slice(Math.max(0, life.index - 60), life.index + 30).replace(/\s+/g, ' ')}")`);
    if (found.length) problems.push(`${where}: ${found.join(', ')}`);
  };

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Use the demo event' })).toBeVisible();
  await check('login');
  await page.getByRole('button', { name: 'Use the demo event' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  const nav = page.getByRole('navigation', { name: 'Areas' }).first();
  for (const [name, how] of Object.entries(REACH) as [RouteName, (typeof REACH)[RouteName]][]) {
    if (how.skip) continue;
    await test.step(name, async () => {
      if (!page.url().startsWith(server.url) || page.url().includes('/screen/')) await page.goBack();
      // The page this step leaves: its text must not be read as the next page's while the move is drawn.
      const link = nav.getByRole('link', { name: how.area, exact: true });
      const to = how.then ? how.then(ids) : await link.getAttribute('href');
      const left = new URL(page.url()).pathname === to ? null : await page.locator('h1').first().innerText();
      await link.click();
      if (how.then) await moveTo(page, how.then(ids));
      if (left !== null) await expect(page.locator('h1').first()).not.toHaveText(left, { timeout: 30_000 });
      await settled(page);
      await check(`${name} (${new URL(page.url()).pathname})`);
      for (const opener of DIALOGS[name] ?? []) {
        await page.getByRole('button', { name: opener, exact: true }).first().click({ timeout: 15_000 });
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await check(`${name}, dialog "${opener}"`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      // The command palette, with a search across every kind of record.
      if (name === 'dashboard') {
        await page.keyboard.press('Control+k');
        await page.keyboard.type('a');
        await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toBeVisible();
        await check('command palette');
        await page.keyboard.press('Escape');
      }
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
