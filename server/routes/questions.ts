import {
  answeredIssues,
  deleteQuestionBodySchema,
  flagsOf,
  questionCreateSchema,
  questionEditSchema,
  questionFieldsSchema,
  questionWriteRules,
  questionsQuerySchema,
  type QuestionStatus,
} from '../../src/contract/question';
import { ApiError } from '../api-error';
import { json, withExtras, type ApiRoutes } from '../api-router';
import { ALL_BUT_GUESTS } from '../list-cache';
import { deleteQuestion, getQuestion, insertQuestion, listQuestions, updateQuestion, type StoredQuestion } from '../store/questions-store';
import { getRecord } from '../store/records-store';
import { parseCommandBody, parseOrThrow, prepareBody, throwIfAny } from './write-helpers';

function questionView(q: StoredQuestion): Record<string, unknown> {
  const status = q.doc.status as QuestionStatus;
  return {
    documentId: q.id,
    questionId: q.id,
    sessionId: q.sessionId,
    question: q.doc.question,
    answer: q.doc.answer ?? '',
    status,
    score: q.score,
    voterCount: q.score,
    ...flagsOf(status),
    createdAt: new Date(q.createdAt).toISOString(),
  };
}

export const questionRoutes: ApiRoutes = {
  '/getQuestions': {
    async handler(ctx) {
      const query = parseOrThrow(questionsQuerySchema, Object.fromEntries(ctx.query.entries()));
      return ctx.cachedJson(`questions:${query.sessionId}`, async () => JSON.stringify((await listQuestions(ctx.db, ctx.eventId, query.sessionId)).map(questionView)), { live: true, reads: ALL_BUT_GUESTS });
    },
  },
  '/upsertQuestion': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(questionFieldsSchema.shape), questionWriteRules);
      const result = await ctx.write(async (tx) => {
        const existing = prepared.id ? await getQuestion(tx, ctx.eventId, prepared.id) : undefined;
        if (prepared.id && !existing) throw new ApiError(404, 'not_found', `No question ${prepared.id}`);
        const fields = parseOrThrow(existing ? questionEditSchema : questionCreateSchema, prepared.fields);
        const session = await getRecord(tx, 'sessions', ctx.eventId, fields.sessionId);
        if (!session || session.deleted) throwIfAny([{ field: 'sessionId', message: `references no session of this event (${fields.sessionId})` }]);
        throwIfAny(answeredIssues(fields.status, fields.answer, existing?.doc.answer));
        const doc = {
          question: fields.question ?? existing?.doc.question ?? '',
          answer: fields.answer ?? existing?.doc.answer ?? '',
          status: fields.status ?? existing?.doc.status ?? 'pending',
        };
        if (existing) {
          await updateQuestion(tx, ctx.eventId, existing.id, fields.sessionId, doc);
          return { questionId: existing.id, created: false };
        }
        return { questionId: await insertQuestion(tx, ctx.eventId, fields.sessionId, doc), created: true };
      }, ['records']);
      const status = ctx.dryRun ? 'dry run: valid, nothing saved' : result.created ? 'created' : 'updated';
      return json(withExtras({ status, questionId: ctx.dryRun && result.created ? '' : result.questionId, created: result.created }, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun }));
    },
  },
  '/deleteQuestion': {
    async handler(ctx) {
      const { data: body, ignoredFields } = parseCommandBody(deleteQuestionBodySchema, await ctx.json());
      const score = await ctx.write(async (tx) => {
        const question = await getQuestion(tx, ctx.eventId, body.questionId);
        if (!question || question.sessionId !== body.sessionId) throw new ApiError(404, 'not_found', `No question ${body.questionId} in session ${body.sessionId}`);
        await deleteQuestion(tx, ctx.eventId, question.id);
        return question.score;
      }, ['records']);
      if (ctx.dryRun) return json(withExtras({ status: 'dry run: nothing deleted', dryRun: true, wouldDelete: { questions: 1, upvotes: score } }, { ignoredFields }));
      return json(withExtras({ status: 'deleted' }, { ignoredFields }));
    },
  },
};
