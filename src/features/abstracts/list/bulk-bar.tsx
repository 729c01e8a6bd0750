/** The bar over the abstracts list for the selection: its bulk actions, their progress and their outcome. */
import { Button } from '../../../components/ui/button';
import { bulkVerb, type BulkKind, type BulkReport } from './bulk-actions';

export type BulkBarProps = { count: number; progress: BulkReport | null; onRun: (k: BulkKind) => void; onStop: () => void; onResume: () => void; onClear: () => void };

export function BulkBar({ count, progress, onRun, onStop, onResume, onClear }: BulkBarProps) {
  const running = !!progress?.running;
  const verb = progress ? bulkVerb(progress.kind) : null;
  return (
    <div className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-medium">{running ? `${verb!.doing} ${progress!.done} of ${progress!.total}…` : `${count} selected`}</p>
        {running ? (
          <Button size="sm" variant="secondary" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <>
            {progress?.halted ? (
              <Button size="sm" variant="secondary" onClick={onResume}>
                Resume ({progress.notDone.length} left)
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => onRun('publish')} disabled={count === 0}>
              Publish
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onRun('unpublish')} disabled={count === 0}>
              Unpublish
            </Button>
            <Button size="sm" variant="danger" onClick={() => onRun('delete')} disabled={count === 0}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          </>
        )}
      </div>
      {progress ? (
        <>
          <div role="progressbar" aria-label={`${verb!.doing} selected abstracts`} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done} className="h-2 overflow-hidden rounded-full bg-indigo-100">
            <div className="h-full bg-indigo-600 transition-all" style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
          </div>
          {!running ? (
            <div role="status">
              <p>
                {progress.done - progress.failed.length} {verb!.done}
                {progress.failed.length ? `, ${progress.failed.length} failed (still selected)` : ''}
                {progress.notDone.length ? `; ${progress.stopped ? 'stopped' : 'halted'} with ${progress.notDone.length} not done` : ''}.
                {progress.halted ? ` ${progress.halted}` : ''}
              </p>
              {progress.failed.length ? (
                <ul className="mt-1 list-disc pl-5 text-red-900">
                  {progress.failed.slice(0, 10).map((f) => (
                    <li key={f.id}>
                      {f.id}: {f.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
