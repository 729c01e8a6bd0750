/**
 * The server tests' prepared database: once per Vitest run (`globalSetup` of the server project in
 * vite.config.ts) one in-memory database is created, migrated and dumped to a file; every test server then
 * starts from that dump (`ServerOptions.databaseTemplate`) instead of creating and migrating a database of its
 * own, which costs a few seconds of CPU each time. Without the file (a bench, a run without the setup) a
 * server creates its database as before.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDb } from '../store/db';

const TEMPLATE_FILE_ENV = 'SERVER_TEST_DATABASE_TEMPLATE';

let template: Blob | undefined;

/** The prepared dump, or undefined when this run made none. */
export function databaseTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (!template && file && existsSync(file)) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * Fills an empty folder with the prepared database, for tests of a server on disk whose rule does not depend on
 * creating the database (a new folder costs the same few seconds of CPU as a new in-memory database). Without a
 * prepared dump the folder stays empty and the server creates its database there as before.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  const loadDataDir = databaseTemplate();
  if (!loadDataDir) return;
  const lite = new PGlite(dir, { loadDataDir });
  await lite.waitReady;
  await lite.close();
}

/** Vitest global set-up: writes the dump and removes it when the run ends. */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'server-test-template-'));
  const file = join(dir, 'database.tar');
  const db = await openDb({ dataDir: 'memory://' });
  writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await db.close();
  process.env[TEMPLATE_FILE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
