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
 *
 * 'q:event:session' (a question of the session asked, moderated or upvoted, on this server's own data) goes out as
 * a nudge with no content (`event: questions`, the session's id), at most once a second per session: a board that
 * has been quiet reads its questions again at once instead of at its slow pace.
 */
import { Broadcast } from './broadcast';

export type ConsoleStream = { eventId: string; write(chunk: string): void; close(): void };

export type ConsoleHubOptions = { minRebuildMs?: number; refreshMs?: number; heartbeatMs?: number; now?: () => number; nudgeMs?: number };

/** A session's questions nudge its event's consoles at most this often. */
export const QUESTIONS_NUDGE_MS = 1000;

export class ConsoleHub {
  private readonly lists: Broadcast<ConsoleStream, string>;
  private readonly refreshTimer: ReturnType<typeof setInterval>;
  /** The last nudge of each session's questions (`event\u0000session`), and the one waiting for its turn. */
  private readonly nudges = new Map<string, { at: number; timer?: ReturnType<typeof setTimeout> }>();
  private readonly now: () => number;
  private readonly nudgeMs: number;

  constructor(read: (eventId: string) => Promise<unknown>, options: ConsoleHubOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.nudgeMs = options.nudgeMs ?? QUESTIONS_NUDGE_MS;
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
    else if (payload.startsWith('q:')) {
      const [eventId, sessionId] = payload.slice(2).split(':');
      if (eventId && sessionId) this.questionsChanged(eventId, sessionId);
    }
  }

  /** A session's questions changed: its event's consoles are nudged now, or once the last nudge is a second old. */
  questionsChanged(eventId: string, sessionId: string): void {
    if (!this.lists.has(eventId)) return;
    const key = `${eventId}\u0000${sessionId}`;
    const last = this.nudges.get(key) ?? { at: -Infinity };
    if (last.timer) return;
    const send = () => {
      this.nudges.set(key, { at: this.now() });
      this.lists.tell(eventId, `event: questions\ndata: ${JSON.stringify({ sessionId })}\n\n`);
    };
    const wait = last.at + this.nudgeMs - this.now();
    if (wait <= 0) return send();
    const timer = setTimeout(send, wait);
    timer.unref?.();
    this.nudges.set(key, { at: last.at, timer });
    if (this.nudges.size > 10_000) for (const [k, v] of this.nudges) if (!v.timer) this.nudges.delete(k);
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
    for (const n of this.nudges.values()) clearTimeout(n.timer);
    this.lists.stop();
  }
}
