/**
 * Starts the local event server as a child process on a temporary data folder
 * (demo event seeded, simulator off) and reads its ready line. Used by the
 * browser-test fixtures and by the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export type LocalServer = {
  url: string;
  apiBaseUrl: string;
  mediaBaseUrl: string;
  operatorToken: string;
  demo: { apiKey: string; clientId: string; eventId: string };
};

export type RunningServer = {
  info: LocalServer;
  stop: () => Promise<void>;
  /** The data folder the server runs on (start another server on it with `env.DATA_DIR`). */
  dataDir: string;
  /**
   * Ends the server abruptly (SIGKILL by default) or politely (SIGTERM) and
   * waits for it to exit; the data folder is kept so that a server started on
   * it again finds everything that was committed.
   */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * A data folder already migrated and seeded with the demo event (made once per test run by
 * e2e/global-setup.ts). A server asked to start with the demo on an empty folder starts on a copy of it: the
 * same database a first start would make (the demo's pictures are pointed at the new server's address as it
 * starts), without creating the database, migrating and seeding again in every worker.
 */
export const PREPARED_DATA_ENV = 'E2E_PREPARED_DATA_DIR';

function startsFromPreparedData(dataDir: string, env: Record<string, string>): boolean {
  const prepared = process.env[PREPARED_DATA_ENV];
  if (!prepared || !existsSync(prepared)) return false;
  if ((env.DEMO ?? '1') !== '1' || env.DATABASE_URL || process.env.DATABASE_URL) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(prepared, dataDir, { recursive: true });
  return true;
}

/**
 * `env` overrides the server's environment. With `env.DATA_DIR` the server
 * runs on that folder and `stop()` leaves it in place (the caller owns it);
 * with `env.OPERATOR_TOKEN` that token is used (and reported in `info`).
 * An empty data folder with the demo starts from the prepared one when the
 * test run made it (`PREPARED_DATA_ENV`).
 */
export async function startLocalServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-server-'));
  const operatorToken = env.OPERATOR_TOKEN ?? randomBytes(16).toString('hex');
  startsFromPreparedData(dataDir, env);
  const child: ChildProcess = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', OPERATOR_TOKEN: operatorToken, SIMULATOR: '0', ATTENDEE_API: '1', CONSOLE_SECRET: 'e2e-console-secret-of-at-least-32-characters', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + String(d)).slice(-4000);
  });
  const info = await new Promise<LocalServer>((ready, reject) => {
    let buffer = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error(`local server did not start in 90 s\n${stderr}`)), 90_000);
    child.stdout?.on('data', (d) => {
      if (started) return; // request logs after the ready line: read (the pipe must not fill) and let go
      buffer += String(d);
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const msg = JSON.parse(line) as LocalServer & { ready?: boolean };
          if (msg.ready) {
            started = true;
            buffer = '';
            clearTimeout(timer);
            ready({ ...msg, operatorToken });
          }
        } catch {
          // not the ready line
        }
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local server exited with ${code}\n${stderr}`));
    });
  });

  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000).unref();
    });
  const kill = (signal: NodeJS.Signals = 'SIGKILL') =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid!, signal);
      } catch {
        child.kill(signal);
      }
    });
  return { info, stop, dataDir, kill };
}

/** Mints a key through the operator surface. */
export async function mintKey(
  server: LocalServer,
  options: { scopes?: string[] | 'all'; lifetimeSeconds?: number; lifetimeHours?: number; clientId?: string; eventId?: string } = {},
): Promise<string> {
  const res = await fetch(`${server.url}/operator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': server.operatorToken },
    body: JSON.stringify({
      clientId: options.clientId ?? server.demo.clientId,
      eventId: options.eventId ?? server.demo.eventId,
      scopes: options.scopes ?? 'all',
      ...(options.lifetimeSeconds !== undefined ? { lifetimeSeconds: options.lifetimeSeconds } : {}),
      ...(options.lifetimeHours !== undefined ? { lifetimeHours: options.lifetimeHours } : {}),
    }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /operator/keys answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { apiKey: string }).apiKey;
}
