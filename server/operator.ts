import { Hono, type Context } from 'hono';
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import { SCOPES } from '../src/contract/common';
import { countdownBodySchema, createEventBodySchema, keyBodySchema, revokeKeyBodySchema, whitelistBodySchema } from '../src/contract/operator';
import { issuesToDetails } from '../src/contract/write-body';
import { ApiError, validationError } from './api-error';
import { readJsonBody } from './request-body';
import type { KeyCache } from './key-cache';
import type { ListCache } from './list-cache';
import type { Db, Queryable } from './store/db';
import { createEvent, getEvent } from './store/events-store';
import { hashKey } from './store/ids';
import { issueKey, revokeKey } from './store/keys-store';
import { getPoll, setPollCountdown, setWhitelist } from './store/polls-store';

const HOUR = 3_600_000;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(issuesToDetails(result.error));
  return result.data;
}

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * The operator surface: plays the vendor's own console, where keys are issued
 * and whitelists kept. Not part of the integration API.
 */
export function operatorApp(options: { db: Db; token: string; cache: ListCache; keys?: KeyCache }): Hono {
  const { db, token, cache, keys } = options;
  const app = new Hono();

  app.use('*', async (c, next) => {
    const sent = c.req.header('x-operator-token') ?? '';
    if (!sent) throw new ApiError(401, 'missing_operator_token', 'Header x-operator-token is required');
    if (!sameSecret(sent, token)) throw new ApiError(403, 'invalid_operator_token', 'The operator token is not valid');
    await next();
  });

  /**
   * A whitelist or countdown write: one transaction; `changes(eventId)` names the event it changes, whose
   * cached polls and questions are dropped after it (see ListCache).
   */
  async function liveWrite<T>(fn: (tx: Queryable, changes: (eventId: string) => Promise<void>) => Promise<T>): Promise<T> {
    let changed: string | undefined;
    try {
      return await db.transaction((tx) =>
        fn(tx, async (eventId) => {
          changed = eventId;
          await cache.bumpLive(tx, eventId);
        }),
      );
    } finally {
      if (changed !== undefined) cache.liveCommitted(changed);
    }
  }

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.post('/events', async (c) => {
    const body = parse(createEventBodySchema, await readJsonBody(c));
    const event = await db.transaction((tx) => createEvent(tx, { name: body.name }));
    return c.json({ clientId: event.clientId, eventId: event.id });
  });

  app.post('/keys', async (c) => {
    const body = parse(keyBodySchema, await readJsonBody(c));
    const event = await getEvent(db, body.eventId);
    if (!event || event.clientId !== body.clientId) throw new ApiError(404, 'unknown_event', `No event ${body.eventId} of client ${body.clientId}`);
    const scopes = body.scopes === 'all' ? [...SCOPES] : [...new Set(body.scopes)];
    const lifetimeMs = body.lifetimeSeconds !== undefined ? body.lifetimeSeconds * 1000 : (body.lifetimeHours ?? 6) * HOUR;
    const { apiKey, row } = await issueKey(db, { clientId: body.clientId, eventId: body.eventId, scopes, lifetimeMs });
    return c.json({ apiKey, clientId: row.clientId, eventId: row.eventId, scopes, expiresAt: new Date(row.expiresAt).toISOString() });
  });

  app.post('/keys/revoke', async (c) => {
    const body = parse(revokeKeyBodySchema, await readJsonBody(c));
    if (!(await revokeKey(db, body.apiKey))) throw new ApiError(404, 'invalid_key', 'No such key');
    // Refused at once here; other processes stop reusing their lookup of it within a second (KeyCache).
    keys?.forget(hashKey(body.apiKey));
    return c.json({ status: 'revoked' });
  });

  app.post('/whitelists', async (c) => {
    const body = parse(whitelistBodySchema, await readJsonBody(c));
    const emails = [...new Set(body.emails)];
    const id = await liveWrite(async (tx, changes) => {
      if (body.pollId) {
        const poll = await findPollAnywhere(tx, body.pollId);
        if (!poll) throw new ApiError(404, 'not_found', `No poll ${body.pollId}`);
        await changes(poll.eventId);
        return setWhitelist(tx, poll.eventId, { pollId: body.pollId }, emails);
      }
      const rows = await tx.query<{ event_id: string }>('SELECT event_id FROM sessions WHERE id = $1 AND NOT deleted', [body.sessionId]);
      if (!rows[0]) throw new ApiError(404, 'not_found', `No session ${body.sessionId}`);
      await changes(rows[0].event_id);
      return setWhitelist(tx, rows[0].event_id, { sessionId: body.sessionId }, emails);
    });
    return c.json({ status: 'saved', whitelistId: id, emails: emails.length });
  });

  app.post('/countdown', async (c) => {
    const body = parse(countdownBodySchema, await readJsonBody(c));
    const closesAt = Date.now() + body.seconds * 1000;
    await liveWrite(async (tx, changes) => {
      const poll = await findPollAnywhere(tx, body.pollId);
      if (!poll) throw new ApiError(404, 'not_found', `No poll ${body.pollId}`);
      await changes(poll.eventId);
      await setPollCountdown(tx, poll.eventId, body.pollId, closesAt);
    });
    return c.json({ status: 'started', pollId: body.pollId, closesAt: new Date(closesAt).toISOString() });
  });

  app.all('*', (c: Context) => c.json({ error: `No operator call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));
  return app;
}

async function findPollAnywhere(q: Parameters<typeof getPoll>[0], pollId: string) {
  const rows = await q.query<{ event_id: string }>('SELECT event_id FROM polls WHERE id = $1', [pollId]);
  if (!rows[0]) return undefined;
  const poll = await getPoll(q, rows[0].event_id, pollId);
  return poll && { ...poll, eventId: rows[0].event_id };
}

