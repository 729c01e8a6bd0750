/**
 * Who may drive screens: an organiser's key, checked against the API the console is connected to. On the
 * local API, the server's own key check (the same answers as /api, in the service's error shape); with
 * UPSTREAM_URL, the upstream's /whoami, asked at the configured address only (never one from the request),
 * and a passing answer reused for a few seconds per key.
 */
import type { Context } from 'hono';
import { whoamiSchema } from '../../src/contract/auth';
import { ApiError } from '../api-error';
import { authenticate } from '../auth';
import type { KeyCache } from '../key-cache';
import type { Db } from '../store/db';
import { hashKey } from '../store/ids';

export type Organiser = { clientId: string; eventId: string; scopes: ReadonlySet<string> };

const HEADERS = ['x-api-key', 'x-client-id', 'x-event-id', 'x-timestamp'] as const;
const UPSTREAM_TTL_MS = 5_000;

export function consoleAuth(options: { db: Db; keys: KeyCache; upstreamUrl?: string; now: () => number }) {
  const upstreamSeen = new Map<string, { at: number; who: Organiser }>();

  async function viaUpstream(c: Context, upstreamUrl: string): Promise<Organiser> {
    const headers = new Headers();
    for (const name of HEADERS) {
      const value = c.req.header(name)?.trim();
      if (!value) throw new ApiError(400, 'missing_header', `Missing header ${name}`, { details: [{ field: name, message: 'header is required' }] });
      headers.set(name, value);
    }
    const id = `${hashKey(headers.get('x-api-key') ?? '')}:${headers.get('x-client-id')}:${headers.get('x-event-id')}`;
    const now = options.now();
    const seen = upstreamSeen.get(id);
    if (seen && now - seen.at < UPSTREAM_TTL_MS && now >= seen.at) return seen.who;
    let res: Response;
    try {
      res = await fetch(`${upstreamUrl.replace(/\/+$/, '')}/whoami`, { headers, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new ApiError(502, 'upstream_unreachable', `The upstream service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const b = (body ?? {}) as { error?: unknown; code?: unknown };
      const { error: _error, code: _code, ...extra } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      throw new ApiError(res.status, typeof b.code === 'string' ? b.code : 'upstream_refused', typeof b.error === 'string' ? b.error : `The upstream service answered ${res.status}`, { extra });
    }
    const who = whoamiSchema.safeParse(body);
    if (!who.success) throw new ApiError(502, 'upstream_unreadable', 'The upstream service answered /whoami in a shape this server does not know');
    if (who.data.eventId !== headers.get('x-event-id') || who.data.clientId !== headers.get('x-client-id')) {
      throw new ApiError(403, 'wrong_event', 'The API key belongs to another event');
    }
    const organiser = { clientId: who.data.clientId, eventId: who.data.eventId, scopes: new Set(who.data.scopes) };
    if (upstreamSeen.size > 5_000) upstreamSeen.clear();
    upstreamSeen.set(id, { at: now, who: organiser });
    return organiser;
  }

  /** The organiser of the request, holding at least one of `scopes` (403 missing_scope naming the first otherwise). */
  return async function organiser(c: Context, scopes: readonly string[]): Promise<Organiser> {
    let who: Organiser;
    if (options.upstreamUrl) who = await viaUpstream(c, options.upstreamUrl);
    else {
      const auth = await authenticate(c, options.db, options.now(), options.keys);
      who = { clientId: auth.clientId, eventId: auth.eventId, scopes: new Set(auth.key.scopes) };
    }
    if (!scopes.some((s) => who.scopes.has(s))) {
      throw new ApiError(403, 'missing_scope', `The API key lacks the scope ${scopes.join(' or ')}`, { extra: { missingScope: scopes[0] } });
    }
    return who;
  };
}
