import type { Queryable } from './db';
import { hashKey, newApiKey } from './ids';

export interface KeyRow {
  clientId: string;
  eventId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export async function issueKey(
  q: Queryable,
  options: { clientId: string; eventId: string; scopes: string[]; lifetimeMs: number; demo?: boolean; now?: number },
): Promise<{ apiKey: string; row: KeyRow }> {
  const apiKey = newApiKey();
  const issuedAt = options.now ?? Date.now();
  const expiresAt = issuedAt + options.lifetimeMs;
  await q.query(
    'INSERT INTO api_keys (key_hash, client_id, event_id, scopes, issued_at, expires_at, demo) VALUES ($1, $2, $3, ($4::text)::jsonb, $5, $6, $7)',
    [hashKey(apiKey), options.clientId, options.eventId, JSON.stringify(options.scopes), issuedAt, expiresAt, options.demo ?? false],
  );
  return { apiKey, row: { clientId: options.clientId, eventId: options.eventId, scopes: options.scopes, issuedAt, expiresAt, revokedAt: null } };
}

export async function findKey(q: Queryable, apiKey: string): Promise<KeyRow | undefined> {
  const rows = await q.query<{ client_id: string; event_id: string; scopes: string[]; issued_at: number; expires_at: number; revoked_at: number | null }>(
    'SELECT client_id, event_id, scopes, issued_at, expires_at, revoked_at FROM api_keys WHERE key_hash = $1',
    [hashKey(apiKey)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    clientId: row.client_id,
    eventId: row.event_id,
    scopes: row.scopes,
    issuedAt: Number(row.issued_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

/** Revokes a key; false when no such key exists. */
export async function revokeKey(q: Queryable, apiKey: string): Promise<boolean> {
  const rows = await q.query('UPDATE api_keys SET revoked_at = $2 WHERE key_hash = $1 RETURNING 1', [hashKey(apiKey), Date.now()]);
  return rows.length > 0;
}
