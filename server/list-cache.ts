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

/**
 * What a cached read is made of, and what a write changes, so that a write drops only the reads it can change:
 * - `guests`: the guests table (read by the guest list, the guest count and the event, which shows the count);
 * - `speakers`: speaker records (the guest list shows speakers too);
 * - `event`: the event's own settings (the guest count shows the capacity);
 * - `records`: everything else (sessions, sponsors, tickets, polls, questions, abstracts, media).
 */
export type Topic = 'guests' | 'speakers' | 'event' | 'records';
export const ALL_TOPICS: readonly Topic[] = ['event', 'guests', 'records', 'speakers'];
/** Every read but the three that show guests: they read no guest row, so a guest write keeps them. */
export const ALL_BUT_GUESTS: readonly Topic[] = ['event', 'records', 'speakers'];

interface Entry {
  /** The generations of the read's topics when it started loading (`stamp`). */
  stamp: string;
  topics: readonly Topic[];
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
  /** What the read is made of (see `Topic`); every topic when absent. */
  reads?: readonly Topic[];
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
 * A read names what it is made of and a write what it changes (`Topic`: the
 * guests, the speakers, the event's settings, every other record); a write
 * drops only the reads made of something it changed, so adding a guest keeps
 * the sessions and a session edit keeps the 10,000-guest list.
 *
 * Validity has two parts:
 * - a generation per event and topic in this process, bumped after each
 *   committed write here; a read that was loading while a write to one of its
 *   topics committed is not kept;
 * - with PostgreSQL (`shared`), where other processes may write too, a
 *   version row per event and topic (`event_versions`) that every write
 *   transaction bumps for what it changes; a read checks its topics' rows
 *   first (one indexed lookup) and reloads when one moved. With the embedded
 *   database this process is the only writer, so the generations suffice.
 *
 * Every write through the integration API goes through `RouteContext.write`,
 * which bumps both for what the write changes (everything unless it says) and
 * drops those reads of the event: it shows at once, in every process. Polls and questions ("live" reads) also change by the
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
  /** Per event, a generation per topic, bumped after each committed write here that changes it. */
  private readonly generations = new Map<string, Map<Topic, number>>();
  private readonly liveGenerations = new Map<string, number>();
  private readonly loading = new Map<string, { stamp: string; body: Promise<CachedBody> }>();
  readonly shared: boolean;

  constructor(options: { shared: boolean }) {
    this.shared = options.shared;
  }

  private stampOf(eventId: string, topics: readonly Topic[]): string {
    const perEvent = this.generations.get(eventId);
    return topics.map((t) => perEvent?.get(t) ?? 0).join('.');
  }

  async get(q: Queryable, eventId: string, key: string, load: () => Promise<LoadedBody>, options: CacheReadOptions = {}): Promise<CachedBody> {
    const live = options.live === true;
    const topics = options.reads ?? ALL_TOPICS;
    const now = options.now ?? Date.now;
    const generation = this.stampOf(eventId, topics);
    const liveGeneration = live ? (this.liveGenerations.get(eventId) ?? 0) : 0;
    const version = this.shared ? await readVersion(q, eventId, topics, live) : '';
    const entryKey = live ? liveKey(key) : key;
    const hit = this.entries.get(eventId)?.get(entryKey);
    if (hit && hit.stamp === generation && hit.liveGeneration === liveGeneration && hit.version === version && now() < hit.expiresAt) return hit.body;
    // Reads that miss together share one load (a room of consoles refreshing after the time-to-live ran out).
    const stamp = `${generation}/${liveGeneration}/${version}`;
    const flightKey = `${eventId}\u0000${entryKey}`;
    const inFlight = this.loading.get(flightKey);
    if (inFlight && inFlight.stamp === stamp) return inFlight.body;
    const body = this.load(eventId, entryKey, load, { generation, topics, liveGeneration, version, live, startedAt: now() });
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
    at: { generation: string; topics: readonly Topic[]; liveGeneration: number; version: string; live: boolean; startedAt: number },
  ): Promise<CachedBody> {
    const { generation, topics, liveGeneration, version, live } = at;
    const loaded = await load();
    const text = typeof loaded === 'string' ? loaded : loaded.text;
    const ends = typeof loaded === 'string' ? Infinity : (loaded.expiresAt ?? Infinity);
    const expiresAt = live ? Math.min(ends, at.startedAt + LIVE_TTL_MS) : ends;
    const body = new CachedBody(encoder.encode(text));
    const unchanged = this.stampOf(eventId, topics) === generation && (!live || (this.liveGenerations.get(eventId) ?? 0) === liveGeneration);
    if (unchanged) this.store(eventId, entryKey, { stamp: generation, topics, liveGeneration, version, expiresAt, body });
    return body;
  }

  /** Inside a write transaction, before it commits: moves the event's versions of what it changes, for other processes. */
  async bump(tx: Queryable, eventId: string, topics: readonly Topic[] = ALL_TOPICS): Promise<void> {
    if (!this.shared) return;
    // In one order whatever the write, so that two writes bumping several rows never wait on each other in a circle.
    const rows = [...new Set(topics)].sort().map((t) => topicRow(eventId, t));
    await tx.query(
      'INSERT INTO event_versions (event_id, version) SELECT id, 1 FROM unnest($1::text[]) AS id ON CONFLICT (event_id) DO UPDATE SET version = event_versions.version + 1',
      [rows],
    );
  }

  /** After a write committed (or may have): forgets every cached read of the event in this process that reads what it changed. */
  committed(eventId: string, topics: readonly Topic[] = ALL_TOPICS): void {
    let perEvent = this.generations.get(eventId);
    if (!perEvent) this.generations.set(eventId, (perEvent = new Map()));
    for (const t of topics) perEvent.set(t, (perEvent.get(t) ?? 0) + 1);
    const entries = this.entries.get(eventId);
    if (!entries) return;
    for (const [key, entry] of entries) if (entry.topics.some((t) => topics.includes(t))) entries.delete(key);
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
/** A topic's version row: `records` keeps the event's own row (the one every write moved before topics). */
const topicRow = (eventId: string, topic: Topic) => (topic === 'records' ? eventId : `${eventId}:${topic}`);

/** The event's versions of what a read is made of (and for a live read its live version too), in one indexed lookup. */
async function readVersion(q: Queryable, eventId: string, topics: readonly Topic[], live: boolean): Promise<string> {
  const ids = topics.map((t) => topicRow(eventId, t));
  if (live) ids.push(liveRow(eventId));
  const rows = await q.query<{ event_id: string; version: number }>('SELECT event_id, version FROM event_versions WHERE event_id = ANY($1::text[])', [ids]);
  return ids.map((id) => String(rows.find((r) => r.event_id === id)?.version ?? 0)).join('/');
}
