import { ProgressBar } from '../ui/progress-bar';
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
      <ProgressBar label={label} percent={pct} valueText={`${pct}% sent`} />
    </div>
  );
}
