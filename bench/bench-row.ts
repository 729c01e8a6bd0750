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
