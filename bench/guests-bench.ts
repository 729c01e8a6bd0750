/**
 * Guests list figures in a real Chromium against the local server seeded with
 * the large demo (10,000 guests):
 * - from the guest list's data arriving (`guests:data`, marked when /getGuests
 *   has answered) to the first rows painted (`guests:rows-painted`);
 * - from a keystroke in the search box (the input event's time stamp,
 *   `guests:search-input`) to the filtered rows painted (`guests:search-painted`).
 * The page sets these performance marks itself; this file reads them back.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../server/server';
import { chromiumLaunchOptions } from '../e2e/chromium';

import type { BenchRow } from './bench-row';

type Row = BenchRow;

const ROOT = resolve(import.meta.dirname ?? __dirname, '..');

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return round(s[Math.floor((s.length - 1) / 2)]);
}
function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]);
}
const round = (n: number) => Math.round(n * 10) / 10;

/** The built console: GUESTS_BENCH_DIST, else dist/, else a fresh build in a temporary folder. */
function consoleDist(tmp: string): string {
  const fromEnv = process.env.GUESTS_BENCH_DIST;
  if (fromEnv && existsSync(join(fromEnv, 'index.html'))) return fromEnv;
  const dist = join(ROOT, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const out = join(tmp, 'dist');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', out, '--emptyOutDir'], { cwd: ROOT, stdio: 'ignore' });
  return out;
}

async function markTime(page: Page, name: string): Promise<number> {
  await page.waitForFunction((n) => performance.getEntriesByName(n, 'mark').length > 0, name, { timeout: 60_000 });
  return page.evaluate((n) => performance.getEntriesByName(n, 'mark')[0].startTime, name);
}

export async function run(): Promise<Row[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'guests-bench-'));
  const server = await startServer({ port: 0, dataDir: join(tmp, 'data'), demo: 'large', operatorToken: 'bench', attendeeApi: false, simulator: false, distDir: consoleDist(tmp) });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const demo = server.demo!;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('API base URL').fill(server.apiBaseUrl);
    await page.getByLabel('API key').fill(demo.apiKey);
    await page.getByLabel('Client id').fill(demo.clientId);
    await page.getByLabel('Event id').fill(demo.eventId);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // Data to first rows: a fresh load of /guests each time (empty query cache).
    const firstRows: number[] = [];
    let shown = 0;
    for (let i = 0; i < 5; i++) {
      await page.goto(`${server.url}/guests`);
      const painted = await markTime(page, 'guests:rows-painted');
      const data = await markTime(page, 'guests:data');
      firstRows.push(painted - data);
      shown = await page.getByRole('table', { name: 'Guests' }).getByRole('row').count();
    }
    const total = await page.getByTestId('guest-count-shown').textContent();

    // Keystroke to filtered rows painted, one key at a time.
    const search = page.getByLabel('Search guests');
    await search.click();
    const keys = [...'ada', 'Backspace', 'Backspace', 'Backspace', ...'litware', ...Array(7).fill('Backspace'), ...'india', ...Array(5).fill('Backspace')];
    const perKey: number[] = [];
    for (const key of keys) {
      await page.evaluate(() => {
        performance.clearMarks('guests:search-input');
        performance.clearMarks('guests:search-painted');
      });
      await page.keyboard.press(key);
      const painted = await markTime(page, 'guests:search-painted');
      const input = await markTime(page, 'guests:search-input');
      perKey.push(painted - input);
      if (process.env.GUESTS_BENCH_VERBOSE) console.log(key, round(painted - input));
    }

    const rows: Row[] = [
      { name: `guests: data to first rows painted, median of 5 loads (${total?.trim() ?? '10,000 guests'}, ${shown} rows in the DOM)`, value: median(firstRows), unit: 'ms', goal: '< 300 ms' },
      { name: 'guests: data to first rows painted, worst of 5 loads', value: round(Math.max(...firstRows)), unit: 'ms', goal: '< 300 ms' },
      { name: `guests: keystroke to filtered rows painted p50 (${perKey.length} keys, 10,000 guests)`, value: median(perKey), unit: 'ms', goal: '< 50 ms' },
      { name: 'guests: keystroke to filtered rows painted p95', value: p95(perKey), unit: 'ms', goal: '< 50 ms' },
    ];
    return rows.map((r) => ({ ...r, ok: r.value < (r.goal === '< 300 ms' ? 300 : 50) }));
  } finally {
    await browser.close();
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

export default run;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (rows) => {
      for (const r of rows) console.log(`${r.name}: ${r.value} ${r.unit}${r.goal ? ` (goal ${r.goal})` : ''}`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
