/**
 * One broadcast engine for everything the console's server pushes over Server-Sent Events (the screens' views,
 * the consoles' lists): streams grouped by a key (a stage, an event), each key's value read again when it is
 * marked, at most every `minRebuildMs` (a keynote's votes become a few updates a second, not hundreds), unless
 * the mark is urgent (a moderator's decision goes out at once), and sent to the key's streams only when it
 * changed. A newcomer gets the value held at once when it is current, else the key is read for it. A read that
 * fails is tried again in two seconds (a database that is restarting is not hammered). Every stream gets a
 * comment every `heartbeatMs` (proxies keep it open; clients notice silence).
 */
export type BroadcastStream = { write(chunk: string): void; close(): void };

type Entry<S, V> = {
  streams: Set<S>;
  value: V | null;
  /** The value's fingerprint: an unchanged value is not sent again. */
  sameAs: string;
  dirty: boolean;
  /** An urgent mark came while a read was under way: the next read starts as soon as that one ends. */
  urgent: boolean;
  building: boolean;
  lastBuildAt: number;
  timer?: ReturnType<typeof setTimeout>;
};

export type BroadcastOptions<S, V> = {
  /** Reads a key's value now. */
  read(key: string): Promise<V>;
  /** What must differ for a value to go out again. */
  fingerprint(value: V): string;
  /** Writes a value to one stream. */
  send(stream: S, value: V): void;
  /** Words for a failed read, in the server's log. */
  label(key: string): string;
  minRebuildMs?: number;
  heartbeatMs?: number;
  now?: () => number;
};

export class Broadcast<S extends BroadcastStream, V> {
  private readonly entries = new Map<string, Entry<S, V>>();
  private readonly minRebuildMs: number;
  private readonly now: () => number;
  private readonly heartbeatTimer: ReturnType<typeof setInterval>;
  /** Values sent, for tests and the bench. */
  sent = 0;

  constructor(private readonly options: BroadcastOptions<S, V>) {
    this.minRebuildMs = options.minRebuildMs ?? 100;
    this.now = options.now ?? (() => Date.now());
    this.heartbeatTimer = setInterval(() => {
      const line = `: ${this.now()}\n\n`;
      for (const entry of this.entries.values()) for (const s of entry.streams) s.write(line);
    }, options.heartbeatMs ?? 20_000);
    this.heartbeatTimer.unref?.();
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get streamCount(): number {
    let n = 0;
    for (const e of this.entries.values()) n += e.streams.size;
    return n;
  }

  /** Writes `chunk` to every stream of `key` as it is (a nudge that carries no value). */
  tell(key: string, chunk: string): void {
    const entry = this.entries.get(key);
    if (entry) for (const s of entry.streams) s.write(chunk);
  }

  /** Adds a stream under `key`: it gets `retry:` and the current value at once (read now when none is current). */
  async add(key: string, stream: S): Promise<void> {
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { streams: new Set(), value: null, sameAs: '', dirty: false, urgent: false, building: false, lastBuildAt: 0 }));
    entry.streams.add(stream);
    stream.write('retry: 2000\n\n');
    if (entry.value !== null && !entry.dirty && !entry.building && !entry.timer) {
      this.options.send(stream, entry.value);
      return;
    }
    if (entry.building) {
      // The read under way is sent to everyone, this stream included, when it changed; mark it so that it is.
      entry.sameAs = '';
      entry.dirty = true;
      return;
    }
    if (entry.timer) {
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    entry.sameAs = '';
    await this.build(key, entry);
  }

  /** Removes a stream; a key without streams is forgotten. */
  remove(key: string, stream: S): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.streams.delete(stream);
    if (entry.streams.size === 0) {
      if (entry.timer) clearTimeout(entry.timer);
      this.entries.delete(key);
    }
  }

  /** Marks a key to be read again: at once when `urgent`, else at most every minRebuildMs. */
  mark(key: string, urgent = false): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.dirty = true;
    if (entry.building) {
      // The read under way may have begun before the change: read again when it ends, at once if this mark is urgent.
      entry.urgent ||= urgent;
      return;
    }
    if (entry.timer) {
      if (!urgent) return;
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    const wait = urgent ? 0 : Math.max(0, entry.lastBuildAt + this.minRebuildMs - this.now());
    if (wait === 0) void this.build(key, entry);
    else
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        void this.build(key, entry);
      }, wait);
  }

  markAll(urgent = false): void {
    for (const key of [...this.entries.keys()]) this.mark(key, urgent);
  }

  private async build(key: string, entry: Entry<S, V>): Promise<void> {
    if (entry.building) {
      entry.dirty = true;
      return;
    }
    entry.building = true;
    entry.dirty = false;
    entry.urgent = false;
    entry.lastBuildAt = this.now();
    try {
      const value = await this.options.read(key);
      const same = this.options.fingerprint(value);
      if (same !== entry.sameAs || entry.value === null) {
        entry.sameAs = same;
        entry.value = value;
        for (const stream of entry.streams) {
          this.options.send(stream, value);
          this.sent += 1;
        }
      }
    } catch (error) {
      if (this.entries.get(key) !== entry) return; // nobody follows it any more
      console.error(`[server] ${this.options.label(key)} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      entry.dirty = false;
      entry.timer ??= setTimeout(() => {
        entry.timer = undefined;
        void this.build(key, entry);
      }, 2000);
    } finally {
      entry.building = false;
      if (entry.dirty && this.entries.get(key) === entry) this.mark(key, entry.urgent);
    }
  }

  stop(): void {
    clearInterval(this.heartbeatTimer);
    for (const entry of this.entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      for (const s of entry.streams) s.close();
    }
    this.entries.clear();
  }
}
