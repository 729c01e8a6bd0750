/**
 * The console's figures: gzip JavaScript loaded by /login and by /, each
 * area's route chunk (from the Vite manifest), and Chromium load timings
 * (FCP, LCP, TBT) of /login and /, medians of several runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { mintKey, startLocalServer } from '../e2e/local-server';
import { median, type BenchRow } from './bench-row';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOGIN_BUDGET_KB = 100;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

/** The JS files a chunk loads statically (itself and its static imports, transitively). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const i of chunk.imports ?? []) closure(manifest, i, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
}

function sizeOf(files: Iterable<string>): number {
  let kb = 0;
  for (const f of files) kb += gzipKb(f);
  return kb;
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export function bundleRows(): BenchRow[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const byPath = (p: string) => Object.keys(manifest).find((k) => k === p || manifest[k].src === p);
  const withLazy = (paths: string[]) => {
    const keys = new Set<string>(closure(manifest, entryKey));
    for (const p of paths) {
      const k = byPath(p);
      if (k) closure(manifest, k, keys);
    }
    return filesOf(manifest, keys);
  };
  const loginFiles = withLazy(['src/features/account/login-page.tsx']);
  const shellPaths = ['src/app/connected-layout.tsx', 'src/app/app-shell.tsx'];
  const dashFiles = withLazy([...shellPaths, 'src/features/dashboard/dashboard-page.tsx']);
  const shellFiles = withLazy(shellPaths);
  const loginKb = sizeOf(loginFiles);
  const rows: BenchRow[] = [
    { name: 'JS gzip loaded by /login', value: round(loginKb), unit: 'KB', goal: `≤ ${LOGIN_BUDGET_KB}`, ok: loginKb <= LOGIN_BUDGET_KB },
    { name: 'JS gzip loaded by / (dashboard)', value: round(sizeOf(dashFiles)), unit: 'KB' },
  ];
  // Each area's route chunk: what opening it adds to the shell.
  const pages = Object.keys(manifest)
    .filter((k) => /^src\/features\/[^/]+\/[^/]+-page\.tsx$/.test(manifest[k].src ?? k))
    .filter((k) => !/login-page|dashboard-page/.test(k))
    .sort();
  for (const k of pages) {
    const files = filesOf(manifest, closure(manifest, k));
    const extra = [...files].filter((f) => !shellFiles.has(f));
    rows.push({ name: `route chunk ${(manifest[k].src ?? k).replace('src/features/', '').replace('.tsx', '')}`, value: round(sizeOf(extra)), unit: 'KB' });
  }
  return rows;
}

type Timings = { fcp: number; lcp: number; tbt: number };

const OBSERVE = `
  window.__perf = { lcp: 0, tbt: 0 };
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.tbt += Math.max(0, e.duration - 50); }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
`;

async function timingsRows(): Promise<BenchRow[]> {
  const server = await startLocalServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const key = await mintKey(server.info);
    const connection = JSON.stringify({ baseUrl: server.info.apiBaseUrl, clientId: server.info.demo.clientId, eventId: server.info.demo.eventId, apiKey: key });
    const measure = async (path: string, connected: boolean, ready: string): Promise<Timings> => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(OBSERVE);
      if (connected) await context.addInitScript(`sessionStorage.setItem('console.connection', ${JSON.stringify(connection)});`);
      const page = await context.newPage();
      await page.goto(`${server.info.url}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const t = await page.evaluate(() => {
        const w = window as unknown as { __perf: { lcp: number; tbt: number } };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        return { fcp, lcp: w.__perf.lcp, tbt: w.__perf.tbt };
      });
      await context.close();
      return t;
    };
    const rows: BenchRow[] = [];
    for (const [label, path, connected, ready] of [
      ['/login', '/login', false, 'form[aria-label="Connect"]'],
      ['/', '/', true, '[data-testid="figure-sessions"] p.text-3xl'],
    ] as const) {
      const runs: Timings[] = [];
      await measure(path, connected, ready); // warm-up (server caches, disk)
      for (let i = 0; i < RUNS; i++) runs.push(await measure(path, connected, ready));
      rows.push({ name: `${label} first contentful paint`, value: round(median(runs.map((r) => r.fcp)), 0), unit: 'ms' });
      rows.push({ name: `${label} largest contentful paint`, value: round(median(runs.map((r) => r.lcp)), 0), unit: 'ms' });
      rows.push({ name: `${label} total blocking time`, value: round(median(runs.map((r) => r.tbt)), 0), unit: 'ms' });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export default async function consoleBench(): Promise<BenchRow[]> {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  return [...bundleRows(), ...(await timingsRows())];
}
