/**
 * The console's side of room screens: calls to the console's own server (`/console-api/screens…`, on the
 * origin that served the console), with the organiser's key headers, and one shared store of the event's
 * screens and stages that every board and polls page of this window reads. While someone watches it, the store
 * follows the server's stream of that list (`/console-api/screens/events`, Server-Sent Events read with fetch
 * so the key travels in headers as for every call): every console shows the same "on screen now" and which
 * screens are connected as soon as the server knows it. A dropped or silent stream reconnects by itself (1 s,
 * doubling to 10 s); each connection starts with the whole list, so nothing missed in between stays missed.
 *
 * Where the console was served by something else (no such server: the call answers a page or nothing),
 * `available` is 'none' and there are no room screens: the boards say so.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { serverClock } from '../../api/clock';
import { errorFromAnswer, networkError, type ApiError } from '../../api/errors';
import type { Connection } from '../../api/key-store';
import { StageMoved, StageStore } from '../../api/stage-store';
import type { PollScreenMode, ScreenPairBody, ScreenSettings, ScreenSummary, ScreensList, StageContent } from '../../contract/screens';
import type { MonitorMessage, RoomHold, RoomHoldTarget, SpeakerTime, SpeakerTimeChange } from '../../contract/room-desk';
import type { StageCommand, StageCommandAnswer } from '../../contract/stage-command';

export type ScreensState = {
  /** unknown: not asked yet; server: the console's server keeps screens; none: no such server (no room screens). */
  available: 'unknown' | 'server' | 'none';
  list: (ScreensList & { relay: boolean }) | null;
  error: ApiError | null;
  /** When the list was last read (Unix ms). */
  readAt: number;
  /** Whether the stream of the list is open now (false while it reconnects). */
  live: boolean;
  /** When the stream last brought anything (Unix ms; 0: never): while it is down, what the list says is as of then. */
  heardAt: number;
};

/** The server sends a comment every 20 s: this long without a byte means the stream is dead. */
const SILENCE_MS = 45_000;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 10_000;

function base(): string {
  return typeof window === 'undefined' ? '' : `${window.location.origin}/console-api`;
}

/** One call to the console's server; a page or a 404 without our shape means there is no such server. */
function keyHeaders(connection: Connection, accept: string): Record<string, string> {
  return {
    accept,
    'x-api-key': connection.apiKey,
    'x-client-id': connection.clientId,
    'x-event-id': connection.eventId,
    'x-timestamp': String(Math.round(serverClock.now())),
  };
}

export async function screensCall<T>(connection: Connection, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers = keyHeaders(connection, 'application/json');
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${base()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: connection.kind === 'member' ? 'same-origin' : 'omit', referrerPolicy: 'no-referrer', cache: 'no-store', signal });
  } catch (error) {
    throw networkError(error, path, [connection.apiKey]);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!contentType.includes('json')) throw new NoScreenServer();
  if (!res.ok) {
    if (res.status === 409) {
      const refused = JSON.parse(text) as { code?: unknown; error?: unknown; stage?: { content: StageContent; updatedAt: number } };
      if (refused.code === 'stage_moved') throw new StageMoved(typeof refused.error === 'string' ? refused.error : 'The screen changed since you looked: nothing was changed.', refused.stage ?? null);
    }
    const error = errorFromAnswer({ status: res.status, contentType, text, retryAfterHeader: res.headers.get('retry-after'), path, secrets: [connection.apiKey] });
    if (res.status === 404 && error.code === 'not_found' && path === '/screens') throw new NoScreenServer();
    throw error;
  }
  return JSON.parse(text) as T;
}

export class NoScreenServer extends Error {
  constructor() {
    super('Screens on other machines need the console’s own server (npm start or the Docker image); this console was served by something else.');
  }
}

type Store = { state: ScreensState; listeners: Set<() => void>; connection: Connection | null; stopStream?: () => void; inFlight?: Promise<void> };

