import { z } from 'zod';
import { LIMITS, atMostCharacters, storableString, text, writeExtrasShape } from './common';
import type { ApiIssue } from './common';
import type { WriteRules } from './write-body';

export const QUESTION_STATUSES = ['pending', 'approved', 'rejected', 'answered'] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES, {
  error: `must be one of ${QUESTION_STATUSES.join(', ')}`,
});
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** A question as `/getQuestions` returns it (most upvoted first). */
export const questionSchema = z.looseObject({
  documentId: z.string(),
  questionId: z.string(),
  sessionId: z.string(),
  question: z.string(),
  answer: z.string(),
  status: questionStatusSchema,
  score: z.number().int(),
  voterCount: z.number().int(),
  approved: z.boolean(),
  rejected: z.boolean(),
  answered: z.boolean(),
  createdAt: z.string().optional(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionFieldsSchema = z.object({
  sessionId: text('a session id').min(1, { error: 'is required' }),
  question: atMostCharacters(text('the question').trim().min(1, { error: 'is required' }), LIMITS.questionText),
  answer: atMostCharacters(text('the answer').trim(), LIMITS.answerText),
  status: questionStatusSchema,
});
/** `sessionId` is required on create and on edit. */
export const questionEditSchema = questionFieldsSchema.partial().required({ sessionId: true });
export const questionCreateSchema = questionFieldsSchema.partial().required({ sessionId: true, question: true });
export type QuestionFields = z.input<typeof questionEditSchema>;

/** The flags a status implies (answered implies approved). */
export function flagsOf(status: QuestionStatus) {
  return {
    approved: status === 'approved' || status === 'answered',
    rejected: status === 'rejected',
    answered: status === 'answered',
  };
}

/** `answered` needs answer text in the request or already saved. */
export function answeredIssues(status: QuestionStatus | undefined, answerInRequest: string | undefined, savedAnswer: string | undefined): ApiIssue[] {
  if (status !== 'answered') return [];
  const answer = answerInRequest ?? savedAnswer ?? '';
  if (answer.trim() !== '') return [];
  return [{ field: 'answer', message: 'is required to mark a question answered: send the answer text with status "answered"' }];
}

const statusRefusal = (flagName: string) => ({
  message: `${flagName} is derived from status and cannot be written`,
  use: 'status',
});
const upvoteRefusal = {
  message: 'upvotes are given by attendees in the app and cannot be written through the service',
  use: 'read score and voterCount with GET /getQuestions',
};

export const questionWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['questionId'],
  readOnly: { createdAt: 'set by the service' },
  refused: {
    approved: statusRefusal('approved'),
    rejected: statusRefusal('rejected'),
    answered: statusRefusal('answered'),
    score: upvoteRefusal,
    voterCount: upvoteRefusal,
    upvotes: upvoteRefusal,
  },
};

export const upsertQuestionResponseSchema = z.looseObject({
  status: z.string(),
  questionId: z.string(),
  created: z.boolean(),
  ...writeExtrasShape,
});

export const deleteQuestionBodySchema = z.object({
  sessionId: text('a session id').min(1, { error: 'is required' }),
  questionId: text('a question id').min(1, { error: 'is required' }),
});
export const questionsQuerySchema = z.object({ sessionId: storableString('is required').min(1, { error: 'is required' }) });
