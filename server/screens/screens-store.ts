/**
 * Screens in the database (migration "Room screens" in server/store/schema.ts). A screen's link carries a token
 * of 192 random bits; only its SHA-256 hash is stored, so the database never holds a working link. Renewing a
 * screen replaces the hash (the old link stops at once); the triggers NOTIFY every change.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_ANSWER, defaultContent, stageContentSchema, type PollScreenMode, type ScreenSettings, type StageContent } from '../../src/contract/screens';
import { applyStageCommand, type StageCommand, type StageOutcome } from '../../src/contract/stage-command';
import type { ScreenKind } from '../../src/contract/room-desk';
import type { Db, Queryable } from '../store/db';
import { newId } from '../store/ids';

/**
 * A screen. `room`: the room it belongs to ('' the lobby), following the programme; null for a screen made for one
 * session whose session has no room (it keeps showing that session's stage).
 */
export type ScreenRow = { id: string; eventId: string; sessionId: string | null; room: string | null; name: string; tokenHash: string; createdAt: number; kind: ScreenKind };

/** A new link token: 24 random bytes (192 bits), base64url. */
export function newScreenToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashScreenToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string could be a token at all (checked before any database lookup). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The stored session id of a stage: '' for the whole event. */
const stageKey = (sessionId: string | null) => sessionId ?? '';

type Row = { id: string; event_id: string; session_id: string; room: string | null; name: string; token_hash: string; created_at: number; kind: string };
const toScreen = (r: Row): ScreenRow => ({
  id: r.id,
  eventId: r.event_id,
  sessionId: r.session_id === '' ? null : r.session_id,
  room: r.room,
  name: r.name,
  tokenHash: r.token_hash,
  createdAt: Number(r.created_at),
  kind: r.kind === 'monitor' ? 'monitor' : 'room',
});

export async function createScreen(q: Queryable, eventId: string, sessionId: string | null, name: string, now: number, room: string | null = null, kind: ScreenKind = 'room'): Promise<{ screen: ScreenRow; token: string }> {
  const token = newScreenToken();
  const id = `screen_${newId(16)}`;
  await q.query('INSERT INTO screens (id, event_id, session_id, room, name, token_hash, created_at, updated_at, kind) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)', [
    id,
    eventId,
    stageKey(sessionId),
    room,
    name,
    hashScreenToken(token),
    now,
    kind,
  ]);
  return { screen: { id, eventId, sessionId, room, name, tokenHash: hashScreenToken(token), createdAt: now, kind }, token };
}

/** Moves a screen to a room ('' the lobby); its link stays, open streams follow it. */
export async function moveScreen(q: Queryable, eventId: string, id: string, room: string, now: number): Promise<boolean> {
  const rows = await q.query("UPDATE screens SET room = $3, session_id = '', updated_at = $4 WHERE id = $1 AND event_id = $2 RETURNING id", [id, eventId, room, now]);
  return rows.length > 0;
}

export async function listScreens(q: Queryable, eventId: string): Promise<ScreenRow[]> {
  const rows = await q.query<Row>('SELECT id, event_id, session_id, room, name, token_hash, created_at, kind FROM screens WHERE event_id = $1 ORDER BY created_at, id', [eventId]);
  return rows.map(toScreen);
}

export async function getScreen(q: Queryable, id: string): Promise<ScreenRow | undefined> {
  const rows = await q.query<Row>('SELECT id, event_id, session_id, room, name, token_hash, created_at, kind FROM screens WHERE id = $1', [id]);
  return rows[0] && toScreen(rows[0]);
}

export async function screenByToken(q: Queryable, token: string): Promise<ScreenRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const rows = await q.query<Row>('SELECT id, event_id, session_id, room, name, token_hash, created_at, kind FROM screens WHERE token_hash = $1', [hashScreenToken(token)]);
  return rows[0] && toScreen(rows[0]);
}

export async function renameScreen(q: Queryable, eventId: string, id: string, name: string, now: number): Promise<boolean> {
  const rows = await q.query('UPDATE screens SET name = $3, updated_at = $4 WHERE id = $1 AND event_id = $2 RETURNING id', [id, eventId, name, now]);
  return rows.length > 0;
}

