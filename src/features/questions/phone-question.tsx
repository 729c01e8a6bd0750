import { useRef } from 'react';
import { Archive, ArchiveRestore, Check, ChevronLeft, ChevronRight, MonitorUp, X } from 'lucide-react';
import type { Question } from '../../contract/question';
import { cn } from '../../components/ui/cn';
import type { LaneId } from './question-lanes';
import { QuestionRow, type RowAction, type RowExtras } from './question-row';
import { PhoneQueueOrder } from './phone-queue-order';

type Props = {
  lane: LaneId;
  questions: readonly Question[];
  current: Question | undefined;
  extrasOf: (q: Question) => RowExtras;
  onScreenId: string | null;
  savingIds: ReadonlySet<string>;
  onAction: (id: string, action: RowAction) => void;
  onActivate: (id: string) => void;
  move: (delta: number) => void;
  now: number;
  offsetHours?: number;
  /** The approved lane in the queue's order: a drop moves a question in the queue. */
  onReorder?: (id: string, overId: string) => void;
  /** A role that may not moderate: no moderation actions (a swipe only moves), and Show on screen if `mayShow`. */
  readOnly?: boolean;
  mayShow?: boolean;
};

const big = 'inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-xl px-4 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The two big actions of a lane on a phone: what a moderator does to most questions there. */
function bigActions(lane: LaneId, onScreen: boolean): { action: RowAction; label: string; icon: React.ReactNode; tone: string }[] {
  const icon = 'size-6';
  if (lane === 'pending' || lane === 'rejected')
    return [
      ...(lane === 'pending' ? [{ action: 'reject' as const, label: 'Reject', icon: <X aria-hidden className={icon} />, tone: 'bg-white text-red-800 ring-2 ring-inset ring-red-300' }] : []),
      { action: 'approve', label: 'Approve', icon: <Check aria-hidden className={icon} />, tone: 'bg-emerald-700 text-white' },
    ];
  if (lane === 'approved')
    return [
      ...(onScreen ? [] : [{ action: 'show' as const, label: 'Show on screen', icon: <MonitorUp aria-hidden className={icon} />, tone: 'bg-white text-slate-900 ring-2 ring-inset ring-slate-300' }]),
      { action: 'answered', label: 'Mark answered', icon: <Check aria-hidden className={icon} />, tone: 'bg-indigo-600 text-white' },
    ];
  if (lane === 'answered') return [{ action: 'archive', label: 'Archive', icon: <Archive aria-hidden className={icon} />, tone: 'bg-indigo-600 text-white' }];
  return [{ action: 'restore', label: 'Restore', icon: <ArchiveRestore aria-hidden className={icon} />, tone: 'bg-indigo-600 text-white' }];
}

/**
 * Phone mode: one question at a time with the lane's big actions under it, previous and next, and a swipe
 * (in Pending: right approves, left rejects; elsewhere it moves to the next or previous question). The keys of
 * the board work as on a desk (a, r, j, k …). A role that may not moderate reads the questions one by one, and
 * shows one on screen where it may drive the screens.
 */
export function PhoneQuestion({ lane, questions, current, extrasOf, onScreenId, savingIds, onAction, onActivate, move, now, offsetHours, onReorder, readOnly = false, mayShow = false }: Props) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const q = current ?? questions[0];
  if (!q) return null;
  const index = questions.findIndex((x) => x.documentId === q.documentId);
  const extras = extrasOf(q);
  const actions = bigActions(lane, q.documentId === onScreenId).filter((a) => (readOnly ? a.action === 'show' && mayShow : a.action !== 'archive' || extras.archiving));
  const onSwipe = (dx: number) => {
    if (lane === 'pending' && !readOnly) onAction(q.documentId, dx > 0 ? 'approve' : 'reject');
    else move(dx > 0 ? -1 : 1);
  };
  return (
    <div className="space-y-3">
      <div
        className="touch-pan-y"
        onPointerDown={(e) => {
          start.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const s = start.current;
          start.current = null;
          if (!s) return;
          const dx = e.clientX - s.x;
          if (Math.abs(dx) > 80 && Math.abs(dx) > 2 * Math.abs(e.clientY - s.y)) onSwipe(dx);
        }}
      >
        <QuestionRow question={q} extras={{ ...extras, queued: false }} active fresh={false} saving={savingIds.has(q.documentId)} onScreen={q.documentId === onScreenId} onAction={onAction} onActivate={onActivate} offsetHours={offsetHours} now={now} mainActions={false} readOnly={readOnly} />
      </div>
      {actions.length > 0 ? <div className="flex gap-3">
        {actions.map((a) => (
          <button key={a.action} type="button" className={cn(big, a.tone)} onClick={() => onAction(q.documentId, a.action)}>
            {a.icon}
            {a.label}
          </button>
        ))}
      </div> : null}
      <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
        <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 ring-1 ring-slate-300 disabled:opacity-50" onClick={() => move(-1)} disabled={index <= 0} aria-keyshortcuts="k">
          <ChevronLeft aria-hidden className="size-5" /> Previous
        </button>
        <span aria-live="polite">
          {index + 1} of {questions.length}
        </span>
        <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 ring-1 ring-slate-300 disabled:opacity-50" onClick={() => move(1)} disabled={index >= questions.length - 1} aria-keyshortcuts="j">
          Next <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      {onReorder ? <PhoneQueueOrder questions={questions} onScreenId={onScreenId} onReorder={onReorder} /> : null}
    </div>
  );
}
