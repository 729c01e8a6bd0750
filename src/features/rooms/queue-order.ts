/**
 * The control room's queue: the session's approved questions in the order the moderators set (the console's
 * server keeps it, `QaState.order`), then the rest by upvotes (the default), archived ones left out; and the
 * question before or after the one on screen.
 */
type Asked = { documentId: string; status: string; score: number; createdAt?: string };

export function approvedInQueue<Q extends Asked>(questions: readonly Q[], order: readonly string[], archived: ReadonlySet<string>): Q[] {
  const approved = questions.filter((q) => q.status === 'approved' && !archived.has(q.documentId));
  const place = new Map(order.map((id, i) => [id, i]));
  return [...approved].sort((a, b) => {
    const pa = place.get(a.documentId);
    const pb = place.get(b.documentId);
    if (pa !== undefined || pb !== undefined) return (pa ?? Infinity) - (pb ?? Infinity);
    return b.score - a.score || (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  });
}

/** The question `step` places from the one on screen (the first of the queue when none is, or it left the queue); null past either end. */
export function neighbour<Q extends { documentId: string }>(queue: readonly Q[], onScreenId: string | null, step: 1 | -1): Q | null {
  const at = onScreenId === null ? -1 : queue.findIndex((q) => q.documentId === onScreenId);
  if (at < 0) return step === 1 ? (queue[0] ?? null) : null;
  return queue[at + step] ?? null;
}
