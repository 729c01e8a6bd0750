import { describe, expect, it } from 'vitest';
import { generalProblem, textProblem } from './question-text-words';

describe('the question text dialog words', () => {
  it('says a refusal by the service the same way for an answer and a wording, naming the field', () => {
    expect(textProblem('answer', { type: 'server', message: 'is required to mark a question answered' })).toBe(
      'The service refused to save this answer: answer is required to mark a question answered. Your text is still here.',
    );
    expect(textProblem('wording', { type: 'server', message: 'must be at most 500 characters' })).toBe(
      'The service refused to save this wording: question must be at most 500 characters. Your text is still here.',
    );
  });

  it("puts the field's label before the contract's few words, and leaves a sentence as it is", () => {
    expect(textProblem('wording', { type: 'too_small', message: 'is required' })).toBe('Question is required');
    expect(textProblem('answer', { type: 'too_big', message: 'must be at most 2000 characters' })).toBe('Answer must be at most 2000 characters');
    expect(textProblem('answer', { type: 'custom', message: 'Write the answer first: a question can only be marked answered with answer text.' })).toBe(
      'Write the answer first: a question can only be marked answered with answer text.',
    );
    expect(textProblem('answer', undefined)).toBeUndefined();
  });

  it('says what no field takes above the field, keeping the text', () => {
    expect(generalProblem('answer', ['The service is not reachable.'])).toBe('The answer could not be saved: The service is not reachable. Your text is still here.');
    expect(generalProblem('wording', ['Too many requests.'])).toBe('The wording could not be saved: Too many requests. Your text is still here.');
  });
});
