/**
 * How many changes lie between the stored sections and the edited ones, counted as a person would:
 * each section edited, added, removed or moved is one change. Sections are matched by content first
 * (an untouched section that moved is still itself), then an edited one by its type in order; moves are
 * the matched sections that left their order (all of them but the longest run kept in order).
 */
import { stableJson } from '../../api/stable-json';

type Section = { type: string; data: Record<string, unknown> };

/** The length of the longest increasing run in `xs` (not necessarily adjacent). */
function longestIncreasing(xs: readonly number[]): number {
  const tails: number[] = [];
  for (const x of xs) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return tails.length;
}

export function countSectionChanges(before: readonly Section[], after: readonly Section[]): number {
  const beforeText = before.map((s) => stableJson(s));
  const afterText = after.map((s) => stableJson(s));
  const used = new Set<number>();
  const matchOf: (number | null)[] = after.map(() => null);
  // 1. Unchanged sections: the same content, preferring the same position.
  afterText.forEach((t, i) => {
    if (beforeText[i] === t && !used.has(i)) {
      matchOf[i] = i;
      used.add(i);
    }
  });
  afterText.forEach((t, i) => {
    if (matchOf[i] !== null) return;
    const j = beforeText.findIndex((b, k) => b === t && !used.has(k));
    if (j >= 0) {
      matchOf[i] = j;
      used.add(j);
    }
  });
  // 2. Edited sections: the same type, in order.
  let edited = 0;
  after.forEach((s, i) => {
    if (matchOf[i] !== null) return;
    const j = before.findIndex((b, k) => b.type === s.type && !used.has(k));
    if (j >= 0) {
      matchOf[i] = j;
      used.add(j);
      edited += 1;
    }
  });
  const added = matchOf.filter((m) => m === null).length;
  const removed = before.length - used.size;
  const order = matchOf.filter((m): m is number => m !== null);
  const moved = order.length - longestIncreasing(order);
  return edited + added + removed + moved;
}
