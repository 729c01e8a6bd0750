/**
 * The console's side of the team: calls to the console's own server (`/team-api/…`). A member calls with the
 * session cookie (HttpOnly: this code never sees it) and no key; a key holder calls with the key's headers, as
 * every call of the API, and never sends a cookie.
 */
import { ApiError, errorFromAnswer, networkError } from './errors';
import { serverClock } from './clock';
import { keyStore, type Connection } from './key-store';

export function teamBase(): string {
  return typeof window === 'undefined' ? '/team-api' : `${window.location.origin}/team-api`;
}

/** The API base URL a member's console calls: the server forwards with the event's key. */
export const memberApiBase = () => `${teamBase()}/api`;

export function teamHeaders(connection: Connection | null, accept = 'application/json'): Record<string, string> {
  if (!connection || connection.kind === 'member') return { accept };
  return { accept, 'x-api-key': connection.apiKey, 'x-client-id': connection.clientId, 'x-event-id': connection.eventId, 'x-timestamp': String(Math.round(serverClock.now())) };
}

export const teamCredentials = (connection: Connection | null): RequestCredentials => (!connection || connection.kind === 'member' ? 'same-origin' : 'omit');

/** One call of the team; `connection` null for signing in (no one is connected yet). */
export async function teamCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, connection: Connection | null = keyStore.get()): Promise<T> {
  const headers = teamHeaders(connection);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const secrets = connection?.apiKey ? [connection.apiKey] : [];
  let res: Response;
  try {
    res = await fetch(`${teamBase()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: teamCredentials(connection), referrerPolicy: 'no-referrer', cache: 'no-store' });
  } catch (error) {
    throw networkError(error, path, secrets);
  }
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  if (!res.ok) throw errorFromAnswer({ status: res.status, contentType, text, retryAfterHeader: res.headers.get('retry-after'), path, secrets });
  if (!contentType.includes('json')) throw new ApiError({ status: res.status, code: 'no_team_server', message: 'The team needs the console’s own server (npm start or the Docker image).', path });
  return JSON.parse(text) as T;
}

/** The connection of a signed-in member. */
export function memberConnection(me: { clientId: string; eventId: string; member: { name: string; role: string; rooms?: string[] } }): Connection {
  return {
    kind: 'member',
    baseUrl: memberApiBase(),
    clientId: me.clientId,
    eventId: me.eventId,
    apiKey: '',
    member: { name: me.member.name, role: me.member.role, ...(me.member.rooms?.length ? { rooms: me.member.rooms } : {}) },
  };
}
