import { z } from 'zod';
import { answeredIssues, questionFieldsSchema } from '../../contract/question';

/**
 * The moderator's two small forms, one text each, checked by the contract's own field rules before
 * anything is sent: the answer (marking a question answered needs answer text) and a question's edited
 * wording. Both forms hold their text as `text` (one question text dialog serves both).
 */
export const answerFormSchema = z.object({ text: questionFieldsSchema.shape.answer }).superRefine((value, ctx) => {
  if (answeredIssues('answered', value.text, undefined).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write the answer first: a question can only be marked answered with answer text.' });
  }
});

export const editQuestionFormSchema = z.object({ text: questionFieldsSchema.shape.question });

export type QuestionTextFormValues = z.input<typeof editQuestionFormSchema>;
