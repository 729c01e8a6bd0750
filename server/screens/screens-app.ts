/**
 * Room screens over HTTP (docs/server.md, "Room screens"):
 *
 * - `/console-api/screens…`: the console's calls, authorised by the organiser's key headers (console-auth.ts),
 *   answered in the service's error shape; bad input is a 400 naming the field.
 * - `/screen-api/<token>/events`: a screen's Server-Sent Events stream (no key: the link is the capability);
 *   `/screen-api/<token>` the same view once, as JSON. An unknown token answers 404; an address that keeps
 *   guessing is refused (429) for a while before any lookup.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { issuesToDetails } from '../../src/contract/write-body';
import {
  pollModeSchema,
  programmeRelaySchema,
  relaySchema,
  screenCreateSchema,
  screenMoveSchema,
  screenRenameSchema,
  screenPairSchema,
  screenSettingsSchema,
  stageWriteSchema,
  type PairingStart,
  type PairingStatus,
  type ScreensList,
  type ScreenView,
  type StageContent,
} from '../../src/contract/screens';
import { LOBBY, roomOf } from '../../src/contract/rooms';
import { monitorMessageSchema, monitorSeenSchema, roomHoldSchema, speakerTimeSchema } from '../../src/contract/room-desk';
import { stageCommandRequestSchema, stageMovedWords, type StageCommandAnswer } from '../../src/contract/stage-command';
import { ApiError, validationError } from '../api-error';
import type { KeyCache } from '../key-cache';
import { AddressRateLimiter, clientAddress } from '../rate-limit';
import { readJsonBody } from '../request-body';
import type { Db } from '../store/db';
import { consoleAuth } from './console-auth';
import { loadProgramme, saveRelayedProgramme } from './stage-data';
import { changeSpeakerTime, listMonitorMessages, listRoomHolds, listSpeakerTimes, markMessageSeen, sendMonitorMessage, setRoomHold } from './room-desk';
import { claimPairing, pairingState, startPairing } from './screen-pairing';
import { ConsoleHub } from './console-hub';
import { eventStreamResponse } from './event-stream-response';
import { SCREENS_CHANNEL, ScreenHub } from './screen-hub';
import {
  createScreen,
  deleteScreen,
  getSettings,
  listScreens,
  listStages,
  moveScreen,
  pollModes,
  renameScreen,
  commandStage,
  renewScreen,
  saveRelay,
  saveSettings,
  screenByToken,
  seenTimes,
  setPollMode,
  setStage,
} from './screens-store';

export type ScreensOptions = {
  db: Db;
  keys: KeyCache;
  upstreamUrl?: string;
  now?: () => number;
  trustProxy?: boolean;
  /** Unknown screen links one address may try in a minute before it is refused (default 30; 0 turns it off). */
  guessesPerMinute?: number;
  /** Wrong pairing codes one address may type in a minute (default 10; 0 turns the limit off). */
  pairingGuessesPerMinute?: number;
  hub?: ScreenHub;
  consoles?: ConsoleHub;
};

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/** A screen counts as connected when some process held a stream of it within this long. */
const CONNECTED_WITHIN_MS = 35_000;

const READ_SCOPES = ['event:read', 'qa:read', 'polls:read'];
const DRIVE_SCOPES = ['qa:write', 'polls:write'];

async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
  return parsed.data;
}

/** The scopes that may put a content on screen: questions need qa:write, polls polls:write. */
function scopesFor(content: StageContent): string[] {
  if (content.kind === 'poll') return ['polls:write'];
  if (content.kind === 'welcome') return DRIVE_SCOPES;
  return ['qa:write'];
}

