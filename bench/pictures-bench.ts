/**
 * Picture upload throughput through the console, in a real Chromium against
 * the local server: a 5 MB picture is dropped on the /pictures page (the file
 * is made inside the page, so nothing but the upload itself is timed) and the
 * clock runs from the drop to the end of the /uploadImage answer (resource
 * timing). The browser-side check, the scheduler and the XMLHttpRequest
 * upload with progress are all included. Median of several uploads.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server/server';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { median } from './bench-row';

type Row = { name: string; value: number; unit: string; goal?: string };

const ROOT = resolve(import.meta.dirname ?? __dirname, '..');
const SIZE = 5 * 1024 * 1024;
const RUNS = 7;

function consoleDist(tmp: string): string {
  const dist = join(ROOT, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const out = join(tmp, 'dist');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', out, '--emptyOutDir'], { cwd: ROOT, stdio: 'ignore' });
  return out;
}

export async function run(): Promise<Row[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'pictures-bench-'));
  const server = await startServer({ port: 0, dataDir: join(tmp, 'data'), demo: 'normal', operatorToken: 'bench', attendeeApi: false, simulator: false, distDir: consoleDist(tmp) });
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
    await page.goto(`${server.url}/pictures`);
    await page.getByTestId('pictures-drop-zone').waitFor();

    const wholeMs: number[] = [];
    const requestMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const done = page.getByText(/^Uploaded \(/);
      const before = await done.count();
      const started = await page.evaluate(
        ({ size, n }) => {
          const bytes = new Uint8Array(size);
          crypto.getRandomValues(bytes.subarray(0, 65536));
          bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
          const dt = new DataTransfer();
          dt.items.add(new File([bytes], `bench-${n}.png`, { type: 'image/png' }));
          performance.clearResourceTimings();
          const t0 = performance.now();
          document.querySelector('[data-testid="pictures-drop-zone"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
          return t0;
        },
        { size: SIZE, n: i },
      );
      await page.waitForFunction((n) => document.querySelectorAll('li').length > 0 && [...document.querySelectorAll('p')].filter((p) => /^Uploaded \(/.test(p.textContent ?? '')).length > n, before, { timeout: 120_000 });
      const timing = await page.evaluate(() => {
        const e = performance.getEntriesByType('resource').filter((r) => r.name.includes('/uploadImage')).pop() as PerformanceResourceTiming | undefined;
        return e ? { start: e.startTime, end: e.responseEnd } : null;
      });
      if (!timing) throw new Error('no /uploadImage request was timed');
      wholeMs.push(timing.end - started);
      requestMs.push(timing.end - timing.start);
    }
    // The same upload straight from Node (no browser), to tell the console's share from the server's.
    const directMs: number[] = [];
    const body = new Uint8Array(SIZE);
    body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.apiBaseUrl}/uploadImage`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'x-api-key': demo.apiKey, 'x-client-id': demo.clientId, 'x-event-id': demo.eventId, 'x-timestamp': String(Date.now()) },
        body,
      });
      await res.arrayBuffer();
      directMs.push(performance.now() - t0);
    }
    const mb = SIZE / 1024 / 1024;
    const through = median(wholeMs);
    return [
      { name: 'picture upload through the console, 5 MB (drop to address, median)', value: Math.round((mb / (through / 1000)) * 10) / 10, unit: 'MB/s', goal: '≥ 5' },
      { name: 'picture upload through the console, 5 MB (drop to address, median time)', value: Math.round(through), unit: 'ms' },
      { name: 'picture upload request alone, 5 MB (median time)', value: Math.round(median(requestMs)), unit: 'ms' },
      { name: 'picture upload straight to the server without a browser, 5 MB (median time)', value: Math.round(median(directMs)), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) => console.table(rows));
}
