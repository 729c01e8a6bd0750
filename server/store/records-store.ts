import type { Queryable } from './db';
import { newId } from './ids';

/** The record kinds kept as a JSONB document with a soft-delete flag. */
export type RecordTable = 'sessions' | 'speakers' | 'sponsors' | 'abstracts';

export interface StoredRecord {
  id: string;
  doc: Record<string, unknown>;
  deleted: boolean;
  createdAt: number;
}

interface Row {
  id: string;
  doc: Record<string, unknown>;
  deleted: boolean;
  created_at: number;
}

const toRecord = (row: Row): StoredRecord => ({ id: row.id, doc: row.doc, deleted: row.deleted, createdAt: Number(row.created_at) });

export async function getRecord(q: Queryable, table: RecordTable, eventId: string, id: string): Promise<StoredRecord | undefined> {
  const rows = await q.query<Row>(`SELECT id, doc, deleted, created_at FROM ${table} WHERE event_id = $1 AND id = $2`, [eventId, id]);
  return rows[0] && toRecord(rows[0]);
}

/** Records of the event that are not deleted, in creation order. */
export async function listRecords(q: Queryable, table: RecordTable, eventId: string): Promise<StoredRecord[]> {
  const rows = await q.query<Row>(`SELECT id, doc, deleted, created_at FROM ${table} WHERE event_id = $1 AND NOT deleted ORDER BY seq`, [eventId]);
  return rows.map(toRecord);
}

/** Not-deleted records of the event as one JSON array text (the stored read shape). */
export async function listRecordsJson(q: Queryable, table: RecordTable, eventId: string): Promise<string> {
  const rows = await q.query<{ json: string | null }>(`SELECT string_agg(doc::text, ',' ORDER BY seq) AS json FROM ${table} WHERE event_id = $1 AND NOT deleted`, [eventId]);
  return `[${rows[0]?.json ?? ''}]`;
}

/** Ids of the given records that exist on the event, with their state. */
export async function findRecords(q: Queryable, table: RecordTable, eventId: string, ids: string[]): Promise<Map<string, StoredRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<Row>(`SELECT id, doc, deleted, created_at FROM ${table} WHERE event_id = $1 AND id = ANY($2::text[])`, [eventId, ids]);
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

export async function insertRecord(q: Queryable, table: RecordTable, eventId: string, doc: Record<string, unknown>, id = newId()): Promise<string> {
  const now = Date.now();
  const full = { ...doc, documentId: id };
  const extraCols = table === 'speakers' ? ', email' : table === 'abstracts' ? ', updated_at' : '';
  const extraVals = table === 'speakers' ? ', $5' : table === 'abstracts' ? ', $4' : '';
  const params: unknown[] = [id, eventId, JSON.stringify(full), now];
  if (table === 'speakers') params.push(emailOf(full));
  await q.query(`INSERT INTO ${table} (id, event_id, doc, created_at${extraCols}) VALUES ($1, $2, ($3::text)::jsonb, $4${extraVals})`, params);
  return id;
}

/** Insert many records in batches (demo seeding and bulk imports). */
export async function insertRecords(q: Queryable, table: RecordTable, eventId: string, docs: { id: string; doc: Record<string, unknown> }[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < docs.length; start += 500) {
    const chunk = docs.slice(start, start + 500);
    const values: string[] = [];
    const params: unknown[] = [];
    for (const { id, doc } of chunk) {
      const full = { ...doc, documentId: id };
      params.push(id, eventId, JSON.stringify(full), now);
      const n = params.length;
      if (table === 'speakers') {
        params.push(emailOf(full));
        values.push(`($${n - 3}, $${n - 2}, ($${n - 1}::text)::jsonb, $${n}, $${n + 1})`);
      } else if (table === 'abstracts') {
        values.push(`($${n - 3}, $${n - 2}, ($${n - 1}::text)::jsonb, $${n}, $${n})`);
      } else {
        values.push(`($${n - 3}, $${n - 2}, ($${n - 1}::text)::jsonb, $${n})`);
      }
    }
    const cols = table === 'speakers' ? '(id, event_id, doc, created_at, email)' : table === 'abstracts' ? '(id, event_id, doc, created_at, updated_at)' : '(id, event_id, doc, created_at)';
    await q.query(`INSERT INTO ${table} ${cols} VALUES ${values.join(', ')}`, params);
  }
}

export async function updateRecord(q: Queryable, table: RecordTable, eventId: string, id: string, doc: Record<string, unknown>): Promise<void> {
  const full = { ...doc, documentId: id };
  const params: unknown[] = [eventId, id, JSON.stringify(full)];
  let extra = '';
  if (table === 'speakers') {
    params.push(emailOf(full));
    extra = ', email = $4';
  } else if (table === 'abstracts') {
    params.push(Date.now());
    extra = ', updated_at = $4';
  }
  await q.query(`UPDATE ${table} SET doc = ($3::text)::jsonb${extra} WHERE event_id = $1 AND id = $2`, params);
}

/** Keeps the record as deleted: it can no longer be referenced and reads leave it out. */
export async function markDeleted(q: Queryable, table: RecordTable, eventId: string, id: string): Promise<boolean> {
  const rows = await q.query(`UPDATE ${table} SET deleted = true WHERE event_id = $1 AND id = $2 AND NOT deleted RETURNING 1`, [eventId, id]);
  return rows.length > 0;
}

export async function removeRecord(q: Queryable, table: RecordTable, eventId: string, id: string): Promise<boolean> {
  const rows = await q.query(`DELETE FROM ${table} WHERE event_id = $1 AND id = $2 RETURNING 1`, [eventId, id]);
  return rows.length > 0;
}

function emailOf(doc: Record<string, unknown>): string | null {
  return typeof doc.email === 'string' && doc.email !== '' ? doc.email : null;
}
