/**
 * The screens connected to this process and what feeds them. Every change a screen may show is announced on
 * the database channel `screens` (triggers of the "Room screens" migration: on PostgreSQL by any process, on
 * PGlite by this one): 'st:event:session' a stage's decision, 'q:event:session' a session's questions or
 * upvotes, 'p:poll' a poll or its ballots, 'e:event' the event's look, its programme (a session written) or
 * the team's screen settings, 's:screen' a screen renamed, renewed or deleted. A notification marks the stages it
 * concerns; each stage is read again at most every `minRebuildMs` (a keynote's votes become a few updates a
 * second, not hundreds), and its view goes to every stream of its screens only when it changed. The programme
 * the rooms follow is held per event until an 'e:' notification, so a moderator's decision reads only the stage.
 *
 * The streams of a stage are one key of the broadcast engine (broadcast.ts), shared with the consoles' hub: a
 * stream gets `retry:` and the current view at once, then each new view, and a heartbeat comment. A renewed or
 * deleted screen's streams get `gone` and close.
 */
import { LOBBY, everyRoom, nowAndNext, type Slot } from '../../src/contract/rooms';
import type { SpeakerTime } from '../../src/contract/room-desk';
import type { ScreenSlot, ScreenView } from '../../src/contract/screens';
import { minutesFor, speakerClock } from '../../src/contract/speaker-time';
import type { Db } from '../store/db';
import { Broadcast } from './broadcast';
import { getScreen, markGone, markSeen, type ScreenRow } from './screens-store';
import { stageView } from './screen-view';
import { monitorMessage, roomHold, speakerTime } from './room-desk';
import { loadProgramme, loadStageData, monitorQueue } from './stage-data';

export const SCREENS_CHANNEL = 'screens';

export type Stream = {
  screen: ScreenRow;
  write(chunk: string): void;
  close(): void;
};

/** Where a stage's view comes from, and which data notifications concern it. */
type StageInfo = {
  eventId: string;
  /** The session whose stage shows (for a room: the one running now, null between sessions). */
  sessionId: string | null;
  /** A room's screens ('' the lobby); null for a screen that follows one session. */
  room: string | null;
  /** A stage monitor's stream (it also shows the time left, the queue's next question and the desk's message). */
  monitor: boolean;
  /** The data notifications after which the view is read again. */
  watch: string[];
  /** When a room's view changes on its own (a session starting or ending), on the hub's clock. */
  changesAt: number | null;
};

type Follower = { heard(payload: string): void; everythingChanged(): void; changed(eventId: string): void; stop?(): void };

export type HubOptions = { minRebuildMs?: number; heartbeatMs?: number; presenceMs?: number; now?: () => number; programmeNow?: () => number; clockTickMs?: number };

