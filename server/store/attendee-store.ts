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

export type BallotAttempt = { clientId: string; eventId: string; pollId: string; email: string; picks: string[] };

/**
 * Votes in one statement when their checks pass (the keynote path): a ballot
 * is written only if the event is the client's, the guest registered, the
 * session's polls on, the poll open, the picks its options and no more than
 * `maxChoices`, and the guest on its whitelist when it has one; `picks` must
 * be without repeats. Attempts not written are looked up again by the caller
 * (`lookupForVote`) to say why. One commit for a whole batch (a keynote burst meets one commit per
 * tick, not one per vote). Answers, per attempt, whether its ballot was
 * written. Attempts by the same guest on the same poll are decided by the
 * last of them (a new vote replaces the old); the earlier ones answer the same.
 */
export async function castBallotsIfAllowed(q: Queryable, attempts: readonly BallotAttempt[], now: number): Promise<boolean[]> {
  if (attempts.length === 0) return [];
  const keyOf = (a: BallotAttempt) => JSON.stringify([a.pollId, a.email]);
  const last = new Map<string, number>();
  attempts.forEach((a, i) => last.set(keyOf(a), i));
  const rows = [...last.values()].map((i) => attempts[i]);
  const written = await q.query<{ poll_id: string; email: string }>(
    `WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(client_id, event_id, poll_id, email, picks))
     INSERT INTO ballots (poll_id, email, options, cast_at)
     SELECT p.id, v.email, v.picks::jsonb, $6 FROM v
       JOIN polls p ON p.event_id = v.event_id AND p.id = v.poll_id
       JOIN events e ON e.id = p.event_id AND e.client_id = v.client_id
       JOIN sessions s ON s.event_id = p.event_id AND s.id = p.session_id AND NOT s.deleted AND s.doc->'hasPoll' = 'true'::jsonb
     -- A scalar subquery, not EXISTS: the planner would turn EXISTS into a join scanning the event's guests for every vote.
     WHERE (SELECT true FROM guests g WHERE g.event_id = v.event_id AND g.email = v.email)
       AND p.doc->'locked' IS DISTINCT FROM 'true'::jsonb AND (p.closes_at IS NULL OR p.closes_at > $6)
       AND v.picks::jsonb <@ (p.doc->'options') AND jsonb_array_length(v.picks::jsonb) <= coalesce((p.doc->>'maxChoices')::numeric, 1)
       AND (p.doc->'whiteListed' IS DISTINCT FROM 'true'::jsonb OR coalesce(
         (SELECT w.emails ? v.email FROM whitelists w WHERE w.poll_id = p.id),
         (SELECT w.emails ? v.email FROM whitelists w WHERE w.session_id = p.session_id), false))
     ON CONFLICT (poll_id, email) DO UPDATE SET options = EXCLUDED.options, cast_at = EXCLUDED.cast_at
     RETURNING poll_id, email`,
    [
      rows.map((a) => a.clientId),
      rows.map((a) => a.eventId),
      rows.map((a) => a.pollId),
      rows.map((a) => a.email),
      rows.map((a) => JSON.stringify(a.picks)),
      now,
    ],
  );
  const ok = new Set(written.map((r) => JSON.stringify([r.poll_id, r.email])));
  return attempts.map((a) => ok.has(keyOf(a)));
}
