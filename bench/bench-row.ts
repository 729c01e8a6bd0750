/** One line of the bench table. */
export type BenchRow = {
  name: string;
  value: number;
  unit: string;
  /** The goal in words, starting with its comparison, e.g. "≤ 100" or "< 20 ms". */
  goal?: string;
  /** Whether the goal is met (worked out from `goal` when a bench leaves it out). */
  ok?: boolean;
};

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Whether `value` meets a goal written as a comparison and a number
 * ("< 50 ms", "≤ 1.3", ">= 5", "= 0", or a bare number meaning equal);
 * undefined when the goal is words only.
 */
export function meetsGoal(value: number, goal: string | undefined): boolean | undefined {
  const m = /^\s*(<=|≤|<|>=|≥|>|=)?\s*(-?[\d,]*\.?\d+)/.exec(goal ?? '');
  if (!m || !Number.isFinite(value)) return goal && m ? false : undefined;
  const target = Number(m[2].replace(/,/g, ''));
  switch (m[1]) {
    case '<':
      return value < target;
    case '<=':
    case '≤':
      return value <= target;
    case '>':
      return value > target;
    case '>=':
    case '≥':
      return value >= target;
    default:
      return value === target;
  }
}

/** A CPU-per-request figure: compared with the previous runs' by `bench/run.ts`. */
export function isCpuFigure(row: Pick<BenchRow, 'name' | 'unit'>): boolean {
  return /\bCPU\b/.test(row.name) && /request|vote|× bare|^ms$|^µs/.test(row.unit);
}

/** How much dearer a CPU figure is than the previous run's, over which it is flagged. */
export const REGRESSION_THRESHOLD = 0.2;

/**
 * The change of a CPU figure against the latest earlier run that has a figure
 * of the same name: `{ change }` as a fraction (+0.35 = 35 % dearer) and
 * whether it is a regression (over `REGRESSION_THRESHOLD`); undefined when the
 * row is not a CPU figure or has nothing to compare with.
 */
export function compareWithPrevious(row: BenchRow, previous: ReadonlyMap<string, number>): { change: number; regressed: boolean } | undefined {
  if (!isCpuFigure(row)) return undefined;
  const before = previous.get(row.name);
  if (before === undefined || !Number.isFinite(before) || before <= 0 || !Number.isFinite(row.value)) return undefined;
  const change = row.value / before - 1;
  return { change, regressed: change > REGRESSION_THRESHOLD };
}

/** The latest value of each figure over earlier runs (oldest first): later runs win. */
export function previousFigures(runs: { measuredAt: string; sections: { rows: BenchRow[] }[] }[]): Map<string, number> {
  const figures = new Map<string, number>();
  for (const run of [...runs].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt))) {
    for (const section of run.sections) for (const row of section.rows) if (Number.isFinite(row.value)) figures.set(row.name, row.value);
  }
  return figures;
}
