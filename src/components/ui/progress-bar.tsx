import { cn } from './cn';

export type ProgressBarProps = {
  /** The bar's accessible name. */
  label: string;
  /** How far, 0 to 100. */
  percent: number;
  /** How far in words, read by screen readers ("120 of 450 rows"). */
  valueText: string;
  className?: string;
};

/** How far a piece of work has come, as a bar whose figures are also given in words. */
export function ProgressBar({ label, percent, valueText, className }: ProgressBarProps) {
  const pct = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
