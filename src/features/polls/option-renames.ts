/**
 * Which votes an edit of a poll's options would strand. A ballot records the
 * wording, so an option that had votes and whose wording is gone from the new
 * list orphans those votes (renamed or removed alike).
 */
export type OptionChange = {
  /** The wording the ballots carry. */
  from: string;
  /** The wording now at the same place, when the option was renamed; null when it was removed. */
  to: string | null;
  votes: number;
};

export function strandedOptions(before: readonly string[], after: readonly string[], voteCounts: Readonly<Record<string, number>>): OptionChange[] {
  const kept = new Set(after);
  const old = new Set(before);
  const out: OptionChange[] = [];
  before.forEach((option, i) => {
    const votes = voteCounts[option] ?? 0;
    if (votes <= 0 || kept.has(option)) return;
    const atSamePlace = after[i];
    const renamed = before.length === after.length && atSamePlace !== undefined && !old.has(atSamePlace);
    out.push({ from: option, to: renamed ? atSamePlace : null, votes });
  });
  return out;
}

/** The options with the original wordings put back: a renamed option takes its old wording, a removed one returns at the end. */
export function restoreWordings(current: readonly string[], changes: readonly OptionChange[], maxOptions = 20): string[] {
  const out = [...current];
  for (const c of changes) {
    if (out.includes(c.from)) continue;
    const at = c.to === null ? -1 : out.indexOf(c.to);
    if (at >= 0) out[at] = c.from;
    else if (out.length < maxOptions) out.push(c.from);
  }
  return out;
}

export function strandedSummary(changes: readonly OptionChange[]): string {
  return changes
    .map((c) => `${c.votes} ${c.votes === 1 ? 'vote' : 'votes'} for “${c.from}”${c.to ? ` (renamed to “${c.to}”)` : ' (removed)'}`)
    .join('; ');
}
