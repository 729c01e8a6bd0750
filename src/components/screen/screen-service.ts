/**
 * The console's side of room screens: calls to the console's own server (`/console-api/screens…`, on the
 * origin that served the console), with the organiser's key headers, and one shared store of the event's
 * screens and stages that every board and polls page of this window reads. The store refreshes every few
 * seconds while someone watches it (so every console sees the same "on screen now" and which screens are
 * connected) and at once after this console's own changes.
 *
 * Where the console was served by something else (no such server: the call answers a page or nothing),
 * `available` is false and the boards keep today's same-browser window (screen-channel.ts).
 */
import { useSyncExternalStore } from 'react';
import { serverClock } from '../../api/clock';
import { errorFromAnswer, networkError, type ApiError } from '../../api/errors';
import type { Connection } from '../../api/key-store';
import type { PollScreenMode, ScreenSettings, ScreenSummary, ScreensList, StageContent, StageSummary } from '../../contract/screens';

export type ScreensState = {
  /** unknown: not asked yet; server: the console's server keeps screens; none: no such server (same-browser only). */
  available: 'unknown' | 'server' | 'none';
  list: (ScreensList & { relay: boolean }) | null;
  error: ApiError | null;
  /** When the list was last read (Unix ms). */
  readAt: number;
};

const REFRESH_MS = 3000;

function base(): string {
  return typeof window === 'undefined' ? '' : `${window.location.origin}/console-api`;
}

/** One call to the console's server; a page or a 404 without our shape means there is no such server. */
export async function screensCall<T>(connection: Connection, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-api-key': connection.apiKey,
    'x-client-id': connection.clientId,
    'x-event-id': connection.eventId,
    'x-timestamp': String(Math.round(serverClock.now())),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${base()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' });
  } catch (error) {
    throw networkError(error, path, [connection.apiKey]);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!contentType.includes('json')) throw new NoScreenServer();
  if (!res.ok) {
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

type Store = { state: ScreensState; listeners: Set<() => void>; timer?: ReturnType<typeof setInterval>; connection: Connection | null; inFlight?: Promise<void> };

const store: Store = { state: { available: 'unknown', list: null, error: null, readAt: 0 }, listeners: new Set(), connection: null };

function set(next: Partial<ScreensState>) {
  store.state = { ...store.state, ...next };
  for (const l of store.listeners) l();
}

/** Reads the list again now. */
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

function watch(connection: Connection | null, listener: () => void): () => void {
  const same = store.connection && connection && store.connection.apiKey === connection.apiKey && store.connection.eventId === connection.eventId;
  if (!same) {
    store.connection = connection;
    store.state = { available: 'unknown', list: null, error: null, readAt: 0 };
  }
  store.listeners.add(listener);
  if (!store.timer && connection) {
    void refreshScreens();
    store.timer = setInterval(() => {
      // Once there is no such server, it does not appear by itself: stop asking.
      if (store.state.available !== 'none' && (typeof document === 'undefined' || document.visibilityState !== 'hidden')) void refreshScreens();
    }, REFRESH_MS);
  }
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size === 0 && store.timer) {
      clearInterval(store.timer);
      store.timer = undefined;
    }
  };
}

/** The event's screens and stages, shared by every view of this window (null connection: nothing). */
export function useScreensState(connection: Connection | null): ScreensState {
  return useSyncExternalStore(
    (l) => watch(connection, l),
    () => store.state,
    () => store.state,
  );
}

function patchList(change: (list: ScreensList & { relay: boolean }) => ScreensList & { relay: boolean }) {
  if (store.state.list) set({ list: change(store.state.list) });
}

export async function setStageOnServer(connection: Connection, sessionId: string | null, content: StageContent): Promise<StageSummary> {
  const stage = await screensCall<StageSummary>(connection, 'POST', '/screens/stage', { sessionId, content });
  patchList((list) => ({ ...list, stages: [...list.stages.filter((s) => s.sessionId !== sessionId), stage] }));
  return stage;
}

export async function createScreenOnServer(connection: Connection, sessionId: string | null, name: string): Promise<{ screen: ScreenSummary; token: string }> {
  const created = await screensCall<{ screen: ScreenSummary; token: string }>(connection, 'POST', '/screens', { sessionId, name });
  patchList((list) => ({ ...list, screens: [...list.screens, created.screen] }));
  return created;
}

export async function renewScreenOnServer(connection: Connection, id: string): Promise<string> {
  return (await screensCall<{ token: string }>(connection, 'POST', `/screens/${encodeURIComponent(id)}/renew`)).token;
}

export async function renameScreenOnServer(connection: Connection, id: string, name: string): Promise<void> {
  await screensCall(connection, 'POST', `/screens/${encodeURIComponent(id)}`, { name });
  patchList((list) => ({ ...list, screens: list.screens.map((s) => (s.id === id ? { ...s, name } : s)) }));
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

/** A screen's link, opened on any machine. */
export function screenLink(token: string, path: (token: string) => string): string {
  return typeof window === 'undefined' ? path(token) : `${window.location.origin}${path(token)}`;
}
