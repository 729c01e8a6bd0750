/**
 * Pairing a machine as a room's screen by a short code (`/s`): the machine asks for a pairing and shows its code;
 * any moderator types the code in the console with a room; the machine becomes that room's screen.
 *
 * - The code: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), valid 10 minutes,
 *   stored only as a hash, claimed once. 25^6 ≈ 244 million codes; guesses are rate limited per address.
 * - The machine's secret (24 random bytes, 192 bits) is stored only as a hash. When the code is claimed, the screen
 *   is made with that hash as its token's: the secret the machine holds becomes its screen link's token, so the
 *   server never holds a screen token in clear, and no token travels after the pairing.
 */
import type { ScreenKind } from '../../src/contract/room-desk';
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../store/db';
import { newId } from '../store/ids';
import { hashScreenToken, newScreenToken, type ScreenRow } from './screens-store';

export const PAIRING_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_LIFETIME_MS = 10 * 60_000;

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** A code as typed: case, spaces and dashes ignored. */
export function normalisePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

const hashCode = (code: string) => createHash('sha256').update(`pairing:${code}`).digest('base64url');

export type Pairing = { code: string; secret: string; expiresAt: number };

/** A new pairing for a machine: its code and its secret (answered once; only hashes are kept). */
export async function startPairing(q: Queryable, now: number): Promise<Pairing> {
  await q.query('DELETE FROM screen_pairings WHERE expires_at < $1', [now - PAIRING_LIFETIME_MS]);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newPairingCode();
    const secret = newScreenToken();
    const rows = await q.query(
      'INSERT INTO screen_pairings (code_hash, secret_hash, created_at, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code_hash) DO NOTHING RETURNING code_hash',
      [hashCode(code), hashScreenToken(secret), now, now + PAIRING_LIFETIME_MS],
    );
    if (rows.length > 0) return { code, secret, expiresAt: now + PAIRING_LIFETIME_MS };
  }
  throw new Error('no free pairing code');
}

export type PairingState = { state: 'waiting'; expiresAt: number } | { state: 'paired' } | { state: 'expired' } | undefined;

/** Where a machine's pairing stands (by its secret): waiting, paired (its secret is now its screen's token), or expired. */
export async function pairingState(q: Queryable, secret: string, now: number): Promise<PairingState> {
  const rows = await q.query<{ expires_at: number; screen_id: string | null }>('SELECT expires_at, screen_id FROM screen_pairings WHERE secret_hash = $1', [hashScreenToken(secret)]);
  const row = rows[0];
  if (!row) return undefined;
  if (row.screen_id) return { state: 'paired' };
  if (Number(row.expires_at) <= now) return { state: 'expired' };
  return { state: 'waiting', expiresAt: Number(row.expires_at) };
}

/**
 * Claims a code for a room: the waiting machine becomes a screen of `room` ('' the lobby) named `name`. Undefined
 * when no machine waits with that code (never issued, expired, or claimed already).
 */
export async function claimPairing(q: Queryable, eventId: string, typedCode: string, room: string, name: string, now: number, kind: ScreenKind = 'room'): Promise<ScreenRow | undefined> {
  const code = normalisePairingCode(typedCode);
  const id = `screen_${newId(16)}`;
  const claimed = await q.query<{ secret_hash: string }>(
    'UPDATE screen_pairings SET screen_id = $2 WHERE code_hash = $1 AND screen_id IS NULL AND expires_at > $3 RETURNING secret_hash',
    [hashCode(code), id, now],
  );
  const secretHash = claimed[0]?.secret_hash;
  if (!secretHash) return undefined;
  await q.query("INSERT INTO screens (id, event_id, session_id, room, name, token_hash, created_at, updated_at, kind) VALUES ($1, $2, '', $3, $4, $5, $6, $6, $7)", [id, eventId, room, name, secretHash, now, kind]);
  return { id, eventId, sessionId: null, room, name, tokenHash: secretHash, createdAt: now, kind };
}
