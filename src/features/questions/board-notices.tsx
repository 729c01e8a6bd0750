import { Undo2, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { describeStep, type ModerationStep } from './moderation-history';
import type { Refusal, WriteExtras } from './use-moderation';
import { plural } from './use-arrival-announcer';

/** A refused moderation (rolled back, with the reason) and the last write's warnings. */
export function ModerationNotices({ refusal, extras, onDismissRefusal, onDismissExtras }: { refusal: Refusal | null; extras: WriteExtras | null; onDismissRefusal: () => void; onDismissExtras: () => void }) {
  return (
    <div className="space-y-3">
      {refusal ? (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{refusal.message}</p>
          <button type="button" onClick={onDismissRefusal} className="rounded p-1 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700">
            <X aria-hidden className="size-4" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
      {extras ? <WarningsBanner title={extras.title} warnings={extras.warnings} ignoredFields={extras.ignoredFields} onDismiss={onDismissExtras} /> : null}
    </div>
  );
}

/** New arrivals announced, held questions on request, and the last action with its undo. */
export function LaneStatusBar({ announcement, heldCount, last, onShowNew, onUndo }: { announcement: string; heldCount: number; last: ModerationStep | undefined; onShowNew: () => void; onUndo: () => void }) {
  return (
    <div className="mt-3 flex min-h-9 flex-wrap items-center gap-3">
      <p role="status" aria-live="polite" className={cn('text-sm font-medium text-indigo-800', !announcement && 'sr-only')}>
        {announcement}
      </p>
      {heldCount > 0 ? (
        <Button size="sm" variant="secondary" onClick={onShowNew} aria-keyshortcuts="n">
          Show {plural(heldCount, 'new question')}
        </Button>
      ) : null}
      {last ? (
        <span className="ml-auto flex items-center gap-2 text-sm text-slate-700">
          <span className="truncate">Last: {describeStep(last)}</span>
          <Button size="sm" variant="ghost" icon={<Undo2 aria-hidden className="size-4" />} onClick={onUndo} aria-keyshortcuts="z">
            Undo
          </Button>
        </span>
      ) : null}
    </div>
  );
}
