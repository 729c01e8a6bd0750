/**
 * The audit log: every write made through the team (a member's call forwarded with the shared key, a refusal
 * of one, a change to the team itself) and the key holders' own writes that pass through this server, with
 * who, when, what, which record and the outcome. Pages are read newest first by entry number (`before`), so a
 * filtered page is one index range however long the log grows.
 */
import type { AuditEntry } from '../../src/contract/team';
import { findUnstorable } from '../../src/contract/storable-text';
import type { Queryable } from '../store/db';

export type AuditWrite = Omit<AuditEntry, 'id'> & { eventId: string };
export type AuditFilter = { member?: string; action?: string; outcome?: string; record?: string; from?: number; to?: number; before?: number; limit?: number };

/** The name a key holder's writes are logged under. */
export const KEY_HOLDER = 'the key holder';

export async function writeAudit(db: Queryable, e: AuditWrite): Promise<void> {
  await db.query(
    'INSERT INTO team_audit (event_id, at, member_id, member_name, role, action, record, outcome, status, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    [e.eventId, e.at, e.memberId, e.memberName, e.role, storable(e.action, 200), storable(e.record, 200), e.outcome, e.status, storable(e.detail, 500)],
  );
}

/**
 * A refused write is logged with what it named, whatever that was: a record id of a hostile body (a NUL, half an
 * emoji) is kept with each character the database cannot store as U+FFFD, so the entry is never lost.
 */
function storable(value: string, max: number): string {
  let out = value.slice(0, max);
  for (let found = findUnstorable(out); found; found = findUnstorable(out)) out = `${out.slice(0, found.index)}\uFFFD${out.slice(found.index + 1)}`;
  return out;
}

export async function readAudit(db: Queryable, eventId: string, f: AuditFilter): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const where = ['event_id = $1'];
  const params: unknown[] = [eventId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.member === 'key') where.push('member_id IS NULL');
  else if (f.member) add('member_id = ?', f.member);
  if (f.action) add('action = ?', f.action);
  if (f.outcome) add('outcome = ?', f.outcome);
  if (f.record) add('record = ?', f.record);
  if (f.from !== undefined) add('at >= ?', f.from);
  if (f.to !== undefined) add('at <= ?', f.to);
  if (f.before !== undefined) add('id < ?', f.before);
  const limit = f.limit ?? 100;
  params.push(limit + 1);
  const rows = await db.query<{ id: number; at: number; member_id: string | null; member_name: string; role: string; action: string; record: string; outcome: string; status: number; detail: string }>(
    `SELECT id, at, member_id, member_name, role, action, record, outcome, status, detail FROM team_audit WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  const entries = rows.slice(0, limit).map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    memberId: r.member_id,
    memberName: r.member_name,
    role: r.role,
    action: r.action,
    record: r.record,
    outcome: r.outcome as AuditEntry['outcome'],
    status: Number(r.status),
    detail: r.detail,
  }));
  return { entries, next: rows.length > limit ? entries[entries.length - 1].id : null };
}

/**
 * The most recent successful write of a record by someone else than the asker ("kept the change Ana made"):
 * `notBy` is the asking member's id, or null for a key holder (whose own writes are logged without a member).
 */
export async function lastWriter(db: Queryable, eventId: string, record: string, notBy?: string | null): Promise<{ memberName: string; at: number } | undefined> {
  const other = notBy === undefined ? '' : notBy === null ? ' AND member_id IS NOT NULL' : ' AND (member_id IS NULL OR member_id <> $3)';
  const params = notBy ? [eventId, record, notBy] : [eventId, record];
  const rows = await db.query<{ member_name: string; at: number }>(`SELECT member_name, at FROM team_audit WHERE event_id = $1 AND record = $2 AND outcome = 'done'${other} ORDER BY id DESC LIMIT 1`, params);
  return rows[0] && { memberName: rows[0].member_name, at: Number(rows[0].at) };
}

const CSV_COLUMNS = ['time', 'member', 'role', 'action', 'record', 'outcome', 'status', 'detail'] as const;

/** One CSV field: quoted when needed, and a leading = + - @ made inert for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function auditCsv(entries: AuditEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    lines.push([new Date(e.at).toISOString(), e.memberName, e.role, e.action, e.record, e.outcome, String(e.status), e.detail].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Which record a write is about, from its body: the record's id, a guest's e-mail, a question's or poll's id. */
export function recordOf(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return '';
  const b = body as Record<string, unknown>;
  for (const name of ['documentId', 'questionId', 'pollId', 'speakerId', 'sponsorId', 'abstractId', 'sessionId', 'id', 'email']) {
    const v = b[name];
    if (typeof v === 'string' && v) return v.slice(0, 200);
  }
  return '';
}