export class ScreenHub {
  private readonly info = new Map<string, StageInfo>();
  private readonly byScreen = new Map<string, Set<Stream>>();
  private readonly views: Broadcast<Stream, Omit<ScreenView, 'screen'>>;
  private readonly now: () => number;
  private stopListening?: () => Promise<void>;
  private readonly presenceTimer: ReturnType<typeof setInterval>;
  private readonly clockTimer: ReturnType<typeof setInterval>;
  private started?: Promise<void>;
  /** The programme's clock (Unix ms): when sessions start and end for room screens; tests set a test clock. */
  programmeNow: () => number;
  /** True in front of a remote API: questions and figures come from what consoles relay (stage-data.ts). */
  relayed = false;
  /** Each event's programme as its rooms read it, held until a notification says the event changed ('e:'). */
  private readonly programmes = new Map<string, Promise<{ slots: Slot[]; offsetHours: number }>>();
  /** Who else follows the channel (the consoles' hub): every notification, and this process's screens coming and going (by event). */
  private readonly followers = new Set<Follower>();

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.programmeNow = options.programmeNow ?? this.now;
    this.views = new Broadcast<Stream, Omit<ScreenView, 'screen'>>({
      read: (key) => this.read(key),
      fingerprint: (view) => JSON.stringify({ ...view, builtAt: 0 }),
      send: (stream, view) => stream.write(viewEvent(stream.screen, view)),
      label: (key) => `screen stage ${key}`,
      minRebuildMs: options.minRebuildMs,
      heartbeatMs: options.heartbeatMs,
      now: this.now,
    });
    this.presenceTimer = setInterval(() => void markSeen(this.db, [...this.byScreen.keys()], this.now()).catch(() => undefined), options.presenceMs ?? 15_000);
    this.presenceTimer.unref?.();
    // The programme's clock: a room whose session starts or ends is read again at once.
    this.clockTimer = setInterval(() => this.tick(), options.clockTickMs ?? 250);
    this.clockTimer.unref?.();
  }

  /** Views sent, for tests and the bench. */
  get sent(): number {
    return this.views.sent;
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
    clearInterval(this.presenceTimer);
    clearInterval(this.clockTimer);
    this.views.stop();
    this.byScreen.clear();
    this.info.clear();
    this.programmes.clear();
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
    return this.views.streamCount;
  }

  /** Adds a stream: it gets the stage's current view at once (read now when none is held). */
  async add(stream: Stream): Promise<void> {
    await this.start();
    const key = streamKey(stream.screen);
    if (!this.info.has(key)) this.info.set(key, infoOf(stream.screen));
    let mine = this.byScreen.get(stream.screen.id);
    if (!mine) this.byScreen.set(stream.screen.id, (mine = new Set()));
    const first = mine.size === 0;
    mine.add(stream);
    if (first) {
      void markSeen(this.db, [stream.screen.id], this.now()).catch(() => undefined);
      for (const f of this.followers) f.changed(stream.screen.eventId);
    }
    await this.views.add(key, stream);
  }

  remove(stream: Stream): void {
    const key = streamKey(stream.screen);
    this.views.remove(key, stream);
    if (!this.views.has(key)) this.info.delete(key);
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

  /**
   * A notification from the channel. The screens' reads start first and the followers' (the consoles' lists)
   * after them: the database answers queries in turn, and the room sees a decision before the desk's list does.
   */
  heard(payload: string): void {
    this.markScreens(payload);
    for (const f of this.followers) f.heard(payload);
  }

  private markScreens(payload: string): void {
    if (payload.startsWith('s:')) {
      void this.screenChanged(payload.slice(2));
      return;
    }
    if (payload.startsWith('e:')) {
      const eventId = payload.slice(2);
      this.programmes.delete(eventId);
      for (const [key, info] of this.info) if (info.eventId === eventId) this.views.mark(key);
      return;
    }
    if (payload.startsWith('st:')) {
      // A moderator's decision goes out at once, to the session's screens and its room's while it runs.
      for (const [key, info] of this.info) if (`${info.eventId}:${info.sessionId ?? ''}` === payload.slice(3)) this.views.mark(key, true);
      return;
    }
    for (const [key, info] of this.info) if (info.watch.includes(payload)) this.views.mark(key);
  }

  /** Notifications may have been missed (the listening connection dropped): read every stage again. */
  everythingChanged(): void {
    for (const f of this.followers) f.everythingChanged();
    this.programmes.clear();
    this.views.markAll(true);
    for (const id of [...this.byScreen.keys()]) void this.screenChanged(id);
  }

  private async screenChanged(screenId: string): Promise<void> {
    const streams = this.byScreen.get(screenId);
    if (!streams || streams.size === 0) return;
    const row = await getScreen(this.db, screenId).catch(() => undefined);
    for (const stream of [...streams]) {
      if (row && row.tokenHash === stream.screen.tokenHash && row.sessionId === stream.screen.sessionId && row.room === stream.screen.room && row.kind === stream.screen.kind) {
        stream.screen = row;
        continue;
      }
      if (row && row.tokenHash === stream.screen.tokenHash) {
        // Moved to another room: the screen opens its stream again at once (`moved`) and follows its new room.
        stream.write(`event: moved\ndata: {}\n\n`);
        stream.close();
        this.remove(stream);
        continue;
      }
      // Renewed or deleted: this link no longer works.
      stream.write(`event: gone\ndata: {}\n\n`);
      stream.close();
      this.remove(stream);
    }
  }

  private tick(): void {
    const at = this.programmeNow();
    for (const [key, info] of this.info) if (info.changesAt !== null && info.changesAt <= at) this.views.mark(key, true);
  }

  /** The event's programme: the one held, else read now (a failed read is not held). */
  private programme(eventId: string): Promise<{ slots: Slot[]; offsetHours: number }> {
    let held = this.programmes.get(eventId);
    if (!held) {
      held = loadProgramme(this.db, eventId, this.relayed);
      this.programmes.set(eventId, held);
      held.catch(() => {
        if (this.programmes.get(eventId) === held) this.programmes.delete(eventId);
      });
    }
    return held;
  }

  /** The view of one screen now, read once (the JSON answer of a screen's link). */
  viewOf(screen: ScreenRow): Promise<Omit<ScreenView, 'screen'>> {
    return this.readInfo(infoOf(screen));
  }

  private read(key: string): Promise<Omit<ScreenView, 'screen'>> {
    const info = this.info.get(key);
    if (!info) return Promise.reject(new Error('no screen follows this stage any more'));
    return this.readInfo(info);
  }

  private async readInfo(info: StageInfo): Promise<Omit<ScreenView, 'screen'>> {
    if (info.room === null) {
      const { data, watch } = await loadStageData(this.db, info.eventId, info.sessionId, this.relayed);
      info.watch = watch ? [watch] : [];
      return stageView(data, this.now());
    }
    const at = this.programmeNow();
    const lobby = info.room === LOBBY;
    // What the room's view depends on, read together: the programme (held until its event changes), the desk's hold and the speaker's time.
    const [{ slots, offsetHours }, hold, time] = await Promise.all([
      this.programme(info.eventId),
      lobby ? null : roomHold(this.db, info.eventId, info.room),
      !lobby && info.monitor ? speakerTime(this.db, info.eventId, info.room) : null,
    ]);
    const room = { name: info.room, offsetHours, at };
    if (lobby) {
      const rooms = everyRoom(slots, at);
      const { data, watch } = await loadStageData(this.db, info.eventId, null, this.relayed);
      const changes = rooms.map((r) => r.changesAt).filter((t): t is number => t !== null);
      Object.assign(info, { sessionId: null, watch: watch ? [watch] : [], changesAt: changes.length > 0 ? Math.min(...changes) : null });
      // A moderator's decision for the whole event holds the lobby; with nothing scheduled, the welcome.
      const view = data.content.kind !== 'welcome' || rooms.length === 0 ? { ...stageView(data, this.now()), room } : { ...stageView(data, this.now()), content: { kind: 'rooms' as const, rooms: rooms.map((r) => ({ room: r.room, now: screenSlot(r.now), next: screenSlot(r.next) })) }, room };
      return info.monitor ? this.withMonitor(info, view, null, null, false) : view;
    }
    const nn = nowAndNext(slots, info.room, at);
    // The desk may hold the room on a session's stage (its questions after its end) or on now and next.
    const held = hold?.hold.kind === 'session' ? hold.hold.sessionId : null;
    // A stage monitor counts the speaker's time: a session the desk gave more time stays the speaker's past its end
    // in the programme, until that time is up or the room's next session starts (the room's screen follows the programme).
    // (Held on now and next, the audience sees what is next, and the speaker still sees the running session's time.)
    const speaking = info.monitor && held === null ? speakerClock(slots, info.room, at, time) : null;
    const onStage = held !== null ? (slots.find((s) => s.id === held) ?? null) : hold?.hold.kind === 'next' ? null : (speaking?.slot ?? nn.now);
    info.changesAt = held !== null ? null : speaking?.extended ? Math.min(speaking.endsAt, nn.changesAt ?? Infinity) : nn.changesAt;
    info.sessionId = held ?? onStage?.id ?? null;
    if (info.sessionId !== null) {
      const { data, watch } = await loadStageData(this.db, info.eventId, info.sessionId, this.relayed);
      info.watch = watch ? [watch] : [];
      const view = { ...stageView(data, this.now()), room };
      // In front of a remote API this server holds no sessions: the title is the relayed programme's.
      if (this.relayed && onStage) view.session = { title: onStage.title };
      return info.monitor ? this.withMonitor(info, view, onStage, nn.next, hold !== null, time) : view;
    }
    info.watch = [];
    const { data } = await loadStageData(this.db, info.eventId, null, this.relayed);
    const view = { ...stageView(data, this.now()), session: null, content: { kind: 'next' as const, room: info.room, next: screenSlot(nn.next) }, room };
    const running = speaking?.slot ?? null;
    return info.monitor ? this.withMonitor(info, view, running, nn.next, hold !== null, running ? time : null) : view;
  }

  /** A stage monitor's part of the view: the session's times and the speaker's time, the spotlight, the queue's next question, the desk's message. */
  private async withMonitor(info: StageInfo, view: Omit<ScreenView, 'screen'>, onStage: Slot | null, next: Slot | null, held: boolean, time: SpeakerTime | null = null): Promise<Omit<ScreenView, 'screen'>> {
    const c = view.content;
    const spotlight = c.kind === 'question' ? c.question : null;
    let queue = c.kind === 'questions' ? c.questions : null;
    if (!queue && info.sessionId !== null && !this.relayed) {
      queue = await monitorQueue(this.db, info.eventId, info.sessionId);
      info.watch.push(`q:${info.eventId}:${info.sessionId}`);
    }
    // The queue's next open question after the spotlighted one, as the desk's Next question would take it (none past the end).
    const from = spotlight && queue ? queue.findIndex((q) => q.id === spotlight.id) + 1 : 0;
    const upNext = queue?.slice(from).find((q) => !q.answered && q.id !== spotlight?.id) ?? null;
    const message = await monitorMessage(this.db, info.eventId, info.room ?? LOBBY);
    const minutes = onStage ? minutesFor(onStage, time) : 0;
    const adjusted = onStage && minutes !== 0 ? { endsAt: onStage.endsAt + minutes * 60_000, minutes } : null;
    return { ...view, monitor: { session: screenSlot(onStage), next: screenSlot(next), spotlight, onScreen: onScreenWords(c), upNext, message, held, speakerTime: adjusted } };
  }
}

