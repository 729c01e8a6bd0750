import { describe, expect, it } from 'vitest';
import { normaliseQuestion, questionWriteBody } from './question-queries';

describe('questionWriteBody', () => {
  it('never sends read-only or derived fields, even when handed a whole question', () => {
    const fetched = { sessionId: 's1', questionId: 'q1', question: 'Why?', answer: 'Because', status: 'answered', score: 4, voterCount: 4, approved: true, rejected: false, answered: true, createdAt: 'x' };
    expect(questionWriteBody(fetched as never)).toEqual({ sessionId: 's1', questionId: 'q1', question: 'Why?', answer: 'Because', status: 'answered' });
  });

  it('omits the id to create and leaves out fields that were not given', () => {
    expect(questionWriteBody({ sessionId: 's1', question: 'New?' })).toEqual({ sessionId: 's1', question: 'New?' });
  });
});

describe('normaliseQuestion', () => {
  it('reads a question without optional fields and keeps extra ones', () => {
    const q = normaliseQuestion({ questionId: 'q1', question: 'Hi', status: 'approved', extra: 1 });
    expect(q).toMatchObject({ documentId: 'q1', questionId: 'q1', answer: '', score: 0, voterCount: 0, approved: true, extra: 1 });
  });

  it('skips entries without an id', () => {
    expect(normaliseQuestion({ question: 'Hi' })).toBeNull();
  });
});
