/**
 * `npm run bench`: runs every bench module against one shared build, one
 * large-demo server and one Chromium (bench/shared.ts), prints one table and
 * writes bench/results/latest.json.
 *
 * A bench module exports an async function returning BenchRow[] (its default
 * export, else `run`). To add one, add its file to BENCHES (one line); a
 * listed file that does not exist yet is skipped. `npm run bench -- guests-bench`
 * runs only the named benches.
 *
 * Order matters where benches write to the shared server: the server figures
 * are taken before the area benches add guests, questions and abstracts, and
 * the abstract import (which adds 10,000 abstracts) runs last.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareWithPrevious, meetsGoal, previousFigures, REGRESSION_THRESHOLD, type BenchRow } from './bench-row';
import { closeSharedBench } from './shared';

const BENCHES = [
  'console-bench.ts',
  'in-browser-work-bench.ts',
  'server-bench.ts',
  'guests-bench.ts',
  'questions-bench.ts',
  'qa-room-scale-bench.ts',
  'polls-bench.ts',
  'live-bench.ts',
  'sessions-bench.ts',
  'pictures-bench.ts',
  'report-bench.ts',
  'abstracts-bench.ts',
  'keynote-bench.ts',
  'schedule-bench.ts',
  'screens-bench.ts',
  'rooms-bench.ts',
  'programme-bench.ts',
  'team-bench.ts',
  // Last: a day's steady load on one process (BENCH_SOAK_MINUTES, default 60).
  'soak-bench.ts',
];

const HERE = resolve(fileURLToPath(new URL('.', import.meta.url)));

type Section = { bench: string; seconds: number; rows: BenchRow[]; error?: string };
type BenchModule = { default?: () => Promise<BenchRow[]>; run?: () => Promise<BenchRow[]> };

async function main() {
  const started = performance.now();
  const only = process.argv.slice(2).map((a) => a.replace(/\.ts$/, ''));
  const sections: Section[] = [];
  const load = [loadavg()[0]];
  try {
    for (const file of BENCHES) {
      const path = join(HERE, file);
      const name = file.replace(/\.ts$/, '');
      if (!existsSync(path) || (only.length && !only.includes(name))) continue;
      process.stderr.write(`bench: running ${name}…\n`);
      const t0 = performance.now();
      try {
        const mod = (await import(pathToFileURL(path).href)) as BenchModule;
        const fn = mod.default ?? mod.run;
        if (!fn) throw new Error(`${file} exports no default or run function`);
        const rows = (await fn()).map((r) => ({ ...r, ok: r.ok ?? meetsGoal(r.value, r.goal) }));
        sections.push({ bench: name, seconds: Math.round((performance.now() - t0) / 100) / 10, rows });
      } catch (e) {
        sections.push({ bench: name, seconds: Math.round((performance.now() - t0) / 100) / 10, rows: [], error: e instanceof Error ? e.message : String(e) });
      }
      load.push(loadavg()[0]);
    }
  } finally {
    await closeSharedBench();
  }

  const all = sections.flatMap((s) => s.rows);
  const out = join(HERE, 'results');
  const history = join(out, 'history');
  // Every CPU-per-request figure against the latest earlier run that has it (bench/results/history/*.json).
  const previous = previousFigures(readRuns(history));
  const w = Math.min(110, Math.max(10, ...all.map((r) => r.name.length)));
  const line = (a: string, b: string, c: string, d: string, e: string, f: string) => `${a.padEnd(w)}  ${b.padStart(9)}  ${c.padEnd(10)}  ${d.padEnd(14)}  ${e.padEnd(9)}  ${f}`;
  console.log(line('figure', 'value', 'unit', 'goal', 'ok/missed', 'vs previous run'));
  console.log('-'.repeat(w + 70));
  let regressions = 0;
  for (const s of sections) {
    console.log(`[${s.bench}] (${s.seconds} s)${s.error ? `  FAILED: ${s.error.split('\n')[0]}` : ''}`);
    for (const r of s.rows) {
      const vs = compareWithPrevious(r, previous);
      if (vs?.regressed) regressions += 1;
      const vsText = vs ? `${vs.change >= 0 ? '+' : ''}${Math.round(vs.change * 100)} %${vs.regressed ? ' REGRESSED' : ''}` : '';
      console.log(line(r.name, String(r.value), r.unit, r.goal ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED', vsText));
    }
  }
  const missed = all.filter((r) => r.ok === false);
  const seconds = Math.round((performance.now() - started) / 1000);
  const machine = { cpus: cpus().length, load1: load.map((l) => Math.round(l * 10) / 10) };
  console.log(`\n${all.length} figures, ${missed.length} missed, ${regressions} CPU figures over ${REGRESSION_THRESHOLD * 100} % dearer than the previous run, in ${seconds} s (${machine.cpus} cores, 1-minute load average ${machine.load1.join(' → ')})`);

  mkdirSync(history, { recursive: true });
  const measuredAt = new Date().toISOString();
  const result = JSON.stringify({ measuredAt, seconds, machine, sections }, null, 2);
  writeFileSync(join(out, 'latest.json'), result);
  writeFileSync(join(history, `${measuredAt.replace(/[:.]/g, '-')}.json`), result);
  console.log('written to bench/results/latest.json and bench/results/history/');
  if (sections.some((s) => s.error)) process.exitCode = 1;
}

void main();

/** Earlier runs kept in `dir` (unreadable files are skipped). */
function readRuns(dir: string): { measuredAt: string; sections: { rows: BenchRow[] }[] }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(dir, f), 'utf8')) as { measuredAt: string; sections: { rows: BenchRow[] }[] }];
      } catch {
        return [];
      }
    });
}
