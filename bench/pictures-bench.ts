/**
 * Picture upload throughput through the console, in a real Chromium against
 * the local server: a 5 MB picture is dropped on the /pictures page (the file
 * is made inside the page, so nothing but the upload itself is timed) and the
 * clock runs from the drop to the end of the /uploadImage answer (resource
 * timing). The browser-side check, the scheduler and the XMLHttpRequest
 * upload with progress are all included. Median of several uploads.
 */
import { pathToFileURL } from 'node:url';
import { median } from './bench-row';
import { closeSharedBench, sharedBench } from './shared';

type Row = { name: string; value: number; unit: string; goal?: string };

const SIZE = 5 * 1024 * 1024;
const RUNS = 7;

export async function run(): Promise<Row[]> {
  const ctx = await sharedBench();
  const server = ctx.server;
  const context = await ctx.connectedContext();
  try {
    const page = await context.newPage();
    const apiKey = await ctx.mintKey();
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
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.apiBaseUrl}/uploadImage`, {
        method: 'POST',
        headers: { ...ctx.headers(apiKey), 'content-type': 'image/png' },
        body,
      });
      await res.arrayBuffer();
      directMs.push(performance.now() - t0);
    }
    // Server and sender share this process: CPU time per upload, both sides together (other programs' load does not count).
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000 / 3;
    const mb = SIZE / 1024 / 1024;
    const through = median(wholeMs);
    return [
      { name: 'picture upload through the console, 5 MB (drop to address, median)', value: Math.round((mb / (through / 1000)) * 10) / 10, unit: 'MB/s', goal: '≥ 5' },
      { name: 'picture upload through the console, 5 MB (drop to address, median time)', value: Math.round(through), unit: 'ms' },
      { name: 'picture upload request alone, 5 MB (median time)', value: Math.round(median(requestMs)), unit: 'ms' },
      { name: 'picture upload straight to the server without a browser, 5 MB (median time)', value: Math.round(median(directMs)), unit: 'ms' },
      { name: 'picture upload straight to the server, 5 MB: CPU time per upload (server and sender)', value: Math.round(cpuMs), unit: 'ms' },
      { name: 'picture upload straight to the server, 5 MB: throughput per CPU second', value: Math.round((mb / (cpuMs / 1000)) * 10) / 10, unit: 'MB/s', goal: '≥ 5' },
    ];
  } finally {
    await context.close();
  }
}

export default run;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run()
    .finally(() => closeSharedBench())
    .then((rows) => console.table(rows));
}
