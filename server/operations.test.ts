import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as operators run it (`npm run server`, one real process): JSON request logs with secrets
 * redacted, public health checks, a plain message for a port in use or a bad setting, and a shutdown on
 * SIGTERM that finishes the request in flight before exiting.
 */
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TOKEN = 'operator-token-for-the-operations-test';

interface Proc {
  child: ChildProcess;
  stdout: string[];
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '0', SIMULATOR: '0', OPERATOR_TOKEN: TOKEN, DIST_DIR: '/nonexistent-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let buffer = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    const lines = (buffer + String(d)).split('\n');
    buffer = lines.pop() ?? '';
    stdout.push(...lines);
  });
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout, stderr: () => stderr, exited };
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const jsonLines = (p: Proc) => p.stdout.flatMap((line) => {
  try {
    return [JSON.parse(line) as Record<string, unknown>];
  } catch {
    return [];
  }
});

let server: Proc;
let url: string;

beforeAll(async () => {
  server = run({ PORT: '0', LOG_LEVEL: 'info' });
  const ready = await until('the ready line', () => jsonLines(server).find((l) => l.ready) as { url: string } | undefined);
  url = ready.url;
}, 120_000);
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('a running server', () => {
  it('answers /healthz and /readyz without any credentials', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('logs one JSON line per request with method, path, status and duration, secrets redacted', async () => {
    const secrets = { 'x-api-key': 'ek_live_secret_key_value', 'x-operator-token': TOKEN, cookie: 'session=cookie-secret' };
    const res = await fetch(`${url}/operator/health?probe=1`, { headers: secrets });
    expect(res.status).toBe(200);
    const line = await until('the request log line', () => jsonLines(server).find((l) => (l.req as { path?: string } | undefined)?.path === '/operator/health'));
    expect(line).toMatchObject({ level: 30, msg: 'request', status: 200, req: { method: 'GET', path: '/operator/health' } });
    expect(typeof line.durationMs).toBe('number');
    const headers = (line.req as { headers: Record<string, string> }).headers;
    expect(headers['x-api-key']).toBe('[redacted]');
    expect(headers['x-operator-token']).toBe('[redacted]');
    expect(headers.cookie).toBe('[redacted]');
    const all = server.stdout.join('\n');
    for (const secret of ['ek_live_secret_key_value', TOKEN, 'cookie-secret']) expect(all).not.toContain(secret);
  });

  it('a second server on the same port stops with a message naming PORT', async () => {
    const port = new URL(url).port;
    const second = run({ PORT: port });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`Port ${port} is already in use. Start with another port: PORT=${Number(port) + 1} npm run server`);
  }, 120_000);

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ name: 'Finished during shutdown' });
    let inFlight!: ReturnType<typeof request>;
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request(`${url}/operator/events`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', fail);
      req.write(body.slice(0, 10));
      inFlight = req;
    });
    // Once the server has answered a later request, it has read the headers of the slow one.
    expect((await fetch(`${url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);

    server.child.kill('SIGTERM');
    const port = Number(new URL(url).port);
    await until('new connections to be refused', () =>
      new Promise<true | undefined>((done) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          done(undefined);
        });
        socket.once('error', () => done(true));
      }),
    );
    expect(server.child.exitCode).toBeNull();

    inFlight.end(body.slice(10));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ eventId: expect.any(String), clientId: expect.any(String) });
    expect(await server.exited).toBe(0);

    const lines = jsonLines(server);
    const at = (pred: (l: Record<string, unknown>) => boolean) => lines.findIndex(pred);
    const shutdown = at((l) => String(l.msg).startsWith('shutting down'));
    const finished = at((l) => (l.req as { path?: string } | undefined)?.path === '/operator/events' && l.status === 200);
    const stopped = at((l) => l.msg === 'stopped');
    expect(shutdown).toBeGreaterThanOrEqual(0);
    expect(finished).toBeGreaterThan(shutdown);
    expect(stopped).toBeGreaterThan(finished);
  }, 120_000);
});

describe('settings checked at start', () => {
  it('a bad environment stops the start with one plain line per mistake', async () => {
    const bad = run({ PORT: 'eighty', DEMO: 'lrage', LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    const text = bad.stderr();
    expect(text).toContain('The server cannot start; fix these settings:');
    expect(text).toContain('PORT must be a whole number from 0 to 65535');
    expect(text).toContain('DEMO must be 1');
    expect(text).toContain('LOG_LEVEL must be one of');
    expect(bad.stdout.join('')).not.toContain('ready');
  }, 120_000);
});
