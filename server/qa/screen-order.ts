/**
 * What the room's screen lists, in the order the moderators set: archived questions left out, approved ones in
 * the queue's order (most upvoted first where the moderators set none), then the answered ones (most upvoted
 * first). The screen's code (server/screens/stage-data.ts) calls this with the questions it read or was relayed.
 */
import { inQueueOrder } from '../../src/contract/qa';
import type { Queryable } from '../store/db';
import { getQueue, listArchived } from './qa-store';

type Listed = { id: string; doc: { status?: unknown } };

export function arrangeQuestions<Q extends Listed>(questions: readonly Q[], order: readonly string[], archived: ReadonlySet<string>): Q[] {
  const kept = questions.filter((q) => !archived.has(q.id));
  const approved = inQueueOrder(kept.filter((q) => q.doc.status === 'approved'), order);
  return [...approved, ...kept.filter((q) => q.doc.status !== 'approved')];
}

export async function arrangeForScreen<Q extends Listed>(db: Queryable, eventId: string, sessionId: string, questions: readonly Q[]): Promise<Q[]> {
  const [order, archived] = await Promise.all([getQueue(db, eventId, sessionId), listArchived(db, eventId, sessionId)]);
  return arrangeQuestions(questions, order, new Set(archived.map((a) => a.questionId)));
}
