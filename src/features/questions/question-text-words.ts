/**
 * The words of the question text dialog (answer a question, edit its wording): one set for both, so a
 * refusal reads the same whichever text was refused.
 */
export type QuestionTextKind = 'answer' | 'wording';

const FIELD: Record<QuestionTextKind, { label: string; field: string }> = {
  answer: { label: 'Answer', field: 'answer' },
  wording: { label: 'Question', field: 'question' },
};

/** The service's name of the field the dialog edits. */
export const serviceField = (kind: QuestionTextKind) => FIELD[kind].field;

/** The field's label. */
export const textLabel = (kind: QuestionTextKind) => FIELD[kind].label;

/**
 * The text's problem under the field: the service's refusal, said as such (the text stays); the form's
 * own check as it is when it is a sentence, or after the field's label when it is the contract's few
 * words ("is required" → "Question is required").
 */
export function textProblem(kind: QuestionTextKind, problem: { type?: string; message?: string } | undefined): string | undefined {
  if (!problem?.message) return undefined;
  if (problem.type === 'server') return `The service refused to save this ${kind}: ${FIELD[kind].field} ${problem.message}. Your text is still here.`;
  return /^[A-Z]/.test(problem.message) ? problem.message : `${FIELD[kind].label} ${problem.message}`;
}

/** A refusal no field takes, above the field. */
export function generalProblem(kind: QuestionTextKind, reasons: readonly string[]): string {
  return `The ${kind} could not be saved: ${reasons.join(' ')} Your text is still here.`;
}
