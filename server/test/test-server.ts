import { startServer, type RunningServer } from '../server';
import { databaseTemplate } from './pglite-template';

export interface TestServer {
  server: RunningServer;
  url: string;
  operator(path: string, body?: unknown): Promise<Response>;
  /** A new empty event with a key of the given scopes ("all" by default). */
  newEvent(options?: { scopes?: string[] | 'all'; lifetimeSeconds?: number; name?: string }): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestClient {
  apiKey: string;
  clientId: string;
  eventId: string;
  headers(extra?: Record<string, string>): Record<string, string>;
  get(path: string, query?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, query?: Record<string, string>): Promise<Response>;
  /** POST then parse JSON; fails the test if the body is not JSON. */
  postJson(path: string, body?: unknown, query?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  getJson<T = unknown>(path: string, query?: Record<string, string>): Promise<{ status: number; body: T }>;
  attendee(path: string, body: unknown): Promise<Response>;
}

export const OPERATOR_TOKEN = 'test-operator-token';

/**
 * Starts the real server in-process on a free port with an in-memory
 * database, or on the PostgreSQL server of `databaseUrl` (by default
 * `TEST_SERVER_DATABASE_URL`, which runs every HTTP test against PostgreSQL).
 */
export async function startTestServer(options: { demo?: boolean; databaseUrl?: string; distDir?: string; upstreamUrl?: string; consoleSecret?: string } = {}): Promise<TestServer> {
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: options.databaseUrl ?? (process.env.TEST_SERVER_DATABASE_URL || undefined),
    operatorToken: OPERATOR_TOKEN,
    demo: options.demo ? 'normal' : 'off',
    attendeeApi: true,
    simulator: false,
    distDir: options.distDir ?? '/nonexistent-dist',
    upstreamUrl: options.upstreamUrl,
    databaseTemplate: databaseTemplate(),
    consoleSecret: options.consoleSecret,
  });
  const url = server.url;
  const operator = (path: string, body?: unknown) =>
    fetch(`${url}/operator${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-operator-token': OPERATOR_TOKEN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    server,
    url,
    operator,
    async newEvent(opts = {}) {
      const event = (await (await operator('/events', { name: opts.name ?? 'Test event' })).json()) as { clientId: string; eventId: string };
      const keyRes = await operator('/keys', { ...event, scopes: opts.scopes ?? 'all', ...(opts.lifetimeSeconds ? { lifetimeSeconds: opts.lifetimeSeconds } : {}) });
      const key = (await keyRes.json()) as { apiKey: string };
      return clientFor(url, key.apiKey, event.clientId, event.eventId);
    },
    close: () => server.close(),
  };
}

export function clientFor(url: string, apiKey: string, clientId: string, eventId: string): TestClient {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-api-key': apiKey,
    'x-client-id': clientId,
    'x-event-id': eventId,
    'x-timestamp': String(Date.now()),
    ...extra,
  });
  const qs = (query?: Record<string, string>) => (query ? `?${new URLSearchParams(query)}` : '');
  const get = (path: string, query?: Record<string, string>) => fetch(`${url}/api${path}${qs(query)}`, { headers: headers() });
  const post = (path: string, body?: unknown, query?: Record<string, string>) =>
    fetch(`${url}/api${path}${qs(query)}`, { method: 'POST', headers: headers({ 'content-type': 'application/json' }), body: JSON.stringify(body ?? {}) });
  return {
    apiKey,
    clientId,
    eventId,
    headers,
    get,
    post,
    async postJson(path, body, query) {
      const res = await post(path, body, query);
      const text = await res.text();
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new Error(`${path} answered ${res.status} with non-JSON: ${text}`);
      }
      return { status: res.status, body: parsed };
    },
    async getJson<T>(path: string, query?: Record<string, string>) {
      const res = await get(path, query);
      return { status: res.status, body: (await res.json()) as T };
    },
    attendee(path, body) {
      return fetch(`${url}/attendee${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-id': clientId, 'x-event-id': eventId },
        body: JSON.stringify(body),
      });
    },
  };
}
