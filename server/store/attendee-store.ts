import type { Queryable } from './db';

/**
 * What an attendee call checks, read in one query (a keynote burst sends
 * thousands of them): the client, the event, the guest's registration, and
 * the poll or question with its session and whitelists.
 */
export interface AttendeeLookup {
  client_ok: boolean;
  /** The event's client, null when there is no such event. */
  event_client: string | null;
  guest_ok: boolean;
  /** The poll's or question's session (null when there is no such poll or question). */
  session_id: string | null;
  session_doc: Record<string, unknown> | null;
  session_deleted: boolean | null;
  poll_doc?: Record<string, unknown> | null;
  closes_at?: number | null;
  /** Whether the guest is on the poll's own whitelist; null when it has none. */
  on_poll_list?: boolean | null;
  /** Whether the guest is on the session's whitelist; null when it has none. */
  on_session_list?: boolean | null;
}

const WHO = `EXISTS (SELECT 1 FROM clients WHERE id = $1) AS client_ok,
  (SELECT client_id FROM events WHERE id = $2) AS event_client,
  EXISTS (SELECT 1 FROM guests WHERE event_id = $2 AND email = $4) AS guest_ok`;

const SESSION = 's.doc AS session_doc, s.deleted AS session_deleted';

export async function lookupForVote(q: Queryable, clientId: string, eventId: string, pollId: string, email: string): Promise<AttendeeLookup> {
  const rows = await q.query<AttendeeLookup>(
    `SELECT ${WHO}, p.session_id, p.doc AS poll_doc, p.closes_at, ${SESSION},
       (SELECT w.emails ? $4 FROM whitelists w WHERE w.poll_id = p.id) AS on_poll_list,
       (SELECT w.emails ? $4 FROM whitelists w WHERE w.session_id = p.session_id) AS on_session_list
     FROM (SELECT 1) AS one
     LEFT JOIN polls p ON p.event_id = $2 AND p.id = $3
     LEFT JOIN sessions s ON s.event_id = $2 AND s.id = p.session_id`,
    [clientId, eventId, pollId, email],
  );
  return rows[0];
}

export async function lookupForQuestion(q: Queryable, clientId: string, eventId: string, questionId: string, email: string): Promise<AttendeeLookup> {
  const rows = await q.query<AttendeeLookup>(
    `SELECT ${WHO}, qu.session_id, ${SESSION}
     FROM (SELECT 1) AS one
     LEFT JOIN questions qu ON qu.event_id = $2 AND qu.id = $3
     LEFT JOIN sessions s ON s.event_id = $2 AND s.id = qu.session_id`,
    [clientId, eventId, questionId, email],
  );
  return rows[0];
}

export async function lookupForAsk(q: Queryable, clientId: string, eventId: string, sessionId: string, email: string): Promise<AttendeeLookup> {
  const rows = await q.query<AttendeeLookup>(
    `SELECT ${WHO}, s.id AS session_id, ${SESSION}
     FROM (SELECT 1) AS one
     LEFT JOIN sessions s ON s.event_id = $2 AND s.id = $3`,
    [clientId, eventId, sessionId, email],
  );
  return rows[0];
}

/**
 * A vote in one statement when every check passes (the keynote path): the
 * ballot is written only if the event is the client's, the guest registered,
 * the session's polls on, the poll open, the picks its options and no more
 * than `maxChoices`, and the guest on its whitelist when it has one. False
 * when nothing was written; the caller then finds out why with
 * `lookupForVote`. `picks` must be without repeats.
 */
export async function castBallotIfAllowed(q: Queryable, ids: { clientId: string; eventId: string }, pollId: string, email: string, picks: string[], now: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO ballots (poll_id, email, options, cast_at)
     SELECT p.id, $4, ($5::text)::jsonb, $6 FROM polls p
       JOIN events e ON e.id = p.event_id AND e.client_id = $1
       JOIN sessions s ON s.event_id = p.event_id AND s.id = p.session_id AND NOT s.deleted AND s.doc->'hasPoll' = 'true'::jsonb
     WHERE p.event_id = $2 AND p.id = $3
       AND EXISTS (SELECT 1 FROM guests g WHERE g.event_id = $2 AND g.email = $4)
       AND p.doc->'locked' IS DISTINCT FROM 'true'::jsonb AND (p.closes_at IS NULL OR p.closes_at > $6)
       AND ($5::text)::jsonb <@ (p.doc->'options') AND jsonb_array_length(($5::text)::jsonb) <= coalesce((p.doc->>'maxChoices')::numeric, 1)
       AND (p.doc->'whiteListed' IS DISTINCT FROM 'true'::jsonb OR coalesce(
         (SELECT w.emails ? $4 FROM whitelists w WHERE w.poll_id = p.id),
         (SELECT w.emails ? $4 FROM whitelists w WHERE w.session_id = p.session_id), false))
     ON CONFLICT (poll_id, email) DO UPDATE SET options = EXCLUDED.options, cast_at = EXCLUDED.cast_at
     RETURNING 1`,
    [ids.clientId, ids.eventId, pollId, email, JSON.stringify(picks), now],
  );
  return rows.length > 0;
}
