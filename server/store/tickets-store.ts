import type { Queryable } from './db';

export interface TicketFields {
  email: string;
  ticketType: string;
  sessionId: string;
  externalQrValue: string;
}

export function ticketDoc(t: TicketFields): Record<string, unknown> {
  return {
    EMAIL: t.email,
    TIER: t.ticketType,
    userEmail: t.email,
    ticketType: t.ticketType,
    sessionId: t.sessionId,
    externalQrValue: t.externalQrValue,
  };
}

/** Creates or overwrites the ticket of (guest, type); true when it is new. */
export async function upsertTicket(q: Queryable, eventId: string, t: TicketFields): Promise<boolean> {
  const rows = await q.query<{ inserted: boolean }>(
    `INSERT INTO tickets (event_id, email, ticket_type, doc) VALUES ($1, $2, $3, ($4::text)::jsonb)
     ON CONFLICT (event_id, email, ticket_type) DO UPDATE SET doc = EXCLUDED.doc
     RETURNING (xmax = 0) AS inserted`,
    [eventId, t.email, t.ticketType, JSON.stringify(ticketDoc(t))],
  );
  return rows[0]?.inserted === true;
}

export async function deleteTicket(q: Queryable, eventId: string, email: string, ticketType: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM tickets WHERE event_id = $1 AND email = $2 AND ticket_type = $3 RETURNING 1', [eventId, email, ticketType]);
  return rows.length > 0;
}

/** Tickets of the event as one JSON array text, optionally of one guest or one type. */
export async function listTicketsJson(q: Queryable, eventId: string, filter: { email?: string; ticketType?: string } = {}): Promise<string> {
  const where = ['event_id = $1'];
  const params: unknown[] = [eventId];
  if (filter.email !== undefined) {
    params.push(filter.email);
    where.push(`email = $${params.length}`);
  }
  if (filter.ticketType !== undefined) {
    params.push(filter.ticketType);
    where.push(`ticket_type = $${params.length}`);
  }
  const rows = await q.query<{ json: string | null }>(`SELECT string_agg(doc::text, ',' ORDER BY seq) AS json FROM tickets WHERE ${where.join(' AND ')}`, params);
  return `[${rows[0]?.json ?? ''}]`;
}

export async function countTicketsOfSession(q: Queryable, eventId: string, sessionId: string): Promise<number> {
  const rows = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM tickets WHERE event_id = $1 AND doc->>'sessionId' = $2", [eventId, sessionId]);
  return Number(rows[0].n);
}

/** Adds many tickets in batches (demo seeding). */
export async function insertTickets(q: Queryable, eventId: string, tickets: TicketFields[]): Promise<void> {
  for (let start = 0; start < tickets.length; start += 1000) {
    const chunk = tickets.slice(start, start + 1000);
    const params: unknown[] = [];
    const values = chunk.map((t) => {
      params.push(eventId, t.email, t.ticketType, JSON.stringify(ticketDoc(t)));
      const n = params.length;
      return `($${n - 3}, $${n - 2}, $${n - 1}, ($${n}::text)::jsonb)`;
    });
    await q.query(`INSERT INTO tickets (event_id, email, ticket_type, doc) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}
