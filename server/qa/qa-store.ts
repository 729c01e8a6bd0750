/**
 * The Q&A data the console's server keeps (migration "Q&A queue, archive and word filter" in
 * server/store/schema.ts): the queue of approved questions per session, the archive (with the questions a
 * moderator restored, so the team's delay does not archive them again), when each answered question was first
 * seen answered (the delay counts from then), the team's words and delay, each session's automatic approval,
 * and which questions were approved automatically.
 */
import type { Queryable } from '../store/db';
import { defaultWords } from './default-words';

export type QaTeamSettings = { words: string[]; archiveAfterMinutes: number | null };

export async function getTeamSettings(q: Queryable, eventId: string): Promise<QaTeamSettings> {
  const rows = await q.query<{ words: string[] | null; archive_after_minutes: number | null }>('SELECT words, archive_after_minutes FROM qa_settings WHERE event_id = $1', [eventId]);
  const row = rows[0];
  return { words: row?.words ?? defaultWords(), archiveAfterMinutes: row?.archive_after_minutes == null ? null : Number(row.archive_after_minutes) };
}

export async function saveTeamSettings(q: Queryable, eventId: string, patch: { words?: string[] | null; archiveAfterMinutes?: number | null }, now: number): Promise<QaTeamSettings> {
  const current = await getTeamSettings(q, eventId);
  const words = patch.words === null ? null : [...new Set(patch.words ?? current.words)];
  const delay = patch.archiveAfterMinutes === undefined ? current.archiveAfterMinutes : patch.archiveAfterMinutes;
  await q.query(
    `INSERT INTO qa_settings (event_id, words, archive_after_minutes, updated_at) VALUES ($1, ($2::text)::jsonb, $3, $4)
     ON CONFLICT (event_id) DO UPDATE SET words = EXCLUDED.words, archive_after_minutes = EXCLUDED.archive_after_minutes, updated_at = EXCLUDED.updated_at`,
    [eventId, words === null ? null : JSON.stringify(words), delay, now],
  );
  return getTeamSettings(q, eventId);
}

export async function getQueue(q: Queryable, eventId: string, sessionId: string): Promise<string[]> {
  const rows = await q.query<{ ids: string[] }>('SELECT ids FROM qa_queues WHERE event_id = $1 AND session_id = $2', [eventId, sessionId]);
  return rows[0]?.ids ?? [];
}

export async function saveQueue(q: Queryable, eventId: string, sessionId: string, ids: string[], now: number): Promise<void> {
  await q.query(
    `INSERT INTO qa_queues (event_id, session_id, ids, updated_at) VALUES ($1, $2, ($3::text)::jsonb, $4)
     ON CONFLICT (event_id, session_id) DO UPDATE SET ids = EXCLUDED.ids, updated_at = EXCLUDED.updated_at`,
    [eventId, sessionId, JSON.stringify([...new Set(ids)]), now],
  );
}

export type ArchiveEntry = { questionId: string; at: number; by: 'hand' | 'delay' };

export async function listArchived(q: Queryable, eventId: string, sessionId: string): Promise<ArchiveEntry[]> {
  const rows = await q.query<{ question_id: string; at: number; by: string }>(
    "SELECT question_id, at, by FROM qa_archive WHERE event_id = $1 AND session_id = $2 AND state = 'archived' ORDER BY at DESC, question_id",
    [eventId, sessionId],
  );
  return rows.map((r) => ({ questionId: r.question_id, at: Number(r.at), by: r.by === 'delay' ? 'delay' : 'hand' }));
}

/** Archives or restores questions by hand (a restored question is kept out of the delay's reach). */
export async function setArchived(q: Queryable, eventId: string, sessionId: string, ids: string[], archived: boolean, now: number): Promise<void> {
  for (const id of new Set(ids)) {
    await q.query(
      `INSERT INTO qa_archive (event_id, question_id, session_id, state, by, at) VALUES ($1, $2, $3, $4, 'hand', $5)
       ON CONFLICT (event_id, question_id) DO UPDATE SET session_id = EXCLUDED.session_id, state = EXCLUDED.state, by = 'hand', at = EXCLUDED.at`,
      [eventId, id, sessionId, archived ? 'archived' : 'kept', now],
    );
  }
}

/**
 * Notes the answered questions seen now (the delay counts from the first time), and archives those answered for
 * longer than the team's delay that nobody archived or restored by hand. Returns how many it archived.
 */
export async function archiveAfterDelay(q: Queryable, eventId: string, sessionId: string, answeredIds: string[], delayMinutes: number | null, now: number): Promise<number> {
  const ids = [...new Set(answeredIds)];
  if (ids.length === 0) return 0;
  await q.query(
    `INSERT INTO qa_answered_seen (event_id, question_id, session_id, seen_at) SELECT $1, id, $2, $3 FROM unnest($4::text[]) AS id ON CONFLICT DO NOTHING`,
    [eventId, sessionId, now, ids],
  );
  if (delayMinutes === null) return 0;
  const rows = await q.query(
    `INSERT INTO qa_archive (event_id, question_id, session_id, state, by, at)
     SELECT s.event_id, s.question_id, s.session_id, 'archived', 'delay', $4 FROM qa_answered_seen s
     WHERE s.event_id = $1 AND s.session_id = $2 AND s.question_id = ANY($3::text[]) AND s.seen_at + $5 <= $4
     ON CONFLICT DO NOTHING RETURNING 1`,
    [eventId, sessionId, ids, now, delayMinutes * 60_000],
  );
  return rows.length;
}

export async function getAutoApprove(q: Queryable, eventId: string, sessionId: string): Promise<boolean> {
  const rows = await q.query<{ auto_approve: boolean }>('SELECT auto_approve FROM qa_session_settings WHERE event_id = $1 AND session_id = $2', [eventId, sessionId]);
  return rows[0]?.auto_approve === true;
}

export async function setAutoApprove(q: Queryable, eventId: string, sessionId: string, on: boolean, now: number): Promise<void> {
  await q.query(
    `INSERT INTO qa_session_settings (event_id, session_id, auto_approve, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id, session_id) DO UPDATE SET auto_approve = EXCLUDED.auto_approve, updated_at = EXCLUDED.updated_at`,
    [eventId, sessionId, on, now],
  );
}

export async function markAutoApproved(q: Queryable, eventId: string, sessionId: string, ids: string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await q.query('INSERT INTO qa_auto (event_id, question_id, session_id, at) SELECT $1, id, $2, $3 FROM unnest($4::text[]) AS id ON CONFLICT DO NOTHING', [eventId, sessionId, now, [...new Set(ids)]]);
}

export async function listAutoApproved(q: Queryable, eventId: string, sessionId: string): Promise<string[]> {
  const rows = await q.query<{ question_id: string }>('SELECT question_id FROM qa_auto WHERE event_id = $1 AND session_id = $2 ORDER BY at, question_id', [eventId, sessionId]);
  return rows.map((r) => r.question_id);
}
