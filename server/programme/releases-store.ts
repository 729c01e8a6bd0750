/**
 * Numbered releases of an event's programme (`programme_releases`). Publishing takes the event's advisory lock
 * inside its transaction, reads the last release and writes the next number: two organisers publishing at once
 * get two releases, one after the other, each compared with the one before it, nothing lost. The primary key
 * (event, number) is the backstop: a number is never given twice.
 */
import { programmeChanges } from '../../src/contract/programme-changelog';
import type { ProgrammeSnapshot, Release, ReleaseSummary } from '../../src/contract/programme';
import type { Db, Queryable } from '../store/db';

type Row = {
  number: number;
  name: string;
  previous: number;
  snapshot: ProgrammeSnapshot;
  session_count: number;
  change_count: number;
  published_at: number;
};

const summary = (r: Row): ReleaseSummary => ({
  number: Number(r.number),
  name: r.name,
  publishedAt: Number(r.published_at),
  sessionCount: Number(r.session_count),
  changeCount: Number(r.change_count),
});

/** A lock key of the event's releases: 32 bits of its id's hash, in the releases' own key space (first argument). */
const LOCK_SPACE = 350_135;

export async function publishRelease(db: Db, eventId: string, name: string, snapshot: ProgrammeSnapshot, at: number): Promise<Release> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, eventId]);
    const last = await latestRow(tx, eventId);
    const before = last?.snapshot ?? null;
    const changes = programmeChanges(before, snapshot);
    const number = (last ? Number(last.number) : 0) + 1;
    const row: Row = {
      number,
      name,
      previous: last ? Number(last.number) : 0,
      snapshot,
      session_count: snapshot.sessions.length,
      change_count: changes.length,
      published_at: at,
    };
    await tx.query(
      `INSERT INTO programme_releases (event_id, number, name, previous, snapshot, session_count, change_count, published_at)
       VALUES ($1, $2, $3, $4, ($5::text)::jsonb, $6, $7, $8)`,
      [eventId, row.number, row.name, row.previous, JSON.stringify(snapshot), row.session_count, row.change_count, at],
    );
    return { ...summary(row), previous: row.previous, snapshot, previousSnapshot: before };
  });
}

async function latestRow(q: Queryable, eventId: string): Promise<Row | undefined> {
  const rows = await q.query<Row>('SELECT * FROM programme_releases WHERE event_id = $1 ORDER BY number DESC LIMIT 1', [eventId]);
  return rows[0];
}

export async function listReleases(q: Queryable, eventId: string): Promise<ReleaseSummary[]> {
  const rows = await q.query<Row>(
    'SELECT number, name, previous, session_count, change_count, published_at FROM programme_releases WHERE event_id = $1 ORDER BY number DESC',
    [eventId],
  );
  return rows.map(summary);
}

/** One release with the snapshot it was compared with; `latest` for the last one. */
export async function getRelease(q: Queryable, eventId: string, number: number | 'latest'): Promise<Release | undefined> {
  const rows =
    number === 'latest'
      ? await q.query<Row>('SELECT * FROM programme_releases WHERE event_id = $1 ORDER BY number DESC LIMIT 1', [eventId])
      : await q.query<Row>('SELECT * FROM programme_releases WHERE event_id = $1 AND number = $2', [eventId, number]);
  const row = rows[0];
  if (!row) return undefined;
  const prev = Number(row.previous) > 0 ? await q.query<{ snapshot: ProgrammeSnapshot }>('SELECT snapshot FROM programme_releases WHERE event_id = $1 AND number = $2', [eventId, row.previous]) : [];
  return { ...summary(row), previous: Number(row.previous), snapshot: row.snapshot, previousSnapshot: prev[0]?.snapshot ?? null };
}

/** The last release's number and snapshot, for the feeds. */
export async function latestSnapshot(q: Queryable, eventId: string): Promise<{ number: number; publishedAt: number; snapshot: ProgrammeSnapshot } | undefined> {
  const rows = await q.query<{ number: number; published_at: number; snapshot: ProgrammeSnapshot }>(
    'SELECT number, published_at, snapshot FROM programme_releases WHERE event_id = $1 ORDER BY number DESC LIMIT 1',
    [eventId],
  );
  const row = rows[0];
  return row && { number: Number(row.number), publishedAt: Number(row.published_at), snapshot: row.snapshot };
}
