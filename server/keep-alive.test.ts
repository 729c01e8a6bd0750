import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from './server';
import { startTestServer, type TestServer } from './test/test-server';

// A client that keeps connections (nginx's upstream pool, a browser, a load generator) must never send a request on
// a connection the server is closing as idle: that request gets no answer at all.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const get = (agent: http.Agent, path: string) =>
  new Promise<{ status: number; keepAlive: string; reused: boolean }>((done, fail) => {
    const req = http.get(`${t.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, keepAlive: String(res.headers['keep-alive']), reused: req.reusedSocket }));
    });
    req.on('error', fail);
  });

describe('kept-alive connections', () => {
  it('outlive the idle time of the clients that keep them, and say how long they stay open', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/healthz');
      expect(first).toMatchObject({ status: 200, keepAlive: `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`, reused: false });
      // Idle past Node's default of 5 s: the server still has the connection, and the next request is answered on it.
      await new Promise((r) => setTimeout(r, 6000));
      expect(await get(agent, '/healthz')).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