export function screensApps(options: ScreensOptions): { consoleApi: Hono; screenApi: Hono; hub: ScreenHub; consoles: ConsoleHub } {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const hub = options.hub ?? new ScreenHub(db, { now });
  const organiser = consoleAuth({ db, keys: options.keys, upstreamUrl: options.upstreamUrl, now });
  // Wrong pairing codes one address may type in a minute before it is refused (screen-pairing.ts).
  const pairingGuesses = new AddressRateLimiter(options.pairingGuessesPerMinute ?? 10);
  const pairingBlockedUntil = new Map<string, number>();
  const local = !options.upstreamUrl;
  hub.relayed = !local;

  /** On the local API, a session, question or poll named in a write must be of the organiser's event (404 otherwise). */
  async function checkOwned(eventId: string, sessionId: string | null, content?: StageContent): Promise<void> {
    if (!local) return;
    if (sessionId !== null) {
      const rows = await db.query('SELECT 1 FROM sessions WHERE id = $1 AND event_id = $2 AND NOT deleted', [sessionId, eventId]);
      if (rows.length === 0) throw new ApiError(404, 'not_found', `No session ${sessionId} in this event`);
    }
    if (content?.kind === 'question') {
      const rows = await db.query<{ session_id: string }>('SELECT session_id FROM questions WHERE id = $1 AND event_id = $2', [content.questionId, eventId]);
      if (rows.length === 0 || (sessionId !== null && rows[0].session_id !== sessionId)) throw new ApiError(404, 'not_found', `No question ${content.questionId} in this session`);
    }
    if (content?.kind === 'poll') {
      const rows = await db.query<{ session_id: string }>('SELECT session_id FROM polls WHERE id = $1 AND event_id = $2', [content.pollId, eventId]);
      if (rows.length === 0 || (sessionId !== null && rows[0].session_id !== sessionId)) throw new ApiError(404, 'not_found', `No poll ${content.pollId} in this session`);
    }
  }

  /** A new screen's room: its session's room (null when the session has none: it follows that session), the lobby for the whole event. */
  async function roomOfSession(eventId: string, sessionId: string | null): Promise<string | null> {
    if (sessionId === null) return LOBBY;
    const rows = await db.query<{ location: unknown }>("SELECT doc->'location' AS location FROM sessions WHERE id = $1 AND event_id = $2", [sessionId, eventId]);
    return roomOf({ location: rows[0]?.location }) || null;
  }

  /** The event's screens, stages, settings and results modes, as every console reads them. */
  async function screensList(eventId: string): Promise<ScreensList & { relay: boolean }> {
    const [screens, stages, settings, modes, messages, holds, speakerTimes] = await Promise.all([
      listScreens(db, eventId),
      listStages(db, eventId),
      getSettings(db, eventId),
      pollModes(db, eventId),
      listMonitorMessages(db, eventId),
      listRoomHolds(db, eventId),
      listSpeakerTimes(db, eventId),
    ]);
    const seen = await seenTimes(db, screens.map((s) => s.id));
    const at = now();
    return {
      screens: screens.map((s) => ({
        id: s.id,
        sessionId: s.sessionId,
        room: s.room,
        name: s.name,
        createdAt: s.createdAt,
        kind: s.kind,
        connected: hub.connectedHere(s.id) > 0 || at - (seen.get(s.id) ?? -Infinity) < CONNECTED_WITHIN_MS,
      })),
      stages: stages.map((s) => ({ sessionId: s.sessionId, content: s.content, updatedAt: s.updatedAt })),
      settings,
      pollModes: modes,
      messages,
      holds,
      speakerTimes,
      relay: !local,
    };
  }
  const consoles = options.consoles ?? new ConsoleHub(screensList, { now });
  hub.follow(consoles);
  /** Tells every process's consoles that the event's screens changed (a screen added, renamed or deleted). */
  const tellConsoles = (eventId: string) => db.query('SELECT pg_notify($1, $2)', [SCREENS_CHANNEL, `c:${eventId}`]).catch(() => consoles.changed(eventId));

  const consoleApi = new Hono();
  consoleApi.get('/screens', async (c) => {
    const who = await organiser(c, READ_SCOPES);
    return c.json(await screensList(who.eventId), 200, { 'Cache-Control': 'no-store' });
  });

  /**
   * The same list as a Server-Sent Events stream (`event: screens`): at once, then each change. Authorised like
   * every console call, by the organiser's key headers (a fetch stream, not an EventSource, so the key never
   * goes into an address).
   */
  consoleApi.get('/screens/events', async (c) => {
    const who = await organiser(c, READ_SCOPES);
    await hub.start();
    return eventStreamResponse(c.req.raw.signal, (sink) => ({ eventId: who.eventId, ...sink }), consoles, SSE_HEADERS);
  });

  consoleApi.post('/screens', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, screenCreateSchema);
    await checkOwned(who.eventId, body.sessionId);
    const room = body.room !== undefined ? roomOf({ location: body.room }) : await roomOfSession(who.eventId, body.sessionId);
    const { screen, token } = await createScreen(db, who.eventId, body.room !== undefined ? null : body.sessionId, body.name, now(), room, body.kind);
    await tellConsoles(who.eventId);
    return c.json({ screen: { id: screen.id, sessionId: screen.sessionId, room: screen.room, name: screen.name, createdAt: screen.createdAt, kind: screen.kind, connected: false }, token }, 201);
  });

  consoleApi.post('/screens/stage', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, stageWriteSchema);
    const needed = scopesFor(body.content);
    if (!needed.some((s) => who.scopes.has(s))) {
      throw new ApiError(403, 'missing_scope', `The API key lacks the scope ${needed.join(' or ')}`, { extra: { missingScope: needed[0] } });
    }
    await checkOwned(who.eventId, body.sessionId, body.content);
    const stage = await setStage(db, who.eventId, body.sessionId, body.content, now());
    return c.json(stage);
  });

  /**
   * A moderator's command: what they saw (the stage version `basedOn`) and what they want. The contract's rule
   * decides (stage-command.ts); a command made on a stage that moved since and no longer fits it is refused with
   * 409 `stage_moved`, in words naming what the room sees now, and the stage as it is (`stage`), nothing changed.
   */
  consoleApi.post('/screens/stage/command', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, stageCommandRequestSchema);
    const needed = body.command.do.endsWith('-poll') ? ['polls:write'] : body.command.do === 'show-welcome' ? DRIVE_SCOPES : ['qa:write'];
    if (!needed.some((s) => who.scopes.has(s))) {
      throw new ApiError(403, 'missing_scope', `The API key lacks the scope ${needed.join(' or ')}`, { extra: { missingScope: needed[0] } });
    }
    const target = body.command.do.endsWith('-poll') && 'pollId' in body.command ? { kind: 'poll' as const, pollId: body.command.pollId, reveal: false } : 'questionId' in body.command ? { kind: 'question' as const, questionId: body.command.questionId } : undefined;
    await checkOwned(who.eventId, body.sessionId, target);
    const { result, stage } = await commandStage(db, who.eventId, body.sessionId, body.basedOn, body.command, now());
    if (result.outcome === 'refused') {
      throw new ApiError(409, 'stage_moved', stageMovedWords(stage.content, await stageNames(who.eventId, stage.content)), { extra: { stage } });
    }
    const answer: StageCommandAnswer = { outcome: result.outcome, stage };
    return c.json(answer);
  });

  /** The words of what a stage shows (a question's or a poll's text), where this server holds them. */
  async function stageNames(eventId: string, content: StageContent): Promise<{ question?: string; poll?: string }> {
    if (!local) return {};
    if (content.kind === 'question') {
      const rows = await db.query<{ text: unknown }>("SELECT doc->'question' AS text FROM questions WHERE id = $1 AND event_id = $2", [content.questionId, eventId]);
      return typeof rows[0]?.text === 'string' ? { question: rows[0].text } : {};
    }
    if (content.kind === 'poll') {
      const rows = await db.query<{ text: unknown }>("SELECT doc->'question' AS text FROM polls WHERE id = $1 AND event_id = $2", [content.pollId, eventId]);
      return typeof rows[0]?.text === 'string' ? { poll: rows[0].text } : {};
    }
    return {};
  }

  consoleApi.post('/screens/settings', async (c) => {
    const who = await organiser(c, ['event:write']);
    const body = await parse(c, screenSettingsSchema);
    return c.json(await saveSettings(db, who.eventId, body, now()));
  });

  consoleApi.post('/screens/poll-mode', async (c) => {
    const who = await organiser(c, ['polls:write']);
    const body = await parse(c, pollModeSchema);
    if (local && (await db.query('SELECT 1 FROM polls WHERE id = $1 AND event_id = $2', [body.pollId, who.eventId])).length === 0) {
      throw new ApiError(404, 'not_found', `No poll ${body.pollId} in this event`);
    }
    await setPollMode(db, who.eventId, body.pollId, body.mode);
    return c.json(body);
  });

  /**
   * In front of a remote API (UPSTREAM_URL) this server holds no questions or polls: the consoles relay what they
   * already read for a session that is on screen (relaySchema: approved and answered questions only, one poll's
   * figures), and its screens show that. Questions need qa:read, a poll polls:read. On the local API the server
   * reads its own data, and a relay is refused (409) so a console never relays for nothing.
   */
  consoleApi.post('/screens/relay', async (c) => {
    const who = await organiser(c, READ_SCOPES);
    const body = await parse(c, relaySchema);
    if (local) throw new ApiError(409, 'not_relayed', 'This server reads the questions and polls itself: nothing to relay');
    for (const [part, scope] of [['questions', 'qa:read'], ['poll', 'polls:read']] as const) {
      if (body[part] !== undefined && !who.scopes.has(scope)) throw new ApiError(403, 'missing_scope', `The API key lacks the scope ${scope}`, { extra: { missingScope: scope } });
    }
    await saveRelay(db, who.eventId, body.sessionId, { questions: body.questions && { items: body.questions, at: 0 }, poll: body.poll && { ...body.poll, at: 0 } }, now());
    return c.json({ sessionId: body.sessionId, relayed: true });
  });

  /**
   * In front of a remote API the rooms' programme is what the consoles read and relay (programmeRelaySchema: each
   * session's id, title, date, times and room, and the event's clock); refused (409) on the local API.
   */
  consoleApi.post('/screens/programme', async (c) => {
    const who = await organiser(c, ['event:read']);
    const body = await parse(c, programmeRelaySchema);
    if (local) throw new ApiError(409, 'not_relayed', 'This server reads the programme itself: nothing to relay');
    await saveRelayedProgramme(db, who.eventId, body, now());
    return c.json({ relayed: true, sessions: body.sessions.length });
  });

  const screenId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!/^screen_[A-Za-z0-9]{1,40}$/.test(id)) throw new ApiError(404, 'not_found', 'No such screen in this event');
    return id;
  };

  /**
   * Pairs the machine showing a code as a screen of a room (screen-pairing.ts). A wrong, expired or used code is a
   * 404 in words; wrong codes are limited per address like unknown screen links (then 429 with Retry-After).
   */
  consoleApi.post('/screens/pair', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, screenPairSchema);
    const address = clientAddress(c, options.trustProxy === true);
    refuseBlocked(pairingBlockedUntil, address, 'Too many wrong pairing codes from this address; wait and retry');
    const room = roomOf({ location: body.room });
    const fallbackName = `${room === LOBBY ? 'Lobby' : room} ${body.kind === 'monitor' ? 'stage monitor' : 'screen'}`;
    const screen = await claimPairing(db, who.eventId, body.code, room, body.name?.trim() || fallbackName, now(), body.kind);
    if (!screen) {
      await countGuess(pairingGuesses, pairingBlockedUntil, address);
      throw new ApiError(404, 'pairing_code_unknown', 'No screen shows this code: check it, or if it has expired the screen shows a new one', { details: [{ field: 'code', message: 'no screen shows this code (codes last 10 minutes)' }] });
    }
    await tellConsoles(who.eventId);
    return c.json({ screen: { id: screen.id, sessionId: null, room: screen.room, name: screen.name, createdAt: screen.createdAt, kind: screen.kind, connected: false } }, 201);
  });

  /** The desk's message to a room's stage monitor (an empty text takes it down); the monitor's receipt comes back in the list. */
  consoleApi.post('/rooms/message', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, monitorMessageSchema);
    const room = roomOf({ location: body.room });
    const message = await sendMonitorMessage(db, who.eventId, room, body.text, now());
    return c.json({ room, message });
  });

  /** Holds a room's screens on a session's stage or on now and next, or (`hold: null`) releases them to the programme. */
  consoleApi.post('/rooms/hold', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, roomHoldSchema);
    if (body.hold?.kind === 'session') await checkOwned(who.eventId, body.hold.sessionId);
    const room = roomOf({ location: body.room });
    if (room === LOBBY) throw validationError([{ field: 'room', message: 'must be a room of the programme: the lobby follows no programme to hold' }]);
    return c.json({ room, hold: await setRoomHold(db, who.eventId, room, body.hold, now()) });
  });

  /**
   * The speaker's time of a session of the room (speaker-time.ts): more or less time, an end of the desk's choosing,
   * or the programme's end again. The programme is not touched; the room's stage monitors and consoles follow.
   */
  consoleApi.post('/rooms/speaker-time', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const body = await parse(c, speakerTimeSchema);
    const room = roomOf({ location: body.room });
    if (room === LOBBY) throw validationError([{ field: 'room', message: 'must be a room of the programme: the lobby has no speaker' }]);
    const { slots } = await loadProgramme(db, who.eventId, !local);
    const slot = slots.find((s) => s.id === body.sessionId);
    if (!slot) throw new ApiError(404, 'not_found', `No session ${body.sessionId} with a time in the programme of this event`);
    if (slot.room !== room) throw validationError([{ field: 'sessionId', message: `is a session of ${slot.room}, not of ${room}` }]);
    const changed = await changeSpeakerTime(db, who.eventId, room, slot, body.change, now());
    if (!changed.ok) throw validationError([{ field: 'change.minutes', message: changed.problem }]);
    return c.json({ room, speakerTime: changed.time });
  });

  consoleApi.post('/screens/:id', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const id = screenId(c);
    const body = await parse(c, screenRenameSchema);
    if (!(await renameScreen(db, who.eventId, id, body.name, now()))) throw new ApiError(404, 'not_found', `No screen ${id} in this event`);
    await tellConsoles(who.eventId);
    return c.json({ id, name: body.name });
  });

  /** Moves a screen to another room ('' the lobby): its link stays; an open screen reconnects and follows the new room. */
  consoleApi.post('/screens/:id/room', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const id = screenId(c);
    const body = await parse(c, screenMoveSchema);
    const room = roomOf({ location: body.room });
    if (!(await moveScreen(db, who.eventId, id, room, now()))) throw new ApiError(404, 'not_found', `No screen ${id} in this event`);
    await tellConsoles(who.eventId);
    return c.json({ id, room });
  });

  consoleApi.post('/screens/:id/renew', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const id = screenId(c);
    const token = await renewScreen(db, who.eventId, id, now());
    if (!token) throw new ApiError(404, 'not_found', `No screen ${id} in this event`);
    return c.json({ id, token });
  });

  consoleApi.delete('/screens/:id', async (c) => {
    const who = await organiser(c, DRIVE_SCOPES);
    const id = screenId(c);
    if (!(await deleteScreen(db, who.eventId, id))) throw new ApiError(404, 'not_found', `No screen ${id} in this event`);
    await tellConsoles(who.eventId);
    return c.json({ id, deleted: true });
  });

  consoleApi.all('*', (c) => c.json({ error: `No screens call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));

  // Screen-facing: the link is the capability.
  const guesses = new AddressRateLimiter(options.guessesPerMinute ?? 30);
  const blockedUntil = new Map<string, number>();
  /** Refuses an address blocked for guessing, with Retry-After. */
  function refuseBlocked(blocked: Map<string, number>, address: string, words: string): void {
    const until = blocked.get(address);
    const at = now();
    if (until === undefined || until <= at) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((until - at) / 1000));
    throw new ApiError(429, 'rate_limited', words, { extra: { retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
  /** A wrong guess from an address: once over the limit, the address is blocked until its minute turns. */
  async function countGuess(limiter: AddressRateLimiter, blocked: Map<string, number>, address: string): Promise<void> {
    const taken = await limiter.take(address);
    if (taken.ok) return;
    if (blocked.size > 10_000) blocked.clear();
    blocked.set(address, now() + taken.retryAfterSeconds * 1000);
  }
  async function screenOf(c: Context) {
    const address = clientAddress(c, options.trustProxy === true);
    refuseBlocked(blockedUntil, address, 'Too many unknown screen links from this address; wait and retry');
    const screen = await screenByToken(db, c.req.param('token') ?? '');
    if (screen) return screen;
    await countGuess(guesses, blockedUntil, address);
    throw new ApiError(404, 'not_found', 'This screen link does not work: it was renewed or deleted, or never existed');
  }

  const screenApi = new Hono();
  // A machine becoming a screen (`/s`): a pairing with its code, then its state by the machine's secret.
  const pairingStarts = new AddressRateLimiter(options.guessesPerMinute ?? 30);
  screenApi.post('/pair', async (c) => {
    const taken = await pairingStarts.take(clientAddress(c, options.trustProxy === true));
    if (!taken.ok) throw new ApiError(429, 'rate_limited', 'Too many pairing codes asked from this address; wait and retry', { extra: { retryAfterSeconds: taken.retryAfterSeconds }, headers: { 'Retry-After': String(taken.retryAfterSeconds) } });
    const pairing: PairingStart = await startPairing(db, now());
    return c.json(pairing, 201, { 'Cache-Control': 'no-store' });
  });
  screenApi.get('/pair/:secret', async (c) => {
    const address = clientAddress(c, options.trustProxy === true);
    refuseBlocked(blockedUntil, address, 'Too many unknown screen links from this address; wait and retry');
    const state = await pairingState(db, c.req.param('secret') ?? '', now());
    if (!state) {
      await countGuess(guesses, blockedUntil, address);
      throw new ApiError(404, 'not_found', 'No such pairing: ask for a new code');
    }
    const answer: PairingStatus = state;
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });
  screenApi.get('/:token', async (c) => {
    const screen = await screenOf(c);
    const view: ScreenView = { screen: { name: screen.name }, ...(await hub.viewOf(screen)) };
    return c.json(view, 200, { 'Cache-Control': 'no-store' });
  });

  screenApi.get('/:token/events', async (c) => {
    const screen = await screenOf(c);
    return eventStreamResponse(c.req.raw.signal, (sink) => ({ screen, ...sink }), hub, SSE_HEADERS);
  });
  /** A stage monitor showed the desk's message: the control room sees the receipt. */
  screenApi.post('/:token/seen', async (c) => {
    const screen = await screenOf(c);
    const body = await parse(c, monitorSeenSchema);
    if (screen.kind !== 'monitor' || screen.room === null) throw new ApiError(409, 'not_a_monitor', 'Only a stage monitor says a message was seen');
    const message = await markMessageSeen(db, screen.eventId, screen.room, body.messageId, now());
    if (!message) throw new ApiError(404, 'not_found', 'That message was replaced or taken down');
    return c.json({ message });
  });
  screenApi.all('*', (c) => c.json({ error: `No screen call ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));

  return { consoleApi, screenApi, hub, consoles };
}
