/**
 * Who is on the event, and where ("Ana · Sessions"): every console of the event holds a Server-Sent Events
 * stream (`/team-api/presence/events`); each stream is a row of `team_presence` (name, role, place, last seen),
 * and every change of the event's rows is announced on the database channel `team` (NOTIFY, heard by every
 * process), so each process sends the event's list to its own streams. A list goes out at most every
 * `minRebuildMs` and only when it changed; rows not seen for 90 s (a process that ended) are left out.
 */
import type { PresenceEntry } from '../../src/contract/team';
import type { Db } from '../store/db';
import { newId } from '../store/ids';
import type { StreamSink } from '../screens/event-stream-response';

export const TEAM_CHANNEL = 'team';
const STALE_MS = 90_000;

export type PresenceStream = StreamSink & { id: string; eventId: string; memberId: string | null; name: string; role: string; place: string };

type Entry = { streams: Set<PresenceStream>; last: string; timer?: ReturnType<typeof setTimeout>; lastBuildAt: number };

export class PresenceHub {
  private readonly events = new Map<string, Entry>();
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private started?: Promise<void>;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly options: { now?: () => number; minRebuildMs?: number; heartbeatMs?: number } = {},
  ) {
    this.timers.push(setInterval(() => void this.heartbeat(), options.heartbeatMs ?? 20_000));
    for (const t of this.timers) t.unref?.();
  }

  private now = () => (this.options.now ?? Date.now)();

  start(): Promise<void> {
    this.started ??= (async () => {
      if (!this.db.listen) return;
      this.stopListening = await this.db.listen(
        TEAM_CHANNEL,
        (payload) => {
          if (payload.startsWith('p:')) this.changed(payload.slice(2));
        },
        () => {
          for (const id of this.events.keys()) this.changed(id);
        },
      );
    })();
    return this.started;
  }

  newId = () => `pr_${newId(20)}`;

  async add(stream: PresenceStream): Promise<void> {
    await this.start();
    let entry = this.events.get(stream.eventId);
    if (!entry) this.events.set(stream.eventId, (entry = { streams: new Set(), last: '', lastBuildAt: 0 }));
    entry.streams.add(stream);
    const at = this.now();
    await this.db.query('INSERT INTO team_presence (id, event_id, member_id, name, role, place, since, seen_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)', [
      stream.id,
      stream.eventId,
      stream.memberId,
      stream.name,
      stream.role,
      stream.place,
      at,
    ]);
    stream.write(`retry: 2000\n\nevent: hello\ndata: ${JSON.stringify({ id: stream.id })}\n\n`);
    await this.announce(stream.eventId);
  }

  remove(stream: PresenceStream): void {
    const entry = this.events.get(stream.eventId);
    if (entry) {
      entry.streams.delete(stream);
      if (entry.streams.size === 0) {
        if (entry.timer) clearTimeout(entry.timer);
        this.events.delete(stream.eventId);
      }
    }
    void this.db
      .query('DELETE FROM team_presence WHERE id = $1', [stream.id])
      .then(() => this.announce(stream.eventId))
      .catch(() => undefined);
  }

  /** Moves a console to another place; false when the stream is not this actor's. */
  async moved(eventId: string, id: string, memberId: string | null, place: string): Promise<boolean> {
    const rows = await this.db.query('UPDATE team_presence SET place = $4, seen_at = $5 WHERE id = $1 AND event_id = $2 AND member_id IS NOT DISTINCT FROM $3 RETURNING id', [
      id,
      eventId,
      memberId,
      place,
      this.now(),
    ]);
    if (rows.length === 0) return false;
    await this.announce(eventId);
    return true;
  }

  /** The event's consoles, oldest first. */
  async list(eventId: string): Promise<PresenceEntry[]> {
    const rows = await this.db.query<{ id: string; name: string; role: string; place: string; since: number }>(
      'SELECT id, name, role, place, since FROM team_presence WHERE event_id = $1 AND seen_at > $2 ORDER BY since, id LIMIT 500',
      [eventId, this.now() - STALE_MS],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, role: r.role as PresenceEntry['role'], where: r.place, since: Number(r.since) }));
  }

  private async announce(eventId: string): Promise<void> {
    if (this.db.listen) await this.db.query('SELECT pg_notify($1, $2)', [TEAM_CHANNEL, `p:${eventId}`]).catch(() => this.changed(eventId));
    else this.changed(eventId);
  }

  changed(eventId: string): void {
    const entry = this.events.get(eventId);
    if (!entry || entry.timer) return;
    const wait = Math.max(0, entry.lastBuildAt + (this.options.minRebuildMs ?? 50) - this.now());
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      entry.lastBuildAt = this.now();
      void this.list(eventId)
        .then((list) => {
          const body = JSON.stringify(list);
          if (body === entry.last) return;
          entry.last = body;
          for (const s of entry.streams) s.write(`event: presence\ndata: ${body}\n\n`);
        })
        .catch(() => undefined);
    }, wait);
  }

  private async heartbeat(): Promise<void> {
    const ids: string[] = [];
    for (const entry of this.events.values()) {
      for (const s of entry.streams) {
        s.write(`: ${this.now()}\n\n`);
        ids.push(s.id);
      }
    }
    if (ids.length > 0) await this.db.query('UPDATE team_presence SET seen_at = $2 WHERE id = ANY($1)', [ids, this.now()]).catch(() => undefined);
    await this.db.query('DELETE FROM team_presence WHERE seen_at < $1', [this.now() - 10 * STALE_MS]).catch(() => undefined);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    for (const entry of this.events.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      for (const s of entry.streams) s.close();
    }
    this.events.clear();
    await this.stopListening?.();
  }
}
