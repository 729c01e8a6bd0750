import { expect } from '@playwright/test';

type Who = { apiKey: string; clientId: string; eventId: string };

/**
 * A call of the console's own server (`/console-api/…`: room screens, the Q&A queue, …) with a key's headers, as
 * the console makes it: for a test's set-up (a screen and its link, a stage), answered below 300 or the test stops
 * with the server's words.
 */
export async function consoleServer<T>(serverUrl: string, who: Who, path: string, body: unknown): Promise<T> {
  const r = await fetch(`${serverUrl}/console-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': who.apiKey, 'x-client-id': who.clientId, 'x-event-id': who.eventId, 'x-timestamp': String(Date.now()) },
    body: JSON.stringify(body),
  });
  expect(r.status, `${path}: ${await r.clone().text()}`).toBeLessThan(300);
  return (await r.json()) as T;
}