const EMPTY: ScreensState = { available: 'unknown', list: null, error: null, readAt: 0, live: false, heardAt: 0 };
const store: Store = { state: EMPTY, listeners: new Set(), connection: null };

function set(next: Partial<ScreensState>) {
  store.state = { ...store.state, ...next };
  if (next.list) for (const s of next.list.stages) stageStore.confirm(s.sessionId, { content: s.content, version: s.updatedAt });
  for (const l of store.listeners) l();
}

/**
 * What the room's screens show, for every view of this window: confirmed by the server's list, and the commands
 * this window sent (src/api/stage-store.ts). Commands go to the connection the screens list follows.
 */
export const stageStore = new StageStore((sessionId: string | null, basedOn: number, command: StageCommand, signal: AbortSignal) => {
  const connection = store.connection;
  if (!connection) return Promise.reject(new Error('Not connected: sign in again.'));
  // A command the store gave up on (unanswered too long) is cancelled here too.
  return screensCall<StageCommandAnswer>(connection, 'POST', '/screens/stage/command', { sessionId, basedOn, command }, signal);
});

/** Reads the list again now (once, without the stream). */
export function refreshScreens(): Promise<void> {
  const connection = store.connection;
  if (!connection) return Promise.resolve();
  store.inFlight ??= (async () => {
    try {
      const list = await screensCall<ScreensList & { relay: boolean }>(connection, 'GET', '/screens');
      if (store.connection === connection) set({ available: 'server', list, error: null, readAt: Date.now() });
    } catch (error) {
      if (store.connection !== connection) return;
      if (error instanceof NoScreenServer) set({ available: 'none', list: null, error: null });
      else set({ error: error as ApiError });
    } finally {
      store.inFlight = undefined;
    }
  })();
  return store.inFlight;
}

/** Splits Server-Sent Events text into complete blocks; returns the blocks and what is left over. */
export function sseBlocks(buffer: string): { blocks: { event: string; data: string }[]; rest: string } {
  const blocks: { event: string; data: string }[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  let from = 0;
  let cut: number;
  while ((cut = text.indexOf('\n\n', from)) >= 0) {
    const lines = text.slice(from, cut).split('\n');
    from = cut + 2;
    let event = 'message';
    const data: string[] = [];
    for (const line of lines) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) blocks.push({ event, data: data.join('\n') });
  }
  return { blocks, rest: text.slice(from) };
}

/** Follows the server's stream of the list for `connection` until the returned function is called. */
/** Who listens for the stream's nudges that a session's questions changed (use-questions-nudge.ts). */
const questionsListeners = new Set<(sessionId: string) => void>();

/** Listens for the console's server saying a session's questions changed (a nudge with no content); returns the stop. */
export function onQuestionsChanged(listener: (sessionId: string) => void): () => void {
  questionsListeners.add(listener);
  return () => questionsListeners.delete(listener);
}

function tellQuestionsChanged(data: string): void {
  try {
    const { sessionId } = JSON.parse(data) as { sessionId?: unknown };
    if (typeof sessionId === 'string') for (const l of questionsListeners) l(sessionId);
  } catch {
    // not a nudge this console knows: ignored
  }
}

