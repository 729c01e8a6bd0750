/** The team's rows (team-schema.ts): members, invitations, sessions, passkeys, challenges, the shared key. */
import { randomBytes } from 'node:crypto';
import type { Invitation, Member, TeamRole } from '../../src/contract/team';
import type { Db, Queryable } from '../store/db';
import { hashKey, newId } from '../store/ids';

export type MemberRow = { id: string; eventId: string; name: string; email: string; role: TeamRole; rooms: string[]; passwordHash: string | null; joinedAt: number };
export type SessionRow = { member: MemberRow; tokenHash: string; lastSeenAt: number };
export type ShareRow = { eventId: string; clientId: string; sealedKey: string; scopes: string[]; eventName: string; expiresAt: number; sharedAt: number };

/** A new unguessable token (invitation link, session cookie): 32 random bytes. */
export const newToken = () => randomBytes(32).toString('base64url');

type RawMember = { id: string; event_id: string; name: string; email: string; role: string; rooms: string[]; password_hash: string | null; joined_at: number };
const member = (r: RawMember): MemberRow => ({
  id: r.id,
  eventId: r.event_id,
  name: r.name,
  email: r.email,
  role: r.role as TeamRole,
  rooms: r.rooms,
  passwordHash: r.password_hash,
  joinedAt: Number(r.joined_at),
});

// The shared key.
export async function getShare(db: Queryable, eventId: string): Promise<ShareRow | undefined> {
  const rows = await db.query<{ event_id: string; client_id: string; sealed_key: string; scopes: string[]; event_name: string; expires_at: number; shared_at: number }>(
    'SELECT * FROM team_shares WHERE event_id = $1',
    [eventId],
  );
  const r = rows[0];
  return r && { eventId: r.event_id, clientId: r.client_id, sealedKey: r.sealed_key, scopes: r.scopes, eventName: r.event_name, expiresAt: Number(r.expires_at), sharedAt: Number(r.shared_at) };
}

export async function putShare(db: Queryable, row: ShareRow): Promise<void> {
  await db.query(
    `INSERT INTO team_shares (event_id, client_id, sealed_key, scopes, event_name, expires_at, shared_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (event_id) DO UPDATE SET client_id = $2, sealed_key = $3, scopes = $4, event_name = $5, expires_at = $6, shared_at = $7`,
    [row.eventId, row.clientId, row.sealedKey, JSON.stringify(row.scopes), row.eventName, row.expiresAt, row.sharedAt],
  );
}

export async function dropShare(db: Queryable, eventId: string): Promise<void> {
  await db.query('DELETE FROM team_shares WHERE event_id = $1', [eventId]);
}

// Invitations.
export async function createInvitation(db: Queryable, eventId: string, role: TeamRole, rooms: string[], note: string, now: number, lifetimeMs: number): Promise<{ invitation: Invitation; token: string }> {
  const token = newToken();
  const id = `inv_${newId()}`;
  await db.query('INSERT INTO team_invitations (id, event_id, token_hash, role, rooms, note, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    id,
    eventId,
    hashKey(token),
    role,
    JSON.stringify(rooms),
    note,
    now,
    now + lifetimeMs,
  ]);
  return { invitation: { id, role, rooms, note, createdAt: now, expiresAt: now + lifetimeMs, usedAt: null }, token };
}

type RawInvitation = { id: string; event_id: string; role: string; rooms: string[]; note: string; created_at: number; expires_at: number; used_at: number | null };
const invitation = (r: RawInvitation): Invitation & { eventId: string } => ({
  id: r.id,
  eventId: r.event_id,
  role: r.role as TeamRole,
  rooms: r.rooms,
  note: r.note,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  usedAt: r.used_at === null ? null : Number(r.used_at),
});

/** An invitation that still works (not used, not expired), by its link's token. */
export async function openInvitation(db: Queryable, token: string, now: number): Promise<(Invitation & { eventId: string }) | undefined> {
  const rows = await db.query<RawInvitation>('SELECT * FROM team_invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [hashKey(token), now]);
  return rows[0] && invitation(rows[0]);
}

/** Uses the invitation once: true for the one caller that used it. */
export async function useInvitation(db: Queryable, id: string, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE team_invitations SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id', [id, now]);
  return rows.length === 1;
}

export async function listInvitations(db: Queryable, eventId: string, now: number): Promise<Invitation[]> {
  const rows = await db.query<RawInvitation>('SELECT * FROM team_invitations WHERE event_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at DESC', [eventId, now]);
  return rows.map(invitation).map(({ eventId: _e, ...rest }) => rest);
}

export async function withdrawInvitation(db: Queryable, eventId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM team_invitations WHERE id = $1 AND event_id = $2 RETURNING id', [id, eventId])).length === 1;
}

// Members.
export async function addMember(db: Queryable, m: Omit<MemberRow, 'id'>): Promise<MemberRow | undefined> {
  const id = `mem_${newId()}`;
  const rows = await db.query<RawMember>(
    `INSERT INTO team_members (id, event_id, name, email, role, rooms, password_hash, joined_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id, email) DO NOTHING RETURNING *`,
    [id, m.eventId, m.name, m.email, m.role, JSON.stringify(m.rooms), m.passwordHash, m.joinedAt],
  );
  return rows[0] && member(rows[0]);
}

export async function membersByEmail(db: Queryable, email: string): Promise<MemberRow[]> {
  const rows = await db.query<RawMember>('SELECT * FROM team_members WHERE email = $1 ORDER BY joined_at DESC LIMIT 20', [email]);
  return rows.map(member);
}

export async function getMember(db: Queryable, eventId: string, id: string): Promise<MemberRow | undefined> {
  const rows = await db.query<RawMember>('SELECT * FROM team_members WHERE id = $1 AND event_id = $2', [id, eventId]);
  return rows[0] && member(rows[0]);
}

export async function listMembers(db: Queryable, eventId: string, now: number, idleMs: number): Promise<Member[]> {
  const rows = await db.query<RawMember & { passkeys: number; last_seen_at: number | null; signed_in: boolean }>(
    `SELECT m.*, (SELECT count(*)::int FROM team_passkeys p WHERE p.member_id = m.id) AS passkeys,
            (SELECT max(s.last_seen_at) FROM team_sessions s WHERE s.member_id = m.id) AS last_seen_at,
            EXISTS (SELECT 1 FROM team_sessions s WHERE s.member_id = m.id AND s.last_seen_at > $2) AS signed_in
       FROM team_members m WHERE m.event_id = $1 ORDER BY m.joined_at`,
    [eventId, now - idleMs],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as TeamRole,
    rooms: r.rooms,
    passkeys: Number(r.passkeys),
    hasPassword: r.password_hash !== null,
    joinedAt: Number(r.joined_at),
    lastSeenAt: r.last_seen_at === null ? null : Number(r.last_seen_at),
    signedIn: r.signed_in,
  }));
}

