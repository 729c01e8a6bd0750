/**
 * The feeds' addresses (`programme_feeds`): one per event and kind, a token of 192 random bits. Unlike a screen's
 * link, a feed's address is meant to be handed out and read again by the organiser, so the token itself is kept.
 * Turning a feed off keeps its address (turned on again, subscribed calendars keep working); renewing replaces it
 * (the old one answers 404 at once).
 */
import { randomBytes } from 'node:crypto';
import { FEED_KINDS, type Feed, type FeedKind } from '../../src/contract/programme';
import type { Queryable } from '../store/db';

type Row = { event_id: string; kind: FeedKind; token: string; enabled: boolean; listed: boolean; updated_at: number };

export const FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const newFeedToken = () => randomBytes(24).toString('base64url');
export const feedPath = (token: string) => `/feeds/${token}`;

const toFeed = (kind: FeedKind, row: Row | undefined): Feed => ({
  kind,
  on: row?.enabled ?? false,
  public: row?.listed ?? false,
  path: row ? feedPath(row.token) : null,
  updatedAt: row ? Number(row.updated_at) : 0,
});

export async function listFeeds(q: Queryable, eventId: string): Promise<Feed[]> {
  const rows = await q.query<Row>('SELECT * FROM programme_feeds WHERE event_id = $1', [eventId]);
  return FEED_KINDS.map((kind) => toFeed(kind, rows.find((r) => r.kind === kind)));
}

/** Turns a feed on or off and sets its "public" choice; the first time on, it gets its address. */
export async function setFeed(q: Queryable, eventId: string, kind: FeedKind, change: { on?: boolean; public?: boolean }, at: number): Promise<Feed> {
  const rows = await q.query<Row>(
    `INSERT INTO programme_feeds (event_id, kind, token, enabled, listed, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (event_id, kind) DO UPDATE SET
       enabled = COALESCE($7, programme_feeds.enabled),
       listed = COALESCE($8, programme_feeds.listed),
       updated_at = $6
     RETURNING *`,
    [eventId, kind, newFeedToken(), change.on ?? false, change.public ?? false, at, change.on ?? null, change.public ?? null],
  );
  return toFeed(kind, rows[0]);
}

/** A new address for the feed (turning it on); the old one stops answering. */
export async function renewFeed(q: Queryable, eventId: string, kind: FeedKind, at: number): Promise<Feed> {
  const rows = await q.query<Row>(
    `INSERT INTO programme_feeds (event_id, kind, token, enabled, listed, updated_at) VALUES ($1, $2, $3, true, false, $4)
     ON CONFLICT (event_id, kind) DO UPDATE SET token = EXCLUDED.token, enabled = true, updated_at = $4
     RETURNING *`,
    [eventId, kind, newFeedToken(), at],
  );
  return toFeed(kind, rows[0]);
}

export type FeedTarget = { eventId: string; kind: FeedKind; public: boolean; token: string };

/** The feed an address opens, when it is on. */
export async function feedByToken(q: Queryable, token: string): Promise<FeedTarget | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const rows = await q.query<Row>('SELECT * FROM programme_feeds WHERE token = $1 AND enabled', [token]);
  const row = rows[0];
  return row && { eventId: row.event_id, kind: row.kind, public: row.listed, token: row.token };
}

/** The event's public feeds (on and public), by kind, so the programme page can link them. */
export async function publicFeeds(q: Queryable, eventId: string): Promise<Partial<Record<FeedKind, string>>> {
  const rows = await q.query<Row>('SELECT kind, token FROM programme_feeds WHERE event_id = $1 AND enabled AND listed', [eventId]);
  return Object.fromEntries(rows.map((r) => [r.kind, feedPath(r.token)]));
}
