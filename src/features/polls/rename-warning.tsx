import { AlertTriangle, RotateCcw, X } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import { Button } from '../../components/ui/button';
import { restoreWordings, strandedSummary } from './option-renames';
import type { RenameRecord } from './rename-memory';

export type RenameWarningProps = {
  poll: Poll;
  record: RenameRecord;
  restoring: boolean;
  onRestore: (options: string[]) => void;
  onDismiss: () => void;
};

/** After a rename that orphaned votes: the warning stays, with the original wording one click away. */
export function RenameWarning({ poll, record, restoring, onRestore, onDismiss }: RenameWarningProps) {
  const open = record.changes.filter((c) => !poll.options.includes(c.from));
  if (open.length === 0) return null;
  const votes = open.reduce((s, c) => s + c.votes, 0);
  const restored = restoreWordings(poll.options, open);
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {votes === 1 ? '1 vote is' : `${votes} votes are`} orphaned by a rename
          </p>
          <p className="mt-0.5">{strandedSummary(open)}. They stop counting until the original wording is back.</p>
          {record.warnings.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-xs">
              {record.warnings.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            busy={restoring}
            icon={<RotateCcw aria-hidden className="size-4" />}
            onClick={() => onRestore(restored)}
          >
            Restore original wording
          </Button>
        </div>
        <button type="button" onClick={onDismiss} className="rounded p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700">
          <X aria-hidden className="size-4" />
          <span className="sr-only">Dismiss the rename warning</span>
        </button>
      </div>
    </div>
  );
}
