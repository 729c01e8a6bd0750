import type { Queryable } from './db';
import { newId } from './ids';

export interface StoredPoll {
  id: string;
  sessionId: string;
  doc: Record<string, unknown>;
  closesAt: number | null;
  whitelistId: string | null;
}

interface Row {
  id: string;
  session_id: string;
  doc: Record<string, unknown>;
  closes_at: number | null;
  whitelist_id: string | null;
}

const SELECT = `SELECT p.id, p.session_id, p.doc, p.closes_at, w.id AS whitelist_id
  FROM polls p LEFT JOIN whitelists w ON w.poll_id = p.id`;

const toPoll = (row: Row): StoredPoll => ({
  id: row.id,
  sessionId: row.session_id,
  doc: row.doc,
  closesAt: row.closes_at === null ? null : Number(row.closes_at),
  whitelistId: row.whitelist_id,
});

export async function getPoll(q: Queryable, eventId: string, pollId: string): Promise<StoredPoll | undefined> {
  const rows = await q.query<Row>(`${SELECT} WHERE p.event_id = $1 AND p.id = $2`, [eventId, pollId]);
  return rows[0] && toPoll(rows[0]);
}

/** Polls of the event (or of one session) ordered by sortNr, then creation. */
export async function listPolls(q: Queryable, eventId: string, sessionId?: string): Promise<StoredPoll[]> {
  const rows =
    sessionId === undefined
      ? await q.query<Row>(`${SELECT} WHERE p.event_id = $1 ORDER BY p.sort_nr, p.seq`, [eventId])
      : await q.query<Row>(`${SELECT} WHERE p.event_id = $1 AND p.session_id = $2 ORDER BY p.sort_nr, p.seq`, [eventId, sessionId]);
  return rows.map(toPoll);
}

export async function insertPoll(q: Queryable, eventId: string, doc: Record<string, unknown>, id = newId()): Promise<string> {
  const full: Record<string, unknown> = { ...doc, pollId: id, documentId: id };
  await q.query('INSERT INTO polls (id, event_id, session_id, doc, sort_nr, created_at) VALUES ($1, $2, $3, ($4::text)::jsonb, $5, $6)', [
    id,
    eventId,
    String(full.sessionId),
    JSON.stringify(full),
    Number(full.sortNr ?? 0),
    Date.now(),
  ]);
  return id;
}

export async function updatePoll(q: Queryable, eventId: string, id: string, doc: Record<string, unknown>): Promise<void> {
  const full: Record<string, unknown> = { ...doc, pollId: id, documentId: id };
  await q.query('UPDATE polls SET doc = ($3::text)::jsonb, session_id = $4, sort_nr = $5 WHERE event_id = $1 AND id = $2', [
    eventId,
    id,
    JSON.stringify(full),
    String(full.sessionId),
    Number(full.sortNr ?? 0),
  ]);
}

export async function setPollCountdown(q: Queryable, eventId: string, id: string, closesAt: number | null): Promise<boolean> {
  const rows = await q.query('UPDATE polls SET closes_at = $3 WHERE event_id = $1 AND id = $2 RETURNING 1', [eventId, id, closesAt]);
  return rows.length > 0;
}

/** Deletes a poll with its ballots and its own whitelist; reports what went. */
export async function deletePoll(q: Queryable, eventId: string, id: string): Promise<{ ballots: number; ownWhitelist: boolean }> {
  const counted = await countPollDependents(q, id);
  await q.query('DELETE FROM ballots WHERE poll_id = $1', [id]);
  await q.query('DELETE FROM whitelists WHERE poll_id = $1', [id]);
  await q.query('DELETE FROM polls WHERE event_id = $1 AND id = $2', [eventId, id]);
  return counted;
}

export async function countPollDependents(q: Queryable, id: string): Promise<{ ballots: number; ownWhitelist: boolean }> {
  const ballots = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM ballots WHERE poll_id = $1', [id]);
  const lists = await q.query('SELECT 1 FROM whitelists WHERE poll_id = $1', [id]);
  return { ballots: Number(ballots[0].n), ownWhitelist: lists.length > 0 };
}

