import { describe, expect, it } from 'vitest';
import type { Question } from '../contract/question';
import { questionWriteBody } from './question-queries';

describe('questionWriteBody', () => {
  it('never sends read-only or derived fields, even when handed a whole question', () => {
    const fetched: Question = { documentId: 'q1', sessionId: 's1', questionId: 'q1', question: 'Why?', answer: 'Because', status: 'answered', score: 4, voterCount: 4, approved: true, rejected: false, answered: true, createdAt: 'x' };
    expect(questionWriteBody(fetched)).toEqual({ sessionId: 's1', questionId: 'q1', question: 'Why?', answer: 'Because', status: 'answered' });
  });

  it('omits the id to create and leaves out fields that were not given', () => {
    expect(questionWriteBody({ sessionId: 's1', question: 'New?' })).toEqual({ sessionId: 's1', question: 'New?' });
  });
});
