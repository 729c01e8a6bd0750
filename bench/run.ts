/**
 * `npm run bench`: runs every bench module, prints one table and writes
 * bench/results/latest.json.
 *
 * A bench module's default export is an async function returning BenchRow[].
 * To add one, add its file to BENCHES (one line); a listed file that does not
 * exist yet is skipped.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row';

const BENCHES = [
  'console-bench.ts',
  'server-bench.ts',
];

const HERE = resolve(fileURLToPath(new URL('.', import.meta.url)));

type Section = { bench: string; rows: BenchRow[]; error?: string };

async function main() {
  const only = process.argv.slice(2);
  const sections: Section[] = [];
  for (const file of BENCHES) {
    const path = join(HERE, file);
    const name = file.replace(/\.ts$/, '');
    if (!existsSync(path) || (only.length && !only.includes(name))) continue;
    process.stderr.write(`bench: running ${name}…\n`);
    try {
      const mod = (await import(pathToFileURL(path).href)) as { default: () => Promise<BenchRow[]> };
      sections.push({ bench: name, rows: await mod.default() });
    } catch (e) {
      sections.push({ bench: name, rows: [], error: e instanceof Error ? e.message : String(e) });
    }
  }

  const all = sections.flatMap((s) => s.rows.map((r) => ({ bench: s.bench, ...r })));
  const w = Math.max(10, ...all.map((r) => r.name.length));
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(w)}  ${b.padStart(10)}  ${c.padEnd(4)}  ${d}`;
  console.log(line('figure', 'value', 'unit', 'goal'));
  console.log('-'.repeat(w + 30));
  for (const s of sections) {
    console.log(`[${s.bench}]${s.error ? `  FAILED: ${s.error}` : ''}`);
    for (const r of s.rows) console.log(line(r.name, String(r.value), r.unit, r.goal ? `${r.goal} ${r.ok === false ? 'MISSED' : 'ok'}` : ''));
  }

  const out = join(HERE, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), sections }, null, 2));
  console.log(`\nwritten to bench/results/latest.json`);
  if (sections.some((s) => s.error)) process.exitCode = 1;
}

void main();