export async function updateMember(db: Queryable, eventId: string, id: string, change: { role?: TeamRole; rooms?: string[] }): Promise<boolean> {
  const rows = await db.query(
    'UPDATE team_members SET role = COALESCE($3, role), rooms = COALESCE($4::jsonb, rooms) WHERE id = $1 AND event_id = $2 RETURNING id',
    [id, eventId, change.role ?? null, change.rooms ? JSON.stringify(change.rooms) : null],
  );
  return rows.length === 1;
}

export async function removeMember(db: Db, eventId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM team_members WHERE id = $1 AND event_id = $2 RETURNING id', [id, eventId]);
    if (rows.length === 0) return false;
    await tx.query('DELETE FROM team_sessions WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM team_passkeys WHERE member_id = $1', [id]);
    return true;
  });
}

// Sessions.
export async function startSession(db: Queryable, m: MemberRow, now: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO team_sessions (token_hash, member_id, event_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [hashKey(token), m.id, m.eventId, now]);
  return token;
}

/** The session of a cookie's token while it has not been idle for `idleMs` (an idle one is deleted). */
export async function findSession(db: Queryable, token: string, now: number, idleMs: number): Promise<SessionRow | undefined> {
  const tokenHash = hashKey(token);
  const rows = await db.query<RawMember & { last_seen_at: number }>(
    'SELECT m.*, s.last_seen_at FROM team_sessions s JOIN team_members m ON m.id = s.member_id WHERE s.token_hash = $1',
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return undefined;
  if (now - Number(r.last_seen_at) >= idleMs) {
    await db.query('DELETE FROM team_sessions WHERE token_hash = $1', [tokenHash]);
    return undefined;
  }
  return { member: member(r), tokenHash, lastSeenAt: Number(r.last_seen_at) };
}

export async function touchSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE team_sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now]);
}

export async function endSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM team_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a member at once; the number ended. */
export async function endMemberSessions(db: Queryable, eventId: string, memberId: string): Promise<number> {
  return (await db.query('DELETE FROM team_sessions WHERE member_id = $1 AND event_id = $2 RETURNING token_hash', [memberId, eventId])).length;
}

// Passkeys and WebAuthn challenges.
export type PasskeyRow = { credentialId: string; memberId: string; publicKey: string; counter: number; transports: string[] };

export async function addPasskey(db: Queryable, p: PasskeyRow, now: number): Promise<void> {
  await db.query('INSERT INTO team_passkeys (credential_id, member_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    p.credentialId,
    p.memberId,
    p.publicKey,
    p.counter,
    JSON.stringify(p.transports),
    now,
  ]);
}

export async function findPasskey(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await db.query<{ credential_id: string; member_id: string; public_key: string; counter: number; transports: string[] }>('SELECT * FROM team_passkeys WHERE credential_id = $1', [credentialId]);
  const r = rows[0];
  return r && { credentialId: r.credential_id, memberId: r.member_id, publicKey: r.public_key, counter: Number(r.counter), transports: r.transports };
}

export async function setPasskeyCounter(db: Queryable, credentialId: string, counter: number): Promise<void> {
  await db.query('UPDATE team_passkeys SET counter = $2 WHERE credential_id = $1', [credentialId, counter]);
}

export async function memberById(db: Queryable, id: string): Promise<MemberRow | undefined> {
  const rows = await db.query<RawMember>('SELECT * FROM team_members WHERE id = $1', [id]);
  return rows[0] && member(rows[0]);
}

export async function saveChallenge(db: Queryable, challenge: string, purpose: string, data: unknown, now: number): Promise<string> {
  const id = `ch_${newId(24)}`;
  await db.query('DELETE FROM team_challenges WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO team_challenges (id, challenge, purpose, data, expires_at) VALUES ($1, $2, $3, $4, $5)', [id, challenge, purpose, JSON.stringify(data), now + 5 * 60_000]);
  return id;
}

/** A challenge, taken once (deleted as it is read). */
export async function takeChallenge(db: Queryable, id: string, purpose: string, now: number): Promise<{ challenge: string; data: unknown } | undefined> {
  const rows = await db.query<{ challenge: string; data: unknown }>('DELETE FROM team_challenges WHERE id = $1 AND purpose = $2 AND expires_at > $3 RETURNING challenge, data', [id, purpose, now]);
  return rows[0];
}
