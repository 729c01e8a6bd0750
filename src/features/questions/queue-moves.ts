/** A move in the queue of approved questions: one place up or down, or to the top (asked next). */
export type QueueMove = 'up' | 'down' | 'top';

/** The whole queue after moving `id` (the approved questions as the lane shows them, in queue order). */
export function movedInQueue(ids: readonly string[], id: string, move: QueueMove): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = move === 'top' ? 0 : move === 'up' ? Math.max(0, from - 1) : Math.min(ids.length - 1, from + 1);
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}
