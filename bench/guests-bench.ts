/**
 * Guests list figures in a real Chromium against the local server seeded with
 * the large demo (10,000 guests):
 * - from the guest list's data arriving (`guests:data`, marked when /getGuests
 *   has answered) to the first rows painted (`guests:rows-painted`);
 * - from a keystroke in the search box (the input event's time stamp,
 *   `guests:search-input`) to the filtered rows painted (`guests:search-painted`).
 * The page sets these performance marks itself; this file reads them back.
 */
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type { BenchRow } from './bench-row';
import { closeSharedBench, sharedBench } from './shared';

type Row = BenchRow;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return round(s[Math.floor((s.length - 1) / 2)]);
}
function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]);
}
const round = (n: number) => Math.round(n * 10) / 10;

async function markTime(page: Page, name: string): Promise<number> {
  await page.waitForFunction((n) => performance.getEntriesByName(n, 'mark').length > 0, name, { timeout: 60_000 });
  return page.evaluate((n) => performance.getEntriesByName(n, 'mark')[0].startTime, name);
}

export async function run(): Promise<Row[]> {
  const ctx = await sharedBench();
  const server = ctx.server;
  const context = await ctx.connectedContext();
  try {
    const page = await context.newPage();

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
    await context.close();
  }
}

export default run;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().finally(() => closeSharedBench()).then(
    (rows) => {
      for (const r of rows) console.log(`${r.name}: ${r.value} ${r.unit}${r.goal ? ` (goal ${r.goal})` : ''}`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
