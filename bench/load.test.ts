import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive } from './load';

const BODY = 'x'.repeat(70_000);
let server: http.Server;
let base = '';
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  let n = 0;
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      n += 1;
      if (req.url === '/length') res.writeHead(200, { 'content-length': BODY.length }).end(BODY);
      else if (req.url === '/chunked') {
        res.writeHead(200);
        res.write('abc');
        res.end('defgh');
      } else if (req.url === '/304') res.writeHead(304, { etag: '"e"' }).end();
      else if (req.url === '/close') res.writeHead(200, { connection: 'close', 'content-length': 2 }).end('ok');
      else if (req.url === '/drop') {
        if (n % 5 === 0) req.socket.destroy();
        else res.writeHead(204).end();
      }
      else res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('drive', () => {
  it('counts statuses and body bytes of Content-Length, chunked and 304 answers', async () => {
    const paths = ['/length', '/chunked', '/304'];
    const d = await drive(base, process.pid, 300, 4, (i) => ({ path: paths[i % 3], headers: { 'x-n': String(i % 3) } }));
    expect(d.requests).toBe(300);
    expect([...d.statuses].sort()).toEqual([
      [200, 200],
      [304, 100],
    ]);
    expect(d.bytes).toBe(100 * (BODY.length + 8));
    expect(d.serverUs).toBeGreaterThan(0);
  });

  it('sends a body with its length, a Host and the headers given', async () => {
    seen.length = 0;
    const d = await drive(base, process.pid, 3, 1, () => ({ path: '/chunked', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"é":1}' }));
    expect(d.statuses.get(200)).toBe(3);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/chunked', body: '{"é":1}', headers: { host: base.slice(7), 'content-type': 'application/json', 'content-length': '8', connection: 'keep-alive' } });
  });

  it('opens a connection again when the server closes it after an answer', async () => {
    const d = await drive(base, process.pid, 40, 3, () => ({ path: '/close', headers: {} }));
    expect(d.statuses.get(200)).toBe(40);
    expect(d.bytes).toBe(80);
  });

  it('fails the run when a request got no answer', async () => {
    await expect(drive(base, process.pid, 50, 2, () => ({ path: '/drop', headers: {} }))).rejects.toThrow(/got no answer/);
  });

  it('fails at once when no connection can be made', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await expect(drive(`http://127.0.0.1:${port}`, process.pid, 10, 2, () => ({ path: '/', headers: {} }))).rejects.toThrow(/could not connect/);
  });
});
