/**
 * The consoles watching an event's screens (`/console-api/screens/events`): each gets the event's screens list
 * (the same body as `GET /console-api/screens`) at once, then again whenever it changed, so every console
 * shows the same "on screen now" within the show → screen latency instead of a refresh later.
 *
 * What marks an event's list to be read again: the database channel's notifications (ScreenHub.heard passes
 * them on): 'st:event:…' a stage decided, 'e:event' the team's settings or a poll's results mode, 'c:event' a
 * screen added, renamed or deleted (sent by the console calls), 's:screen' a screen renewed or deleted (any
 * event: every watched list is read again); a screen connecting to or leaving this process; and every
 * `refreshMs` (another process's screens connecting or leaving, which is not notified). A list is read at
 * most every `minRebuildMs` and goes out only when it changed.
 */
export type ConsoleStream = { eventId: string; write(chunk: string): void; close(): void };

type Entry = {
  streams: Set<ConsoleStream>;
  sameAs: string;
  dirty: boolean;
  building: boolean;
  lastBuildAt: number;
  timer?: ReturnType<typeof setTimeout>;
};

export type ConsoleHubOptions = { minRebuildMs?: number; refreshMs?: number; heartbeatMs?: number; now?: () => number };

export class ConsoleHub {
  private readonly events = new Map<string, Entry>();
  private readonly minRebuildMs: number;
  private readonly now: () => number;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  /** Lists sent, for tests. */
  sent = 0;

  constructor(
    private readonly read: (eventId: string) => Promise<unknown>,
    options: ConsoleHubOptions = {},
  ) {
    this.minRebuildMs = options.minRebuildMs ?? 100;
    this.now = options.now ?? (() => Date.now());
    this.timers.push(
      setInterval(() => {
        for (const entry of this.events.values()) for (const s of entry.streams) s.write(`: ${this.now()}\n\n`);
      }, options.heartbeatMs ?? 20_000),
      setInterval(() => {
        for (const eventId of this.events.keys()) this.changed(eventId);
      }, options.refreshMs ?? 10_000),
    );
    for (const t of this.timers) t.unref?.();
  }

  get streamCount(): number {
    let n = 0;
    for (const e of this.events.values()) n += e.streams.size;
    return n;
  }

  /** Adds a console: it gets the current list at once. */
  async add(stream: ConsoleStream): Promise<void> {
    let entry = this.events.get(stream.eventId);
    if (!entry) this.events.set(stream.eventId, (entry = { streams: new Set(), sameAs: '', dirty: false, building: false, lastBuildAt: 0 }));
    entry.streams.add(stream);
    stream.write('retry: 2000\n\n');
    if (entry.sameAs && !entry.building && !entry.dirty && !entry.timer) {
      stream.write(`event: screens\ndata: ${entry.sameAs}\n\n`);
      return;
    }
    // Read now for this newcomer; the others get it too when it changed.
    const body = JSON.stringify(await this.read(stream.eventId));
    if (body === entry.sameAs) stream.write(`event: screens\ndata: ${body}\n\n`);
    else {
      entry.sameAs = body;
      for (const s of entry.streams) s.write(`event: screens\ndata: ${body}\n\n`);
    }
  }

  remove(stream: ConsoleStream): void {
    const entry = this.events.get(stream.eventId);
    if (!entry) return;
    entry.streams.delete(stream);
    if (entry.streams.size === 0) {
      if (entry.timer) clearTimeout(entry.timer);
      this.events.delete(stream.eventId);
    }
  }

  /** A notification of the screens channel. */
  heard(payload: string): void {
    if (payload.startsWith('st:')) this.changed(payload.slice(3, payload.indexOf(':', 3) < 0 ? undefined : payload.indexOf(':', 3)));
    else if (payload.startsWith('e:') || payload.startsWith('c:')) this.changed(payload.slice(2));
    else if (payload.startsWith('s:')) this.everythingChanged();
  }

  everythingChanged(): void {
    for (const eventId of this.events.keys()) this.changed(eventId);
  }

  /** Marks an event's list to be read again (at most every minRebuildMs). */
  changed(eventId: string): void {
    const entry = this.events.get(eventId);
    if (!entry) return;
    entry.dirty = true;
    if (entry.building || entry.timer) return;
    const wait = Math.max(0, entry.lastBuildAt + this.minRebuildMs - this.now());
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      void this.build(eventId, entry);
    }, wait);
  }

  private async build(eventId: string, entry: Entry): Promise<void> {
    entry.building = true;
    entry.dirty = false;
    entry.lastBuildAt = this.now();
    try {
      const body = JSON.stringify(await this.read(eventId));
      if (body !== entry.sameAs) {
        entry.sameAs = body;
        for (const s of entry.streams) {
          s.write(`event: screens\ndata: ${body}\n\n`);
          this.sent += 1;
        }
      }
    } catch (error) {
      console.error(`[server] the screens of ${eventId} could not be read for the consoles: ${error instanceof Error ? error.message : String(error)}`);
      // Tried again in two seconds (a database that is restarting is not hammered).
      entry.dirty = false;
      entry.timer ??= setTimeout(() => {
        entry.timer = undefined;
        void this.build(eventId, entry);
      }, 2000);
    } finally {
      entry.building = false;
      if (entry.dirty && this.events.get(eventId) === entry) this.changed(eventId);
    }
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    for (const entry of this.events.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      for (const s of entry.streams) s.close();
    }
    this.events.clear();
  }
}
