import type { Queryable } from './db';
import { newId } from './ids';

export async function insertMedia(q: Queryable, eventId: string, contentType: string, bytes: Uint8Array, extension: string): Promise<string> {
  const id = `${newId(24)}.${extension}`;
  await q.query('INSERT INTO media (id, event_id, content_type, bytes, size, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    eventId,
    contentType,
    Buffer.from(bytes),
    bytes.byteLength,
    Date.now(),
  ]);
  return id;
}

export async function getMedia(q: Queryable, id: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const rows = await q.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM media WHERE id = $1', [id]);
  return rows[0] && { contentType: rows[0].content_type, bytes: rows[0].bytes };
}
