/**
 * The one progress view of a bulk run (`src/api/bulk-run.ts`): how far it is,
 * the time left, why it paused or stopped, and the controls that apply.
 */
import type { ReactNode } from 'react';
import { Pause, Play, Square } from 'lucide-react';
import { formatTimeLeft, type BulkProgress } from '../../api/bulk-run';
import { Button } from '../ui/button';
import { ProgressBar } from '../ui/progress-bar';

export type BulkRunProgressProps = {
  progress: BulkProgress;
  /** The progress bar's name, e.g. "Import progress". */
  label: string;
  /** The line above the bar, in the caller's words. */
  title: ReactNode;
  /** The counts below the bar, in the caller's words. */
  counts?: ReactNode;
  onPause?: () => void;
  onResume?: () => void;
  onCancel?: () => void;
};

/** Whether requests are still going out or answers are awaited (nobody needs to act). */
export function isActive(p: BulkProgress): boolean {
  return p.inFlight > 0 || p.phase === 'running';
}

export function BulkRunProgress({ progress: p, label, title, counts, onPause, onResume, onCancel }: BulkRunProgressProps) {
  const settled = p.total - p.left - p.inFlight;
  const pct = p.total ? Math.round((settled / p.total) * 100) : 100;
  const halted = (p.phase === 'paused' || p.phase === 'stopped') && p.inFlight === 0;
  const open = p.phase === 'running' || p.phase === 'paused' || p.phase === 'stopped';
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto font-medium text-slate-900">
          {title}
          {p.phase === 'paused' && !p.reason ? ' (paused)' : ''}
          {p.phase === 'running' ? ` · time left ${formatTimeLeft(p.msLeft)}` : ''}
        </p>
        {p.phase === 'running' && onPause ? (
          <Button size="sm" variant="secondary" icon={<Pause aria-hidden className="size-4" />} onClick={onPause}>
            Pause
          </Button>
        ) : null}
        {halted && onResume ? (
          <Button size="sm" variant="secondary" icon={<Play aria-hidden className="size-4" />} onClick={onResume}>
            {p.reason ? `Resume ${p.left.toLocaleString()} ${p.left === 1 ? 'row' : 'rows'} left` : 'Resume'}
          </Button>
        ) : null}
        {open && onCancel ? (
          <Button size="sm" variant="danger" icon={<Square aria-hidden className="size-4" />} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <ProgressBar label={label} percent={pct} valueText={`${settled.toLocaleString()} of ${p.total.toLocaleString()} rows`} />
      {counts ? <p className="text-slate-700">{counts}</p> : null}
      {halted && p.reason ? (
        <p role="alert" className="text-red-800">
          {p.phase === 'stopped' ? 'Stopped' : 'Paused'}: {p.reason} {p.left.toLocaleString()} {p.left === 1 ? 'row waits' : 'rows wait'} to be sent.
        </p>
      ) : null}
    </div>
  );
}
