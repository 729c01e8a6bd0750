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
  version: number;
  body: CachedBody;
}

const encoder = new TextEncoder();
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
 * Only what is written through the integration API is cached (every such
 * write goes through `RouteContext.write`, which bumps both): guests,
 * tickets, abstracts, sessions, speakers, sponsors and the event. Polls and
 * questions also change by attendee votes, upvotes and questions, so they are
 * always read from the database.
 */
export class ListCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private readonly generations = new Map<string, number>();
  readonly shared: boolean;

  constructor(options: { shared: boolean }) {
    this.shared = options.shared;
  }

  async get(q: Queryable, eventId: string, key: string, load: () => Promise<string>): Promise<CachedBody> {
    const generation = this.generations.get(eventId) ?? 0;
    const version = this.shared ? await readVersion(q, eventId) : 0;
    const hit = this.entries.get(eventId)?.get(key);
    if (hit && hit.generation === generation && hit.version === version) return hit.body;
    const body = new CachedBody(encoder.encode(await load()));
    if ((this.generations.get(eventId) ?? 0) === generation) this.store(eventId, key, { generation, version, body });
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

async function readVersion(q: Queryable, eventId: string): Promise<number> {
  const rows = await q.query<{ version: number }>('SELECT version FROM event_versions WHERE event_id = $1', [eventId]);
  return rows[0] ? Number(rows[0].version) : 0;
}
