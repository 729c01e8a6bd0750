import type { Question, QuestionStatus } from '../../contract/question';

/**
 * What the moderator changed and the server has not confirmed in a read yet.
 * An override is shown on top of the last read until a read requested after
 * the write settled arrives (so an older read in flight cannot undo it on screen).
 */
export type Override = {
  status?: QuestionStatus;
  question?: string;
  answer?: string;
  deleted?: boolean;
  /** Unix ms when the write was answered; undefined while it is in flight. */
  settledAt?: number;
};

export type Overrides = ReadonlyMap<string, Override>;

export function applyOverrides(questions: readonly Question[], overrides: Overrides): Question[] {
  if (overrides.size === 0) return questions as Question[];
  const out: Question[] = [];
  for (const q of questions) {
    const o = overrides.get(q.documentId);
    if (!o) {
      out.push(q);
      continue;
    }
    if (o.deleted) continue;
    const status = o.status ?? q.status;
    out.push({
      ...q,
      status,
      question: o.question ?? q.question,
      answer: o.answer ?? q.answer,
      approved: status === 'approved' || status === 'answered',
      rejected: status === 'rejected',
      answered: status === 'answered',
    });
  }
  return out;
}

/** Drops the overrides that a read requested after their write settled has made unnecessary. */
export function pruneOverrides(overrides: Overrides, requestedAt: number): Map<string, Override> | null {
  let changed = false;
  const next = new Map(overrides);
  for (const [id, o] of overrides) {
    if (o.settledAt !== undefined && o.settledAt < requestedAt) {
      next.delete(id);
      changed = true;
    }
  }
  return changed ? next : null;
}
