import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import { answerClientErrorsInJson } from './client-errors';
import { ListCache } from './list-cache';
import { seedDemo, type DemoSize } from './demo/seed';
import { startSimulator } from './demo/simulator';
import { openDb, type Db } from './store/db';
import { findDemoEvent } from './store/events-store';
import { issueKey } from './store/keys-store';
import { apiRoutes } from './routes/api-routes';
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
}

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
  /** Milliseconds from the call to listening, demo seeding included. */
  startupMs: number;
  close(): Promise<void>;
}

const DEMO_KEY_LIFETIME_MS = 24 * 3_600_000;

/** Reads the server's settings from the environment (decisions.md, "Running the local server"). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, defaults: { demo: DemoSize | 'off'; simulator: boolean }): ServerOptions {
  const demoValue = (env.DEMO ?? '').trim().toLowerCase();
  const demo: DemoSize | 'off' = demoValue === '' ? defaults.demo : demoValue === 'large' ? 'large' : demoValue === '1' || demoValue === 'true' ? 'normal' : 'off';
  const attendeeValue = env.ATTENDEE_API?.trim().toLowerCase();
  const attendeeApi = attendeeValue === undefined || attendeeValue === '' ? demo !== 'off' : ['1', 'true', 'on', 'yes'].includes(attendeeValue);
  const simulatorValue = env.SIMULATOR?.trim();
  return {
    port: env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 8787,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    operatorToken: env.OPERATOR_TOKEN || undefined,
    demo,
    attendeeApi,
    simulator: simulatorValue === undefined || simulatorValue === '' ? defaults.simulator : simulatorValue === '1',
    distDir: env.DIST_DIR || 'dist',
    upstreamUrl: env.UPSTREAM_URL || undefined,
  };
}

/** Opens the database, seeds the demo when asked, and listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const db = await openDb({ dataDir: options.dataDir ?? '.data', databaseUrl: options.databaseUrl });
  const operatorTokenGenerated = !options.operatorToken;
  const operatorToken = options.operatorToken ?? randomBytes(18).toString('base64url');
  let demo: DemoCredentials | undefined;
  if (options.demo && options.demo !== 'off') demo = await ensureDemo(db, options.demo);
  const cache = new ListCache({ shared: db.kind === 'postgres' });
  const app = createApp({
    db,
    cache,
    routes: apiRoutes(),
    operatorToken,
    attendeeApi: options.attendeeApi ?? false,
    distDir: options.distDir,
    upstreamUrl: options.upstreamUrl,
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname: host }, () => resolve(s));
    answerClientErrorsInJson(s);
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  const simulated = options.simulator ? demo : undefined;
  // The simulator writes to the database directly: it drops the cached polls and questions it changes.
  const stopSimulator = simulated
    ? startSimulator(db, simulated, undefined, async () => {
        await cache.bumpLive(db, simulated.eventId);
        cache.liveCommitted(simulated.eventId);
      })
    : undefined;
  return {
    url,
    apiBaseUrl: `${url}/api`,
    mediaBaseUrl: `${url}/media`,
    operatorToken,
    operatorTokenGenerated,
    demo,
    db,
    startupMs: Math.round(performance.now() - started),
    async close() {
      stopSimulator?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.close();
    },
  };
}

/** Seeds the demo event on an empty database, or reuses the one there; the demo key is renewed once expired. */
async function ensureDemo(db: Db, size: DemoSize): Promise<DemoCredentials> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(874214)');
    let event = await findDemoEvent(tx);
    if (!event) {
      const seeded = await seedDemo(tx, size);
      event = { id: seeded.eventId, clientId: seeded.clientId, settings: {}, demo: true };
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
}
