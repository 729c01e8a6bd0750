/**
 * The schedule grid in a real Chromium against the local server: a programme
 * of 200 sessions in 12 rooms over 3 days (on days of its own, removed
 * afterwards), the time to render a day's grid (a day tab clicked → every
 * block of the day painted), and the frame time while a block is dragged (its ghost following the pointer)
 * with the mouse (requestAnimationFrame intervals during the drag; the drag
 * is cancelled with Escape, so nothing is saved).
 */
import { median, type BenchRow } from './bench-row';
import { runWhenCalledDirectly, sharedBench } from './shared';

const DAYS = ['2035-01-10', '2035-01-11', '2035-01-12'];
const ROOMS = ['Hall A', 'Hall B', 'Room 101', 'Room 102', 'Auditorium', ...Array.from({ length: 7 }, (_, i) => `Bench Room ${i + 1}`)];
const COUNT = 200;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const pad = (n: number) => String(n).padStart(2, '0');

export async function run(): Promise<BenchRow[]> {
  const ctx = await sharedBench();
  const { server } = ctx;
  const apiKey = await ctx.mintKey();
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${server.apiBaseUrl}${path}`, { method: 'POST', headers: ctx.headers(apiKey, true), body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { documentId: string };
  };
  const ids: string[] = [];
  const perDay: number[] = [0, 0, 0];
  for (let i = 0; i < COUNT; i += 1) {
    const day = i % 3;
    const room = Math.floor(i / 3) % ROOMS.length;
    const slot = Math.floor(i / 3 / ROOMS.length); // 0..5 per room and day
    const start = 8 * 60 + slot * 90;
    perDay[day] += 1;
    const r = await call('/upsertSession', {
      title: `Bench talk ${i + 1}`,
      date: DAYS[day],
      startTime: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
      endTime: `${pad(Math.floor((start + 75) / 60))}:${pad((start + 75) % 60)}`,
      location: ROOMS[room],
      track: i % 3,
    });
    ids.push(r.documentId);
  }

  const rows: BenchRow[] = [];
  const context = await ctx.connectedContext({ width: 1440, height: 900 });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/sessions?view=grid&date=${DAYS[0]}`);
    await page.getByTestId('grid-block').first().waitFor({ timeout: 30_000 });

    // Render: a day tab clicked → the day's blocks on screen and painted.
    const renderMs: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [d, date] of DAYS.entries()) {
        const next = DAYS[(d + 1) % DAYS.length];
        const expected = perDay[(d + 1) % DAYS.length];
        // A string, so that the bundler's helpers never reach the page.
        const ms = (await page.evaluate(`(async () => {
          const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.id.endsWith(${JSON.stringify(next)}));
          if (!tab) throw new Error('no tab for ${next}');
          const t0 = performance.now();
          tab.click();
          await new Promise((resolve) => {
            function check() {
              const blocks = document.querySelectorAll('[data-testid="grid-block"]');
              if (blocks.length === ${expected} && [...blocks].every((b) => (b.textContent || '').startsWith('Bench talk'))) requestAnimationFrame(() => resolve());
              else requestAnimationFrame(check);
            }
            check();
          });
          return performance.now() - t0;
        })()`)) as number;
        void date;
        renderMs.push(ms);
      }
    }
    rows.push({ name: `grid: render a day (${COUNT} sessions, ${ROOMS.length} rooms, 3 days; ~${perDay[0]} blocks), median`, value: Math.round(median(renderMs)), unit: 'ms', goal: '≤ 300', ok: median(renderMs) <= 300 });
    rows.push({ name: 'grid: render a day, slowest of 9', value: Math.round(Math.max(...renderMs)), unit: 'ms' });

    // Drag: frame intervals while the ghost follows the pointer (the block stays, faded).
    await page.goto(`${server.url}/sessions?view=grid&date=${DAYS[0]}`);
    const block = page.getByRole('button', { name: /^Bench talk 1\b/ });
    await block.waitFor();
    await page.getByTestId('schedule-grid').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const box = (await block.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 10;
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__on = true;
      window.__last = performance.now();
      function tick(t) {
        window.__frames.push(t - window.__last);
        window.__last = t;
        if (window.__on) requestAnimationFrame(tick);
      }
      requestAnimationFrame(tick);
    })()`);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 120; i += 1) await page.mouse.move(x + i * 3, y + Math.round(Math.sin(i / 10) * 60 + i), { steps: 1 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    const frames = (await page.evaluate(`(() => {
      window.__on = false;
      return window.__frames.slice(2);
    })()`)) as number[];
    rows.push({ name: 'grid drag: frame interval, median', value: Math.round(median(frames) * 10) / 10, unit: 'ms', goal: '≤ 16.7 (60 fps)', ok: median(frames) <= 17.5 });
    rows.push({ name: 'grid drag: frame interval, p95', value: Math.round(p95(frames) * 10) / 10, unit: 'ms' });
    rows.push({ name: 'grid drag: frames sampled', value: frames.length, unit: 'n' });
  } finally {
    await context.close();
    for (const id of ids) await call('/deleteSession', { documentId: id }).catch(() => undefined);
  }
  return rows;
}

export default run;

runWhenCalledDirectly(import.meta.url, run);
