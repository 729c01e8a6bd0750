/**
 * Each role sees only its pages (issue "Your team, signed in"): the organiser shares the demo event and invites a
 * member of each role (a Moderator of every room, a Moderator of one chosen room, AV, a Viewer); each joins with a
 * password in a browser context of its own and walks every page its navigation offers, by the navigation (clicks,
 * no reloads). On each page: no answer its browser receives is a 401 or 403 (the console never calls what the role
 * may not), no console error, no visible control disabled without words saying why, no control the role cannot
 * use, and no axe violation at 1440 px (and at 390 px on the dashboard and on a board the role reads). An address the role may not open, typed
 * in the address bar, shows a page saying so. A second test per member opens, by clicks from the pages of its walk,
 * what those pages lead to: a session's editor, a speaker's, a sponsor's, an abstract's and the abstract import (for a
 * role that reads abstracts), the Sessions grid, the command palette and the control
 * room of the chosen room, with the same checks, and each read only (told why, no save bar, no delete, no drag) for
 * a role that may not change it; AV shows an approved question on the room's screen from its read-only board.
 * Each test sets up what it needs, in any order.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test, type ApiHelper, type Credentials } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { invite, joinWithPassword, memberContext, nav, shareWithTeam, type MemberContext } from './team-members';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(3).toString('hex');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Member = {
  role: 'Moderator' | 'AV' | 'Viewer';
  /** A moderator's rooms, as typed on the invitation ('' for every room). */
  rooms?: string;
  /** Navigation entries the role must have, and entries it must not. */
  sees: string[];
  hidden: string[];
  /** Buttons and links the role cannot use, by accessible name: none may show on any page of its walk. */
  forbidden: RegExp;
  /** Addresses the role may not open, typed in the address bar: what the refusal says the role cannot do ("open
   * Guests", "add sessions") and the subject its explanation starts with ("Guests", "Adding sessions"). */
  refused: { path: string; what: string; subject: string }[];
};

/** What writes the programme, the event's settings, people and content: no member role below may. */
const PROGRAMME_WRITES = 'Save|Delete|Discard|New session|New speaker|New sponsor|New abstract|Publish|Unpublish|Renew address|Import|Upload|Add guest|Add ticket';
const writes = (...more: string[]) => new RegExp(`^(${[PROGRAMME_WRITES, ...more].join('|')})\\b`);

const MEMBERS: Record<string, Member> = {
  moderatorOfAll: {
    role: 'Moderator',
    sees: ['Dashboard', 'Rooms', 'Q&A', 'Polls', 'Sessions'],
    hidden: ['Guests', 'Tickets', 'Pictures', 'Team', 'Audit log', 'Abstracts'],
    forbidden: writes(),
    refused: [
      { path: '/guests', what: 'open Guests', subject: 'Guests' },
      { path: '/team', what: 'open Team', subject: 'Team' },
    ],
  },
  moderatorOfOneRoom: {
    role: 'Moderator',
    sees: ['Dashboard', 'Rooms', 'Q&A', 'Polls', 'Sessions'],
    hidden: ['Guests', 'Tickets', 'Pictures', 'Team', 'Audit log', 'Abstracts'],
    forbidden: writes(),
    refused: [
      { path: '/tickets', what: 'open Tickets', subject: 'Tickets' },
      { path: '/speakers/new', what: 'add speakers', subject: 'Adding speakers' },
    ],
  },
  av: {
    role: 'AV',
    sees: ['Dashboard', 'Rooms', 'Q&A', 'Polls', 'Sessions'],
    hidden: ['Guests', 'Tickets', 'Pictures', 'Team', 'Audit log', 'Abstracts'],
    forbidden: writes('New poll', 'Approve', 'Reject', 'Answer', 'Archive', 'Hide', 'Ask'),
    refused: [
      { path: '/guests', what: 'open Guests', subject: 'Guests' },
      { path: '/abstracts', what: 'open Abstracts', subject: 'Abstracts' },
    ],
  },
  viewer: {
    role: 'Viewer',
    sees: ['Dashboard', 'Q&A', 'Polls', 'Sessions', 'Abstracts'],
    hidden: ['Guests', 'Tickets', 'Pictures', 'Team', 'Audit log'],
    forbidden: writes('New poll', 'Approve', 'Reject', 'Answer', 'Archive', 'Hide', 'Ask', 'Pair a screen'),
    refused: [
      { path: '/tickets', what: 'open Tickets', subject: 'Tickets' },
      { path: '/pictures', what: 'open Pictures', subject: 'Pictures' },
      { path: '/sessions/new', what: 'add sessions', subject: 'Adding sessions' },
    ],
  },
};