/** Every ballot of the given polls: the option wordings each voter picked. */
export async function ballotsOf(q: Queryable, pollIds: string[]): Promise<Map<string, string[][]>> {
  const out = new Map<string, string[][]>(pollIds.map((id) => [id, []]));
  if (pollIds.length === 0) return out;
  const rows = await q.query<{ poll_id: string; options: string[] }>('SELECT poll_id, options FROM ballots WHERE poll_id = ANY($1::text[])', [pollIds]);
  for (const row of rows) out.get(row.poll_id)?.push(row.options);
  return out;
}

/** A poll's ballots counted by the database: votes per chosen wording, and voters with at least one choice among its current options. */
export interface BallotCounts {
  choices: Record<string, number>;
  voters: number;
}

/**
 * Counts the ballots of the given polls in SQL (one pass, grouped), so a
 * results read costs the same whether 10 or 5,000 guests voted.
 */
export async function countBallots(q: Queryable, pollIds: string[]): Promise<Map<string, BallotCounts>> {
  const out = new Map<string, BallotCounts>(pollIds.map((id) => [id, { choices: {}, voters: 0 }]));
  if (pollIds.length === 0) return out;
  const rows = await q.query<{ poll_id: string; choice: string | null; n: number }>(
    `SELECT b.poll_id, c.choice, count(*)::int AS n
       FROM ballots b CROSS JOIN LATERAL jsonb_array_elements_text(b.options) AS c(choice)
      WHERE b.poll_id = ANY($1::text[])
      GROUP BY b.poll_id, c.choice
     UNION ALL
     SELECT b.poll_id, NULL, count(*)::int
       FROM ballots b JOIN polls p ON p.id = b.poll_id
      WHERE b.poll_id = ANY($1::text[])
        AND b.options ?| ARRAY(SELECT jsonb_array_elements_text(p.doc->'options'))
      GROUP BY b.poll_id`,
    [pollIds],
  );
  for (const row of rows) {
    const counts = out.get(row.poll_id);
    if (!counts) continue;
    if (row.choice === null) counts.voters = Number(row.n);
    else counts.choices[row.choice] = Number(row.n);
  }
  return out;
}

/** Records or replaces a guest's ballot. */
export async function castBallot(q: Queryable, pollId: string, email: string, options: string[]): Promise<void> {
  await q.query(
    `INSERT INTO ballots (poll_id, email, options, cast_at) VALUES ($1, $2, ($3::text)::jsonb, $4)
     ON CONFLICT (poll_id, email) DO UPDATE SET options = EXCLUDED.options, cast_at = EXCLUDED.cast_at`,
    [pollId, email, JSON.stringify(options), Date.now()],
  );
}

export async function insertBallots(q: Queryable, ballots: { pollId: string; email: string; options: string[] }[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < ballots.length; start += 500) {
    const chunk = ballots.slice(start, start + 500);
    const params: unknown[] = [];
    const values = chunk.map((b) => {
      params.push(b.pollId, b.email, JSON.stringify(b.options), now);
      const n = params.length;
      return `($${n - 3}, $${n - 2}, ($${n - 1}::text)::jsonb, $${n})`;
    });
    await q.query(`INSERT INTO ballots (poll_id, email, options, cast_at) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}

/** Sets the whitelist of a poll or of a session (replacing it). */
export async function setWhitelist(q: Queryable, eventId: string, target: { pollId?: string; sessionId?: string }, emails: string[]): Promise<string> {
  const column = target.pollId ? 'poll_id' : 'session_id';
  const value = target.pollId ?? target.sessionId;
  const existing = await q.query<{ id: string }>(`SELECT id FROM whitelists WHERE ${column} = $1`, [value]);
  if (existing[0]) {
    await q.query('UPDATE whitelists SET emails = ($2::text)::jsonb WHERE id = $1', [existing[0].id, JSON.stringify(emails)]);
    return existing[0].id;
  }
  const id = newId();
  await q.query(`INSERT INTO whitelists (id, event_id, ${column}, emails) VALUES ($1, $2, $3, ($4::text)::jsonb)`, [id, eventId, value, JSON.stringify(emails)]);
  return id;
}

/** The list that governs a poll: its own, else its session's; undefined when none is in place. */
export async function whitelistFor(q: Queryable, pollId: string, sessionId: string): Promise<string[] | undefined> {
  const own = await q.query<{ emails: string[] }>('SELECT emails FROM whitelists WHERE poll_id = $1', [pollId]);
  if (own[0]) return own[0].emails;
  const session = await q.query<{ emails: string[] }>('SELECT emails FROM whitelists WHERE session_id = $1', [sessionId]);
  return session[0]?.emails;
}
