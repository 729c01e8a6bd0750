import { serverClock } from './clock';
import type { Connection } from './key-store';

/**
 * How the console calls its own server (`/console-api/…`: room screens, the Q&A queue, speaker availability, the
 * programme's releases): a key holder sends the key headers, as to the API; a team member has no key and sends
 * the cookie of their sign-in (same origin only), which the server checks against the member's role before it
 * makes the call with the key the organiser shared. Never a referrer, never a cached answer.
 */
export function consoleServerInit(connection: Connection, init: { method: string; accept?: string; body?: unknown; signal?: AbortSignal }): RequestInit {
  const headers: Record<string, string> = {
    accept: init.accept ?? 'application/json',
    'x-api-key': connection.apiKey,
    'x-client-id': connection.clientId,
    'x-event-id': connection.eventId,
    'x-timestamp': String(Math.round(serverClock.now())),
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    credentials: connection.kind === 'member' ? 'same-origin' : 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
  };
}
