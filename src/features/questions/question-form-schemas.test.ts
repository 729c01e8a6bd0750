import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/common';
import { answerFormSchema, editQuestionFormSchema } from './question-form-schemas';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the answer form', () => {
  it('needs answer text to mark a question answered', () => {
    expect(problems(answerFormSchema.safeParse({ text: '   ' }))).toEqual(['text: Write the answer first: a question can only be marked answered with answer text.']);
  });

  it('takes at most the contract length and sends the answer trimmed', () => {
    expect(problems(answerFormSchema.safeParse({ text: 'x'.repeat(LIMITS.answerText + 1) }))).toEqual([`text: must be at most ${LIMITS.answerText} characters`]);
    expect(answerFormSchema.parse({ text: '  After the talk. ' })).toEqual({ text: 'After the talk.' });
  });
});

describe('the edit-question form', () => {
  it('refuses an empty or too long wording, as the service would', () => {
    expect(problems(editQuestionFormSchema.safeParse({ text: ' ' }))).toEqual(['text: is required']);
    expect(problems(editQuestionFormSchema.safeParse({ text: 'x'.repeat(LIMITS.questionText + 1) }))).toEqual([`text: must be at most ${LIMITS.questionText} characters`]);
  });
});
