/**
 * Once per browser-test run: one server creates, migrates and seeds a data folder with the demo event and
 * stops cleanly; every worker's server (and any test's own server on an empty folder) then starts on a copy
 * of it (e2e/local-server.ts, `PREPARED_DATA_ENV`) instead of creating the database again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREPARED_DATA_ENV, startLocalServer } from './local-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-prepared-'));
  delete process.env[PREPARED_DATA_ENV];
  const server = await startLocalServer({ DATA_DIR: dataDir });
  // SIGTERM: the server closes the database, so the copies open a cleanly shut down folder.
  await server.kill('SIGTERM');
  process.env[PREPARED_DATA_ENV] = dataDir;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
