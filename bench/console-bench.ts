/**
 * The console's figures: bytes on the wire for the first load of /login and
 * of / measured in Chromium (JavaScript and total, as served: brotli, and for
 * comparison gzip only and uncompressed), each area's route chunk (gzip, from
 * the Vite manifest), the same first-load figure for
 * a bare React 19 page built with the same Vite settings and the ratio
 * between them, and Chromium load timings (FCP, LCP, TBT) of /login, /, the
 * Q&A board and the content editor, medians of several runs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { median, type BenchRow } from './bench-row';
import { closeSharedBench, ROOT, sharedBench } from './shared';
import { wireBytes } from './wire-bytes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOGIN_WIRE_BUDGET_KB = 90;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

let DIST = join(ROOT, 'dist');

function gzipKb(file: string, dir = DIST): number {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
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

/** Builds bench/bare-react (React 19 rendering one element) with the console's Vite config; gzip KB of its JS. */
async function bareReactKb(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'bare-react-'));
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: join(ROOT, 'bench', 'bare-react'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
    return readdirSync(join(out, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipKb(join('assets', f), out), 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

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
  const rows: BenchRow[] = [
    { name: 'JS gzip loaded by /login (from the files)', value: round(sizeOf(loginFiles)), unit: 'KB' },
    { name: 'JS gzip loaded by / (dashboard, from the files)', value: round(sizeOf(dashFiles)), unit: 'KB' },
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

/** First loads of /login and / in Chromium, cache off: what crossed the wire, as served and for comparison. */
async function wireRows(): Promise<BenchRow[]> {
  const ctx = await sharedBench();
  const rows: BenchRow[] = [];
  for (const [label, path, connected, ready] of [
    ['/login', '/login', false, 'form[aria-label="Connect"]'],
    ['/ (dashboard)', '/', true, '[data-testid="figure-sessions"] .text-3xl'],
  ] as const) {
    for (const [how, encoding] of [['as served (brotli)', undefined], ['gzip only', 'gzip'], ['uncompressed', 'identity']] as const) {
      const context = connected ? await ctx.connectedContext() : await ctx.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const wire = await wireBytes(context, `${ctx.server.url}${path}`, ready, encoding);
      await context.close();
      const goal = label === '/login' && !encoding ? `≤ ${LOGIN_WIRE_BUDGET_KB}` : undefined;
      rows.push({ name: `${label} JS on the wire, ${how}`, value: round(wire.jsKb), unit: 'KB', ...(goal ? { goal, ok: wire.jsKb <= LOGIN_WIRE_BUDGET_KB } : {}) });
      rows.push({ name: `${label} JS on the wire with response headers, ${how}`, value: round(wire.jsWithHeadersKb), unit: 'KB' });
      rows.push({ name: `${label} total on the wire, ${how} (${wire.requests} responses)`, value: round(wire.totalKb), unit: 'KB' });
    }
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
  const ctx = await sharedBench();
  const { server, browser } = ctx;
  const key = await ctx.mintKey();
  const sessions = (await (await fetch(`${server.apiBaseUrl}/getSessions`, { headers: ctx.headers(key) })).json()) as { documentId: string; hasLiveQA: boolean; contentData?: unknown[] }[];
  const board = sessions.find((s) => s.hasLiveQA)!;
  const questions = (await (await fetch(`${server.apiBaseUrl}/getQuestions?sessionId=${board.documentId}`, { headers: ctx.headers(key) })).json()) as unknown[];
  const edited = [...sessions].sort((a, b) => (b.contentData?.length ?? 0) - (a.contentData?.length ?? 0))[0];
  const sections = edited.contentData?.length ?? 0;
  const measure = async (path: string, connected: boolean, ready: string): Promise<Timings> => {
    const context = connected ? await ctx.connectedContext() : await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
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
    ['/ (dashboard)', '/', true, '[data-testid="figure-sessions"] .text-3xl'],
    [`Q&A board (${questions.length} questions)`, `/sessions/${board.documentId}/questions`, true, '[data-question-id]'],
    [`content editor (session with ${sections} sections)`, `/sessions/${edited.documentId}`, true, `[aria-label^="Section ${sections} of ${sections}:"]`],
  ] as const) {
    const runs: Timings[] = [];
    await measure(path, connected, ready); // warm-up (server caches, disk)
    for (let i = 0; i < RUNS; i++) runs.push(await measure(path, connected, ready));
    rows.push({ name: `${label} first contentful paint`, value: round(median(runs.map((r) => r.fcp)), 0), unit: 'ms' });
    rows.push({ name: `${label} largest contentful paint`, value: round(median(runs.map((r) => r.lcp)), 0), unit: 'ms' });
    rows.push({ name: `${label} total blocking time`, value: round(median(runs.map((r) => r.tbt)), 0), unit: 'ms' });
  }
  return rows;
}

export default async function consoleBench(): Promise<BenchRow[]> {
  const ctx = await sharedBench();
  DIST = ctx.distDir;
  const rows = [...(await wireRows()), ...bundleRows()];
  const bareKb = await bareReactKb();
  const fileRow = rows.findIndex((r) => r.name.startsWith('JS gzip loaded by /login'));
  const loginKb = rows[fileRow].value;
  rows.splice(fileRow + 2, 0,
    { name: 'JS gzip of a bare React 19 page (same Vite settings)', value: round(bareKb), unit: 'KB' },
    { name: '/login JS / bare React page JS', value: round(loginKb / bareKb, 2), unit: 'ratio' },
  );
  if (ctx.buildMs) rows.push({ name: 'console build (vite build, once for the run)', value: round(ctx.buildMs / 1000, 1), unit: 's' });
  return [...rows, ...(await timingsRows())];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  consoleBench()
    .then((rows) => console.table(rows))
    .finally(() => closeSharedBench());
}
