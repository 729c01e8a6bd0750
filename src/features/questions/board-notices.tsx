import { MonitorOff, Undo2, X } from 'lucide-react';
import { describeScreen, type ScreenContent } from '../../components/screen/screen-content';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { describeStep, type ModerationStep } from './moderation-history';
import type { Conflicted, Refusal, WriteExtras } from './use-moderation';
import { plural } from './use-arrival-announcer';

type NoticesProps = {
  refusal: Refusal | null;
  conflict: Conflicted | null;
  extras: WriteExtras | null;
  onDismissRefusal: () => void;
  onDismissConflict: () => void;
  onDismissExtras: () => void;
};

/** A refused moderation (rolled back, with the reason), an action not sent because the question changed elsewhere, and the last write's warnings. */
export function ModerationNotices({ refusal, conflict, extras, onDismissRefusal, onDismissConflict, onDismissExtras }: NoticesProps) {
  return (
    <div className="space-y-3">
      {conflict ? (
        <div role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="min-w-0 flex-1">{conflict.message}</p>
          <span className="flex items-center gap-2">
            {conflict.retry ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onDismissConflict();
                  conflict.retry?.();
                }}
              >
                {conflict.retryLabel}
              </Button>
            ) : null}
            <button type="button" onClick={onDismissConflict} className="rounded p-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700">
              <X aria-hidden className="size-4" />
              <span className="sr-only">Dismiss</span>
            </button>
          </span>
        </div>
      ) : null}
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

/** New arrivals announced, held questions on request, the last action with its undo, and the team's last change, named. */
export function LaneStatusBar({
  announcement,
  heldCount,
  last,
  teamMove,
  onShowNew,
  onUndo,
}: {
  announcement: string;
  heldCount: number;
  last: ModerationStep | undefined;
  teamMove: string | null;
  onShowNew: () => void;
  onUndo: () => void;
}) {
  return (
    // The bar keeps its height while empty, so the list never jumps under the pointer when Undo or "Show new" appears; a quiet line says what it is for.
    <div className="mt-3 flex min-h-9 flex-wrap items-center gap-3">
      <p role="status" aria-live="polite" className={cn('text-sm font-medium text-indigo-800', !announcement && 'sr-only')}>
        {announcement}
      </p>
      {!announcement && heldCount === 0 && !last && !teamMove ? <p className="text-sm text-slate-600">Your last action shows here, with Undo.</p> : null}
      {heldCount > 0 ? (
        <Button size="sm" variant="secondary" onClick={onShowNew} aria-keyshortcuts="n">
          Show {plural(heldCount, 'new question')}
        </Button>
      ) : null}
      {teamMove ? (
        <p data-testid="team-move" className="min-w-0 truncate text-sm text-slate-700">
          {teamMove}
        </p>
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

/** What the room's screen shows now, and the way back to its normal view. */
/** `onClear` absent: this console may not drive the room's screens, and says only what they show. */
export function ScreenStatusBar({ content, onClear }: { content: ScreenContent; onClear?: () => void }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p role="status" className="min-w-0 grow basis-56 text-slate-800">
        <span className="font-medium">On the room’s screen:</span> {describeScreen(content)}
      </p>
      {!onClear ? null : content.kind !== 'list' ? (
        <Button size="sm" variant="secondary" icon={<MonitorOff aria-hidden className="size-4" />} onClick={onClear} aria-keyshortcuts="c">
          Clear screen
        </Button>
      ) : (
        // A keyboard hint: not on phones and touch screens, which have no keys to press.
        <span className="hidden min-w-0 text-xs text-slate-600 sm:inline pointer-coarse:hidden">
          Press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">s</kbd> on an approved question to show it alone.
        </span>
      )}
    </div>
  );
}

/**
 * Why the approved lane cannot be put in the queue's order just now (no drag handles, no moves), and the click that
 * brings them back: the lane must show the queue, and all of it.
 */
export function QueueOffNote({ newestFirst, searching, onQueueOrder, onClearSearch }: { newestFirst: boolean; searching: boolean; onQueueOrder: () => void; onClearSearch: () => void }) {
  const why = newestFirst && searching ? 'the lane is ordered newest first and a search hides some questions' : newestFirst ? 'the lane is ordered newest first, not by the queue' : 'a search hides some of the approved questions';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
      <p className="min-w-0 grow basis-64">
        <span className="font-medium">Reordering the queue is off:</span> {why}.
      </p>
      <span className="flex flex-wrap gap-2">
        {newestFirst ? (
          <Button size="sm" variant="secondary" onClick={onQueueOrder}>
            Order by the queue
          </Button>
        ) : null}
        {searching ? (
          <Button size="sm" variant="secondary" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : null}
      </span>
    </div>
  );
}
