import { z } from 'zod';
import { answeredIssues, questionFieldsSchema } from '../../contract/question';

/**
 * The moderator's two small forms, checked by the contract's own field rules
 * before anything is sent: the answer (marking a question answered needs
 * answer text) and a question's edited wording.
 */
export const answerFormSchema = questionFieldsSchema.pick({ answer: true }).superRefine((value, ctx) => {
  if (answeredIssues('answered', value.answer, undefined).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['answer'], message: 'Write the answer first: a question can only be marked answered with answer text.' });
  }
});
export type AnswerFormValues = z.input<typeof answerFormSchema>;

export const editQuestionFormSchema = questionFieldsSchema.pick({ question: true });
export type EditQuestionFormValues = z.input<typeof editQuestionFormSchema>;
