import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';
import { databaseTemplate } from './test/pglite-template';
import { startTestServer, type TestServer } from './test/test-server';

/** The built console with its security headers, and `/api` forwarded to an upstream service (UPSTREAM_URL). */
let t: TestServer;
let dist: string;
let upstream: Server;
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app");');
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7', 'set-cookie': 'upstream=1' });
      res.end(JSON.stringify({ error: 'slow down', code: 'rate_limited' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as AddressInfo).port;
  t = await startTestServer({ distDir: dist, upstreamUrl: `http://127.0.0.1:${port}/v1/` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const expectConsoleHeaders = (res: Response) => {
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
};

describe('the built console', () => {
  it('serves index.html at / and for every console route, with the security headers', async () => {
    for (const path of ['/', '/guests', '/abstracts/abc/edit?tab=authors']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expectConsoleHeaders(res);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves assets with their type and a long cache, and 404s a missing file instead of the page', async () => {
    const js = await fetch(`${t.url}/assets/app-1234.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expectConsoleHeaders(js);
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves a file outside the build folder', async () => {
    const res = await fetch(`${t.url}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    expect(await res.text()).not.toContain('root:');
  });
});

describe('UPSTREAM_URL', () => {
  it('forwards /api calls with their verb, path, query, API headers and body, and passes the answer back', async () => {
    seen = [];
    const res = await fetch(`${t.url}/api/addGuest?dryRun=1`, {
      method: 'POST',
      headers: { 'x-api-key': 'ek_secret', 'x-client-id': 'c1', 'x-event-id': 'e1', 'x-timestamp': '123', 'content-type': 'application/json', cookie: 'session=1' },
      body: JSON.stringify({ userEmail: 'a@example.org' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ error: 'slow down', code: 'rate_limited' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/addGuest?dryRun=1', body: '{"userEmail":"a@example.org"}' });
    expect(seen[0].headers).toMatchObject({ 'x-api-key': 'ek_secret', 'x-client-id': 'c1', 'x-event-id': 'e1', 'x-timestamp': '123' });
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('answers 502 JSON when the upstream cannot be reached', async () => {
    let other: RunningServer | undefined;
    try {
      other = await startServer({ port: 0, dataDir: 'memory://', operatorToken: 'x', demo: 'off', upstreamUrl: 'http://127.0.0.1:1', databaseTemplate: databaseTemplate() });
      const res = await fetch(`${other.url}/api/whoami`);
      expect(res.status).toBe(502);
      expect((await res.json()).code).toBe('upstream_unreachable');
    } finally {
      await other?.close();
    }
  });
});
