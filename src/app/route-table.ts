/**
 * The console's one route table: every address with its lazily loaded page,
 * the scope it needs, the navigation label of the area it belongs to, and a
 * link builder. The router mounts these rows, the navigation lists the rows
 * marked `nav` under their group (groups in `NAV_GROUP_NAMES` order, rows in
 * table order within a group), and the scope guard finds the row of the
 * address it is on with react-router's own matching. Adding a page is adding
 * a row here.
 *
 * Frames: `public` pages need no connection (login); `bare` pages need one but
 * stand alone (projector views); `shell` pages sit inside the navigation.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router';
import type { Scope } from '../contract/common';
import { paths } from '../paths';
import { page } from './lazy-page';

/** The navigation's groups, in the order the navigation shows them. */
export const NAV_GROUP_NAMES = ['Live', 'Programme', 'People', 'Content', 'Settings'] as const;
export type NavGroupName = (typeof NAV_GROUP_NAMES)[number];

export type RouteRow = {
  /** react-router path pattern. */
  path: string;
  page: LazyExoticComponent<ComponentType>;
  frame: 'public' | 'bare' | 'shell';
  /** Scope needed to open the page; undefined: any valid key. */
  scope?: Scope;
  /** The navigation label of the area the page belongs to (also names it when a scope is missing). */
  label: string;
  /** The area's own entry in the navigation, under this group. */
  nav?: NavGroupName;
  /** Builds an address of this row. */
  link: (...ids: string[]) => string;
  /** A record's page at its `new` address: adding a record needs `scope` ("add sessions", "Adding sessions"). */
  adding?: { scope: Scope; what: string; subject: string };
};

