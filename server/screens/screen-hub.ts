/**
 * The screens connected to this process and what feeds them. Every change a screen may show is announced on
 * the database channel `screens` (triggers of the "Room screens" migration: on PostgreSQL by any process, on
 * PGlite by this one): 'st:event:session' a stage's decision, 'q:event:session' a session's questions or
 * upvotes, 'p:poll' a poll or its ballots, 'e:event' the event's look or the team's screen settings,
 * 's:screen' a screen renamed, renewed or deleted. A notification marks the stages it concerns; each stage is
 * read again at most every `minRebuildMs` (a keynote's votes become a few updates a second, not hundreds), and
 * its view goes to every stream of its screens only when it changed.
 *
 * A stream gets `retry:` and the current view at once, then each new view, and a comment every `heartbeatMs`
 * (proxies keep it open; screens notice silence). A renewed or deleted screen's streams get `gone` and close.
 */
import type { ScreenView } from '../../src/contract/screens';
import type { Db } from '../store/db';
import { getScreen, markGone, markSeen, type ScreenRow } from './screens-store';
import { stageView } from './screen-view';
import { loadStageData } from './stage-data';

export const SCREENS_CHANNEL = 'screens';

export type Stream = {
  screen: ScreenRow;
  write(chunk: string): void;
  close(): void;
};

type StageEntry = {
  eventId: string;
  sessionId: string | null;
  streams: Set<Stream>;
  watch: string | null;
  view: Omit<ScreenView, 'screen'> | null;
  /** The view's JSON without its build time: unchanged views are not sent again. */
  sameAs: string;
  dirty: boolean;
  building: boolean;
  lastBuildAt: number;
  timer?: ReturnType<typeof setTimeout>;
};

type Follower = { heard(payload: string): void; everythingChanged(): void; changed(eventId: string): void; stop?(): void };

export type HubOptions = { minRebuildMs?: number; heartbeatMs?: number; presenceMs?: number; now?: () => number };