const stageKey = (eventId: string, sessionId: string | null) => `${eventId}:${sessionId ?? ''}`;
/** A room's screens share one key, its stage monitors another ('#', '!' never appear in a stage key's ids), a session's screens their stage's. */
const streamKey = (screen: ScreenRow) =>
  screen.room === null ? stageKey(screen.eventId, screen.sessionId) : `${screen.eventId}${screen.kind === 'monitor' ? '!' : '#'}${screen.room}`;

function infoOf(screen: ScreenRow): StageInfo {
  return { eventId: screen.eventId, sessionId: screen.room === null ? screen.sessionId : null, room: screen.room, monitor: screen.kind === 'monitor', watch: [], changesAt: null };
}

/** What the room's screens show, in words for the speaker, when it is not a spotlighted question (that one the monitor shows itself). */
function onScreenWords(content: ScreenView['content']): string | null {
  switch (content.kind) {
    case 'questions':
      return content.questions.length + content.more === 0 ? 'The audience’s questions (none approved yet)' : `The audience’s questions (${content.questions.length + content.more})`;
    case 'poll':
      return content.poll ? `Poll: ${content.poll.question}` : null;
    case 'welcome':
      return 'The welcome slide';
    case 'next':
      return 'What is next in the room';
    case 'rooms':
      return 'Now and next in every room';
    default:
      return null;
  }
}

function screenSlot(slot: Slot | null): ScreenSlot | null {
  return slot && { title: slot.title, room: slot.room, startsAt: slot.startsAt, endsAt: slot.endsAt, speakers: slot.speakers ?? [], moreSpeakers: slot.moreSpeakers ?? 0 };
}

function viewEvent(screen: ScreenRow, view: Omit<ScreenView, 'screen'>): string {
  const full: ScreenView = { screen: { name: screen.name }, ...view };
  return `event: view\ndata: ${JSON.stringify(full)}\n\n`;
}