export const ROUTES = {
  login: { path: paths.login.pattern, frame: 'public', label: 'Connect', link: paths.login.link, page: page(() => import('../features/account/login-page')) },
  join: { path: paths.join.pattern, frame: 'public', label: 'Join the team', link: paths.join.link, page: page(() => import('../features/team/join-page')) },
  pairScreen: { path: paths.pairScreen.pattern, frame: 'public', label: 'Pair this screen', link: paths.pairScreen.link, page: page(() => import('../components/screen/pair-screen-page')) },
  roomScreen: { path: paths.roomScreen.pattern, frame: 'public', label: 'Room screen', link: paths.roomScreen.link, page: page(() => import('../components/screen/room-screen-page')) },

  dashboard: { path: paths.dashboard.pattern, frame: 'shell', label: 'Dashboard', nav: 'Live', link: paths.dashboard.link, page: page(() => import('../features/dashboard/dashboard-page')) },
  sessions: { path: paths.sessions.pattern, frame: 'shell', scope: 'event:read', label: 'Sessions', nav: 'Programme', link: paths.sessions.link, page: page(() => import('../features/sessions/sessions-page')) },
  session: {
    path: paths.session.pattern, frame: 'shell', scope: 'event:read', label: 'Sessions',
    link: paths.session.link, adding: { scope: 'event:write', what: 'add sessions', subject: 'Adding sessions' }, page: page(() => import('../features/sessions/session-page')),
  },
  rooms: { path: paths.rooms.pattern, frame: 'shell', scope: 'qa:read', label: 'Rooms', nav: 'Live', link: paths.rooms.link, page: page(() => import('../features/rooms/rooms-page')) },
  room: { path: paths.room.pattern, frame: 'shell', scope: 'qa:read', label: 'Rooms', link: paths.room.link, page: page(() => import('../features/rooms/control-room-page')) },
  questions: { path: paths.questions.pattern, frame: 'shell', scope: 'qa:read', label: 'Q&A', nav: 'Live', link: paths.questions.link, page: page(() => import('../features/questions/questions-page')) },
  questionBoard: {
    path: paths.questionBoard.pattern, frame: 'shell', scope: 'qa:read', label: 'Q&A',
    link: paths.questionBoard.link, page: page(() => import('../features/questions/question-board-page')),
  },
  polls: { path: paths.polls.pattern, frame: 'shell', scope: 'polls:read', label: 'Polls', nav: 'Live', link: paths.polls.link, page: page(() => import('../features/polls/polls-page')) },
  sessionPolls: {
    path: paths.sessionPolls.pattern, frame: 'shell', scope: 'polls:read', label: 'Polls',
    link: paths.sessionPolls.link, page: page(() => import('../features/polls/polls-page')),
  },
  report: { path: paths.report.pattern, frame: 'shell', label: 'Event report', nav: 'Live', link: paths.report.link, page: page(() => import('../features/report/report-page')) },
  guests: { path: paths.guests.pattern, frame: 'shell', scope: 'attendees:read', label: 'Guests', nav: 'People', link: paths.guests.link, page: page(() => import('../features/guests/guests-page')) },
  tickets: { path: paths.tickets.pattern, frame: 'shell', scope: 'tickets:read', label: 'Tickets', nav: 'People', link: paths.tickets.link, page: page(() => import('../features/tickets/tickets-page')) },
  speakers: { path: paths.speakers.pattern, frame: 'shell', scope: 'event:read', label: 'Speakers', nav: 'Programme', link: paths.speakers.link, page: page(() => import('../features/speakers/speakers-page')) },
  speaker: {
    path: paths.speaker.pattern, frame: 'shell', scope: 'event:read', label: 'Speakers',
    link: paths.speaker.link, adding: { scope: 'event:write', what: 'add speakers', subject: 'Adding speakers' }, page: page(() => import('../features/speakers/speaker-page')),
  },
  programme: { path: paths.programme.pattern, frame: 'shell', scope: 'event:read', label: 'Publish', nav: 'Programme', link: paths.programme.link, page: page(() => import('../features/programme/publish-page')) },
  programmeRelease: {
    path: paths.programmeRelease.pattern, frame: 'shell', scope: 'event:read', label: 'Publish',
    link: paths.programmeRelease.link, page: page(() => import('../features/programme/release-page')),
  },
  sponsors: { path: paths.sponsors.pattern, frame: 'shell', scope: 'event:read', label: 'Sponsors', nav: 'Programme', link: paths.sponsors.link, page: page(() => import('../features/sponsors/sponsors-page')) },
  sponsor: {
    path: paths.sponsor.pattern, frame: 'shell', scope: 'event:read', label: 'Sponsors',
    link: paths.sponsor.link, adding: { scope: 'event:write', what: 'add sponsors', subject: 'Adding sponsors' }, page: page(() => import('../features/sponsors/sponsor-page')),
  },
  abstracts: { path: paths.abstracts.pattern, frame: 'shell', scope: 'abstracts:read', label: 'Abstracts', nav: 'Content', link: paths.abstracts.link, page: page(() => import('../features/abstracts/list/abstracts-page')) },
  abstractsImport: {
    path: paths.abstractsImport.pattern, frame: 'shell', scope: 'abstracts:read', label: 'Abstracts',
    link: paths.abstractsImport.link, page: page(() => import('../features/abstracts/import/abstracts-import-page')),
  },
  abstract: {
    path: paths.abstract.pattern, frame: 'shell', scope: 'abstracts:read', label: 'Abstracts',
    link: paths.abstract.link, adding: { scope: 'abstracts:write', what: 'add abstracts', subject: 'Adding abstracts' }, page: page(() => import('../features/abstracts/editor/abstract-page')),
  },
  pictures: { path: paths.pictures.pattern, frame: 'shell', scope: 'media:write', label: 'Pictures', nav: 'Content', link: paths.pictures.link, page: page(() => import('../features/media/pictures-page')) },
  settings: { path: paths.settings.pattern, frame: 'shell', scope: 'event:read', label: 'Event settings', nav: 'Settings', link: paths.settings.link, page: page(() => import('../features/event-settings/settings-page')) },
  team: { path: paths.team.pattern, frame: 'shell', scope: 'event:write', label: 'Team', nav: 'Settings', link: paths.team.link, page: page(() => import('../features/team/team-page')) },
  audit: { path: paths.audit.pattern, frame: 'shell', scope: 'event:write', label: 'Audit log', nav: 'Settings', link: paths.audit.link, page: page(() => import('../features/team/audit-page')) },
  account: { path: paths.account.pattern, frame: 'shell', label: 'Account', nav: 'Settings', link: paths.account.link, page: page(() => import('../features/account/account-page')) },
  notFound: { path: paths.notFound.pattern, frame: 'shell', label: 'Not found', link: paths.notFound.link, page: page(() => import('./not-found-page')) },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof ROUTES;

/** Every row, in table order. */
export const ROUTE_ROWS: readonly RouteRow[] = Object.values(ROUTES);

/** A row with its name in the table (the navigation keys its icons by it). */
export type NamedRouteRow = RouteRow & { name: RouteName };

/** The navigation: each group with its entries (table order within a group); a group without entries is left out. */
export const NAV_GROUPS: readonly { name: NavGroupName; routes: readonly NamedRouteRow[] }[] = NAV_GROUP_NAMES.map((group) => ({
  name: group,
  routes: (Object.keys(ROUTES) as RouteName[]).map((name): NamedRouteRow => ({ ...ROUTES[name], name })).filter((r) => r.nav === group),
})).filter((g) => g.routes.length > 0);

/** The navigation's entries, in the order the navigation shows them. */
export const NAV_ROUTES: readonly NamedRouteRow[] = NAV_GROUPS.flatMap((g) => g.routes);

/** The row an address belongs to, matched the way the router matches (most specific path wins). */
export function routeForPath(pathname: string): RouteRow | undefined {
  return matchRow(pathname)?.route.row;
}

function matchRow(pathname: string) {
  return matchRoutes(
    ROUTE_ROWS.map((row) => ({ path: row.path, row })),
    pathname,
  )?.at(-1);
}

/**
 * What opening an address needs, and how a refusal names it: the row's scope ("open Guests"), or at a record's
 * `new` address the scope of adding one ("add sessions").
 */
export function accessForPath(pathname: string): { row: RouteRow; scope: Scope | undefined; what: string; subject: string } | undefined {
  const match = matchRow(pathname);
  if (!match) return undefined;
  const { row } = match.route;
  if (row.adding && match.params.id === 'new') return { row, ...row.adding };
  return { row, scope: row.scope, what: `open ${row.label}`, subject: row.label };
}
