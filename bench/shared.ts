/**
 * What every bench shares in one `npm run bench`: one build of the console
 * (into a temporary folder, so a build elsewhere in the checkout cannot change
 * it mid-run), one local server seeded with the large demo (10,000 guests,
 * 2,000 abstracts, 500 questions in a session) serving that build, and one
 * Chromium. Made on first use, closed by `closeSharedBench()`.
 *
 * Benches mint their own key (`mintKey`) so no bench spends another's
 * 300-requests-a-minute budget.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { startServer, type RunningServer } from '../server/server';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export type SharedBench = {
  /** The console built once for this run (BENCH_DIST reuses a build). */
  distDir: string;
  /** Milliseconds the build took (0 when reused). */
  buildMs: number;
  server: RunningServer;
  browser: Browser;
  /** A fresh key with every scope on the demo event. */
  mintKey(): Promise<string>;
  /** A browser context already connected to the demo event with a fresh key (the console keeps it in sessionStorage). */
  connectedContext(options?: { width?: number; height?: number }): Promise<BrowserContext>;
  /** Headers of an integration API call with the given key. */
  headers(apiKey: string, json?: boolean): Record<string, string>;
};

let shared: Promise<SharedBench> | undefined;
let cleanup: (() => Promise<void>) | undefined;

/** Builds the console with the project's Vite settings into `outDir`. */
export function buildConsole(outDir: string): void {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}

async function make(): Promise<SharedBench> {
  const tmp = mkdtempSync(join(tmpdir(), 'console-bench-'));
  let distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : '';
  let buildMs = 0;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    distDir = join(tmp, 'dist');
    const t0 = performance.now();
    process.stderr.write('bench: building the console…\n');
    buildConsole(distDir);
    buildMs = Math.round(performance.now() - t0);
  }
  process.stderr.write('bench: starting the local server with the large demo…\n');
  const operatorToken = 'bench';
  // Every bench's organisers, consoles and attendees come from this one loopback address, together
  // far more than one address sends in real use: the per-address limit (tested on its own in
  // server/address-limit.test.ts) is off here so that it does not cut the benches short. The
  // per-key limit stays on, and each bench mints its own key.
  const server = await startServer({ port: 0, dataDir: join(tmp, 'data'), demo: 'large', operatorToken, attendeeApi: true, simulator: false, distDir, addressLimitPerMinute: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const demo = server.demo!;
  cleanup = async () => {
    await browser.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  };
  const mintKey = async () => {
    const res = await fetch(`${server.url}/operator/keys`, {
      method: 'POST',
      headers: { 'x-operator-token': operatorToken, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: demo.clientId, eventId: demo.eventId, scopes: 'all' }),
    });
    if (!res.ok) throw new Error(`POST /operator/keys answered ${res.status}`);
    return ((await res.json()) as { apiKey: string }).apiKey;
  };
  return {
    distDir,
    buildMs,
    server,
    browser,
    mintKey,
    headers: (apiKey, json = false) => ({
      'x-api-key': apiKey,
      'x-client-id': demo.clientId,
      'x-event-id': demo.eventId,
      'x-timestamp': String(Date.now()),
      ...(json ? { 'content-type': 'application/json' } : {}),
    }),
    async connectedContext(options = {}) {
      const apiKey = await mintKey();
      const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
      await context.addInitScript((conn) => sessionStorage.setItem('console.connection', JSON.stringify(conn)), {
        baseUrl: server.apiBaseUrl,
        clientId: demo.clientId,
        eventId: demo.eventId,
        apiKey,
      });
      return context;
    },
  };
}

/** The run's shared build, server and browser (made on first call). */
export function sharedBench(): Promise<SharedBench> {
  shared ??= make();
  return shared;
}

export async function closeSharedBench(): Promise<void> {
  if (!shared) return;
  await shared.catch(() => undefined);
  await cleanup?.();
  shared = undefined;
  cleanup = undefined;
}

/** Runs a bench module on its own (`npx tsx bench/<name>.ts`): prints its rows, closes the shared bench, exits 1 on failure. */
export function runWhenCalledDirectly(moduleUrl: string, run: () => Promise<unknown[]>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  run()
    .finally(() => closeSharedBench())
    .then(
      (rows) => console.table(rows),
      (e) => {
        console.error(e);
        process.exit(1);
      },
    );
}
