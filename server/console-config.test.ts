import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';

/**
 * `/console-config.json` tells the login page where the API is and, only on a server running the local demo,
 * the demo event's sign-in ("Use the demo event"). Nothing in it comes from the request.
 */
describe('the console configuration of a server running the local demo', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ demo: true });
  }, 120_000);
  afterAll(() => t?.close());

  it('offers the demo sign-in, and that sign-in is accepted by the API', async () => {
    const config = (await (await fetch(`${t.url}/console-config.json`)).json()) as { demo?: { apiKey: string; clientId: string; eventId: string } };
    expect(config.demo).toEqual(t.server.demo);
    const demo = config.demo!;
    const who = await fetch(`${t.url}/api/whoami`, {
      headers: { 'x-api-key': demo.apiKey, 'x-client-id': demo.clientId, 'x-event-id': demo.eventId, 'x-timestamp': String(Date.now()) },
    });
    expect(who.status).toBe(200);
  });

  it('ignores what the address asks for', async () => {
    const config = (await (await fetch(`${t.url}/console-config.json?apiKey=ek_attacker&eventId=other&clientId=x`)).json()) as { demo?: unknown };
    expect(config.demo).toEqual(t.server.demo);
  });
});

describe('the console configuration of a server without the demo', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 120_000);
  afterAll(() => t?.close());

  it('has no sign-in in it', async () => {
    const config = (await (await fetch(`${t.url}/console-config.json`)).json()) as Record<string, unknown>;
    expect(config).not.toHaveProperty('demo');
    expect(config.local).toBe(true);
  });
});
