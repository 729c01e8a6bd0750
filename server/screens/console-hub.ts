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
 * most every `minRebuildMs` and goes out only when it changed (the broadcast engine it shares with the
 * screens' hub, broadcast.ts).
 */
import { Broadcast } from './broadcast';

export type ConsoleStream = { eventId: string; write(chunk: string): void; close(): void };

export type ConsoleHubOptions = { minRebuildMs?: number; refreshMs?: number; heartbeatMs?: number; now?: () => number };

export class ConsoleHub {
  private readonly lists: Broadcast<ConsoleStream, string>;
  private readonly refreshTimer: ReturnType<typeof setInterval>;

  constructor(read: (eventId: string) => Promise<unknown>, options: ConsoleHubOptions = {}) {
    this.lists = new Broadcast<ConsoleStream, string>({
      read: async (eventId) => JSON.stringify(await read(eventId)),
      fingerprint: (body) => body,
      send: (stream, body) => stream.write(`event: screens\ndata: ${body}\n\n`),
      label: (eventId) => `the screens of ${eventId} for the consoles`,
      minRebuildMs: options.minRebuildMs,
      heartbeatMs: options.heartbeatMs,
      now: options.now,
    });
    this.refreshTimer = setInterval(() => this.lists.markAll(), options.refreshMs ?? 10_000);
    this.refreshTimer.unref?.();
  }

  /** Lists sent, for tests. */
  get sent(): number {
    return this.lists.sent;
  }

  get streamCount(): number {
    return this.lists.streamCount;
  }

  /** Adds a console: it gets the current list at once. */
  add(stream: ConsoleStream): Promise<void> {
    return this.lists.add(stream.eventId, stream);
  }

  remove(stream: ConsoleStream): void {
    this.lists.remove(stream.eventId, stream);
  }

  /** A notification of the screens channel. */
  heard(payload: string): void {
    // A moderator's decision goes out at once (the consoles' buttons wait for it).
    if (payload.startsWith('st:')) this.lists.mark(payload.slice(3, payload.indexOf(':', 3) < 0 ? undefined : payload.indexOf(':', 3)), true);
    else if (payload.startsWith('e:') || payload.startsWith('c:')) this.changed(payload.slice(2));
    else if (payload.startsWith('s:')) this.everythingChanged();
  }

  everythingChanged(): void {
    this.lists.markAll();
  }

  /** Marks an event's list to be read again (at most every minRebuildMs). */
  changed(eventId: string): void {
    this.lists.mark(eventId);
  }

  stop(): void {
    clearInterval(this.refreshTimer);
    this.lists.stop();
  }
}
