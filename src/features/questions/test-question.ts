import type { Question, QuestionStatus } from '../../contract/question';

/** A question as the API returns it, for unit tests. */
export function aQuestion(id: string, status: QuestionStatus = 'pending', extra: Partial<Question> = {}): Question {
  return {
    documentId: id,
    questionId: id,
    sessionId: 's1',
    question: `Question ${id}`,
    answer: '',
    status,
    score: 0,
    voterCount: 0,
    approved: status === 'approved' || status === 'answered',
    rejected: status === 'rejected',
    answered: status === 'answered',
    ...extra,
  };
}
