import type { Queryable } from './db';
import { newId } from './ids';

/*
 * Picture bytes cross the query layer as hex text turned into bytea by the
 * database (`decode` / `encode`): one native conversion each way, where the
 * embedded database's own bytea parameter handling costs several seconds of
 * per-byte JavaScript for a 5 MB picture.
 */

/** Stores a picture and answers its id; `prefix` names where it came from (e.g. `demo-portrait`). */
export async function insertMedia(q: Queryable, eventId: string, contentType: string, bytes: Uint8Array, extension: string, prefix = ''): Promise<string> {
  const id = `${prefix ? `${prefix}-` : ''}${newId(24)}.${extension}`;
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
  await q.query("INSERT INTO media (id, event_id, content_type, bytes, size, created_at) VALUES ($1, $2, $3, decode($4::text, 'hex'), $5, $6)", [
    id,
    eventId,
    contentType,
    hex,
    bytes.byteLength,
    Date.now(),
  ]);
  return id;
}

export async function getMedia(q: Queryable, id: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const rows = await q.query<{ content_type: string; hex: string }>("SELECT content_type, encode(bytes, 'hex') AS hex FROM media WHERE id = $1", [id]);
  return rows[0] && { contentType: rows[0].content_type, bytes: new Uint8Array(Buffer.from(rows[0].hex, 'hex')) };
}