export class ScreenHub {
  private readonly stages = new Map<string, StageEntry>();
  private readonly byScreen = new Map<string, Set<Stream>>();
  private readonly minRebuildMs: number;
  private readonly heartbeatMs: number;
  private readonly now: () => number;
  private stopListening?: () => Promise<void>;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private started?: Promise<void>;
  /** Views sent, for tests and the bench. */
  sent = 0;
  /** True in front of a remote API: questions and figures come from what consoles relay (stage-data.ts). */
  relayed = false;
  /** Who else follows the channel (the consoles' hub): every notification, and this process's screens coming and going (by event). */
  private readonly followers = new Set<Follower>();

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.minRebuildMs = options.minRebuildMs ?? 100;
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
    this.now = options.now ?? (() => Date.now());
    const presenceMs = options.presenceMs ?? 15_000;
    this.timers.push(
      setInterval(() => this.heartbeat(), this.heartbeatMs),
      setInterval(() => void markSeen(this.db, [...this.byScreen.keys()], this.now()).catch(() => undefined), presenceMs),
    );
    for (const t of this.timers) t.unref?.();
  }

  /** Starts listening (once); on PGlite without LISTEN support, changes made here are still heard through `notify`. */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (!this.db.listen) return;
      this.stopListening = await this.db.listen(
        SCREENS_CHANNEL,
        (payload) => this.heard(payload),
        () => this.everythingChanged(),
      );
    })();
    return this.started;
  }

  async stop(): Promise<void> {
    for (const f of this.followers) f.stop?.();
    for (const t of this.timers) clearInterval(t);
    for (const entry of this.stages.values()) if (entry.timer) clearTimeout(entry.timer);
    for (const streams of this.byScreen.values()) for (const s of streams) s.close();
    this.byScreen.clear();
    this.stages.clear();
    await this.stopListening?.();
  }

  /** Passes every notification on to `follower` too (until the returned function is called). */
  follow(follower: Follower): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  /** How many streams this process holds (per screen id). */
  connectedHere(screenId: string): number {
    return this.byScreen.get(screenId)?.size ?? 0;
  }

  get streamCount(): number {
    let n = 0;
    for (const s of this.byScreen.values()) n += s.size;
    return n;
  }

  /** Adds a stream: it gets the stage's current view at once (read now when none is held). */
  async add(stream: Stream): Promise<void> {
    await this.start();
    const key = stageKey(stream.screen.eventId, stream.screen.sessionId);
    let entry = this.stages.get(key);
    if (!entry) {
      entry = { eventId: stream.screen.eventId, sessionId: stream.screen.sessionId, streams: new Set(), watch: null, view: null, sameAs: '', dirty: false, building: false, lastBuildAt: 0 };
      this.stages.set(key, entry);
    }
    entry.streams.add(stream);
    let mine = this.byScreen.get(stream.screen.id);
    if (!mine) this.byScreen.set(stream.screen.id, (mine = new Set()));
    const first = mine.size === 0;
    mine.add(stream);
    if (first) {
      void markSeen(this.db, [stream.screen.id], this.now()).catch(() => undefined);
      for (const f of this.followers) f.changed(stream.screen.eventId);
    }
    stream.write(`retry: 2000\n\n`);
    if (entry.view) stream.write(viewEvent(stream.screen, entry.view));
    else await this.build(entry);
  }

  remove(stream: Stream): void {
    const key = stageKey(stream.screen.eventId, stream.screen.sessionId);
    const entry = this.stages.get(key);
    entry?.streams.delete(stream);
    if (entry && entry.streams.size === 0) {
      if (entry.timer) clearTimeout(entry.timer);
      this.stages.delete(key);
    }
    const mine = this.byScreen.get(stream.screen.id);
    mine?.delete(stream);
    if (mine && mine.size === 0) {
      this.byScreen.delete(stream.screen.id);
      const eventId = stream.screen.eventId;
      void markGone(this.db, stream.screen.id)
        .catch(() => undefined)
        .then(() => {
          for (const f of this.followers) f.changed(eventId);
        });
    }
  }

  /** A notification from the channel. */
  heard(payload: string): void {
    for (const f of this.followers) f.heard(payload);
    if (payload.startsWith('s:')) {
      void this.screenChanged(payload.slice(2));
      return;
    }
    if (payload.startsWith('e:')) {
      const eventId = payload.slice(2);
      for (const entry of this.stages.values()) if (entry.eventId === eventId) this.mark(entry);
      return;
    }
    if (payload.startsWith('st:')) {
      const entry = this.stages.get(payload.slice(3));
      if (entry) this.mark(entry, true);
      return;
    }
    for (const entry of this.stages.values()) if (entry.watch === payload) this.mark(entry);
  }

  /** Notifications may have been missed (the listening connection dropped): read every stage again. */
  everythingChanged(): void {
    for (const f of this.followers) f.everythingChanged();
    for (const entry of this.stages.values()) this.mark(entry, true);
    for (const id of [...this.byScreen.keys()]) void this.screenChanged(id);
  }

  private async screenChanged(screenId: string): Promise<void> {
    const streams = this.byScreen.get(screenId);
    if (!streams || streams.size === 0) return;
    const row = await getScreen(this.db, screenId).catch(() => undefined);
    for (const stream of [...streams]) {
      if (row && row.tokenHash === stream.screen.tokenHash && row.sessionId === stream.screen.sessionId) {
        stream.screen = row;
        continue;
      }
      // Renewed or deleted: this link no longer works.
      stream.write(`event: gone\ndata: {}\n\n`);
      stream.close();
      this.remove(stream);
    }
  }

  /** Marks a stage to be read again; a moderator's decision (`now`) goes out at once, data changes at most every minRebuildMs. */
  private mark(entry: StageEntry, now = false): void {
    entry.dirty = true;
    if (entry.building || entry.timer) {
      if (now && entry.timer && !entry.building) {
        clearTimeout(entry.timer);
        entry.timer = undefined;
        void this.build(entry);
      }
      return;
    }
    const wait = now ? 0 : Math.max(0, entry.lastBuildAt + this.minRebuildMs - this.now());
    if (wait === 0) void this.build(entry);
    else
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        void this.build(entry);
      }, wait);
  }

  private async build(entry: StageEntry): Promise<void> {
    if (entry.building) {
      entry.dirty = true;
      return;
    }
    entry.building = true;
    entry.dirty = false;
    entry.lastBuildAt = this.now();
    try {
      const { data, watch } = await loadStageData(this.db, entry.eventId, entry.sessionId, this.relayed);
      entry.watch = watch;
      const view = stageView(data, this.now());
      const same = JSON.stringify({ ...view, builtAt: 0 });
      if (same !== entry.sameAs || !entry.view) {
        entry.sameAs = same;
        entry.view = view;
        for (const stream of entry.streams) {
          stream.write(viewEvent(stream.screen, view));
          this.sent += 1;
        }
      }
    } catch (error) {
      console.error(`[server] screen stage ${entry.eventId}/${entry.sessionId ?? 'event'} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      // Tried again in two seconds (a database that is restarting is not hammered).
      entry.dirty = false;
      if (!entry.timer)
        entry.timer = setTimeout(() => {
          entry.timer = undefined;
          void this.build(entry);
        }, 2000);
    } finally {
      entry.building = false;
      if (entry.dirty && this.stages.get(stageKey(entry.eventId, entry.sessionId)) === entry) this.mark(entry);
    }
  }

  private heartbeat(): void {
    const line = `: ${this.now()}\n\n`;
    for (const streams of this.byScreen.values()) for (const s of streams) s.write(line);
  }
}

const stageKey = (eventId: string, sessionId: string | null) => `${eventId}:${sessionId ?? ''}`;

function viewEvent(screen: ScreenRow, view: Omit<ScreenView, 'screen'>): string {
  const full: ScreenView = { screen: { name: screen.name }, ...view };
  return `event: view\ndata: ${JSON.stringify(full)}\n\n`;
}
