/**
 * What each role of the team may do, as one table: the scopes of the Event Management API a role may use
 * through the shared key, and what it may do with the room screens. Every API path of the contract needs the
 * scope its row in src/contract/endpoints.ts names (none for whoami and apiSchema), so a member's call is
 * forwarded only when the role's scopes hold that scope, and the key's too.
 *
 * - Organiser: everything the key allows, and the team.
 * - Moderator: Q&A and polls (for every room, or the rooms chosen), reading the programme.
 * - AV: rooms and screens, reading the programme, its questions and polls (what a screen shows).
 * - Viewer: reading the programme, Q&A, polls and abstracts; not the guests' and tickets' personal data.
 */
import { SCOPES, type Scope } from '../../src/contract/common';
import { endpointOf } from '../../src/contract/endpoints';
import { roomOf } from '../../src/contract/rooms';
import { ROLE_NAMES, ROLE_SCREENS, type ScreenNeed, type TeamRole } from '../../src/contract/team';

export { ROLE_SCREENS, type ScreenNeed };

export const ROLE_SCOPES: Record<TeamRole, readonly Scope[]> = {
  organiser: SCOPES,
  moderator: ['event:read', 'qa:read', 'qa:write', 'polls:read', 'polls:write'],
  av: ['event:read', 'qa:read', 'polls:read'],
  viewer: ['event:read', 'qa:read', 'polls:read', 'abstracts:read'],
};

/** Plain words for what a scope lets one do, for refusals ("a Moderator may not change the programme"). */
const SCOPE_WORDS: Record<Scope, string> = {
  'tickets:read': 'see tickets',
  'tickets:write': 'change tickets',
  'polls:read': 'see polls',
  'polls:write': 'change polls',
  'qa:read': 'see questions',
  'qa:write': 'moderate questions',
  'media:write': 'upload pictures',
  'event:read': 'see the programme',
  'event:write': 'change the programme and the event settings',
  'attendees:read': 'see guests',
  'attendees:write': 'change guests',
  'abstracts:read': 'see abstracts',
  'abstracts:write': 'change abstracts',
};

export type Decision = { ok: true } | { ok: false; lacks: Scope | 'unknown'; message: string };

/** The scope a call of the API needs (null: any valid key; undefined: no such path in the contract). */
export function scopeNeeded(path: string): Scope | null | undefined {
  const endpoint = endpointOf(path);
  return endpoint ? endpoint.scope : undefined;
}

/** The scopes a member of `role` holds through a key of `keyScopes` (what the console shows them). */
export function memberScopes(role: TeamRole, keyScopes: readonly string[]): Scope[] {
  return ROLE_SCOPES[role].filter((s) => keyScopes.includes(s));
}

/** May a member of `role` make this call of the API? */
export function mayCall(role: TeamRole, path: string): Decision {
  const scope = scopeNeeded(path);
  if (scope === undefined) return { ok: false, lacks: 'unknown', message: `No endpoint ${path}` };
  if (scope === null || ROLE_SCOPES[role].includes(scope)) return { ok: true };
  return { ok: false, lacks: scope, message: `The ${ROLE_NAMES[role]} role may not ${SCOPE_WORDS[scope]} (it lacks ${scope})` };
}

/** May a member of `role` do this with the room screens? */
export function mayScreens(role: TeamRole, need: ScreenNeed): boolean {
  return ROLE_SCREENS[role].includes(need);
}

/**
 * What a member's call of the console's own server (`/console-api/…`) needs, by the area it reaches: the Q&A
 * queue, archive and word filter need the API's Q&A scopes (reading a session's state is a read, though it is a
 * POST); speaker availability and the programme's releases and feeds need the programme's scopes; everything
 * else is the room screens' (reading, driving, or the team's screen settings). The audit names the area.
 */
export type ConsoleNeed = { area: 'qa' | 'availability' | 'programme'; scope: Scope } | { area: 'screens'; screens: ScreenNeed };

export function consoleNeed(method: string, path: string): ConsoleNeed {
  const read = method === 'GET' || method === 'HEAD';
  const under = (area: string) => path === `/${area}` || path.startsWith(`/${area}/`);
  if (under('qa')) return { area: 'qa', scope: read || path === '/qa/state' ? 'qa:read' : 'qa:write' };
  if (under('availability')) return { area: 'availability', scope: read ? 'event:read' : 'event:write' };
  if (under('programme')) return { area: 'programme', scope: read ? 'event:read' : 'event:write' };
  // The room's desk (messages, holds, the speaker's time) drives the room's screens and monitors.
  if (under('rooms')) return { area: 'screens', screens: read ? 'read' : 'drive' };
  return { area: 'screens', screens: read ? 'read' : path === '/screens/settings' ? 'settings' : 'drive' };
}

/** The room's desk: calls that act on one room, named by the body's `room`. */
const DESK_PATHS = new Set(['/rooms/speaker-time', '/rooms/message', '/rooms/hold']);

/**
 * The room a member's write of the console's own server acts on, where a moderator of chosen rooms must moderate
 * that room: the room's desk (the speaker's time, a message to the stage monitor, holding the screens). Undefined
 * for every other call (and for a body without a room, which the server refuses in its own words).
 */
export function consoleRoom(path: string, body: unknown): string | undefined {
  if (!DESK_PATHS.has(path) || !body || typeof body !== 'object') return undefined;
  const room = (body as Record<string, unknown>).room;
  return typeof room === 'string' ? roomOf({ location: room }) : undefined;
}

/** May a member of `role` make this call of the console's own server? The refusal says what the role lacks. */
export function mayConsole(role: TeamRole, need: ConsoleNeed): Decision {
  if (need.area === 'screens') {
    if (mayScreens(role, need.screens)) return { ok: true };
    return { ok: false, lacks: 'unknown', message: `The ${ROLE_NAMES[role]} role may not ${need.screens === 'settings' ? 'change the screens’ settings' : 'drive the room screens'}` };
  }
  if (ROLE_SCOPES[role].includes(need.scope)) return { ok: true };
  return { ok: false, lacks: need.scope, message: `The ${ROLE_NAMES[role]} role may not ${SCOPE_WORDS[need.scope]} (it lacks ${need.scope})` };
}

/** Only organisers manage the team (invitations, members, the shared key, the audit log). */
export const mayManageTeam = (role: TeamRole) => role === 'organiser';
