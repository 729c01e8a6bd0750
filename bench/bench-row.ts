/** One line of the bench table. */
export type BenchRow = {
  name: string;
  value: number;
  unit: string;
  /** The goal in words, e.g. "≤ 100". */
  goal?: string;
  /** Whether the goal is met (undefined when there is no goal). */
  ok?: boolean;
};

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
