import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { migrations } from './schema';

/** The one query interface the server uses, over embedded PGlite or a PostgreSQL server. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: a thrown error rolls back everything it wrote. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Hears `NOTIFY channel` (sent by any process on PostgreSQL, by this one on PGlite). `onLost` is told when
   * notifications may have been missed (a dropped PostgreSQL connection, re-listened by itself a second later), and
   * `onBack` once it listens again.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onLost?: () => void, onBack?: () => void): Promise<() => Promise<void>>;
  /** Embedded only: the whole database as one uncompressed dump (what `OpenDbOptions.template` takes). */
  dump?(): Promise<Blob>;
}

export interface OpenDbOptions {
  /** Folder of the embedded database, or `memory://` for an in-memory one. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, `dataDir` is not used. */
  databaseUrl?: string;
  /**
   * Tests only (never read from the environment or a request): an in-memory database starts from this dump of
   * an already created and migrated one (`server/test/pglite-template.ts`) instead of creating the database.
   */
  template?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? '.data', options.template);
  await migrate(db);
  return db;
}

async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = new PGlite(dataDir, template && dataDir.startsWith('memory://') ? { loadDataDir: template } : undefined);
  await lite.waitReady;
  // PGlite runs one statement at a time; a transaction holds it until done, so
  // queries issued meanwhile wait their turn instead of joining the transaction.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await lite.query<T>(sql, params);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await tx.query<R>(sql, params);
            return result.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async close() {
      await lite.close();
    },
    async listen(channel, onPayload) {
      return lite.listen(channel, onPayload);
    },
    async dump() {
      return lite.dumpDataDir('none');
    },
  };
}

function openPostgres(url: string): Db {
  // int8 (bigint) and numeric come back as strings from pg; every bigint the
  // server stores is a millisecond time or a count, well inside 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const listeners = new Set<() => Promise<void>>();
  let closing = false;
  // An idle connection dropped by the server (restart, timeout) must not end the process.
  pool.on('error', (error) => console.error(`[server] PostgreSQL connection lost: ${error.message}`));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await client.query(sql, params);
            return result.rows as R[];
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      closing = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    async listen(channel, onPayload, onLost, onBack) {
      const stop = await listenOnPostgres(url, channel, onPayload, onLost, onBack, () => closing);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). A dropped connection is
 * reported through `onLost` and opened again a second later, until stopped; `onBack` is told when it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (() => void) | undefined,
  onBack: (() => void) | undefined,
  closing: () => boolean,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    const lost = () => {
      if (client !== c || stopped || closing()) return;
      client = undefined;
      c.end().catch(() => undefined);
      onLost?.();
      retry = setTimeout(() => void open().then(() => onBack?.(), lost), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/** Applies the migrations not yet applied, in order, in one transaction (one server at a time). */
async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(874213)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)');
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.map((row) => Number(row.version)));
    for (let index = 0; index < migrations.length; index += 1) {
      const version = index + 1;
      if (applied.has(version)) continue;
      for (const statement of splitStatements(migrations[index])) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()]);
    }
  });
}

/** The statements of a migration, split at semicolons outside `$$ … $$` bodies (trigger functions). */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inBody = false;
  for (let i = 0; i < sql.length; i += 1) {
    if (sql.startsWith('$$', i)) {
      inBody = !inBody;
      current += '$$';
      i += 1;
    } else if (sql[i] === ';' && !inBody) {
      out.push(current);
      current = '';
    } else current += sql[i];
  }
  out.push(current);
  return out.map((part) => part.trim()).filter((part) => part.length > 0);
}