type Watch = { refusals: string[]; consoleErrors: string[] };

/** Every 401 and 403 the member's browser receives, and every console error and page error, as they come. */
function watchMember(page: Page): Watch {
  const watch: Watch = { refusals: [], consoleErrors: [] };
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) watch.refusals.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') watch.consoleErrors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => watch.consoleErrors.push(`page error: ${e.message}`));
  return watch;
}

/** The page has its data: its heading, and nothing still loading. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Reading)/ })).toHaveCount(0);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

/**
 * Visible controls that are disabled (natively, inside a disabled fieldset, or by aria-disabled) with no words
 * saying why: no aria-describedby naming text, no title, on the control or on the disabled fieldset around it.
 */
async function silentDisabledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    const own = (el: Element) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const described = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
      return described || el.getAttribute('title')?.trim() || '';
    };
    const words = (el: Element) => own(el) || (el.closest('fieldset[disabled]') ? own(el.closest('fieldset[disabled]')!) : '');
    const controls = [...document.querySelectorAll('button, input, select, textarea, a, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [aria-disabled="true"]')];
    return controls
      .filter((el) => visible(el) && (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'))
      .filter((el) => !words(el))
      .map((el) => `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 60)}”`);
  });
}

/** The names of the visible, usable buttons and links of the page's main area that match `forbidden`. */
async function forbiddenControls(page: Page, forbidden: RegExp): Promise<string[]> {
  const names = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('button, a, [role="button"], [role="menuitem"], [role="switch"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true';
      })
      .map((el) => (el.getAttribute('aria-label') ?? ((el as HTMLButtonElement).labels?.[0]?.textContent || el.textContent) ?? '').trim()),
  );
  return names.filter((n) => forbidden.test(n));
}

/** Checks the page the member is on: refusals and console errors since the last page, silent disabled controls, forbidden controls, axe. */
async function checkPage(member: MemberContext, watch: Watch, spec: Member, label: string) {
  const { page } = member;
  await settled(page);
  baseExpect.soft(watch.refusals, `401/403 answers on ${label}`).toEqual([]);
  baseExpect.soft(watch.consoleErrors, `console errors on ${label}`).toEqual([]);
  watch.refusals.length = 0;
  watch.consoleErrors.length = 0;
  baseExpect.soft(await silentDisabledControls(page), `controls disabled without words on ${label}`).toEqual([]);
  baseExpect.soft(await forbiddenControls(page, spec.forbidden), `controls a ${spec.role} cannot use on ${label}`).toEqual([]);
  await expectNoAxeViolations(page, { soft: true, label: `${label} at ${DESKTOP.width} px` });
}

type Setup = { room: string; elsewhereRoom: string; mineTitle: string; elsewhereTitle: string; approved: string; speaker: string; sponsor: string; abstract: string };

/** What moderates a board. */
const BOARD_WRITES = /^(Approve|Reject|Answer|Archive|Hide|Delete|Ask|Pin|Edit)\b/;

/**
 * A session with live Q&A in a room of its own (the chosen room) and one in another room, each with a pending
 * question, an approved question in the chosen room's, and a speaker.
 */
async function boards(api: ApiHelper): Promise<Setup> {
  const room = `Hall ${unique()}`;
  const elsewhereRoom = `Annex ${unique()}`;
  const mineTitle = `Board in ${room}`;
  const elsewhereTitle = `Board elsewhere ${unique()}`;
  const mine = await api.post<{ documentId: string }>('/upsertSession', { title: mineTitle, location: room, hasLiveQA: true });
  const elsewhere = await api.post<{ documentId: string }>('/upsertSession', { title: elsewhereTitle, location: elsewhereRoom, hasLiveQA: true });
  for (const s of [mine, elsewhere]) await api.post('/upsertQuestion', { sessionId: s.documentId, question: `Is there coffee after this? ${unique()}`, status: 'pending' });
  const approved = `Which slides will be shared? ${unique()}`;
  await api.post('/upsertQuestion', { sessionId: mine.documentId, question: approved, status: 'approved' });
  const speaker = `Ada Walker ${unique()}`;
  await api.post('/upsertSpeaker', { name: speaker });
  const sponsor = `Reef Partners ${unique()}`;
  await api.post('/upsertSponsor', { name: sponsor, tier: 0 });
  const abstract = `Kelp forests at night ${unique()}`;
  await api.post('/upsertAbstract', { title: abstract, abstractNumber: `A-${unique()}` });
  return { room, elsewhereRoom, mineTitle, elsewhereTitle, approved, speaker, sponsor, abstract };
}

