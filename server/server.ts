import { createServer as createHttpServer, type RequestListener, type ServerOptions as HttpServerOptions } from 'node:http';
import { FeedAnswers } from './programme/feed-answers';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { createApp } from './app';
import { answerClientErrorsInJson } from './client-errors';
import { ListCache } from './list-cache';
import { seedDemo, type DemoSize } from './demo/seed';
import { repointDemoPictures } from './demo/demo-pictures';
import { startSimulator } from './demo/simulator';
import { openDb, type Db } from './store/db';
import { findDemoEvent } from './store/events-store';
import { issueKey } from './store/keys-store';
import { apiRoutes } from './routes/api-routes';
import { ScreenHub } from './screens/screen-hub';
import { SCOPES } from '../src/contract/common';

export interface ServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  operatorToken?: string;
  demo?: DemoSize | 'off';
  attendeeApi?: boolean;
  simulator?: boolean;
  distDir?: string;
  upstreamUrl?: string;
  /** Request log; none when absent (tests, benches). */
  logger?: Logger;
  /** On close, how long in-flight requests may take before their connections are cut (default 8 s). */
  shutdownTimeoutMs?: number;
  /** Requests to /api per minute from one address (RATE_LIMIT_PER_ADDRESS; 0 turns the limit off). */
  addressLimitPerMinute?: number;
  /** TRUST_PROXY=1: behind a reverse proxy, the caller's address comes from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Tests only: the in-memory database starts from this prepared dump (`OpenDbOptions.template`). */
  databaseTemplate?: Blob;
  /** CONSOLE_SECRET: seals the key an organiser shares with the team; without it sharing is unavailable. */
  consoleSecret?: string;
}

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than the idle time of the
 * clients that keep connections (nginx's upstream pool keeps them 60 s, a console's browser or a load generator
 * longer): the server then closes a connection just as the client sends its next request on it, and that request
 * gets no answer ("socket hang up" / ECONNRESET). Longer than theirs, the client is the one that closes; the
 * `Keep-Alive: timeout=65` header Node sends tells clients that honour it (Node's own agent does) when to stop.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface DemoCredentials {
  apiKey: string;
  clientId: string;
  eventId: string;
}

export interface RunningServer {
  url: string;
  apiBaseUrl: string;
  mediaBaseUrl: string;
  operatorToken: string;
  operatorTokenGenerated: boolean;
  demo?: DemoCredentials;
  db: Db;
  /** The room screens' streams of this process (tests set its programme clock). */
  screenHub: ScreenHub;
  /** Milliseconds from the call to listening, demo seeding included. */
  startupMs: number;
  /** Stops accepting connections, lets requests in flight finish (up to `shutdownTimeoutMs`), then closes the database. */
  close(): Promise<void>;
}

const DEMO_KEY_LIFETIME_MS = 24 * 3_600_000;

/** Opens the database, listens, and seeds the demo when asked (its pictures are addressed at the server's own address). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const db = await openDb({ dataDir: options.dataDir ?? '.data', databaseUrl: options.databaseUrl, template: options.databaseTemplate });
  const operatorTokenGenerated = !options.operatorToken;
  const operatorToken = options.operatorToken ?? randomBytes(18).toString('base64url');
  const cache = new ListCache({ shared: db.kind === 'postgres' });
  let stopping = false;
  let demo: DemoCredentials | undefined;
  const screenHub = new ScreenHub(db);
  await screenHub.start();
  const feedAnswers = new FeedAnswers({ trustProxy: options.trustProxy, logger: options.logger });
  const app = createApp({
    screenHub,
    feedAnswers,
    demoSignIn: () => demo && { apiKey: demo.apiKey, clientId: demo.clientId, eventId: demo.eventId },
    logger: options.logger,
    stopping: () => stopping,
    db,
    cache,
    routes: apiRoutes(),
    operatorToken,
    attendeeApi: options.attendeeApi ?? false,
    distDir: options.distDir,
    upstreamUrl: options.upstreamUrl,
    addressLimitPerMinute: options.addressLimitPerMinute,
    trustProxy: options.trustProxy,
    consoleSecret: options.consoleSecret,
  });
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8787;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    // A programme feed's answer kept ready is sent before the framework builds a request for it (feed-answers.ts).
    const createServer = ((serverOptions: HttpServerOptions, listener: RequestListener) =>
      createHttpServer(serverOptions, (req, res) => {
        if (!feedAnswers.serve(req, res)) listener(req, res);
      })) as typeof createHttpServer;
    const s = serve({ fetch: app.fetch, port, hostname: host, createServer }, () => resolve(s));
    if ('keepAliveTimeout' in s) {
      s.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      // How long a request's headers may take: above the idle time, as Node's documentation asks.
      s.headersTimeout = Math.max(s.headersTimeout, KEEP_ALIVE_TIMEOUT_MS + 1000);
    }
    answerClientErrorsInJson(s);
    s.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await db.close();
    throw listenError(error, port, host);
  });
  const http = server as unknown as { closeIdleConnections(): void; closeAllConnections(): void };
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  if (options.demo && options.demo !== 'off') {
    try {
      demo = await ensureDemo(db, options.demo, `${url}/media`, cache);
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      throw error;
    }
  }
  const simulated = options.simulator ? demo : undefined;
  // The simulator writes to the database directly: it drops the cached polls and questions it changes.
  const stopSimulator = simulated
    ? startSimulator(db, simulated, undefined, async () => {
        await cache.bumpLive(db, simulated.eventId);
        cache.liveCommitted(simulated.eventId);
      })
    : undefined;
  const stopMaintenance = db.kind === 'pglite' ? startMaintenance(db, options.logger) : undefined;
  let closed: Promise<void> | undefined;
  return {
    url,
    apiBaseUrl: `${url}/api`,
    mediaBaseUrl: `${url}/media`,
    operatorToken,
    operatorTokenGenerated,
    demo,
    db,
    screenHub,
    startupMs: Math.round(performance.now() - started),
    close: () =>
      (closed ??= (async () => {
        stopping = true;
        stopSimulator?.();
        await stopMaintenance?.();
        // Screens' streams never end by themselves: closed first, they reconnect to another process.
        await screenHub.stop();
        await new Promise<void>((resolve) => {
          // Kept-alive connections become idle as their last answer goes out: close them as they do.
          const idle = setInterval(() => http.closeIdleConnections(), 50);
          const cut = setTimeout(() => http.closeAllConnections(), options.shutdownTimeoutMs ?? 8_000);
          server.close(() => {
            clearInterval(idle);
            clearTimeout(cut);
            resolve();
          });
          http.closeIdleConnections();
        });
        await db.close();
      })()),
  };
}

/** The port asked for is taken by another program; the command line names `PORT` and a port to try instead. */
export class PortInUseError extends Error {
  constructor(readonly port: number, readonly host: string) {
    super(`Port ${port} is already in use on ${host}. Stop the program using it, or start with another port (PORT=${port + 1}; PORT=0 picks a free one).`);
    this.name = 'PortInUseError';
  }
}

