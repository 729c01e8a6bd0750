/**
 * New `sortNr` values after a poll moved, writing as few polls as possible:
 * the new order gets 1, 2, 3, … and only polls whose number changes are written.
 */
export type Sortable = { pollId: string; sortNr: number };

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

export function sortNrWrites(ordered: readonly Sortable[]): { pollId: string; sortNr: number }[] {
  return ordered.map((p, i) => ({ pollId: p.pollId, sortNr: i + 1 })).filter((w, i) => ordered[i].sortNr !== w.sortNr);
}

/** The sortNr a new poll takes: after every existing one. */
export function nextSortNr(polls: readonly Sortable[]): number {
  return polls.reduce((m, p) => Math.max(m, p.sortNr), 0) + 1;
}
