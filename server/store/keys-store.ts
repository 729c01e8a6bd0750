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

export interface AuthLookup {
  clientExists: boolean;
  event: { id: string; clientId: string; settings: Record<string, unknown>; demo: boolean } | undefined;
  key: KeyRow | undefined;
}

/** Client, event and key of a request in one round trip (authentication runs on every call). */
export async function lookupAuth(q: Queryable, clientId: string, eventId: string, apiKey: string): Promise<AuthLookup> {
  const rows = await q.query<{
    client_ok: boolean;
    event_id: string | null;
    event_client_id: string | null;
    settings: Record<string, unknown> | null;
    demo: boolean | null;
    key_client_id: string | null;
    key_event_id: string | null;
    scopes: string[] | null;
    issued_at: number | null;
    expires_at: number | null;
    revoked_at: number | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM clients WHERE id = $1) AS client_ok,
            e.id AS event_id, e.client_id AS event_client_id, e.settings, e.demo,
            k.client_id AS key_client_id, k.event_id AS key_event_id, k.scopes, k.issued_at, k.expires_at, k.revoked_at
     FROM (SELECT 1) AS one
     LEFT JOIN events e ON e.id = $2
     LEFT JOIN api_keys k ON k.key_hash = $3`,
    [clientId, eventId, hashKey(apiKey)],
  );
  const row = rows[0];
  return {
    clientExists: row.client_ok === true,
    event: row.event_id === null ? undefined : { id: row.event_id, clientId: row.event_client_id ?? '', settings: row.settings ?? {}, demo: row.demo === true },
    key:
      row.key_client_id === null
        ? undefined
        : {
            clientId: row.key_client_id,
            eventId: row.key_event_id ?? '',
            scopes: row.scopes ?? [],
            issuedAt: Number(row.issued_at),
            expiresAt: Number(row.expires_at),
            revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
          },
  };
}
