import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { LIMITS } from '../src/contract/common';
import { endpointOf, type EndpointPath } from '../src/contract/endpoints';
import { ApiError } from './api-error';
import { apiDocsApp } from './api-docs';
import { inputDataError } from './data-error';
import { makeRouteContext, type ApiRoutes, type ServerUrls } from './api-router';
import { attendeeApp } from './attendee';
import { authenticate, requireScope, type ApiCredentials } from './auth';
import { healthApp } from './health';
import { KeyCache } from './key-cache';
import { AuthNotices } from './store/auth-notices';
import { ListCache } from './list-cache';
import { operatorApp } from './operator';
import { programmeApps } from './programme/programme-app';
import { AddressRateLimiter, clientAddress, DEFAULT_ADDRESS_LIMIT_PER_MINUTE, keyRateLimiter } from './rate-limit';
import { requestLog } from './request-log';
import { CONSOLE_SECURITY_HEADERS, DATA_SECURITY_HEADERS, SCREEN_PAGE_CSP } from './security-headers';
import { screensApps } from './screens/screens-app';
import { availabilityApp } from './availability/availability-app';
import type { FeedAnswers } from './programme/feed-answers';
import { qaApp } from './qa/qa-app';
import type { ScreenHub } from './screens/screen-hub';
import { staticFiles } from './static-files';
import type { Db } from './store/db';
import { getMedia } from './store/media-store';
import { consoleAuth } from './screens/console-auth';
import { KeyVault } from './team/key-vault';
import { teamApp } from './team/team-app';

export interface AppOptions {
  db: Db;
  routes: ApiRoutes;
  operatorToken: string;
  attendeeApi: boolean;
  /** Folder of the built console (`dist`); a short page explains how to build it when absent. */
  distDir?: string;
  /** When set, `/api/*` is forwarded to this base URL instead of served here. */
  upstreamUrl?: string;
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** Cached read bodies; pass one to let other writers of this process (the attendee simulator) drop what they change. */
  cache?: ListCache;
  /** Request log (one JSON line per request); none when absent. */
  logger?: Logger;
  /** True once shutdown has begun: /readyz answers 503. */
  stopping?: () => boolean;
  /** Requests to /api per minute from one address, checked before authentication (0 turns it off). */
  addressLimitPerMinute?: number;
  /** Behind a reverse proxy: the caller's address is the last one of X-Forwarded-For. */
  trustProxy?: boolean;
  /**
   * The local demo event's sign-in (only when this server seeded or found the demo at start): the login page
   * offers it as "Use the demo event". Absent otherwise, and never taken from a request.
   */
  demoSignIn?: () => { apiKey: string; clientId: string; eventId: string } | undefined;
  /** The room screens' streams of this process (server/screens/); one of its own when absent. */
  screenHub?: ScreenHub;
  /** This process's ear on the database's notices of changed keys and sessions; made and started here when absent (tests hand one they awaited). */
  authNotices?: AuthNotices;
  /** The programme feeds' answers kept ready for the HTTP server to send again (server/programme/feed-answers.ts). */
  feedAnswers?: FeedAnswers;
  /** Unknown screen links one address may try in a minute (0 turns the limit off). */
  screenGuessesPerMinute?: number;
  /** Unknown programme feed addresses one address may try in a minute (0 turns the limit off). */
  feedGuessesPerMinute?: number;
  /** CONSOLE_SECRET: seals the key an organiser shares with the team (server/team/); without it sharing is unavailable. */
  consoleSecret?: string;
}

const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}\.(?:jpg|png|webp|gif)$/;

/** Abstract writes: JSON answers, but a 500 in plain text like ticket and guest writes (specification, Errors). */
const TEXT_500_PATHS = new Set(['/upsertAbstract', '/deleteAbstract', '/bulkUpsert']);

const API_HEADERS = ['x-api-key', 'x-client-id', 'x-event-id', 'x-timestamp', 'content-type'];

/** CORS headers of every `/api` answer: any origin may call the API (the key is the credential, never a cookie). */
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After,Allow',
};
const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Max-Age': '600',
  'Access-Control-Allow-Methods': 'GET,POST,OPTIONS',
  'Access-Control-Allow-Headers': API_HEADERS.join(','),
  Vary: 'Access-Control-Request-Headers',
};

/**
 * CORS for `/api/*` (the headers Hono's `cors` would send), set on the answer once the handler made it. Hono's `cors`
 * sets them on `c.res` before the handler runs, which makes Hono rebuild the handler's answer around its body stream
 * (`new Response(res.body, res)`): a cached body would then be copied through a web stream on every read instead of
 * written from its buffer by @hono/node-server.
 */
const apiCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, statusText: 'No Content', headers: PREFLIGHT_HEADERS });
  await next();
  const headers = c.res.headers;
  for (const name in CORS_HEADERS) headers.set(name, CORS_HEADERS[name]);
};

export function urlsFor(c: Context): ServerUrls {
  const origin = new URL(c.req.url).origin;
  return { origin, apiBaseUrl: `${origin}/api`, mediaBaseUrl: `${origin}/media` };
}

export function createApp(options: AppOptions): Hono {
  const { db, routes } = options;
  const now = options.now ?? (() => Date.now());
  const limiter = keyRateLimiter(db, LIMITS.requestsPerMinute, LIMITS.rateWindowMs, now);
  const addressLimiter = new AddressRateLimiter(options.addressLimitPerMinute ?? DEFAULT_ADDRESS_LIMIT_PER_MINUTE);
  const cache = options.cache ?? new ListCache({ shared: db.kind === 'postgres' });
  // Keys and team sessions are kept per process until the database says they changed (server/store/auth-notices.ts).
  const notices = options.authNotices ?? new AuthNotices(db);
  void notices.start();
  const keys = new KeyCache(undefined, notices);
  const app = new Hono();
  const serveConsole = staticFiles(options.distDir, CONSOLE_SECURITY_HEADERS);
  if (options.logger) app.use('*', requestLog(options.logger));

  /** The answer to anything a route threw: an ApiError as the service words it, anything else a logged 500. */
  const errorResponse = (caught: unknown, c: Context): Response => {
    const error = inputDataError(caught, c.req) ?? caught;
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      if (error.text) return c.text(error.message, error.status as 400);
      return c.json(error.body(), error.status as 400);
    }
    const message = `${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.message : String(error)}`;
    if (options.logger) options.logger.error({ err: error }, message);
    else console.error(`[server] ${message}`);
    return c.json({ error: 'Unexpected server error', code: 'internal_error' }, 500);
  };
  app.onError(errorResponse);

  // Headers a route did not set itself: nothing the server sends may be sniffed into another type or framed.
  app.use('*', async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      for (const [name, value] of Object.entries(DATA_SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    } catch {
      // immutable headers (a fetched response passed through): copy it once
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      for (const [name, value] of Object.entries(DATA_SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    }
  });

  app.use('/api/*', apiCors);

  // The team (server/team/, docs/server.md "Team"): members' calls forwarded with the shared key; key holders' writes logged.
  const team = teamApp({
    db,
    vault: options.consoleSecret ? new KeyVault(options.consoleSecret) : undefined,
    upstreamUrl: options.upstreamUrl,
    organiser: consoleAuth({ db, keys, upstreamUrl: options.upstreamUrl, now }),
    localApi: (request, env) => app.fetch(request, env),
    localRead: (c, path, credentials) => callRoute(c, path, credentials).catch((caught: unknown) => errorResponse(caught, c)),
    notices,
    now,
    trustProxy: options.trustProxy,
  });
  app.use('/api/*', team.keyHolderAudit);

  app.route('/', healthApp({ db, stopping: options.stopping ?? (() => false) }));
  app.route('/api', apiDocsApp());

  app.all('/api/*', async (c) => {
    const path = c.req.path.slice('/api'.length) || '/';
    if (options.upstreamUrl) return forward(c, options.upstreamUrl, path);
    return callRoute(c, path);
  });

  /**
   * One call of an endpoint of this server's API: the address's limit, the endpoint and its verb, the key (from the
   * request's headers, or `credentials` for a team member's read made in this process), its scope and limit, then
   * the route. Everything a key holder's call passes through, and nothing else.
   */
  async function callRoute(c: Context, path: string, credentials?: ApiCredentials): Promise<Response> {
    const fromAddress = await addressLimiter.take(clientAddress(c, options.trustProxy === true));
    if (!fromAddress.ok) {
      throw new ApiError(429, 'rate_limited', `More than ${addressLimiter.perMinute} requests in a minute from this address; wait and retry`, {
        extra: { retryAfterSeconds: fromAddress.retryAfterSeconds },
        headers: { 'Retry-After': String(fromAddress.retryAfterSeconds) },
      });
    }
    const endpoint = endpointOf(path);
    const route = routes[path as EndpointPath];
    if (!endpoint || !route) throw new ApiError(404, 'unknown_endpoint', `No endpoint ${path}`);
    if (c.req.method !== endpoint.method) {
      throw new ApiError(405, 'method_not_allowed', `${path} takes ${endpoint.method}, not ${c.req.method}`, { headers: { Allow: endpoint.method } });
    }
    const at = now();
    const auth = await authenticate(c, db, at, keys, credentials);
    requireScope(auth, endpoint.scope ?? undefined);
    const taken = await limiter.take(auth.keyHash, at);
    if (!taken.ok) {
      throw new ApiError(429, 'rate_limited', `More than ${LIMITS.requestsPerMinute} requests in the last minute; wait and retry without parallel requests`, {
        extra: { retryAfterSeconds: taken.retryAfterSeconds },
        headers: { 'Retry-After': String(taken.retryAfterSeconds) },
      });
    }
    try {
      return await route.handler(makeRouteContext(c, db, auth, urlsFor(c), cache));
    } catch (caught) {
      const error = inputDataError(caught, c.req) ?? caught;
      // Ticket, guest and abstract writes answer an unexpected failure in plain text (specification, Errors).
      if (!(error instanceof ApiError) && (endpoint.textResponse || TEXT_500_PATHS.has(path))) {
        console.error(`[server] ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
        return c.text('Unexpected server error; nothing was saved', 500);
      }
      throw error;
    }
  }

  app.get('/media/:id', async (c) => {
    const id = c.req.param('id');
    // Stored ids are letters and digits with the picture's extension; anything else is no picture (and never reaches the database).
    const media = MEDIA_ID.test(id) ? await getMedia(db, id) : undefined;
    if (!media) return c.json({ error: 'No such picture', code: 'not_found' }, 404);
    return new Response(media.bytes as unknown as BodyInit, {
      headers: {
        'content-type': media.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Access-Control-Allow-Origin': '*',
      },
    });
  });

  app.route('/operator', operatorApp({ db, token: options.operatorToken, cache, keys }));
  if (options.attendeeApi) app.route('/attendee', attendeeApp({ db }));

  // A team member's call of the console's own server (cookie, no key): checked against the role, then made again
  // here with the shared key (server/team/team-roles.ts `consoleNeed`), before every /console-api route.
  app.use('/console-api/*', async (c, next) => {
    const res = await team.membersConsoleApi(c);
    if (res) return res;
    await next();
  });

  // Speaker availability (server/availability/, docs/server.md "Speaker availability"); before the screens' catch-all.
  app.route('/console-api/availability', availabilityApp({ db, keys, upstreamUrl: options.upstreamUrl, now }));
  // The programme's releases and feeds (server/programme/, docs/server.md "Programme releases and feeds"); before the
  // screens' calls, whose catch-all answers every other /console-api path.
  const programme = programmeApps({ db, keys, upstreamUrl: options.upstreamUrl, now, trustProxy: options.trustProxy, guessesPerMinute: options.feedGuessesPerMinute, answers: options.feedAnswers });
  app.route('/console-api/programme', programme.consoleApi);
  app.route('/feeds', programme.feeds);

  // Room screens: the console's calls and the screens' streams (server/screens/, docs/server.md "Room screens").
  const screens = screensApps({ db, keys, upstreamUrl: options.upstreamUrl, now, trustProxy: options.trustProxy, hub: options.screenHub, guessesPerMinute: options.screenGuessesPerMinute });
  // Q&A queue, archive and word filter (server/qa/, docs/questions.md), before the screens' catch-all.
  app.route('/console-api/qa', qaApp({ db, keys, upstreamUrl: options.upstreamUrl, now, heard: (payload) => screens.hub.heard(payload) }));
  app.route('/console-api', screens.consoleApi);
  app.route('/team-api', team.app);
  app.route('/screen-api', screens.screenApi);

  app.get('/console-config.json', (c) => {
    const urls = urlsFor(c);
    const demo = options.demoSignIn?.();
    return c.json({ apiBaseUrl: urls.apiBaseUrl, mediaBaseUrl: urls.mediaBaseUrl, local: true, ...(demo ? { demo } : {}) }, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('*', async (c) => {
    const res = await serveConsole(c.req.raw);
    if (!c.req.path.startsWith('/screen/')) return res;
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', SCREEN_PAGE_CSP);
    return new Response(res.body, { status: res.status, headers });
  });
  app.all('*', (c) => c.json({ error: `No route ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));
  return app;
}

async function forward(c: Context, upstreamUrl: string, path: string): Promise<Response> {
  const search = new URL(c.req.url).search;
  const target = `${upstreamUrl.replace(/\/+$/, '')}${path}${search}`;
  const headers = new Headers();
  for (const name of [...API_HEADERS, 'accept', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  try {
    const upstream = await fetch(target, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : undefined });
    const out = new Headers();
    for (const name of ['content-type', 'retry-after', 'allow']) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (error) {
    throw new ApiError(502, 'upstream_unreachable', `The upstream service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}
