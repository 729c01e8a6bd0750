import { cn } from './cn';

export type MeterProps = {
  label: string;
  value: number;
  max: number;
  /** Text after the figures, e.g. "guests". */
  unit?: string;
  className?: string;
};

/** A value against a maximum, as a bar with the figures in words (colour is never the only signal). */
export function Meter({ label, value, max, unit, className }: MeterProps) {
  const hasMax = max > 0;
  const share = hasMax ? Math.min(1, value / max) : 0;
  const pct = Math.round(share * 100);
  const tone = share >= 0.95 ? 'bg-red-600' : share >= 0.8 ? 'bg-amber-500' : 'bg-indigo-600';
  return (
    <div className={cn('w-full', className)}>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="tabular-nums text-slate-900">
          {value.toLocaleString()}
          {hasMax ? ` of ${max.toLocaleString()}` : ''}
          {unit ? ` ${unit}` : ''}
          {hasMax ? <span className="text-slate-600"> ({pct}%)</span> : null}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={hasMax ? max : Math.max(value, 1)}
        aria-valuenow={value}
        aria-valuetext={hasMax ? `${value} of ${max}${unit ? ` ${unit}` : ''}, ${pct}%` : `${value}${unit ? ` ${unit}` : ''}, no capacity set`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
