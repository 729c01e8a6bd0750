import type { Queryable } from './db';

export interface GuestFields {
  name?: string;
  role?: string;
  company?: string;
  phone?: string;
  url?: string;
  country?: string;
}

/** The read shape of a guest, stored as is so that lists are assembled by the database. */
export function guestDoc(email: string, fields: GuestFields): Record<string, unknown> {
  const name = fields.name ?? '';
  const role = fields.role ?? '';
  const company = fields.company ?? '';
  const phone = fields.phone ?? '';
  const url = fields.url ?? '';
  return {
    email,
    userEmail: email,
    name,
    role,
    company,
    phone,
    url,
    country: fields.country ?? '',
    registered: true,
    vCardData: { FN: name, ROLE: role, ORG: company, TEL: phone, URL: url },
  };
}

export async function guestExists(q: Queryable, eventId: string, email: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM guests WHERE event_id = $1 AND email = $2', [eventId, email]);
  return rows.length > 0;
}

/** Adds a guest; false when the e-mail is already registered (nothing written). */
export async function insertGuest(q: Queryable, eventId: string, email: string, fields: GuestFields): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO guests (event_id, email, doc, created_at) VALUES ($1, $2, ($3::text)::jsonb, $4) ON CONFLICT (event_id, email) DO NOTHING RETURNING 1',
    [eventId, email, JSON.stringify(guestDoc(email, fields)), Date.now()],
  );
  return rows.length > 0;
}

export async function deleteGuest(q: Queryable, eventId: string, email: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM guests WHERE event_id = $1 AND email = $2 RETURNING 1', [eventId, email]);
  return rows.length > 0;
}

export async function countGuests(q: Queryable, eventId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM guests WHERE event_id = $1', [eventId]);
  return Number(rows[0].n);
}

/**
 * Every guest of the event as one JSON array text, speakers with an e-mail
 * included and marked `eventRole: "SPEAKER"` (a speaker who is also a guest
 * appears once, marked).
 */
export async function listGuestsJson(q: Queryable, eventId: string): Promise<string> {
  const rows = await q.query<{ json: string | null }>(
    `WITH sp AS (
       SELECT DISTINCT ON (email) email, doc FROM speakers
       WHERE event_id = $1 AND NOT deleted AND email IS NOT NULL AND email <> ''
       ORDER BY email, seq
     )
     SELECT string_agg(doc::text, ',' ORDER BY k, seq) AS json FROM (
       SELECT CASE WHEN sp.email IS NULL THEN g.doc ELSE g.doc || '{"eventRole":"SPEAKER"}'::jsonb END AS doc, 0 AS k, g.seq
       FROM guests g LEFT JOIN sp ON sp.email = g.email
       WHERE g.event_id = $1
       UNION ALL
       SELECT jsonb_build_object(
         'email', sp.email, 'userEmail', sp.email,
         'name', coalesce(sp.doc->>'name', ''), 'role', coalesce(sp.doc->>'role', ''),
         'company', coalesce(sp.doc->>'company', ''), 'phone', '', 'url', '', 'country', '',
         'registered', true,
         'vCardData', jsonb_build_object('FN', coalesce(sp.doc->>'name', ''), 'ROLE', coalesce(sp.doc->>'role', ''), 'ORG', coalesce(sp.doc->>'company', ''), 'TEL', '', 'URL', ''),
         'eventRole', 'SPEAKER') AS doc, 1 AS k, 0 AS seq
       FROM sp WHERE NOT EXISTS (SELECT 1 FROM guests g2 WHERE g2.event_id = $1 AND g2.email = sp.email)
     ) all_guests`,
    [eventId],
  );
  return `[${rows[0]?.json ?? ''}]`;
}

/** Adds many guests in batches (demo seeding); existing e-mails are left as they are. */
export async function insertGuests(q: Queryable, eventId: string, guests: { email: string; fields: GuestFields }[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < guests.length; start += 1000) {
    const chunk = guests.slice(start, start + 1000);
    const params: unknown[] = [];
    const values = chunk.map((g) => {
      params.push(eventId, g.email, JSON.stringify(guestDoc(g.email, g.fields)), now);
      const n = params.length;
      return `($${n - 3}, $${n - 2}, ($${n - 1}::text)::jsonb, $${n})`;
    });
    await q.query(`INSERT INTO guests (event_id, email, doc, created_at) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}
