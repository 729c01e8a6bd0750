import { approveOnArrival } from './qa/approve-on-arrival';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { askBodySchema as askSchema, upvoteBodySchema as upvoteSchema, voteBodySchema as voteSchema } from '../src/contract/attendee';
import { issuesToDetails } from '../src/contract/write-body';
import { ApiError, validationError } from './api-error';
import { readJsonBody } from './request-body';
import { lookupForAsk, lookupForQuestion, lookupForVote, type AttendeeLookup } from './store/attendee-store';
import type { Db } from './store/db';
import { castBallot } from './store/polls-store';
import { addUpvote, insertQuestion } from './store/questions-store';
import { createVoteBatcher } from './vote-batch';

function requireIds(c: Context): { clientId: string; eventId: string } {
  const clientId = c.req.header('x-client-id')?.trim();
  const eventId = c.req.header('x-event-id')?.trim();
  if (!clientId) throw new ApiError(400, 'missing_header', 'Missing header x-client-id', { details: [{ field: 'x-client-id', message: 'header is required' }] });
  if (!eventId) throw new ApiError(400, 'missing_header', 'Missing header x-event-id', { details: [{ field: 'x-event-id', message: 'header is required' }] });
  return { clientId, eventId };
}

/**
 * The body, parsed; a body that is no JSON at all is answered after the client and event checks,
 * like a body that fails its schema (the order of decisions.md).
 */
async function parseBody<T extends z.ZodType>(c: Context, schema: T) {
  try {
    return schema.safeParse(await readJsonBody(c));
  } catch (error) {
    return { success: false as const, data: undefined, failure: error };
  }
}

function throwIfInvalid<T>(parsed: { success: true; data: T } | { success: false; error?: z.ZodError; failure?: unknown }): T {
  if (parsed.success) return parsed.data;
  if ('failure' in parsed && parsed.failure !== undefined) throw parsed.failure;
  throw validationError(issuesToDetails((parsed as { error: z.ZodError }).error));
}

/** Answers the first failing check of who is writing: the client, the event, then the guest's registration. */
function checkWho(found: AttendeeLookup, ids: { clientId: string; eventId: string }): void {
  if (!found.client_ok) throw new ApiError(404, 'unknown_client', `No client ${ids.clientId}`);
  if (found.event_client !== ids.clientId) throw new ApiError(404, 'unknown_event', `No event ${ids.eventId} of client ${ids.clientId}`);
}

function checkGuest(found: AttendeeLookup, email: string): void {
  if (!found.guest_ok) throw new ApiError(403, 'not_registered', `${email} is not a registered guest of this event`);
}

/** The checks every attendee call makes, in the order they answer: client and event, then the body, then the guest. */
function admit<T extends { email: string }>(found: AttendeeLookup, ids: { clientId: string; eventId: string }, parsed: Parameters<typeof throwIfInvalid<T>>[0]): T {
  checkWho(found, ids);
  const body = throwIfInvalid(parsed);
  checkGuest(found, body.email);
  return body;
}

function checkSession(found: AttendeeLookup, sessionId: string, flag: 'hasPoll' | 'hasLiveQA'): void {
  if (!found.session_doc || found.session_deleted) throw new ApiError(404, 'not_found', `No session ${sessionId}`);
  if (found.session_doc[flag] !== true) {
    throw new ApiError(403, flag === 'hasPoll' ? 'polls_off' : 'qa_off', `Session ${sessionId} has ${flag} off: attendees cannot reach its ${flag === 'hasPoll' ? 'polls' : 'Q&A'}`);
  }
}

/**
 * The attendee surface: plays the attendee app, so that votes, upvotes and
 * questions from the audience exist. Not part of the integration API.
 *
 * Built for a keynote burst: votes that pass every check are written in
 * batches, one statement a batch (`vote-batch.ts`); other calls, and refused votes, read everything
 * they check (client, event, guest, poll or question, session, whitelist) in
 * one query, then write one row in one statement, committed before the answer. Nothing is
 * invalidated: polls and questions are read at most `LIVE_TTL_MS` old (see
 * ListCache), so votes do not meet on any shared row.
 */
export function attendeeApp(options: { db: Db }): Hono {
  const { db } = options;
  const app = new Hono();
  const votes = createVoteBatcher(db);

  app.post('/vote', async (c) => {
    const ids = requireIds(c);
    const parsed = await parseBody(c, voteSchema);
    // The common case in one statement; anything refused is looked up again to say why.
    if (parsed.success && (await votes.cast({ ...ids, pollId: parsed.data.pollId, email: parsed.data.email, picks: [...new Set(parsed.data.options)] }))) {
      return c.json({ status: 'voted' });
    }
    const found = await lookupForVote(db, ids.clientId, ids.eventId, parsed.data?.pollId ?? '', parsed.data?.email ?? '');
    const body = admit(found, ids, parsed);
    if (!found.poll_doc || found.session_id === null) throw new ApiError(404, 'not_found', `No poll ${body.pollId}`);
    checkSession(found, found.session_id, 'hasPoll');
    const poll = found.poll_doc;
    const locked = poll.locked === true || (found.closes_at !== null && Number(found.closes_at) <= Date.now());
    if (locked) throw new ApiError(400, 'poll_locked', 'The poll is closed');
    if (poll.whiteListed === true && (found.on_poll_list ?? found.on_session_list) !== true) {
      throw new ApiError(403, 'not_whitelisted', `${body.email} is not on the poll's whitelist`);
    }
    const options = poll.options as string[];
    const picks = [...new Set(body.options)];
    const maxChoices = Number(poll.maxChoices ?? 1);
    if (picks.length > maxChoices) throw validationError([{ field: 'options', message: `at most ${maxChoices} may be chosen` }]);
    const unknown = picks.filter((o) => !options.includes(o));
    if (unknown.length > 0) throw validationError(unknown.map((o) => ({ field: 'options', message: `the poll has no option "${o}"` })));
    // Allowed now (the poll changed since the first try): the same checks passed in JavaScript.
    await castBallot(db, body.pollId, body.email, picks);
    return c.json({ status: 'voted' });
  });

  app.post('/upvote', async (c) => {
    const ids = requireIds(c);
    const parsed = await parseBody(c, upvoteSchema);
    const found = await lookupForQuestion(db, ids.clientId, ids.eventId, parsed.data?.questionId ?? '', parsed.data?.email ?? '');
    const body = admit(found, ids, parsed);
    if (found.session_id === null) throw new ApiError(404, 'not_found', `No question ${body.questionId}`);
    checkSession(found, found.session_id, 'hasLiveQA');
    if (!(await addUpvote(db, body.questionId, body.email))) throw new ApiError(409, 'already_upvoted', `${body.email} already upvoted this question`);
    return c.json({ status: 'upvoted' });
  });

  app.post('/ask', async (c) => {
    const ids = requireIds(c);
    const parsed = await parseBody(c, askSchema);
    const found = await lookupForAsk(db, ids.clientId, ids.eventId, parsed.data?.sessionId ?? '', parsed.data?.email ?? '');
    const body = admit(found, ids, parsed);
    checkSession(found, body.sessionId, 'hasLiveQA');
    const questionId = await insertQuestion(db, ids.eventId, body.sessionId, { question: body.question, answer: '', status: 'pending' }, body.email);
    // "Approve automatically unless a listed word matches" (server/qa/): never holds up the question itself.
    await approveOnArrival(db, ids.eventId, body.sessionId, questionId, body.question).catch(() => false);
    return c.json({ status: 'asked', questionId });
  });

  app.all('*', (c) => c.json({ error: `No attendee call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));
  return app;
}
