import type { Context } from 'hono';
import { LIMITS } from '../src/contract/common';
import { ApiError } from './api-error';
import type { Db } from './store/db';
import type { KeyCache } from './key-cache';
import type { EventRow } from './store/events-store';
import { hashKey } from './store/ids';
import { lookupAuth, type KeyRow } from './store/keys-store';

export interface AuthContext {
  apiKey: string;
  /** The key's SHA-256 hash, as stored. */
  keyHash: string;
  key: KeyRow;
  event: EventRow;
  clientId: string;
  eventId: string;
}

const REQUIRED_HEADERS = ['x-api-key', 'x-client-id', 'x-event-id', 'x-timestamp'] as const;

/** The four headers of a key holder's call, given by the server itself (a team member's read, made with the shared key). */
export type ApiCredentials = Record<(typeof REQUIRED_HEADERS)[number], string>;

/**
 * Checks a request's credentials in the order of decisions.md; the first
 * failure answers. The scope and the rate limit are checked by the caller,
 * which knows the endpoint. With `keys`, a lookup that let a request through
 * is reused (KeyCache: until a notice of its change, or for a second); expiry is still checked here
 * against `now` on every request. `credentials`, when given, are read in place of the request's headers.
 */
export async function authenticate(c: Context, db: Db, now = Date.now(), keys?: KeyCache, credentials?: ApiCredentials): Promise<AuthContext> {
  const values: Record<string, string> = {};
  for (const name of REQUIRED_HEADERS) {
    const value = (credentials ? credentials[name] : c.req.header(name))?.trim();
    if (!value) {
      throw new ApiError(400, 'missing_header', `Missing header ${name}`, { details: [{ field: name, message: 'header is required' }] });
    }
    values[name] = value;
  }
  const timestamp = values['x-timestamp'];
  if (!/^-?\d+$/.test(timestamp) || !Number.isSafeInteger(Number(timestamp))) {
    throw new ApiError(400, 'bad_timestamp', 'x-timestamp must be the current time as an integer of Unix milliseconds', {
      details: [{ field: 'x-timestamp', message: 'must be an integer of milliseconds since 1970' }],
    });
  }
  if (Math.abs(Number(timestamp) - now) > LIMITS.timestampSkewMs) {
    throw new ApiError(408, 'stale_timestamp', 'x-timestamp differs from server time by more than 5 minutes; correct the clock and retry', {
      extra: { serverTime: now },
    });
  }
  const clientId = values['x-client-id'];
  const eventId = values['x-event-id'];
  const apiKey = values['x-api-key'];
  const keyHash = hashKey(apiKey);
  let found = keys?.get(keyHash, clientId, eventId, now);
  if (!found) {
    const generation = keys?.generation;
    found = await lookupAuth(db, clientId, eventId, apiKey);
    keys?.keep(keyHash, clientId, eventId, found, now, generation);
  }
  if (!found.clientExists) throw new ApiError(404, 'unknown_client', `No client ${clientId}`);
  const event = found.event;
  if (!event || event.clientId !== clientId) throw new ApiError(404, 'unknown_event', `No event ${eventId} of client ${clientId}`);
  const key = found.key;
  if (!key) throw new ApiError(403, 'invalid_key', 'The API key is not valid');
  if (key.expiresAt <= now) {
    throw new ApiError(403, 'key_expired', 'The API key has expired; issue a new one in the console', {
      extra: { expiredAt: new Date(key.expiresAt).toISOString() },
    });
  }
  if (key.revokedAt !== null) throw new ApiError(403, 'key_revoked', 'The API key was revoked in the console');
  if (key.eventId !== eventId || key.clientId !== clientId) throw new ApiError(403, 'wrong_event', 'The API key belongs to another event');
  return { apiKey, keyHash, key, event, clientId, eventId };
}

export function requireScope(auth: AuthContext, scope: string | undefined): void {
  if (!scope || auth.key.scopes.includes(scope)) return;
  throw new ApiError(403, 'missing_scope', `The API key lacks the scope ${scope}`, { extra: { missingScope: scope } });
}