function followStream(connection: Connection): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MIN_MS;
  let heardAt = 0;
  const mine = () => !stopped && store.connection === connection;

  const again = () => {
    if (!mine()) return;
    set({ live: false, heardAt: Math.max(heardAt, store.state.heardAt) });
    retry = setTimeout(() => void run(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const run = async () => {
    abort = new AbortController();
    const controller = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      heardAt = Date.now();
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    // A browser that goes offline has lost the stream, whatever the socket says yet.
    const offline = () => controller.abort();
    window.addEventListener('offline', offline);
    try {
      awake();
      const res = await fetch(`${base()}/screens/events`, { headers: keyHeaders(connection, 'text/event-stream'), signal: controller.signal, credentials: connection.kind === 'member' ? 'same-origin' : 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' });
      const contentType = res.headers.get('content-type') ?? '';
      if (!res.ok || !contentType.includes('text/event-stream') || !res.body) {
        // Not a stream: the plain call says whether there is a server at all, and in what words it refuses.
        clearTimeout(silence);
        await refreshScreens();
        if (store.state.available === 'none') return;
        again();
        return;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done || !mine()) break;
        awake();
        const { blocks, rest } = sseBlocks(buffer + value);
        buffer = rest;
        for (const block of blocks) {
          if (block.event === 'questions') {
            tellQuestionsChanged(block.data);
            continue;
          }
          if (block.event !== 'screens') continue;
          set({ available: 'server', list: JSON.parse(block.data) as ScreensList & { relay: boolean }, error: null, readAt: Date.now(), live: true, heardAt: Date.now() });
          delay = RETRY_MIN_MS;
        }
      }
    } catch {
      // Dropped, silent or stopped: tried again below unless stopped.
    } finally {
      clearTimeout(silence);
      window.removeEventListener('offline', offline);
    }
    again();
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(retry);
    abort?.abort();
  };
}

function watch(connection: Connection | null, listener: () => void): () => void {
  const same = store.connection && connection && store.connection.apiKey === connection.apiKey && store.connection.eventId === connection.eventId;
  if (!same) {
    store.stopStream?.();
    store.stopStream = undefined;
    store.connection = connection;
    store.state = EMPTY;
    stageStore.reset();
  }
  store.listeners.add(listener);
  if (!store.stopStream && connection) store.stopStream = followStream(connection);
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size === 0) {
      store.stopStream?.();
      store.stopStream = undefined;
    }
  };
}

/** The event's screens and stages, shared by every view of this window (null connection: nothing). */
export function useScreensState(connection: Connection | null): ScreensState {
  // One subscribe function per connection: React subscribes again whenever it is handed a new one, and a view that
  // was the stream's only watcher would close the stream and open another on every render (each new stream's first
  // list renders the view again, so a projector window opened and closed streams many times a second).
  const subscribe = useCallback((listener: () => void) => watch(connection, listener), [connection]);
  return useSyncExternalStore(
    subscribe,
    () => store.state,
    () => store.state,
  );
}

function patchList(change: (list: ScreensList & { relay: boolean }) => ScreensList & { relay: boolean }) {
  if (store.state.list) set({ list: change(store.state.list) });
}

/**
 * The list with a screen just created: added at the end. The stream often brings the new screen before the
 * creating call has its answer; then the stream's is kept, as it is the newer (a screen paired by code is often
 * connected by then, and the call's answer, from before, says it is not).
 */
export function withScreen(screens: ScreenSummary[], screen: ScreenSummary): ScreenSummary[] {
  return screens.some((s) => s.id === screen.id) ? screens : [...screens, screen];
}

/** A new screen of a session's room (or of `room`, named: '' the lobby); its token is answered once. */
export async function createScreenOnServer(connection: Connection, sessionId: string | null, name: string, room?: string): Promise<{ screen: ScreenSummary; token: string }> {
  const created = await screensCall<{ screen: ScreenSummary; token: string }>(connection, 'POST', '/screens', { sessionId, name, ...(room === undefined ? {} : { room }) });
  patchList((list) => ({ ...list, screens: withScreen(list.screens, created.screen) }));
  return created;
}

/** Pairs the machine showing `code` (at `/s`) as a screen of `room`; the new screen is in the list at once. */
export async function pairScreenOnServer(connection: Connection, body: ScreenPairBody): Promise<ScreenSummary> {
  const { screen } = await screensCall<{ screen: ScreenSummary }>(connection, 'POST', '/screens/pair', body);
  patchList((list) => ({ ...list, screens: withScreen(list.screens, screen) }));
  return screen;
}

export async function renewScreenOnServer(connection: Connection, id: string): Promise<string> {
  return (await screensCall<{ token: string }>(connection, 'POST', `/screens/${encodeURIComponent(id)}/renew`)).token;
}

export async function renameScreenOnServer(connection: Connection, id: string, name: string): Promise<void> {
  await screensCall(connection, 'POST', `/screens/${encodeURIComponent(id)}`, { name });
  patchList((list) => ({ ...list, screens: list.screens.map((s) => (s.id === id ? { ...s, name } : s)) }));
}

/** Moves a screen to another room ('' the lobby): its link stays, an open screen follows its new room. */
export async function moveScreenOnServer(connection: Connection, id: string, room: string): Promise<void> {
  await screensCall(connection, 'POST', `/screens/${encodeURIComponent(id)}/room`, { room });
  patchList((list) => ({ ...list, screens: list.screens.map((s) => (s.id === id ? { ...s, room, sessionId: null } : s)) }));
}

export async function deleteScreenOnServer(connection: Connection, id: string): Promise<void> {
  await screensCall(connection, 'DELETE', `/screens/${encodeURIComponent(id)}`);
  patchList((list) => ({ ...list, screens: list.screens.filter((s) => s.id !== id) }));
}

export async function saveScreenSettings(connection: Connection, changes: Partial<ScreenSettings>): Promise<ScreenSettings> {
  const settings = await screensCall<ScreenSettings>(connection, 'POST', '/screens/settings', changes);
  patchList((list) => ({ ...list, settings }));
  return settings;
}

export async function setPollModeOnServer(connection: Connection, pollId: string, mode: PollScreenMode): Promise<void> {
  await screensCall(connection, 'POST', '/screens/poll-mode', { pollId, mode });
  patchList((list) => ({ ...list, pollModes: { ...list.pollModes, [pollId]: mode } }));
}

/** The desk's message to `room`'s stage monitor (an empty text takes it down); the receipt comes with the list. */
export async function sendMonitorMessageOnServer(connection: Connection, room: string, text: string): Promise<MonitorMessage | null> {
  const { message } = await screensCall<{ room: string; message: MonitorMessage | null }>(connection, 'POST', '/rooms/message', { room, text });
  patchList((list) => ({ ...list, messages: [...(list.messages ?? []).filter((m) => m.room !== room), ...(message ? [{ room, ...message }] : [])] }));
  return message;
}

/** Holds `room`'s screens on a session's stage or on now and next; null releases them to the programme. */
export async function holdRoomOnServer(connection: Connection, room: string, hold: RoomHoldTarget | null): Promise<RoomHold | null> {
  const answer = await screensCall<{ room: string; hold: RoomHold | null }>(connection, 'POST', '/rooms/hold', { room, hold });
  patchList((list) => ({ ...list, holds: [...(list.holds ?? []).filter((h) => h.room !== room), ...(answer.hold ? [answer.hold] : [])] }));
  return answer.hold;
}

/** Moves the end the speaker's time of `sessionId` (a session of `room`) counts to; null: back to the programme's end. */
export async function changeSpeakerTimeOnServer(connection: Connection, room: string, sessionId: string, change: SpeakerTimeChange): Promise<SpeakerTime | null> {
  const answer = await screensCall<{ room: string; speakerTime: SpeakerTime | null }>(connection, 'POST', '/rooms/speaker-time', { room, sessionId, change });
  patchList((list) => ({ ...list, speakerTimes: [...(list.speakerTimes ?? []).filter((t) => t.room !== room), ...(answer.speakerTime ? [answer.speakerTime] : [])] }));
  return answer.speakerTime;
}

/** A screen's link, opened on any machine. */
export function screenLink(token: string, path: (token: string) => string): string {
  return typeof window === 'undefined' ? path(token) : `${window.location.origin}${path(token)}`;
}
