/**
 * The Q&A calls of the console's server (`/console-api/qa/…`, docs/questions.md "Queue, archive and word
 * filter"), authorised like the room screens' calls by the organiser's key headers (server/screens/console-auth.ts):
 * reading a session's Q&A state needs qa:read, every change qa:write. Bad input is a 400 naming the field.
 * Changes that a room's screen shows (the queue, the archive) notify the screens at once.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { qaArchiveSchema, qaAutoApprovedSchema, qaQueueSchema, qaSessionSettingsSchema, qaSettingsSchema, qaStateQuerySchema, type QaState } from '../../src/contract/qa';
import { issuesToDetails } from '../../src/contract/write-body';
import { ApiError, validationError } from '../api-error';
import type { KeyCache } from '../key-cache';
import { readJsonBody } from '../request-body';
import { consoleAuth } from '../screens/console-auth';
import { SCREENS_CHANNEL } from '../screens/screen-hub';
import type { Db } from '../store/db';
import { archiveAfterDelay, getAutoApprove, getQueue, getTeamSettings, listArchived, listAutoApproved, markAutoApproved, saveQueue, saveTeamSettings, setArchived, setAutoApprove } from './qa-store';

export type QaAppOptions = { db: Db; keys: KeyCache; upstreamUrl?: string; now?: () => number; heard?: (payload: string) => void };

async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
  return parsed.data;
}

export function qaApp(options: QaAppOptions): Hono {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const organiser = consoleAuth({ db, keys: options.keys, upstreamUrl: options.upstreamUrl, now });
  const local = !options.upstreamUrl;

  /** On the local API a session named in a call must be of the organiser's event (404 otherwise). */
  async function checkSession(eventId: string, sessionId: string): Promise<void> {
    if (!local) return;
    const rows = await db.query('SELECT 1 FROM sessions WHERE id = $1 AND event_id = $2 AND NOT deleted', [sessionId, eventId]);
    if (rows.length === 0) throw new ApiError(404, 'not_found', `No session ${sessionId} in this event`);
  }

  /** Tells the session's screens (every process) that what they list changed. */
  async function tellScreens(eventId: string, sessionId: string): Promise<void> {
    const payload = local ? `q:${eventId}:${sessionId}` : `st:${eventId}:${sessionId}`;
    await db.query('SELECT pg_notify($1, $2)', [SCREENS_CHANNEL, payload]).catch(() => options.heard?.(payload));
  }

  async function answeredHere(eventId: string, sessionId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>("SELECT id FROM questions WHERE event_id = $1 AND session_id = $2 AND doc->>'status' = 'answered'", [eventId, sessionId]);
    return rows.map((r) => r.id);
  }

  async function stateOf(eventId: string, sessionId: string): Promise<QaState> {
    const [order, archived, autoApproved, autoApprove, settings] = await Promise.all([
      getQueue(db, eventId, sessionId),
      listArchived(db, eventId, sessionId),
      listAutoApproved(db, eventId, sessionId),
      getAutoApprove(db, eventId, sessionId),
      getTeamSettings(db, eventId),
    ]);
    return { sessionId, order, archived, autoApproved, autoApprove, words: settings.words, archiveAfterMinutes: settings.archiveAfterMinutes, serverApproves: local };
  }

  const app = new Hono();

  /** A session's state; answered questions past the team's delay are archived on the way (with `answeredIds` from a console through UPSTREAM_URL). */
  app.post('/state', async (c) => {
    const who = await organiser(c, ['qa:read']);
    const body = await parse(c, qaStateQuerySchema);
    await checkSession(who.eventId, body.sessionId);
    const { archiveAfterMinutes } = await getTeamSettings(db, who.eventId);
    const answered = local ? await answeredHere(who.eventId, body.sessionId) : (body.answeredIds ?? []);
    if ((await archiveAfterDelay(db, who.eventId, body.sessionId, answered, archiveAfterMinutes, now())) > 0) await tellScreens(who.eventId, body.sessionId);
    return c.json(await stateOf(who.eventId, body.sessionId), 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/queue', async (c) => {
    const who = await organiser(c, ['qa:write']);
    const body = await parse(c, qaQueueSchema);
    await checkSession(who.eventId, body.sessionId);
    await saveQueue(db, who.eventId, body.sessionId, body.order, now());
    await tellScreens(who.eventId, body.sessionId);
    return c.json(await stateOf(who.eventId, body.sessionId));
  });

  app.post('/archive', async (c) => {
    const who = await organiser(c, ['qa:write']);
    const body = await parse(c, qaArchiveSchema);
    await checkSession(who.eventId, body.sessionId);
    if (local) {
      const rows = await db.query<{ id: string }>('SELECT id FROM questions WHERE event_id = $1 AND session_id = $2 AND id = ANY($3::text[])', [who.eventId, body.sessionId, body.questionIds]);
      const found = new Set(rows.map((r) => r.id));
      const missing = body.questionIds.filter((id) => !found.has(id));
      if (missing.length > 0) throw new ApiError(404, 'not_found', `No question ${missing[0]} in this session`);
    }
    await setArchived(db, who.eventId, body.sessionId, body.questionIds, body.archived, now());
    await tellScreens(who.eventId, body.sessionId);
    return c.json(await stateOf(who.eventId, body.sessionId));
  });

  app.post('/session-settings', async (c) => {
    const who = await organiser(c, ['qa:write']);
    const body = await parse(c, qaSessionSettingsSchema);
    await checkSession(who.eventId, body.sessionId);
    await setAutoApprove(db, who.eventId, body.sessionId, body.autoApprove, now());
    return c.json(await stateOf(who.eventId, body.sessionId));
  });

  /** Through UPSTREAM_URL an open board approves automatically and marks it here; on the local API the server does it (409). */
  app.post('/auto-approved', async (c) => {
    const who = await organiser(c, ['qa:write']);
    const body = await parse(c, qaAutoApprovedSchema);
    if (local) throw new ApiError(409, 'server_approves', 'This server approves questions itself as they arrive: nothing to mark');
    await markAutoApproved(db, who.eventId, body.sessionId, body.questionIds, now());
    return c.json(await stateOf(who.eventId, body.sessionId));
  });

  app.post('/settings', async (c) => {
    const who = await organiser(c, ['qa:write']);
    const body = await parse(c, qaSettingsSchema);
    const saved = await saveTeamSettings(db, who.eventId, { words: body.resetWords ? null : body.words, archiveAfterMinutes: body.archiveAfterMinutes }, now());
    return c.json(saved);
  });

  app.all('*', (c) => c.json({ error: `No Q&A call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));
  return app;
}
