/**
 * Opens the console already connected, straight at the page a test is about: as `connectTab` (e2e/fixtures.ts)
 * the connection goes into this tab's sessionStorage, where the login form keeps it, but the first page the
 * console loads is `path`, not the dashboard. A test whose subject is one page then pays for one load of the
 * console instead of two (the dashboard with its reads, then the page). The login form itself is proven by
 * connect.spec.ts and by the tests that call `connectThroughLogin`.
 */
import type { Page } from '@playwright/test';
import { SESSION_CONNECTION_KEY } from '../src/api/key-store';

/** A key and the event it opens (the fixtures' `Credentials`), with the API base URL. */
type Connection = { apiKey: string; clientId: string; eventId: string; baseUrl?: string };

/** `creds.baseUrl` is the API the console talks to; `origin` the console's own (the page's baseURL unless given). */
export async function openConnected(page: Page, creds: Connection, path: string, origin = ''): Promise<void> {
  if (!creds.baseUrl) throw new Error('openConnected needs the API base URL in the credentials');
  // A small answer of the console's own origin first: sessionStorage belongs to the origin and the tab.
  await page.goto(`${origin}/healthz`);
  const connection = { baseUrl: creds.baseUrl.replace(/\/+$/, ''), clientId: creds.clientId, eventId: creds.eventId, apiKey: creds.apiKey };
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_CONNECTION_KEY, JSON.stringify(connection)] as const);
  await page.goto(`${origin}${path}`);
}
