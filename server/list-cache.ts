import { gzipSync } from 'node:zlib';
import type { Queryable } from './store/db';

/** A cached JSON body: its UTF-8 bytes, and a gzip copy made on first demand. */
export class CachedBody {
  readonly raw: Uint8Array;
  private compressed: Uint8Array | undefined;

  constructor(raw: Uint8Array) {
    this.raw = raw;
  }

  gzip(): Uint8Array {
    this.compressed ??= new Uint8Array(gzipSync(this.raw, { level: 4 }));
    return this.compressed;
  }
}

interface Entry {
  generation: number;
  liveGeneration: number;
  version: string;
  /** Time (ms) from which the body is stale whatever happens, e.g. a poll's countdown running out. */
  expiresAt: number;
  body: CachedBody;
}

/** What a read loads: its JSON text, and when it stops being true by itself (a countdown's end), if ever. */
export type LoadedBody = string | { text: string; expiresAt?: number };

export interface CacheReadOptions {
  /** Polls and questions: attendees and the operator change them too (see `liveCommitted`). */
  live?: boolean;
  now?: () => number;
}

const encoder = new TextEncoder();
/** How long a live read (polls, poll results, questions) may be served without seeing attendee writes (docs/server.md, "Freshness"). */
export const LIVE_TTL_MS = 1000;
const MAX_EVENTS = 50;
const MAX_KEYS_PER_EVENT = 200;

/**
 * Keeps the serialised JSON body (UTF-8 bytes) of an event's reads until the
 * next write to that event, so a large list costs one database pass per
 * write instead of one per read.
 *
 * Validity has two parts:
 * - a generation per event in this process, bumped after each committed write
 *   here; a read that was loading while a write committed is not kept;
 * - with PostgreSQL (`shared`), where other processes may write too, a
 *   version row per event (`event_versions`) that every write transaction
 *   bumps; a read checks it first (one indexed lookup) and reloads when it
 *   moved. With the embedded database this process is the only writer, so
 *   the generation alone suffices.
 *
 * Every write through the integration API goes through `RouteContext.write`,
 * which bumps both and drops every read of the event: it shows at once, in
 * every process. Polls and questions ("live" reads) also change by the
 * operator's countdowns and whitelists, which call `bumpLive` /
 * `liveCommitted` (a second generation and version, row `<eventId>:live`)
 * and drop only the live reads, so they show at once too.
 *
 * Attendee votes, upvotes and questions do not invalidate anything: a keynote
 * hall votes hundreds of times a second, and a row touched by every vote
 * would serialise them all. Instead a live read is kept at most
 * `LIVE_TTL_MS` from the moment it started loading, so an attendee write
 * shows in every process within that time. A live read is also stale from the
 * earliest countdown end it shows (`expiresAt`), when a poll turns locked by
 * itself. Concurrent reads of the same key that miss share one load.
 */
