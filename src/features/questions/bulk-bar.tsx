import { Archive, Check, Pause, Play, X } from 'lucide-react';
import { formatTimeLeft, type BulkRunState } from '../../api/bulk-run';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { BulkItem, BulkVerb } from './use-bulk-moderation';

const DONE: Record<BulkVerb, string> = { approve: 'approved', reject: 'rejected', archive: 'archived' };

type Props = {
  selectedCount: number;
  /** Archive is offered where the console's server keeps an archive. */
  archiving: boolean;
  onBulk: (verb: BulkVerb) => void;
  onClear: () => void;
  run: { verb: BulkVerb; items: BulkItem[]; engine: { pause(): void; resume(): unknown; cancel(): void } } | null;
  state: BulkRunState<unknown> | null;
  onDismiss: () => void;
};

/** The selected questions' actions, and a bulk run's progress (pause, resume, cancel) and report of what was refused. */
export function BulkBar({ selectedCount, archiving, onBulk, onClear, run, state, onDismiss }: Props) {
  const running = state && (state.phase === 'running' || state.phase === 'paused' || state.phase === 'stopped');
  if (!run && selectedCount === 0) return null;
  const answered = state ? state.ok + state.refused + state.notAnswered : 0;
  const refused = run && state ? run.items.map((item, i) => ({ item, outcome: state.outcomes[i] })).filter((x) => x.outcome && x.outcome.kind !== 'ok') : [];
  return (
    <section aria-label="Selected questions" className="mt-2 space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-2 text-sm text-slate-900">
      {selectedCount > 0 && !running ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{selectedCount} selected</span>
          <Button size="sm" icon={<Check aria-hidden className="size-4" />} onClick={() => onBulk('approve')}>
            Approve selected
          </Button>
          <Button size="sm" variant="secondary" icon={<X aria-hidden className="size-4" />} onClick={() => onBulk('reject')}>
            Reject selected
          </Button>
          {archiving ? (
            <Button size="sm" variant="secondary" icon={<Archive aria-hidden className="size-4" />} onClick={() => onBulk('archive')}>
              Archive selected
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {run && state ? (
        <div className="space-y-2">
          <ProgressBar
            label={`Questions ${DONE[run.verb]}`}
            percent={state.total ? (answered / state.total) * 100 : 100}
            valueText={`${answered} of ${state.total}`}
          />
          <p role="status" className="flex flex-wrap items-center gap-2">
            <span>
              {state.phase === 'done'
                ? `Done: ${state.ok} ${DONE[run.verb]}${state.refused ? `, ${state.refused} refused` : ''}${state.notAnswered ? `, ${state.notAnswered} not sent` : ''}.`
                : state.phase === 'cancelled'
                  ? `Cancelled: ${state.ok} ${DONE[run.verb]}, ${state.notAnswered} not sent.`
                  : state.phase === 'paused'
                    ? `Paused after ${answered} of ${state.total}${state.reason ? `: ${state.reason}` : ''}.`
                    : state.phase === 'stopped'
                      ? `Stopped: ${state.reason}`
                      : `${answered} of ${state.total} ${DONE[run.verb]}, ${formatTimeLeft(state.msLeft)} left (within the request budget).`}
            </span>
            {state.phase === 'running' ? (
              <Button size="sm" variant="secondary" icon={<Pause aria-hidden className="size-4" />} onClick={() => run.engine.pause()}>
                Pause
              </Button>
            ) : null}
            {state.phase === 'paused' || state.phase === 'stopped' ? (
              <Button size="sm" variant="secondary" icon={<Play aria-hidden className="size-4" />} onClick={() => void run.engine.resume()}>
                Resume
              </Button>
            ) : null}
            {running ? (
              <Button size="sm" variant="ghost" onClick={() => run.engine.cancel()}>
                Cancel
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            )}
          </p>
          {refused.length ? (
            <div>
              <h3 className="font-medium text-red-900">Not {DONE[run.verb]} ({refused.length})</h3>
              <ul aria-label={`Questions not ${DONE[run.verb]}`} className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-red-900">
                {refused.map(({ item, outcome }) => (
                  <li key={item.question.documentId}>
                    “{item.question.question}”: {outcome?.kind === 'refused' ? outcome.message : outcome?.kind === 'not-answered' ? outcome.message : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
