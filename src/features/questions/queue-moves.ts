/**
 * Moves in the queue of approved questions, one rule for every way a moderator makes them: the icon buttons and
 * Alt+Home, Alt+↑/↓ (one place up or down, or to the top: asked next), and a drag's drop (`{ to }`: the dropped
 * question takes the place of the one it was dropped on, as the lane showed it while dragging).
 */
export type QueueMove = 'up' | 'down' | 'top' | { to: string };

/**
 * The whole queue after moving `id` (`ids`: the approved questions in queue order, those the lane groups under a
 * similar one included). A drop onto `to` puts it just before `to` when it moves up and just after when it moves
 * down; a drop onto itself, or a move of or onto an id not in the queue, leaves the queue as it is. One place up or
 * down is one place among those the lane shows (`shown`), as the moderator sees them: past the shown question
 * before or after, never only past one the lane hides under a similar one.
 */
export function movedInQueue(ids: readonly string[], id: string, move: QueueMove, shown?: ReadonlySet<string>): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  if (shown && (move === 'up' || move === 'down')) {
    const neighbour = move === 'up' ? ids.slice(0, from).findLast((x) => shown.has(x)) : ids.slice(from + 1).find((x) => shown.has(x));
    return neighbour === undefined ? [...ids] : movedInQueue(ids, id, { to: neighbour });
  }
  const next = ids.filter((x) => x !== id);
  let to: number;
  if (typeof move === 'object') {
    const over = ids.indexOf(move.to);
    if (over < 0 || over === from) return [...ids];
    // Moving down, the target sits one place earlier in `next` (which lacks the moved question): `over` is just after it.
    to = over;
  } else to = move === 'top' ? 0 : move === 'up' ? Math.max(0, from - 1) : Math.min(ids.length - 1, from + 1);
  next.splice(to, 0, id);
  return next;
}