export class ListCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private readonly generations = new Map<string, number>();
  private readonly liveGenerations = new Map<string, number>();
  private readonly loading = new Map<string, { stamp: string; body: Promise<CachedBody> }>();
  readonly shared: boolean;

  constructor(options: { shared: boolean }) {
    this.shared = options.shared;
  }

  async get(q: Queryable, eventId: string, key: string, load: () => Promise<LoadedBody>, options: CacheReadOptions = {}): Promise<CachedBody> {
    const live = options.live === true;
    const now = options.now ?? Date.now;
    const generation = this.generations.get(eventId) ?? 0;
    const liveGeneration = live ? (this.liveGenerations.get(eventId) ?? 0) : 0;
    const version = this.shared ? await readVersion(q, eventId, live) : '';
    const entryKey = live ? liveKey(key) : key;
    const hit = this.entries.get(eventId)?.get(entryKey);
    if (hit && hit.generation === generation && hit.liveGeneration === liveGeneration && hit.version === version && now() < hit.expiresAt) return hit.body;
    // Reads that miss together share one load (a room of consoles refreshing after the time-to-live ran out).
    const stamp = `${generation}/${liveGeneration}/${version}`;
    const flightKey = `${eventId}\u0000${entryKey}`;
    const inFlight = this.loading.get(flightKey);
    if (inFlight && inFlight.stamp === stamp) return inFlight.body;
    const body = this.load(eventId, entryKey, load, { generation, liveGeneration, version, live, startedAt: now() });
    this.loading.set(flightKey, { stamp, body });
    try {
      return await body;
    } finally {
      if (this.loading.get(flightKey)?.body === body) this.loading.delete(flightKey);
    }
  }

  private async load(
    eventId: string,
    entryKey: string,
    load: () => Promise<LoadedBody>,
    at: { generation: number; liveGeneration: number; version: string; live: boolean; startedAt: number },
  ): Promise<CachedBody> {
    const { generation, liveGeneration, version, live } = at;
    const loaded = await load();
    const text = typeof loaded === 'string' ? loaded : loaded.text;
    const ends = typeof loaded === 'string' ? Infinity : (loaded.expiresAt ?? Infinity);
    const expiresAt = live ? Math.min(ends, at.startedAt + LIVE_TTL_MS) : ends;
    const body = new CachedBody(encoder.encode(text));
    const unchanged = (this.generations.get(eventId) ?? 0) === generation && (!live || (this.liveGenerations.get(eventId) ?? 0) === liveGeneration);
    if (unchanged) this.store(eventId, entryKey, { generation, liveGeneration, version, expiresAt, body });
    return body;
  }

  /** Inside a write transaction, before it commits: moves the event's version for other processes. */
  async bump(tx: Queryable, eventId: string): Promise<void> {
    if (!this.shared) return;
    await tx.query(
      'INSERT INTO event_versions (event_id, version) VALUES ($1, 1) ON CONFLICT (event_id) DO UPDATE SET version = event_versions.version + 1',
      [eventId],
    );
  }

  /** After a write committed (or may have): forgets every cached read of the event in this process. */
  committed(eventId: string): void {
    this.generations.set(eventId, (this.generations.get(eventId) ?? 0) + 1);
    this.entries.delete(eventId);
  }

  /** Inside an operator write transaction (countdown, whitelist), before it commits: moves the event's live version for other processes. */
  async bumpLive(tx: Queryable, eventId: string): Promise<void> {
    if (!this.shared) return;
    await tx.query(
      'INSERT INTO event_versions (event_id, version) VALUES ($1, 1) ON CONFLICT (event_id) DO UPDATE SET version = event_versions.version + 1',
      [liveRow(eventId)],
    );
  }

  /** After an operator write committed (or may have): forgets the event's cached polls and questions. */
  liveCommitted(eventId: string): void {
    this.liveGenerations.set(eventId, (this.liveGenerations.get(eventId) ?? 0) + 1);
    const perEvent = this.entries.get(eventId);
    if (perEvent) for (const key of [...perEvent.keys()]) if (key.startsWith(LIVE_PREFIX)) perEvent.delete(key);
  }

  private store(eventId: string, key: string, entry: Entry): void {
    let perEvent = this.entries.get(eventId);
    if (!perEvent) {
      if (this.entries.size >= MAX_EVENTS) this.entries.delete(this.entries.keys().next().value as string);
      perEvent = new Map();
      this.entries.set(eventId, perEvent);
    }
    if (perEvent.size >= MAX_KEYS_PER_EVENT) perEvent.clear();
    perEvent.set(key, entry);
  }
}

const LIVE_PREFIX = 'live\u0000';
const liveKey = (key: string) => LIVE_PREFIX + key;
const liveRow = (eventId: string) => `${eventId}:live`;

/** The event's version (and for a live read its live version too), in one indexed lookup. */
async function readVersion(q: Queryable, eventId: string, live: boolean): Promise<string> {
  const ids = live ? [eventId, liveRow(eventId)] : [eventId];
  const rows = await q.query<{ event_id: string; version: number }>(
    live ? 'SELECT event_id, version FROM event_versions WHERE event_id IN ($1, $2)' : 'SELECT event_id, version FROM event_versions WHERE event_id = $1',
    ids,
  );
  return ids.map((id) => String(rows.find((r) => r.event_id === id)?.version ?? 0)).join('/');
}
