/**
 * Playwright fixtures: every worker runs its own local event server (demo
 * event, temporary data folder, simulator off); every test gets a freshly
 * minted key through the operator surface, and `connectedPage` opens the
 * console connected with it (`connectTab`); `connectThroughLogin` signs in
 * through the real /login form.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mintKey as mint, startLocalServer, type LocalServer } from './local-server';
import { openConnected } from './open-connected';

export type { LocalServer };

export type MintOptions = {
  scopes?: string[] | 'all';
  lifetimeSeconds?: number;
  lifetimeHours?: number;
  clientId?: string;
  eventId?: string;
};

export type Credentials = { apiKey: string; clientId: string; eventId: string; baseUrl?: string };

export type ApiHelper = {
  /** Calls the integration API with the test's key (or `as`). */
  get<T = unknown>(path: string, query?: Record<string, string>, as?: Credentials): Promise<T>;
  post<T = unknown>(path: string, body: unknown, as?: Credentials): Promise<T>;
  /** The operator surface (keys, events, whitelists, countdowns). */
  operator<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** The attendee surface (votes, upvotes, questions). */
  attendee<T = unknown>(path: string, body: unknown): Promise<T>;
};

type WorkerFixtures = {
  server: LocalServer;
  /** One key of the worker (every scope), for walks that share their set-up across tests; never revoked. */
  workerCredentials: Credentials & { baseUrl: string };
  /** The API with the worker's key. */
  workerApi: ApiHelper;
};
type TestFixtures = {
  /**
   * Runs the console's fixed intervals that use `scaledMs` (src/api/test-timers.ts: the dashboard's refreshes,
   * an open editor's watch) this much faster in every page of the test's context; 1 (the default) leaves them
   * as an organiser has them. For a test that waits for one of them to come round: `test.use({ consoleTimerScale: 0.1 })`.
   */
  consoleTimerScale: number;
  mintKey: (options?: MintOptions) => Promise<string>;
  apiKey: string;
  credentials: Credentials;
  api: ApiHelper;
  connectedPage: Page;
};

async function readAnswer<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 500)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Logs in through the real /login form and waits for the dashboard (or `expectPath`). */
export async function connectThroughLogin(page: Page, creds: Credentials & { baseUrl: string }, options: { from?: string } = {}): Promise<void> {
  await page.goto(options.from ?? '/login');
  await page.waitForURL(/\/login/);
  const baseUrl = page.getByLabel('API base URL');
  await expect(baseUrl).toHaveValue(/.+/); // pre-filled from /console-config.json
  await baseUrl.fill(creds.baseUrl);
  await page.getByLabel('API key').fill(creds.apiKey);
  await page.getByLabel('Client id').fill(creds.clientId);
  await page.getByLabel('Event id').fill(creds.eventId);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Opens the console already connected with `creds`, as a reload of a tab that signed in finds it: the
 * connection goes into this tab's sessionStorage, where the login form keeps it (never localStorage), and
 * the console opens at `/`. For tests whose subject is not the sign-in itself
 * (the form is proven by connect.spec.ts and by the tests that call `connectThroughLogin`); it spares
 * every such test a walk through /login.
 */
export async function connectTab(page: Page, creds: Credentials & { baseUrl: string }): Promise<void> {
  // As after the login form's Continue: the console is at `/` and the test goes on while the dashboard loads
  // (a test that writes first and then looks finds its writes, as it did after the form).
  await openConnected(page, creds, '/');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The integration, operator and attendee surfaces of `server`, called with `credentials` (or `as`). */
function apiHelper(server: LocalServer, credentials: Credentials): ApiHelper {
  const headers = (as: Credentials) => ({
    'x-api-key': as.apiKey,
    'x-client-id': as.clientId,
    'x-event-id': as.eventId,
    'x-timestamp': String(Date.now()),
  });
  return {
    async get(path, query, as = credentials) {
      const qs = query ? `?${new URLSearchParams(query)}` : '';
      return readAnswer(await fetch(`${as.baseUrl ?? server.apiBaseUrl}${path}${qs}`, { headers: headers(as) }), `GET ${path}`);
    },
    async post(path, body, as = credentials) {
      return readAnswer(
        await fetch(`${as.baseUrl ?? server.apiBaseUrl}${path}`, { method: 'POST', headers: { ...headers(as), 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        `POST ${path}`,
      );
    },
    async operator(path, body) {
      return readAnswer(
        await fetch(`${server.url}/operator${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', 'x-operator-token': server.operatorToken },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        `operator ${path}`,
      );
    },
    async attendee(path, body) {
      return readAnswer(
        await fetch(`${server.url}/attendee${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-id': server.demo.clientId, 'x-event-id': server.demo.eventId },
          body: JSON.stringify(body),
        }),
        `attendee ${path}`,
      );
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  consoleTimerScale: [1, { option: true }],

  context: async ({ context, consoleTimerScale }, use) => {
    if (consoleTimerScale !== 1) {
      await context.addInitScript((scale) => {
        (window as { __consoleTimerScale?: number }).__consoleTimerScale = scale;
      }, consoleTimerScale);
    }
    await use(context);
  },

  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Request logs are not read by any test: only warnings and errors are written.
      const running = await startLocalServer({ LOG_LEVEL: 'warn' });
      await use(running.info);
      await running.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  workerCredentials: [
    async ({ server }, use) => {
      await use({ apiKey: await mint(server), clientId: server.demo.clientId, eventId: server.demo.eventId, baseUrl: server.apiBaseUrl });
    },
    { scope: 'worker' },
  ],

  workerApi: [
    async ({ server, workerCredentials }, use) => {
      await use(apiHelper(server, workerCredentials));
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  mintKey: async ({ server }, use) => {
    await use((options = {}) => mint(server, options));
  },

  apiKey: async ({ mintKey }, use) => {
    await use(await mintKey());
  },

  credentials: async ({ server, apiKey }, use) => {
    await use({ apiKey, clientId: server.demo.clientId, eventId: server.demo.eventId, baseUrl: server.apiBaseUrl });
  },

  api: async ({ server, credentials }, use) => {
    await use(apiHelper(server, credentials));
  },

  connectedPage: async ({ page, credentials, server }, use) => {
    await connectTab(page, { ...credentials, baseUrl: server.apiBaseUrl });
    await use(page);
  },
});

export { expect };
