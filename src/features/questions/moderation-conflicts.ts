/**
 * Two moderators on one board: an action goes through only if the question is
 * still as this moderator saw it, in the fields the action rests on (its
 * status; the answer too when answering; the wording when editing). If it was
 * moved, answered, edited or deleted elsewhere since, the action is not sent
 * and the moderator is told what happened and roughly when, so nothing made
 * elsewhere is silently reverted. Undo rests on the state this moderator's
 * own action left: a later change by someone else makes undo do nothing.
 */
import type { Question, QuestionStatus } from '../../contract/question';
import { shorten } from '../../contract/graphemes';

export type Snapshot = { status: QuestionStatus; question: string; answer: string };
export type SnapshotField = keyof Snapshot;
export type CheckedAction = 'approve' | 'reject' | 'pending' | 'answer' | 'edit' | 'delete' | 'undo';

export type Conflict = { kind: 'deleted' } | { kind: 'changed'; now: Snapshot; fields: SnapshotField[] };

/** The fields each action rests on (undo: the fields its step wrote, passed by the caller). */
export function restsOn(action: Exclude<CheckedAction, 'undo'>): SnapshotField[] {
  if (action === 'answer') return ['status', 'answer'];
  if (action === 'edit') return ['question'];
  return ['status'];
}

export function snapshotOf(q: Pick<Question, 'status' | 'question' | 'answer'>): Snapshot {
  return { status: q.status, question: q.question, answer: q.answer };
}

const same = (a: string, b: string) => a.trim() === b.trim();

const stillOpen = (s: QuestionStatus) => s === 'pending' || s === 'approved';

/**
 * What changed elsewhere between what the moderator saw and what the service holds now (null: nothing the action rests on).
 * Answering still makes sense after an approval elsewhere: for `answer`, pending ↔ approved is no conflict.
 */
export function conflictOf(seen: Snapshot, current: Snapshot | undefined, fields: readonly SnapshotField[], action?: CheckedAction): Conflict | null {
  if (!current) return { kind: 'deleted' };
  const benign = (f: SnapshotField) => f === 'status' && action === 'answer' && stillOpen(seen.status) && stillOpen(current.status);
  const changed = fields.filter((f) => !same(String(seen[f]), String(current[f])) && !benign(f));
  return changed.length ? { kind: 'changed', now: snapshotOf(current), fields: changed } : null;
}

const DONE: Record<QuestionStatus, string> = { pending: 'moved back to pending', approved: 'approved', rejected: 'rejected', answered: 'answered' };
const ATTEMPTED: Record<Exclude<CheckedAction, 'undo'>, string> = {
  approve: 'approved',
  reject: 'rejected',
  pending: 'moved back to pending',
  answer: 'answered',
  edit: 'edited',
  delete: 'deleted',
};

/** "in the last 4 s" from the time of the last read that still showed what the moderator saw. */
export function agoWords(sinceMs: number | null, now = Date.now()): string {
  if (!sinceMs) return 'a moment ago';
  const s = Math.max(1, Math.ceil((now - sinceMs) / 1000));
  return s < 120 ? `in the last ${s} s` : `in the last ${Math.ceil(s / 60)} min`;
}

function whatHappened(c: Exclude<Conflict, { kind: 'deleted' }>, ago: string): string {
  if (c.fields.includes('status')) return `was ${DONE[c.now.status]} elsewhere ${ago}`;
  if (c.fields.includes('answer')) return `had its answer changed elsewhere ${ago}`;
  return `had its wording changed elsewhere ${ago}`;
}

/** The explanation shown instead of doing the action. */
export function describeConflict(c: Conflict, text: string, action: CheckedAction, sinceMs: number | null, now = Date.now()): string {
  const q = `“${shorten(text, 58)}”`;
  const ago = agoWords(sinceMs, now);
  if (action === 'undo') {
    if (c.kind === 'deleted') return `${q} was deleted elsewhere, so there is nothing to undo.`;
    return `${q} ${whatHappened(c, 'after your action')}. Undo left it as it is (${DONE[c.now.status]}).`;
  }
  if (c.kind === 'deleted') return `${q} was deleted elsewhere, so it was not ${ATTEMPTED[action]}.`;
  const stays = c.fields.includes('status') ? ` It stays ${DONE[c.now.status]}.` : '';
  return `${q} ${whatHappened(c, ago)}, so it was not ${ATTEMPTED[action]}.${stays}`;
}
