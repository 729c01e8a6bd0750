/**
 * What changed on the board that this console did not do: a question that moved lanes or was reworded between two
 * reads of the list. The board asks the console's server who did it (api/last-writer.ts) and says so beside its
 * own last action ("Ana approved “How do…” · 20 s ago").
 */
import type { Question } from '../../contract/question';
import { shorten } from '../../contract/graphemes';
import type { ModerationKind, ModerationStep } from './moderation-history';

export type TeamMove = { questionId: string; kind: ModerationKind; text: string };

const KIND_OF_STATUS: Record<Question['status'], ModerationKind> = { approved: 'approve', rejected: 'reject', pending: 'pending', answered: 'answer' };

/**
 * The questions that changed between two reads (newest last in the list's order), leaving out those whose new state
 * is what this console's own last step on them made (its own action read back).
 */
export function movesBetween(before: readonly Question[], after: readonly Question[], ownSteps: readonly ModerationStep[]): TeamMove[] {
  const was = new Map(before.map((q) => [q.documentId, q]));
  const ownLast = new Map(ownSteps.map((s) => [s.questionId, s]));
  const moves: TeamMove[] = [];
  for (const q of after) {
    const old = was.get(q.documentId);
    if (!old) continue;
    const kind: ModerationKind | undefined = old.status !== q.status ? KIND_OF_STATUS[q.status] : old.question !== q.question ? 'edit' : undefined;
    if (!kind) continue;
    const own = ownLast.get(q.documentId);
    if (own && (own.after.status ?? own.before.status) === q.status && (own.after.question ?? own.before.question) === q.question) continue;
    moves.push({ questionId: q.documentId, kind, text: q.question });
  }
  return moves;
}

const VERBS: Record<ModerationKind, string> = { approve: 'approved', reject: 'rejected', pending: 'moved back to pending', answer: 'marked answered', edit: 'edited' };

/** "Ana approved “How do…” · 20 s ago" (seconds under a minute, then minutes). */
export function describeTeamMove(name: string, move: Pick<TeamMove, 'kind' | 'text'>, at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const ago = seconds < 60 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`;
  const who = name.charAt(0).toUpperCase() + name.slice(1);
  return `${who} ${VERBS[move.kind]} “${shorten(move.text, 48)}” · ${ago}`;
}
