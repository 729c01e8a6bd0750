/**
 * A PostgreSQL for the benches that run server processes on one database (keynote-bench, rooms-bench): the one
 * given in BENCH_DATABASE_URL (else TEST_DATABASE_URL), else a throwaway cluster started with `.ci/postgres.sh`
 * in a temporary folder and stopped by `stop`. When none can be had, `reason` says why and the bench skips
 * that part.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './shared';

export type BenchPostgres = { url?: string; reason?: string; stop?: () => void };

export function benchPostgres(): BenchPostgres {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return { url: given };
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  // mkdtemp makes the folder 0700: run as root, the cluster's owner (`postgres`) could not reach the folder
  // `.ci/postgres.sh` makes inside it (its password file, its data), and initdb failed. The cluster's own folder
  // inside stays 0700 and owned by that user.
  chmodSync(dir, 0o755);
  const env = { ...process.env, PG_TEST_DIR: join(dir, 'pg') };
  const stop = () => {
    try {
      execFileSync('bash', ['.ci/postgres.sh', 'stop'], { cwd: ROOT, env, stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const out = execFileSync('bash', ['.ci/postgres.sh'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'ignore'], timeout: 120_000 }).toString();
    const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
    if (url) return { url, stop };
  } catch {
    // reported below
  }
  stop();
  return { reason: 'no BENCH_DATABASE_URL or TEST_DATABASE_URL, and .ci/postgres.sh could not start a server here' };
}
