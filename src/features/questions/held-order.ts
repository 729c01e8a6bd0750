/**
 * Keeps a lane still while the moderator is working in it.
 *
 * While `frozen`, the lane keeps the order it showed: questions that left are
 * removed, questions that are new to the lane wait (`held`) unless the
 * moderator's own action put them there (`own`). When not frozen the lane
 * takes the API's order and nothing waits.
 */
export function reconcileOrder(
  shown: readonly string[] | null,
  next: readonly string[],
  frozen: boolean,
  own: ReadonlySet<string> = new Set(),
): { order: string[]; held: string[] } {
  if (!frozen || shown === null) return { order: [...next], held: [] };
  const inLane = new Set(next);
  const wasShown = new Set(shown);
  const order = shown.filter((id) => inLane.has(id));
  const held: string[] = [];
  next.forEach((id, index) => {
    if (wasShown.has(id)) return;
    if (own.has(id)) {
      // Put it where the API has it, relative to the neighbour above it that is shown.
      let at = 0;
      for (let k = index - 1; k >= 0; k--) {
        const pos = order.indexOf(next[k]);
        if (pos >= 0) {
          at = pos + 1;
          break;
        }
      }
      order.splice(at, 0, id);
    } else {
      held.push(id);
    }
  });
  return { order, held };
}
