/**
 * What a poll's bar chart shows, derived from what the service returns.
 *
 * A ballot records the option's wording, so ballots on a wording the poll no
 * longer has are orphaned: they stop counting. Some answers carry them in
 * `voteCounts` (or `results`) under the old wording and some leave them out;
 * both are handled, and orphaned wordings are always kept apart from the
 * current options.
 *
 * The leader rule: the option(s) with the most votes lead, all of them on a
 * tie; nothing leads while no option has a vote.
 */

export type TallySource = {
  options?: readonly string[];
  results?: readonly { option: string; votes: number; percentage?: number }[];
  voteCounts?: Readonly<Record<string, number>>;
  totalVotes?: number;
  voterCount?: number;
  maxChoices?: number;
};

export type ChartRow = {
  option: string;
  votes: number;
  /** Share of all votes (the bars' one track: 100 % = every vote). */
  percentage: number;
  /** Has the most votes (ties all lead; none leads at zero votes). */
  leader: boolean;
};

export type ChartModel = {
  rows: ChartRow[];
  orphaned: { option: string; votes: number }[];
  orphanedVotes: number;
  totalVotes: number;
  voterCount: number;
  /** The largest row's votes (bars scale to it; 0 when nothing counted). */
  maxVotes: number;
};

/** A percentage as every results view writes it: one decimal, always ("18.0%" beside "18.8%", never "18%"). */
export function percentText(p: number): string {
  return `${p.toFixed(1)}%`;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * `known`: orphaned wordings the console learnt of itself (the counts a rename's
 * dry run reported), used when the answer does not carry them.
 */
export function chartModel(poll: TallySource, known: readonly { option: string; votes: number }[] = []): ChartModel {
  const byOption = new Map<string, { votes: number; percentage?: number }>();
  for (const r of poll.results ?? []) byOption.set(r.option, { votes: r.votes, percentage: r.percentage });
  const counts = poll.voteCounts ?? {};
  // The current options, in the poll's order; a results-only answer (no options) uses the results' order.
  const current = poll.options && poll.options.length > 0 ? [...poll.options] : (poll.results ?? []).map((r) => r.option);
  const present = new Set(current);

  const rawRows = current.map((option) => {
    const fromResults = byOption.get(option);
    const votes = fromResults?.votes ?? counts[option] ?? 0;
    return { option, votes, percentage: fromResults?.percentage };
  });
  const counted = rawRows.reduce((s, r) => s + r.votes, 0);
  const totalVotes = poll.totalVotes ?? counted;
  const maxVotes = rawRows.reduce((m, r) => Math.max(m, r.votes), 0);
  const rows: ChartRow[] = rawRows.map((r) => ({
    option: r.option,
    votes: r.votes,
    percentage: r.percentage ?? (totalVotes > 0 ? round1((r.votes / totalVotes) * 100) : 0),
    leader: maxVotes > 0 && r.votes === maxVotes,
  }));

  const orphanMap = new Map<string, number>();
  for (const [option, votes] of Object.entries(counts)) if (!present.has(option) && votes > 0) orphanMap.set(option, votes);
  for (const r of poll.results ?? []) if (!present.has(r.option) && r.votes > 0 && !orphanMap.has(r.option)) orphanMap.set(r.option, r.votes);
  for (const k of known) if (!present.has(k.option) && k.votes > 0 && !orphanMap.has(k.option)) orphanMap.set(k.option, k.votes);
  const orphaned = [...orphanMap.entries()].map(([option, votes]) => ({ option, votes }));

  return {
    rows,
    orphaned,
    orphanedVotes: orphaned.reduce((s, o) => s + o.votes, 0),
    totalVotes,
    voterCount: poll.voterCount ?? 0,
    maxVotes,
  };
}

/** One line on why answers and people differ (or nothing when there is nothing to explain). */
export function votesVersusVoters(model: Pick<ChartModel, 'totalVotes' | 'voterCount'>, maxChoices?: number): string | null {
  const { totalVotes, voterCount } = model;
  const several = (maxChoices ?? 1) > 1;
  if (!several && totalVotes === voterCount) return null;
  if (several) {
    return `Each person may pick up to ${maxChoices} options, so ${plural(totalVotes, 'answer')} can come from ${plural(voterCount, 'person', 'people')}.`;
  }
  return totalVotes > voterCount ? 'Some people picked more than one option, so answers exceed people.' : 'Fewer answers than people: some ballots name options the poll no longer has.';
}

/** Made once: `toLocaleString('en')` builds a new number format on every call, and a poll page formats many figures. */
const figures = new Intl.NumberFormat('en');

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${figures.format(n)} ${n === 1 ? one : many}`;
}
