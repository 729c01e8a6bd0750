import { formatBytes } from './use-picture-upload';

export type UploadProgressBarProps = { label: string; loaded: number; total: number };

/** How much of a picture has been sent, as a bar with the figures in words. */
export function UploadProgressBar({ label, loaded, total }: UploadProgressBarProps) {
  const pct = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <div className="w-full">
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs text-slate-700">
        <span className="min-w-0 truncate">{label}</span>
        <span className="shrink-0 tabular-nums">
          {formatBytes(loaded)} of {formatBytes(total)} ({pct}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}% sent`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
