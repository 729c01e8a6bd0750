/**
 * Public health checks for load balancers and orchestrators: `/healthz` answers 200 while the process is up;
 * `/readyz` answers 200 only when the database answers and every migration is applied, and 503 otherwise
 * (also once shutdown has begun, so a proxy stops sending new requests here).
 */
import { Hono } from 'hono';
import type { Db } from './store/db';
import { MIGRATION_COUNT } from './store/schema';

export function healthApp(options: { db: Db; stopping: () => boolean }): Hono {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    if (options.stopping()) return c.json({ status: 'stopping' }, 503, noStore);
    try {
      const rows = await options.db.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations');
      const applied = Number(rows[0]?.applied ?? 0);
      if (applied < MIGRATION_COUNT) return c.json({ status: 'migrating', migrations: { applied, expected: MIGRATION_COUNT } }, 503, noStore);
      return c.json({ status: 'ready', migrations: { applied, expected: MIGRATION_COUNT } }, 200, noStore);
    } catch (error) {
      return c.json({ status: 'database_unavailable', error: error instanceof Error ? error.message : String(error) }, 503, noStore);
    }
  });
  return app;
}
