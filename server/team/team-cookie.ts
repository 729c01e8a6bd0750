/**
 * The member's session cookie and the rule against cross-site requests.
 *
 * - The cookie holds a random token (the server keeps only its hash): HttpOnly, SameSite=Strict, Path=/, Secure
 *   when the console is served over TLS (the request's own scheme, or X-Forwarded-Proto behind a trusted proxy).
 * - Every request that changes something (any method but GET and HEAD) must come from the console's own origin:
 *   a browser sends `Origin` on every such request, and one from another site, or `null`, is refused (403)
 *   before anything is read. Writes take JSON only (readJsonBody answers 415 otherwise), which an HTML form on
 *   another site cannot send.
 */
import type { Context } from 'hono';
import { ApiError } from '../api-error';

export const COOKIE_NAME = 'console_team';
/** How long the browser keeps the cookie; the server ends a session after 12 hours idle well before. */
const COOKIE_MAX_AGE_S = 14 * 24 * 3600;

export function isSecure(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${COOKIE_NAME}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_S}${secure ? '; Secure' : ''}`;
}

export function clearedCookie(secure: boolean): string {
  return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The session token of the request's cookie, if any. */
export function cookieToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE_NAME) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The host the browser addressed: Host, or X-Forwarded-Host behind a trusted proxy. */
function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0].trim() : undefined;
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}

/** Refuses (403 cross_site) a request that changes something and does not come from the console's own origin. */
export function requireSameOrigin(c: Context, trustProxy: boolean): void {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin === undefined) {
    // No Origin: not a browser's cross-site request unless it says so itself.
    if (site && site !== 'same-origin' && site !== 'none') throw crossSite();
    return;
  }
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw crossSite();
  }
  if (host !== requestHost(c, trustProxy)) throw crossSite();
}

const crossSite = () => new ApiError(403, 'cross_site', 'This request came from another site: the team accepts changes only from its own console');
