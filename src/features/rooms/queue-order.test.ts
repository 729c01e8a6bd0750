import { describe, expect, it } from 'vitest';
import { approvedInQueue, neighbour } from './queue-order';

const q = (documentId: string, status: string, score: number, createdAt = '2026-11-28T10:00:00Z') => ({ documentId, status, score, createdAt });

describe('the queue of the control room', () => {
  const questions = [q('a', 'approved', 1), q('b', 'approved', 5), q('c', 'pending', 9), q('d', 'approved', 5, '2026-11-28T09:00:00Z'), q('e', 'answered', 3), q('f', 'approved', 0)];

  it('is the approved questions by upvotes (older first on a tie) when the moderators set no order', () => {
    expect(approvedInQueue(questions, [], new Set()).map((x) => x.documentId)).toEqual(['d', 'b', 'a', 'f']);
  });

  it('puts the questions the moderators placed first, in their order, and leaves archived ones out', () => {
    expect(approvedInQueue(questions, ['f', 'a'], new Set(['b'])).map((x) => x.documentId)).toEqual(['f', 'a', 'd']);
  });

  it('steps from the question on screen, starts at the top when none is, and stops at either end', () => {
    const queue = approvedInQueue(questions, [], new Set());
    expect(neighbour(queue, null, 1)?.documentId).toBe('d');
    expect(neighbour(queue, null, -1)).toBeNull();
    expect(neighbour(queue, 'b', 1)?.documentId).toBe('a');
    expect(neighbour(queue, 'b', -1)?.documentId).toBe('d');
    expect(neighbour(queue, 'f', 1)).toBeNull();
    expect(neighbour(queue, 'gone', 1)?.documentId).toBe('d');
  });
});
