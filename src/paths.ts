/**
 * The console's address book: every address of the console as plain data,
 * with a link builder per address. It sits on a low floor (no React, no page
 * code), so features, components and the app frame all build their links
 * from it and none types an address by hand. The page loader for each path
 * lives in `app/route-table.ts`, which reads its paths from here.
 */

/** The lobby's segment in a room's address (rooms are named by sessions' locations; the lobby has no name). */
export const LOBBY_SEGMENT = '_lobby';

/** A path segment as it goes into an address. */
const seg = (value: string) => encodeURIComponent(value);

/** A query string from the given values (empty values left out), with its `?` when any remain. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '' && v !== false) params.set(k, String(v));
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

/** `newLink`: the address of a record's page before it exists (the id `new`). */
export const paths = {
  login: { pattern: '/login', link: () => '/login' },
  roomScreen: { pattern: '/screen/:token', link: (token: string) => `/screen/${seg(token)}` },
  /** A machine becoming a room's screen: it shows a code a moderator types in the console. */
  pairScreen: { pattern: '/s', link: () => '/s' },
  dashboard: { pattern: '/', link: () => '/' },
  sessions: { pattern: '/sessions', link: () => '/sessions' },
  session: { pattern: '/sessions/:id', link: (id: string) => `/sessions/${seg(id)}`, newLink: () => '/sessions/new' },
  questions: { pattern: '/questions', link: () => '/questions' },
  rooms: { pattern: '/rooms', link: () => '/rooms' },
  /** A room by its name (a session's location); the lobby (the whole event, no name) is `/rooms/_lobby`. */
  room: { pattern: '/rooms/:room', link: (room: string) => `/rooms/${room === '' ? LOBBY_SEGMENT : seg(room)}` },
  questionBoard: { pattern: '/sessions/:id/questions', link: (sessionId: string) => `/sessions/${seg(sessionId)}/questions` },
  polls: { pattern: '/polls', link: () => '/polls' },
  sessionPolls: { pattern: '/sessions/:id/polls', link: (sessionId: string) => `/sessions/${seg(sessionId)}/polls` },
  report: { pattern: '/report', link: () => '/report' },
  programme: { pattern: '/programme', link: () => '/programme' },
  programmeRelease: { pattern: '/programme/releases/:number', link: (number: string) => `/programme/releases/${seg(number)}` },
  guests: { pattern: '/guests', link: () => '/guests' },
  tickets: { pattern: '/tickets', link: () => '/tickets' },
  speakers: { pattern: '/speakers', link: () => '/speakers' },
  speaker: { pattern: '/speakers/:id', link: (id: string) => `/speakers/${seg(id)}`, newLink: () => '/speakers/new' },
  sponsors: { pattern: '/sponsors', link: () => '/sponsors' },
  sponsor: { pattern: '/sponsors/:id', link: (id: string) => `/sponsors/${seg(id)}`, newLink: () => '/sponsors/new' },
  abstracts: { pattern: '/abstracts', link: () => '/abstracts' },
  abstractsImport: { pattern: '/abstracts/import', link: () => '/abstracts/import' },
  abstract: { pattern: '/abstracts/:id', link: (id: string) => `/abstracts/${seg(id)}`, newLink: () => '/abstracts/new' },
  pictures: { pattern: '/pictures', link: () => '/pictures' },
  settings: { pattern: '/settings', link: () => '/settings' },
  account: { pattern: '/account', link: () => '/account' },
  team: { pattern: '/team', link: () => '/team' },
  audit: { pattern: '/audit', link: () => '/audit' },
  /** An invitation link carries its token after `#` (never sent to a server): `/join#<token>`. */
  join: { pattern: '/join', link: () => '/join' },
  notFound: { pattern: '*', link: () => '/' },
} as const;

export type PathName = keyof typeof paths;
