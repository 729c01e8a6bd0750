import { describe, expect, it } from 'vitest';
import { describeStep, pushStep, stepFor, undoWriteOf } from './moderation-history';
import { aQuestion } from './test-question';

describe('undoWriteOf', () => {
  it('puts the previous status back and sends only what changed', () => {
    const step = stepFor('approve', aQuestion('a', 'pending'), { status: 'approved' });
    expect(undoWriteOf(step)).toEqual({ questionId: 'a', status: 'pending' });
  });

  it('restores the previous text of an edit', () => {
    const step = stepFor('edit', aQuestion('a', 'approved', { question: 'Old' }), { question: 'New' });
    expect(undoWriteOf(step)).toEqual({ questionId: 'a', question: 'Old' });
  });

  it('restores status and answer of an answer', () => {
    const step = stepFor('answer', aQuestion('a', 'approved', { answer: '' }), { status: 'answered', answer: 'Yes' });
    expect(undoWriteOf(step)).toEqual({ questionId: 'a', status: 'approved', answer: '' });
  });
});

describe('history', () => {
  it('keeps only the most recent steps', () => {
    let h = [] as ReturnType<typeof pushStep>;
    for (let i = 0; i < 5; i++) h = pushStep(h, stepFor('approve', aQuestion(String(i)), { status: 'approved' }), 3);
    expect(h.map((s) => s.questionId)).toEqual(['2', '3', '4']);
  });

  it('describes a step in words', () => {
    expect(describeStep({ kind: 'reject', text: 'Why?' })).toBe('Rejected: “Why?”');
  });
});
