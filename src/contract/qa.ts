/**
 * Q&A moderation data the Event Management API has no field for, kept by the console's own server for every
 * console and screen of the event (docs/questions.md "Queue, archive and word filter"): the order approved
 * questions are to be asked in, the archive, the team's word filter, and per session whether questions are
 * approved automatically unless a listed word matches.
 */
import { z } from 'zod';
import { atMostCharacters, flag, idText, text } from './common';

export const QA_WORDS_MAX = 2000;
export const QA_WORD_MAX = 60;
export const QA_IDS_MAX = 1000;
/** The longest delay the team may set before answered questions are archived: a day. */
export const QA_ARCHIVE_DELAY_MAX_MINUTES = 1440;

const sessionId = atMostCharacters(idText('a session id').min(1, { error: 'is required' }), 200);
const questionId = atMostCharacters(idText('a question id').min(1, { error: 'may not be empty' }), 200);
const questionIds = (min: number) =>
  z
    .array(questionId, { error: 'must be a list of question ids' })
    .min(min, { error: `must name at least ${min} question` })
    .max(QA_IDS_MAX, { error: `may name at most ${QA_IDS_MAX} questions` });

/** One listed word or phrase. */
export const qaWordSchema = atMostCharacters(text('a word or phrase').trim().min(1, { error: 'may not be empty' }), QA_WORD_MAX);

/** The team's settings: the word filter and the delay before answered questions are archived (null: by hand only). */
export const qaSettingsSchema = z.strictObject({
  words: z.array(qaWordSchema, { error: 'must be a list of words' }).max(QA_WORDS_MAX, { error: `may hold at most ${QA_WORDS_MAX} words` }).optional(),
  archiveAfterMinutes: z
    .union([z.number({ error: 'must be a number of minutes' }).int({ error: 'must be whole minutes' }).min(1, { error: 'must be at least 1' }).max(QA_ARCHIVE_DELAY_MAX_MINUTES, { error: `must be at most ${QA_ARCHIVE_DELAY_MAX_MINUTES}` }), z.null()], {
      error: 'must be a number of minutes, or null to archive by hand only',
    })
    .optional(),
  /** Puts back the ready English list. */
  resetWords: flag().optional(),
});
export type QaSettingsWrite = z.infer<typeof qaSettingsSchema>;

/** Reading a session's Q&A state; `answeredIds` are the answered questions a console sees (through UPSTREAM_URL the server holds none). */
export const qaStateQuerySchema = z.strictObject({ sessionId, answeredIds: questionIds(0).optional() });
export const qaQueueSchema = z.strictObject({ sessionId, order: questionIds(0) });
export const qaArchiveSchema = z.strictObject({ sessionId, questionIds: questionIds(1), archived: flag() });
export const qaSessionSettingsSchema = z.strictObject({ sessionId, autoApprove: flag() });
/** Questions a console approved automatically (through UPSTREAM_URL: the server cannot see them arrive). */
export const qaAutoApprovedSchema = z.strictObject({ sessionId, questionIds: questionIds(1) });

export type QaState = {
  sessionId: string;
  /** Approved questions in the order the moderators want them asked; empty: most upvoted first. */
  order: string[];
  /** Archived questions, most recent first; `by`: a moderator's hand, or the team's delay. */
  archived: { questionId: string; at: number; by: 'hand' | 'delay' }[];
  /** Questions approved automatically (never by a person). */
  autoApproved: string[];
  autoApprove: boolean;
  words: string[];
  archiveAfterMinutes: number | null;
  /** True where this server holds the questions and approves them itself as they arrive; false: an open board does it. */
  serverApproves: boolean;
};

/**
 * The queue's rule, used by the board and the room's screen alike: approved questions in the moderators' order
 * (ids not in the order come after, in the order given: most upvoted first); ids in the order that are not
 * approved any more are skipped.
 */
export function inQueueOrder<Q extends { id: string }>(approved: readonly Q[], order: readonly string[]): Q[] {
  if (order.length === 0) return [...approved];
  const rank = new Map(order.map((id, i) => [id, i]));
  return approved
    .map((q, i) => ({ q, i, r: rank.get(q.id) ?? order.length + i }))
    .sort((a, b) => a.r - b.r)
    .map(({ q }) => q);
}
