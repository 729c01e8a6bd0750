import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../src/contract/common';
import { questionFieldsSchema } from '../src/contract/question';
import { issuesToDetails } from '../src/contract/write-body';
import { ApiError, validationError } from './api-error';
import { readJsonBody } from './request-body';
import type { ListCache } from './list-cache';
import type { Db, Queryable } from './store/db';
import { clientExists, getEvent } from './store/events-store';
import { guestExists } from './store/guests-store';
import { castBallot, getPoll, whitelistFor } from './store/polls-store';
import { addUpvote, getQuestion, insertQuestion } from './store/questions-store';
import { getRecord } from './store/records-store';

const voteSchema = z.object({
  pollId: z.string().min(1),
  email: emailSchema,
  options: z.array(z.string(), { error: 'must be an array of option wordings' }).min(1, { error: 'must name at least one option' }),
});
const upvoteSchema = z.object({ questionId: z.string().min(1), email: emailSchema });
const askSchema = z.object({ sessionId: z.string().min(1), email: emailSchema, question: questionFieldsSchema.shape.question });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(issuesToDetails(result.error));
  return result.data;
}

async function eventOf(c: Context, db: Db): Promise<string> {
  const clientId = c.req.header('x-client-id')?.trim();
  const eventId = c.req.header('x-event-id')?.trim();
  if (!clientId) throw new ApiError(400, 'missing_header', 'Missing header x-client-id', { details: [{ field: 'x-client-id', message: 'header is required' }] });
  if (!eventId) throw new ApiError(400, 'missing_header', 'Missing header x-event-id', { details: [{ field: 'x-event-id', message: 'header is required' }] });
  if (!(await clientExists(db, clientId))) throw new ApiError(404, 'unknown_client', `No client ${clientId}`);
  const event = await getEvent(db, eventId);
  if (!event || event.clientId !== clientId) throw new ApiError(404, 'unknown_event', `No event ${eventId} of client ${clientId}`);
  return eventId;
}

async function requireGuest(q: Queryable, eventId: string, email: string): Promise<void> {
  if (!(await guestExists(q, eventId, email))) throw new ApiError(403, 'not_registered', `${email} is not a registered guest of this event`);
}

async function liveSession(q: Queryable, eventId: string, sessionId: string, flag: 'hasPoll' | 'hasLiveQA') {
  const session = await getRecord(q, 'sessions', eventId, sessionId);
  if (!session || session.deleted) throw new ApiError(404, 'not_found', `No session ${sessionId}`);
  if (session.doc[flag] !== true) {
    throw new ApiError(403, flag === 'hasPoll' ? 'polls_off' : 'qa_off', `Session ${sessionId} has ${flag} off: attendees cannot reach its ${flag === 'hasPoll' ? 'polls' : 'Q&A'}`);
  }
  return session;
}

/**
 * The attendee surface: plays the attendee app, so that votes, upvotes and
 * questions from the audience exist. Not part of the integration API.
 */
export function attendeeApp(options: { db: Db; cache: ListCache }): Hono {
  const { db, cache } = options;
  const app = new Hono();

  /** A vote, upvote or question: one transaction, then the event's cached polls and questions are dropped. */
  async function liveWrite<T>(eventId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const result = await fn(tx);
        await cache.bumpLive(tx, eventId);
        return result;
      });
    } finally {
      // Also after a failure: a commit whose answer was lost may still have happened.
      cache.liveCommitted(eventId);
    }
  }

  app.post('/vote', async (c) => {
    const eventId = await eventOf(c, db);
    const body = parse(voteSchema, await readJsonBody(c));
    await liveWrite(eventId, async (tx) => {
      await requireGuest(tx, eventId, body.email);
      const poll = await getPoll(tx, eventId, body.pollId);
      if (!poll) throw new ApiError(404, 'not_found', `No poll ${body.pollId}`);
      await liveSession(tx, eventId, poll.sessionId, 'hasPoll');
      const locked = poll.doc.locked === true || (poll.closesAt !== null && poll.closesAt <= Date.now());
      if (locked) throw new ApiError(400, 'poll_locked', 'The poll is closed');
      if (poll.doc.whiteListed === true) {
        const list = await whitelistFor(tx, poll.id, poll.sessionId);
        if (!list || !list.includes(body.email)) throw new ApiError(403, 'not_whitelisted', `${body.email} is not on the poll's whitelist`);
      }
      const options = poll.doc.options as string[];
      const picks = [...new Set(body.options)];
      const maxChoices = Number(poll.doc.maxChoices ?? 1);
      if (picks.length > maxChoices) throw validationError([{ field: 'options', message: `at most ${maxChoices} may be chosen` }]);
      const unknown = picks.filter((o) => !options.includes(o));
      if (unknown.length > 0) throw validationError(unknown.map((o) => ({ field: 'options', message: `the poll has no option "${o}"` })));
      await castBallot(tx, poll.id, body.email, picks);
    });
    return c.json({ status: 'voted' });
  });

  app.post('/upvote', async (c) => {
    const eventId = await eventOf(c, db);
    const body = parse(upvoteSchema, await readJsonBody(c));
    await liveWrite(eventId, async (tx) => {
      await requireGuest(tx, eventId, body.email);
      const question = await getQuestion(tx, eventId, body.questionId);
      if (!question) throw new ApiError(404, 'not_found', `No question ${body.questionId}`);
      await liveSession(tx, eventId, question.sessionId, 'hasLiveQA');
      if (!(await addUpvote(tx, question.id, body.email))) throw new ApiError(409, 'already_upvoted', `${body.email} already upvoted this question`);
    });
    return c.json({ status: 'upvoted' });
  });

  app.post('/ask', async (c) => {
    const eventId = await eventOf(c, db);
    const body = parse(askSchema, await readJsonBody(c));
    const questionId = await liveWrite(eventId, async (tx) => {
      await requireGuest(tx, eventId, body.email);
      await liveSession(tx, eventId, body.sessionId, 'hasLiveQA');
      return insertQuestion(tx, eventId, body.sessionId, { question: body.question, answer: '', status: 'pending' }, body.email);
    });
    return c.json({ status: 'asked', questionId });
  });

  app.all('*', (c) => c.json({ error: `No attendee call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));
  return app;
}