/** The organiser shares the event (unless an earlier test of the worker did) and invites the member, who joins in a context of its own. */
async function join(key: string, spec: Member, fx: { page: Page; browser: Browser; server: { url: string }; credentials: Credentials; api: ApiHelper }) {
  const setup = await boards(fx.api);
  await openConnected(fx.page, fx.credentials, '/team');
  await shareWithTeam(fx.page);
  const link = await invite(fx.page, spec.role, key === 'moderatorOfOneRoom' ? setup.room : '');
  await fx.page.close();

  const member = await memberContext(fx.browser, fx.server.url, { viewport: DESKTOP });
  const watch = watchMember(member.page);
  const name = `${spec.role} ${unique()}`;
  await joinWithPassword(member.page, link, { name, email: `${key}.${unique()}@team.example`, role: spec.role });
  return { setup, member, watch, menu: nav(member.page) };
}

/** Opens a session's board from the Q&A page by its card. */
async function openBoard(page: Page, title: string) {
  await nav(page).getByRole('link', { name: 'Q&A', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('link', { name: /questions$/ }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** The command palette (Ctrl+K): none of its actions is one the role cannot use, and it passes axe. */
async function checkPalette(member: MemberContext, spec: Member, label: string) {
  const { page } = member;
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('group', { name: 'Actions' }).getByRole('option').first()).toBeVisible();
  // Its pages ("Go to") are the navigation's, checked by the walk; its actions are checked here.
  const options = (await palette.getByRole('group', { name: 'Actions' }).getByRole('option').allInnerTexts()).map((o) => o.trim());
  baseExpect.soft(options.filter((o) => spec.forbidden.test(o)), `palette actions a ${spec.role} cannot use on ${label}`).toEqual([]);
  // Pairing a screen is for whoever may drive the room screens (AV and moderators), as on Rooms.
  baseExpect.soft(options.includes('Pair a screen'), `Pair a screen in the palette of a ${spec.role}`).toBe(spec.role !== 'Viewer');
  await expectNoAxeViolations(page, { soft: true, label: `the command palette on ${label}` });
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
}

for (const [key, spec] of Object.entries(MEMBERS)) {
  test(`${spec.role === 'AV' ? 'an' : 'a'} ${spec.role}${key === 'moderatorOfOneRoom' ? ' of one room' : ''} walks every page its navigation offers`, async ({ page, browser, server, credentials, api }) => {
    test.setTimeout(120_000);
    const { setup, member, watch, menu } = await join(key, spec, { page, browser, server, credentials, api });
    for (const area of spec.sees) await expect(menu.getByRole('link', { name: area, exact: true })).toBeVisible();
    for (const area of spec.hidden) await expect(menu.getByText(area, { exact: true }), `${area} in the navigation of a ${spec.role}`).toHaveCount(0);

    // The dashboard, at 1440 and 390 px.
    await checkPage(member, watch, spec, 'Dashboard');
    await member.page.setViewportSize(PHONE);
    await expectNoAxeViolations(member.page, { soft: true, label: `Dashboard at ${PHONE.width} px` });
    await member.page.setViewportSize(DESKTOP);

    // Every page the navigation offers, by the navigation.
    const areas = await menu.getByRole('link').allInnerTexts();
    for (const area of areas.map((a) => a.trim())) {
      await menu.getByRole('link', { name: area, exact: true }).click();
      await expect(menu.getByRole('link', { name: area, exact: true })).toHaveAttribute('aria-current', 'page');
      await checkPage(member, watch, spec, area);
    }

    // The Q&A board of a session in the chosen room, then of one elsewhere, opened from the Q&A page.
    for (const [title, label] of [
      [setup.mineTitle, 'the board of a session in the chosen room'],
      [setup.elsewhereTitle, 'the board of a session elsewhere'],
    ]) {
      await openBoard(member.page, title);
      // A moderator moderates the board (the programme's writes are not on it), a moderator of one room only there;
      // AV, a Viewer, and a moderator of one room elsewhere read it, without its actions, and are told why.
      const otherRoom = key === 'moderatorOfOneRoom' && title === setup.elsewhereTitle;
      const moderates = spec.role === 'Moderator' && !otherRoom;
      const board = moderates ? { ...spec, forbidden: /$^/ } : { ...spec, forbidden: BOARD_WRITES };
      await checkPage(member, watch, board, label);
      if (moderates) await expect(member.page.getByRole('button', { name: 'Approve' }).first()).toBeVisible();
      else if (otherRoom) await expect(member.page.getByText(`Read only: you moderate ${setup.room}; this session is in Annex `)).toBeVisible();
      else await expect(member.page.getByText('Read only: moderating questions is for moderators and organisers.')).toBeVisible();
      if (!moderates) {
        // On a phone the board shows one question with big buttons: none of them moderates, and a swipe only moves.
        await member.page.setViewportSize(PHONE);
        await expect(member.page.getByText(/^\d+ of \d+$/)).toBeVisible();
        baseExpect.soft(await forbiddenControls(member.page, BOARD_WRITES), `controls a ${spec.role} cannot use on ${label} at ${PHONE.width} px`).toEqual([]);
        await expectNoAxeViolations(member.page, { soft: true, label: `${label} at ${PHONE.width} px` });
        await member.page.setViewportSize(DESKTOP);
      }
    }

    // An address the role may not open, typed in the address bar: a page saying the role cannot open it.
    for (const { path, what, subject } of spec.refused) {
      await member.page.goto(path);
      await expect(member.page.getByRole('heading', { name: `Your role cannot ${what}` })).toBeVisible();
      await expect(member.page.getByRole('main')).toContainText(`${subject} is not part of the ${spec.role} role`);
      baseExpect.soft(watch.refusals, `401/403 answers on ${path}`).toEqual([]);
      watch.refusals.length = 0;
    }
    await member.context.close();
  });

  test(`${spec.role === 'AV' ? 'an' : 'a'} ${spec.role}${key === 'moderatorOfOneRoom' ? ' of one room' : ''} opens what its pages lead to: a session, a speaker, the grid, the palette, the control room`, async ({ page, browser, server, credentials, api }) => {
    test.setTimeout(120_000);
    const { setup, member, watch, menu } = await join(key, spec, { page, browser, server, credentials, api });
    const p = member.page;
    // No member role below changes the programme: each reads it, told why, with no save bar, no delete, no drag.
    const readOnlyProgramme = 'Read only: changing sessions is for organisers.';

    // A session's editor, from the Sessions list.
    await menu.getByRole('link', { name: 'Sessions', exact: true }).click();
    await p.getByRole('link', { name: setup.mineTitle, exact: true }).click();
    await expect(p.getByRole('heading', { name: setup.mineTitle, level: 1 })).toBeVisible();
    await expect(p.getByText(readOnlyProgramme)).toBeVisible();
    await expect(p.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(p.getByRole('button', { name: /^(Save session|Delete)/ })).toHaveCount(0);
    await checkPage(member, watch, spec, 'a session’s editor');

    // A speaker's editor and a sponsor's, each from its list: read only, told why, the name field disabled.
    for (const [area, name, noun] of [
      ['Speakers', setup.speaker, 'speaker'],
      ['Sponsors', setup.sponsor, 'sponsor'],
    ]) {
      await menu.getByRole('link', { name: area, exact: true }).click();
      await p.getByRole('link', { name, exact: true }).click();
      await expect(p.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(p.getByText(`Read only: changing ${noun}s is for organisers.`)).toBeVisible();
      await expect(p.getByRole('textbox', { name: 'Name' })).toBeDisabled();
      await checkPage(member, watch, spec, `a ${noun}’s editor`);
    }

    // An abstract's editor, from the Abstracts list, for a role that reads abstracts; the import, typed, read only.
    if (spec.sees.includes('Abstracts')) {
      await menu.getByRole('link', { name: 'Abstracts', exact: true }).click();
      await p.getByRole('link', { name: setup.abstract, exact: true }).click();
      await expect(p.getByRole('heading', { name: setup.abstract, level: 1 })).toBeVisible();
      await expect(p.getByText('Read only: changing abstracts is for organisers.')).toBeVisible();
      await checkPage(member, watch, spec, 'an abstract’s editor');
      await p.goto('/abstracts/import');
      await expect(p.getByText('Read only: importing abstracts is for organisers.')).toBeVisible();
      await checkPage(member, watch, spec, 'the abstract import');
    }

    // The Sessions grid, from the Sessions page's view switch; then the command palette over it.
    await menu.getByRole('link', { name: 'Sessions', exact: true }).click();
    await p.getByRole('navigation', { name: 'Sessions view' }).getByRole('link', { name: 'Grid' }).click();
    await expect(p.getByText(readOnlyProgramme)).toBeVisible();
    await expect(p.getByTestId('grid-block').or(p.getByTestId('tray-item')).first()).toBeVisible();
    await expect(p.getByTestId('resize-handle')).toHaveCount(0);
    await expect(p.getByRole('button', { name: /^(Undo move|Redo)/ })).toHaveCount(0);
    await checkPage(member, watch, spec, 'the Sessions grid');
    await checkPalette(member, spec, 'the Sessions grid');

    // The board of the chosen room's session, on its approved lane: AV shows the approved question on the room's
    // screen without moderating; a Viewer may neither moderate nor show; a moderator moderates.
    await openBoard(p, setup.mineTitle);
    await p.getByRole('tab', { name: /^Approved/ }).click();
    const approved = p.getByRole('article').filter({ hasText: setup.approved });
    await expect(approved).toBeVisible();
    if (spec.role === 'AV') {
      await expect(p.getByText('Read only: moderating questions is for moderators and organisers.')).toBeVisible();
      await approved.getByRole('button', { name: 'Show on screen' }).click();
      await expect(p.getByRole('status').filter({ hasText: 'On the room’s screen:' })).toContainText(setup.approved);
      await expect(approved).toContainText('On screen now');
      await checkPage(member, watch, { ...spec, forbidden: BOARD_WRITES }, 'the approved lane, its question on screen');
    } else if (spec.role === 'Viewer') {
      await checkPage(member, watch, { ...spec, forbidden: new RegExp(`${BOARD_WRITES.source}|^(Show on screen|Clear screen|Open this room)`) }, 'the approved lane');
    } else {
      await expect(approved.getByRole('button', { name: 'Show on screen' })).toBeVisible();
      await checkPage(member, watch, { ...spec, forbidden: /$^/ }, 'the approved lane');
    }

    // The control room of the chosen room, from the board's screens line. A Viewer reads it, told why: nothing it
    // offers may be used. The others drive it.
    await p.getByTestId('screens-panel').getByRole('link', { name: /control room$/ }).click();
    await expect(p.getByRole('heading', { name: `${setup.room}: control room`, level: 1 })).toBeVisible();
    const stageMessage = p.getByRole('button', { name: 'Pair a stage monitor' });
    if (spec.role === 'Viewer') {
      await expect(p.getByText('Read only: driving the room’s screens is for AV, moderators and organisers.')).toBeVisible();
      await expect(stageMessage).toBeDisabled();
      await checkPage(member, watch, { ...spec, forbidden: new RegExp(`${spec.forbidden.source}|^(Show|Next|Previous|Clear|Reveal|Send|Take down|Keep|Follow|Pair)`) }, 'the control room');
    } else {
      await expect(stageMessage).toBeEnabled();
      await expect(p.getByText(/^Read only/)).toHaveCount(0);
      await checkPage(member, watch, spec, 'the control room');
    }

    // A moderator of one room: the control room of another room, from that room's board, read only, told why.
    if (key === 'moderatorOfOneRoom') {
      await openBoard(p, setup.elsewhereTitle);
      await p.getByTestId('screens-panel').getByRole('link', { name: /control room$/ }).click();
      await expect(p.getByRole('heading', { name: `${setup.elsewhereRoom}: control room`, level: 1 })).toBeVisible();
      await expect(p.getByText(`Read only: you moderate ${setup.room}; this is ${setup.elsewhereRoom}.`)).toBeVisible();
      await expect(stageMessage).toBeDisabled();
      await checkPage(member, watch, { ...spec, forbidden: new RegExp(`${spec.forbidden.source}|^(Show|Next|Previous|Clear|Reveal|Send|Take down|Keep|Follow|Pair)`) }, 'the control room of another room');
      // A connection this tab kept from before the console knew a member's rooms: the server's answer gives them back.
      await p.evaluate(() => {
        const kept = JSON.parse(sessionStorage.getItem('console.connection') ?? '{}') as { member?: { rooms?: string[] } };
        delete kept.member?.rooms;
        sessionStorage.setItem('console.connection', JSON.stringify(kept));
      });
      await p.reload();
      await expect(p.getByText(`Read only: you moderate ${setup.room}; this is ${setup.elsewhereRoom}.`)).toBeVisible();
    }
    await member.context.close();
  });
}