/** A new token for the screen; the old one stops at once. Undefined when the event has no such screen. */
export async function renewScreen(q: Queryable, eventId: string, id: string, now: number): Promise<string | undefined> {
  const token = newScreenToken();
  const rows = await q.query('UPDATE screens SET token_hash = $3, updated_at = $4 WHERE id = $1 AND event_id = $2 RETURNING id', [id, eventId, hashScreenToken(token), now]);
  return rows.length > 0 ? token : undefined;
}

export async function deleteScreen(q: Queryable, eventId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM screens WHERE id = $1 AND event_id = $2 RETURNING id', [id, eventId]);
  if (rows.length > 0) await q.query('DELETE FROM screen_presence WHERE screen_id = $1', [id]);
  return rows.length > 0;
}

export type Stage = { sessionId: string | null; content: StageContent; updatedAt: number };

function parseContent(value: unknown, sessionId: string | null): StageContent {
  const parsed = stageContentSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultContent(sessionId);
}

export async function getStage(q: Queryable, eventId: string, sessionId: string | null): Promise<Stage> {
  const rows = await q.query<{ state: unknown; updated_at: number }>('SELECT state, updated_at FROM screen_stages WHERE event_id = $1 AND session_id = $2', [eventId, stageKey(sessionId)]);
  const row = rows[0];
  return row ? { sessionId, content: parseContent(row.state, sessionId), updatedAt: Number(row.updated_at) } : { sessionId, content: defaultContent(sessionId), updatedAt: 0 };
}

export async function listStages(q: Queryable, eventId: string): Promise<Stage[]> {
  const rows = await q.query<{ session_id: string; state: unknown; updated_at: number }>('SELECT session_id, state, updated_at FROM screen_stages WHERE event_id = $1', [eventId]);
  return rows.map((r) => {
    const sessionId = r.session_id === '' ? null : r.session_id;
    return { sessionId, content: parseContent(r.state, sessionId), updatedAt: Number(r.updated_at) };
  });
}

/** Sets what a stage shows; the newest decision wins (a decision never goes back in time, even on a slow clock). */
export async function setStage(q: Queryable, eventId: string, sessionId: string | null, content: StageContent, now: number): Promise<Stage> {
  const rows = await q.query<{ updated_at: number }>(
    `INSERT INTO screen_stages (event_id, session_id, state, updated_at) VALUES ($1, $2, ($3::text)::jsonb, $4)
     ON CONFLICT (event_id, session_id) DO UPDATE SET state = EXCLUDED.state, updated_at = GREATEST(EXCLUDED.updated_at, screen_stages.updated_at + 1)
     RETURNING updated_at`,
    [eventId, stageKey(sessionId), JSON.stringify(content), now],
  );
  return { sessionId, content, updatedAt: Number(rows[0].updated_at) };
}

/**
 * Applies a moderator's command to a stage in one transaction (the stage's row locked, so two commands on one
 * stage take turns on every process): the contract's rule decides (stage-command.ts); a refused command changes
 * nothing and answers the stage as it is.
 */
