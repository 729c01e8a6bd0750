/**
 * The console's areas: navigation entries, the scope each needs, and how a
 * path maps to its area (for the "missing scope" guard).
 */
export type Area = {
  to: string;
  label: string;
  /** Scope needed to open the area; undefined = any valid key. */
  scope?: string;
  /** Paths (prefixes) that belong to the area. */
  matches: RegExp;
};

export const AREAS: readonly Area[] = [
  { to: '/', label: 'Dashboard', matches: /^\/$/ },
  { to: '/sessions', label: 'Sessions', scope: 'event:read', matches: /^\/sessions(\/[^/]+)?\/?$/ },
  { to: '/questions', label: 'Q&A', scope: 'qa:read', matches: /^\/(questions\/?$|sessions\/[^/]+\/questions|present\/questions)/ },
  { to: '/polls', label: 'Polls', scope: 'polls:read', matches: /^\/(polls\/?$|sessions\/[^/]+\/polls|present\/polls)/ },
  { to: '/guests', label: 'Guests', scope: 'attendees:read', matches: /^\/guests/ },
  { to: '/tickets', label: 'Tickets', scope: 'tickets:read', matches: /^\/tickets/ },
  { to: '/speakers', label: 'Speakers', scope: 'event:read', matches: /^\/speakers/ },
  { to: '/sponsors', label: 'Sponsors', scope: 'event:read', matches: /^\/sponsors/ },
  { to: '/abstracts', label: 'Abstracts', scope: 'abstracts:read', matches: /^\/abstracts/ },
  { to: '/pictures', label: 'Pictures', scope: 'media:write', matches: /^\/pictures/ },
  { to: '/settings', label: 'Event settings', scope: 'event:read', matches: /^\/settings/ },
  { to: '/account', label: 'Account', matches: /^\/account/ },
];

/** The area a path belongs to (most specific first). */
export function areaForPath(pathname: string): Area | undefined {
  const specific = AREAS.filter((a) => a.to !== '/' && a.to !== '/sessions');
  return specific.find((a) => a.matches.test(pathname)) ?? AREAS.find((a) => a.matches.test(pathname));
}