/** A listen failure in plain words: a port in use names PORT. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE') return new PortInUseError(port, host);
  if (error.code === 'EACCES') return new Error(`PORT ${port} needs privileges this process lacks: set PORT to 1024 or above.`);
  if (error.code === 'EADDRNOTAVAIL') return new Error(`HOST ${host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0.`);
  return error;
}

/**
 * Seeds the demo event on an empty database, or reuses the one there (its
 * pictures pointed at this server's address); the demo key is renewed once expired.
 */
async function ensureDemo(db: Db, size: DemoSize, mediaBaseUrl: string, cache: ListCache): Promise<DemoCredentials> {
  let repointed: string | undefined;
  const credentials = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(874214)');
    let event = await findDemoEvent(tx);
    if (!event) {
      const seeded = await seedDemo(tx, size, mediaBaseUrl);
      event = { id: seeded.eventId, clientId: seeded.clientId, settings: {}, demo: true };
    } else if ((await repointDemoPictures(tx, event.id, mediaBaseUrl)) > 0) {
      await cache.bump(tx, event.id);
      repointed = event.id;
    }
    const rows = await tx.query<{ api_key: string; expires_at: number }>('SELECT api_key, expires_at FROM demo_keys WHERE event_id = $1', [event.id]);
    const existing = rows[0];
    if (existing && Number(existing.expires_at) - Date.now() > 60 * 60_000) {
      return { apiKey: existing.api_key, clientId: event.clientId, eventId: event.id };
    }
    const { apiKey, row } = await issueKey(tx, { clientId: event.clientId, eventId: event.id, scopes: [...SCOPES], lifetimeMs: DEMO_KEY_LIFETIME_MS, demo: true });
    await tx.query(
      'INSERT INTO demo_keys (event_id, api_key, expires_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO UPDATE SET api_key = EXCLUDED.api_key, expires_at = EXCLUDED.expires_at',
      [event.id, apiKey, row.expiresAt],
    );
    return { apiKey, clientId: event.clientId, eventId: event.id };
  });
  if (repointed) cache.committed(repointed);
  return credentials;
}

/** How often the embedded database is vacuumed and its statistics refreshed. */
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * The embedded database runs PostgreSQL in single-user mode, where autovacuum never runs: rows updated or deleted
 * all day (votes, questions, guests removed, session edits) would leave their dead versions in the tables and the
 * planner would keep the statistics of the start (an empty ballots table planned as empty all day). Every
 * `MAINTENANCE_EVERY_MS` this runs `VACUUM ANALYZE` (not FULL: nothing is locked longer than one statement, and
 * pages with no change since the last pass are skipped). Returns a function that waits for a pass under way and stops.
 */
function startMaintenance(db: Db, logger?: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    const started = performance.now();
    running = db
      .exec('VACUUM ANALYZE')
      .then(
        () => logger?.debug({ durationMs: Math.round(performance.now() - started) }, 'embedded database vacuumed'),
        (error: unknown) => logger?.warn({ err: error }, 'embedded database maintenance failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
