/**
 * `tsx .ci/parallel.ts a b …` runs `npm run a`, `npm run b`, … at the same time and fails when any of them
 * fails, each one's output kept together and printed as it ends. For steps that leave a core idle on a
 * two-core machine (the type check, eslint and dependency-cruiser each use one); `npm test` uses it.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise<{ name: string; code: number }>((done) => {
        const t0 = Date.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        const out: Buffer[] = [];
        child.stdout.on('data', (d: Buffer) => out.push(d));
        child.stderr.on('data', (d: Buffer) => out.push(d));
        child.on('close', (code, signal) => {
          const text = Buffer.concat(out).toString('utf8').trimEnd();
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(`── npm run ${name}: ${status} in ${((Date.now() - t0) / 1000).toFixed(1)} s${text ? `\n${text}` : ''}\n`);
          done({ name, code: code ?? 1 });
        });
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
process.stdout.write(`── ${scripts.join(' ‖ ')}: ${((Date.now() - started) / 1000).toFixed(1)} s${failed.length ? `, failed: ${failed.join(', ')}` : ''}\n`);
process.exit(failed.length ? 1 : 0);