export async function commandStage(db: Db, eventId: string, sessionId: string | null, basedOn: number, command: StageCommand, now: number): Promise<{ result: StageOutcome; stage: Stage }> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO screen_stages (event_id, session_id, state, updated_at) VALUES ($1, $2, ($3::text)::jsonb, 0) ON CONFLICT (event_id, session_id) DO NOTHING`,
      [eventId, stageKey(sessionId), JSON.stringify(defaultContent(sessionId))],
    );
    const rows = await tx.query<{ state: unknown; updated_at: number }>('SELECT state, updated_at FROM screen_stages WHERE event_id = $1 AND session_id = $2 FOR UPDATE', [eventId, stageKey(sessionId)]);
    const current: Stage = { sessionId, content: parseContent(rows[0]?.state, sessionId), updatedAt: Number(rows[0]?.updated_at ?? 0) };
    const result = applyStageCommand({ content: current.content, version: current.updatedAt }, sessionId, basedOn, command);
    if (result.outcome !== 'applied') return { result, stage: current };
    return { result, stage: await setStage(tx, eventId, sessionId, result.content, now) };
  });
}

export async function getSettings(q: Queryable, eventId: string): Promise<ScreenSettings> {
  const rows = await q.query<{ doc: Partial<ScreenSettings> }>('SELECT doc FROM screen_settings WHERE event_id = $1', [eventId]);
  const doc = rows[0]?.doc ?? {};
  return { joinLine: typeof doc.joinLine === 'string' ? doc.joinLine : '', defaultAnswer: typeof doc.defaultAnswer === 'string' && doc.defaultAnswer ? doc.defaultAnswer : DEFAULT_ANSWER };
}

export async function saveSettings(q: Queryable, eventId: string, changes: Partial<ScreenSettings>, now: number): Promise<ScreenSettings> {
  const next = { ...(await getSettings(q, eventId)), ...changes };
  await q.query(
    `INSERT INTO screen_settings (event_id, doc, updated_at) VALUES ($1, ($2::text)::jsonb, $3)
     ON CONFLICT (event_id) DO UPDATE SET doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at`,
    [eventId, JSON.stringify(next), now],
  );
  return next;
}

export async function pollModes(q: Queryable, eventId: string, pollIds?: string[]): Promise<Record<string, PollScreenMode>> {
  const rows = pollIds
    ? await q.query<{ poll_id: string; mode: string }>('SELECT poll_id, mode FROM screen_poll_modes WHERE event_id = $1 AND poll_id = ANY($2::text[])', [eventId, pollIds])
    : await q.query<{ poll_id: string; mode: string }>('SELECT poll_id, mode FROM screen_poll_modes WHERE event_id = $1', [eventId]);
  return Object.fromEntries(rows.map((r) => [r.poll_id, r.mode === 'reveal' ? 'reveal' : 'live']));
}

export async function setPollMode(q: Queryable, eventId: string, pollId: string, mode: PollScreenMode): Promise<void> {
  await q.query(
    `INSERT INTO screen_poll_modes (event_id, poll_id, mode) VALUES ($1, $2, $3)
     ON CONFLICT (event_id, poll_id) DO UPDATE SET mode = EXCLUDED.mode`,
    [eventId, pollId, mode],
  );
}

/** Marks screens as connected now (this process holds a stream of each). */
export async function markSeen(q: Queryable, screenIds: string[], now: number): Promise<void> {
  if (screenIds.length === 0) return;
  await q.query(
    `INSERT INTO screen_presence (screen_id, seen_at) SELECT unnest($1::text[]), $2
     ON CONFLICT (screen_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [screenIds, now],
  );
}

/** Forgets a screen's presence (its last stream here closed; another process holding one marks it again). */
export async function markGone(q: Queryable, screenId: string): Promise<void> {
  await q.query('DELETE FROM screen_presence WHERE screen_id = $1', [screenId]);
}

export async function seenTimes(q: Queryable, screenIds: string[]): Promise<Map<string, number>> {
  if (screenIds.length === 0) return new Map();
  const rows = await q.query<{ screen_id: string; seen_at: number }>('SELECT screen_id, seen_at FROM screen_presence WHERE screen_id = ANY($1::text[])', [screenIds]);
  return new Map(rows.map((r) => [r.screen_id, Number(r.seen_at)]));
}

/** What consoles relayed for a stage (servers in front of a remote API): approved and answered questions, one poll. */
export type RelayedData = {
  questions?: { items: { id: string; question: string; status: string; answer: string; score: number }[]; at: number };
  poll?: { id: string; question: string; options: string[]; visible: boolean; locked: boolean; showVotes: boolean; votes: number[]; voters: number; at: number };
};

/** Keeps what a console relayed for a session's stage (its decision untouched); the stages trigger tells every process. */
export async function saveRelay(q: Queryable, eventId: string, sessionId: string, part: RelayedData, now: number): Promise<void> {
  await q.query(
    `INSERT INTO screen_stages (event_id, session_id, state, relay, updated_at) VALUES ($1, $2, ($3::text)::jsonb, ($4::text)::jsonb, 0)
     ON CONFLICT (event_id, session_id) DO UPDATE SET relay = COALESCE(screen_stages.relay, '{}'::jsonb) || EXCLUDED.relay`,
    [eventId, sessionId, JSON.stringify(defaultContent(sessionId)), JSON.stringify({ ...part, ...(part.questions ? { questions: { ...part.questions, at: now } } : {}), ...(part.poll ? { poll: { ...part.poll, at: now } } : {}) })],
  );
}

export async function getRelay(q: Queryable, eventId: string, sessionId: string): Promise<RelayedData> {
  const rows = await q.query<{ relay: RelayedData | null }>('SELECT relay FROM screen_stages WHERE event_id = $1 AND session_id = $2', [eventId, sessionId]);
  return rows[0]?.relay ?? {};
}
