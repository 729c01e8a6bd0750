import type { Question, QuestionStatus } from '../../contract/question';
import { shorten } from '../../contract/graphemes';

export type ModerationKind = 'approve' | 'reject' | 'pending' | 'answer' | 'edit';

/** One moderation action, with what the question held before, so it can be undone. */
export type ModerationStep = {
  kind: ModerationKind;
  questionId: string;
  /** The question text, for messages. */
  text: string;
  before: { status: QuestionStatus; question: string; answer: string };
  after: { status?: QuestionStatus; question?: string; answer?: string };
};

export function describeStep(step: Pick<ModerationStep, 'kind' | 'text'>): string {
  const short = shorten(step.text, 58);
  const verb = { approve: 'Approved', reject: 'Rejected', pending: 'Moved back to pending', answer: 'Marked answered', edit: 'Edited' }[step.kind];
  return `${verb}: “${short}”`;
}

export function stepFor(kind: ModerationKind, q: Question, after: ModerationStep['after']): ModerationStep {
  return { kind, questionId: q.documentId, text: q.question, before: { status: q.status, question: q.question, answer: q.answer }, after };
}

/** The write that puts back what a step changed (only the fields it changed). */
export function undoWriteOf(step: ModerationStep): { questionId: string; status?: QuestionStatus; question?: string; answer?: string } {
  const w: { questionId: string; status?: QuestionStatus; question?: string; answer?: string } = { questionId: step.questionId };
  if (step.after.status !== undefined && step.after.status !== step.before.status) w.status = step.before.status;
  if (step.after.question !== undefined && step.after.question !== step.before.question) w.question = step.before.question;
  if (step.after.answer !== undefined && step.after.answer !== step.before.answer) {
    // The service refuses "answered" without text, so an answer is only cleared when the status leaves "answered" too.
    if (step.before.status === 'answered' && step.before.answer.trim() === '') {
      // nothing to restore: leave the answer
    } else w.answer = step.before.answer;
  }
  return w;
}

/** Keeps the most recent steps (newest last). */
export function pushStep(history: readonly ModerationStep[], step: ModerationStep, max = 20): ModerationStep[] {
  const next = [...history, step];
  return next.length > max ? next.slice(next.length - max) : next;
}
