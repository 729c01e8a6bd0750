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
import { page } from './lazy-page';

/** A path segment as it goes into an address. */
const seg = (value: string) => encodeURIComponent(value);

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
};

const fixed = (path: string) => () => path;

export const ROUTES = {
  login: { path: '/login', frame: 'public', label: 'Connect', link: fixed('/login'), page: page(() => import('../features/account/login-page')) },

  presentQuestions: {
    path: '/present/questions/:sessionId', frame: 'bare', scope: 'qa:read', label: 'Q&A',
    link: (sessionId: string) => `/present/questions/${seg(sessionId)}`, page: page(() => import('../features/questions/present-questions-page')),
  },
  presentPoll: {
    path: '/present/polls/:pollId', frame: 'bare', scope: 'polls:read', label: 'Polls',
    link: (pollId: string) => `/present/polls/${seg(pollId)}`, page: page(() => import('../features/polls/present-poll-page')),
  },

  dashboard: { path: '/', frame: 'shell', label: 'Dashboard', nav: 'Live', link: fixed('/'), page: page(() => import('../features/dashboard/dashboard-page')) },
  sessions: { path: '/sessions', frame: 'shell', scope: 'event:read', label: 'Sessions', nav: 'Programme', link: fixed('/sessions'), page: page(() => import('../features/sessions/sessions-page')) },
  session: {
    path: '/sessions/:id', frame: 'shell', scope: 'event:read', label: 'Sessions',
    link: (id: string) => `/sessions/${seg(id)}`, page: page(() => import('../features/sessions/session-page')),
  },
  questions: { path: '/questions', frame: 'shell', scope: 'qa:read', label: 'Q&A', nav: 'Live', link: fixed('/questions'), page: page(() => import('../features/questions/questions-page')) },
  questionBoard: {
    path: '/sessions/:id/questions', frame: 'shell', scope: 'qa:read', label: 'Q&A',
    link: (sessionId: string) => `/sessions/${seg(sessionId)}/questions`, page: page(() => import('../features/questions/question-board-page')),
  },
  polls: { path: '/polls', frame: 'shell', scope: 'polls:read', label: 'Polls', nav: 'Live', link: fixed('/polls'), page: page(() => import('../features/polls/polls-page')) },
  sessionPolls: {
    path: '/sessions/:id/polls', frame: 'shell', scope: 'polls:read', label: 'Polls',
    link: (sessionId: string) => `/sessions/${seg(sessionId)}/polls`, page: page(() => import('../features/polls/polls-page')),
  },
  guests: { path: '/guests', frame: 'shell', scope: 'attendees:read', label: 'Guests', nav: 'People', link: fixed('/guests'), page: page(() => import('../features/guests/guests-page')) },
  tickets: { path: '/tickets', frame: 'shell', scope: 'tickets:read', label: 'Tickets', nav: 'People', link: fixed('/tickets'), page: page(() => import('../features/tickets/tickets-page')) },
  speakers: { path: '/speakers', frame: 'shell', scope: 'event:read', label: 'Speakers', nav: 'Programme', link: fixed('/speakers'), page: page(() => import('../features/speakers/speakers-page')) },
  speaker: {
    path: '/speakers/:id', frame: 'shell', scope: 'event:read', label: 'Speakers',
    link: (id: string) => `/speakers/${seg(id)}`, page: page(() => import('../features/speakers/speaker-page')),
  },
  sponsors: { path: '/sponsors', frame: 'shell', scope: 'event:read', label: 'Sponsors', nav: 'Programme', link: fixed('/sponsors'), page: page(() => import('../features/sponsors/sponsors-page')) },
  sponsor: {
    path: '/sponsors/:id', frame: 'shell', scope: 'event:read', label: 'Sponsors',
    link: (id: string) => `/sponsors/${seg(id)}`, page: page(() => import('../features/sponsors/sponsor-page')),
  },
  abstracts: { path: '/abstracts', frame: 'shell', scope: 'abstracts:read', label: 'Abstracts', nav: 'Content', link: fixed('/abstracts'), page: page(() => import('../features/abstracts/abstracts-page')) },
  abstractsImport: {
    path: '/abstracts/import', frame: 'shell', scope: 'abstracts:read', label: 'Abstracts',
    link: fixed('/abstracts/import'), page: page(() => import('../features/abstracts/abstracts-import-page')),
  },
  abstract: {
    path: '/abstracts/:id', frame: 'shell', scope: 'abstracts:read', label: 'Abstracts',
    link: (id: string) => `/abstracts/${seg(id)}`, page: page(() => import('../features/abstracts/abstract-page')),
  },
  pictures: { path: '/pictures', frame: 'shell', scope: 'media:write', label: 'Pictures', nav: 'Content', link: fixed('/pictures'), page: page(() => import('../features/media/pictures-page')) },
  settings: { path: '/settings', frame: 'shell', scope: 'event:read', label: 'Event settings', nav: 'Settings', link: fixed('/settings'), page: page(() => import('../features/event-settings/settings-page')) },
  account: { path: '/account', frame: 'shell', label: 'Account', nav: 'Settings', link: fixed('/account'), page: page(() => import('../features/account/account-page')) },
  notFound: { path: '*', frame: 'shell', label: 'Not found', link: fixed('/'), page: page(() => import('./not-found-page')) },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof ROUTES;

/** Every row, in table order. */
export const ROUTE_ROWS: readonly RouteRow[] = Object.values(ROUTES);

/** The navigation: each group with its entries (table order within a group); a group without entries is left out. */
export const NAV_GROUPS: readonly { name: NavGroupName; routes: readonly RouteRow[] }[] = NAV_GROUP_NAMES.map((name) => ({
  name,
  routes: ROUTE_ROWS.filter((r) => r.nav === name),
})).filter((g) => g.routes.length > 0);

/** The navigation's entries, in the order the navigation shows them. */
export const NAV_ROUTES: readonly RouteRow[] = NAV_GROUPS.flatMap((g) => g.routes);

/** The row an address belongs to, matched the way the router matches (most specific path wins). */
export function routeForPath(pathname: string): RouteRow | undefined {
  const matches = matchRoutes(
    ROUTE_ROWS.map((row) => ({ path: row.path, row })),
    pathname,
  );
  return matches?.at(-1)?.route.row;
}
