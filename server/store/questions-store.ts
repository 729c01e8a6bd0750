import type { Queryable } from './db';
import { newId } from './ids';

export interface StoredQuestion {
  id: string;
  sessionId: string;
  doc: { question: string; answer: string; status: string };
  score: number;
  createdAt: number;
}

interface Row {
  id: string;
  session_id: string;
  doc: StoredQuestion['doc'];
  score: number;
  created_at: number;
}

const toQuestion = (row: Row): StoredQuestion => ({
  id: row.id,
  sessionId: row.session_id,
  doc: row.doc,
  score: Number(row.score),
  createdAt: Number(row.created_at),
});

const SELECT = `SELECT q.id, q.session_id, q.doc, q.created_at,
  (SELECT count(*)::int FROM upvotes u WHERE u.question_id = q.id) AS score FROM questions q`;

export async function getQuestion(q: Queryable, eventId: string, id: string): Promise<StoredQuestion | undefined> {
  const rows = await q.query<Row>(`${SELECT} WHERE q.event_id = $1 AND q.id = $2`, [eventId, id]);
  return rows[0] && toQuestion(rows[0]);
}

/** Questions of a session, most upvoted first (then oldest first); upvotes counted per question through their primary key. */
export async function listQuestions(q: Queryable, eventId: string, sessionId: string): Promise<StoredQuestion[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE q.event_id = $1 AND q.session_id = $2 ORDER BY score DESC, q.seq`, [eventId, sessionId]);
  return rows.map(toQuestion);
}

export async function insertQuestion(q: Queryable, eventId: string, sessionId: string, doc: StoredQuestion['doc'], askedBy: string | null = null): Promise<string> {
  const id = newId();
  await q.query('INSERT INTO questions (id, event_id, session_id, doc, asked_by, created_at) VALUES ($1, $2, $3, ($4::text)::jsonb, $5, $6)', [
    id,
    eventId,
    sessionId,
    JSON.stringify(doc),
    askedBy,
    Date.now(),
  ]);
  return id;
}

export async function insertQuestions(q: Queryable, eventId: string, items: { sessionId: string; doc: StoredQuestion['doc']; askedBy?: string }[]): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  for (let start = 0; start < items.length; start += 500) {
    const chunk = items.slice(start, start + 500);
    const params: unknown[] = [];
    const values = chunk.map((item, i) => {
      const id = newId();
      ids.push(id);
      params.push(id, eventId, item.sessionId, JSON.stringify(item.doc), item.askedBy ?? null, now + start + i);
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, ($${n - 2}::text)::jsonb, $${n - 1}, $${n})`;
    });
    await q.query(`INSERT INTO questions (id, event_id, session_id, doc, asked_by, created_at) VALUES ${values.join(', ')}`, params);
  }
  return ids;
}

export async function updateQuestion(q: Queryable, eventId: string, id: string, sessionId: string, doc: StoredQuestion['doc']): Promise<void> {
  await q.query('UPDATE questions SET doc = ($4::text)::jsonb, session_id = $3 WHERE event_id = $1 AND id = $2', [eventId, id, sessionId, JSON.stringify(doc)]);
}

export async function deleteQuestion(q: Queryable, eventId: string, id: string): Promise<boolean> {
  await q.query('DELETE FROM upvotes WHERE question_id = $1', [id]);
  const rows = await q.query('DELETE FROM questions WHERE event_id = $1 AND id = $2 RETURNING 1', [eventId, id]);
  return rows.length > 0;
}

/** Records an upvote; false when this guest already upvoted the question. */
export async function addUpvote(q: Queryable, questionId: string, email: string): Promise<boolean> {
  const rows = await q.query('INSERT INTO upvotes (question_id, email, cast_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [questionId, email, Date.now()]);
  return rows.length > 0;
}

export async function insertUpvotes(q: Queryable, upvotes: { questionId: string; email: string }[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < upvotes.length; start += 1000) {
    const chunk = upvotes.slice(start, start + 1000);
    const params: unknown[] = [];
    const values = chunk.map((u) => {
      params.push(u.questionId, u.email, now);
      const n = params.length;
      return `($${n - 2}, $${n - 1}, $${n})`;
    });
    await q.query(`INSERT INTO upvotes (question_id, email, cast_at) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}

/** Removes the polls and questions of a session (with their ballots, upvotes and own whitelists). */
export async function deleteSessionDependents(q: Queryable, eventId: string, sessionId: string): Promise<{ polls: number; questions: number; ballots: number }> {
  const counts = await countSessionDependents(q, eventId, sessionId);
  await q.query('DELETE FROM ballots WHERE poll_id IN (SELECT id FROM polls WHERE event_id = $1 AND session_id = $2)', [eventId, sessionId]);
  await q.query('DELETE FROM whitelists WHERE poll_id IN (SELECT id FROM polls WHERE event_id = $1 AND session_id = $2)', [eventId, sessionId]);
  await q.query('DELETE FROM polls WHERE event_id = $1 AND session_id = $2', [eventId, sessionId]);
  await q.query('DELETE FROM upvotes WHERE question_id IN (SELECT id FROM questions WHERE event_id = $1 AND session_id = $2)', [eventId, sessionId]);
  await q.query('DELETE FROM questions WHERE event_id = $1 AND session_id = $2', [eventId, sessionId]);
  await q.query('DELETE FROM whitelists WHERE session_id = $1', [sessionId]);
  return counts;
}

export async function countSessionDependents(q: Queryable, eventId: string, sessionId: string): Promise<{ polls: number; questions: number; ballots: number }> {
  const rows = await q.query<{ polls: number; questions: number; ballots: number }>(
    `SELECT (SELECT count(*)::int FROM polls WHERE event_id = $1 AND session_id = $2) AS polls,
            (SELECT count(*)::int FROM questions WHERE event_id = $1 AND session_id = $2) AS questions,
            (SELECT count(*)::int FROM ballots WHERE poll_id IN (SELECT id FROM polls WHERE event_id = $1 AND session_id = $2)) AS ballots`,
    [eventId, sessionId],
  );
  return { polls: Number(rows[0].polls), questions: Number(rows[0].questions), ballots: Number(rows[0].ballots) };
}
