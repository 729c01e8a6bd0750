import { memo } from 'react';
import { Check, CornerUpLeft, MessageSquareReply, MonitorUp, Pencil, ThumbsUp, Trash2, X } from 'lucide-react';
import type { Question } from '../../contract/question';
import { cn } from '../../components/ui/cn';
import { formatEventInstant } from '../../components/ui/dates';

export type RowAction = 'approve' | 'reject' | 'pending' | 'answer' | 'answered' | 'edit' | 'delete' | 'show';

/** Only approved and answered questions go on the room's screen. */
export const canShowOnScreen = (q: Pick<Question, 'status'>) => q.status === 'approved' || q.status === 'answered';

export type QuestionRowProps = {
  question: Question;
  active: boolean;
  /** Just arrived: slides in. */
  fresh: boolean;
  /** A write for it is on its way. */
  saving: boolean;
  /** It is what the room's screen shows. */
  onScreen: boolean;
  onAction: (id: string, action: RowAction) => void;
  onActivate: (id: string) => void;
  /** The event's clock (`timeZoneOffset`): when the question was asked is written in event time. */
  offsetHours?: number;
};

const actionButton =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const tones = {
  primary: 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700',
  plain: 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
  // Red words without a frame, set apart at the end of the row: never louder than the safe actions.
  danger: 'ml-auto bg-white text-red-700 ring-transparent hover:bg-red-50 hover:ring-red-200',
};

function ActionButton({ label, keys, tone = 'plain', icon, onClick }: { label: string; keys?: string; tone?: keyof typeof tones; icon: React.ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={cn(actionButton, tones[tone])} aria-keyshortcuts={keys} title={keys ? `${label} (${keys.replace(/\+/g, ' + ')})` : label} onClick={onClick}>
      <span aria-hidden>{icon}</span>
      {label}
    </button>
  );
}

/** One question of a lane: text, score and voters, answer, and the actions its status allows. Memoised: a lane re-renders only the rows that changed. */
export const QuestionRow = memo(function QuestionRow({ question: q, active, fresh, saving, onScreen, onAction, onActivate, offsetHours }: QuestionRowProps) {
  const id = q.documentId;
  const textId = `q-${id}-text`;
  const act = (a: RowAction) => () => onAction(id, a);
  const icon = 'size-4';
  return (
    <article
      tabIndex={active ? 0 : -1}
      data-question-id={id}
      aria-labelledby={textId}
      aria-describedby={`q-${id}-meta`}
      aria-busy={saving || undefined}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onActivate(id);
      }}
      onPointerDown={() => onActivate(id)}
      className={cn(
        'rounded-lg border bg-white p-3 shadow-sm outline-none transition-[box-shadow,border-color] sm:p-4',
        active ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-slate-200',
        'focus-visible:ring-2 focus-visible:ring-indigo-600',
        fresh && 'animate-[qa-slide-in_400ms_ease-out]',
        saving && 'opacity-70',
      )}
    >
      <div className="flex gap-3">
        <div className="flex w-14 shrink-0 flex-col items-center rounded-md bg-slate-50 py-1.5 text-slate-800" id={`q-${id}-meta`}>
          <ThumbsUp aria-hidden className="size-4 text-indigo-600" />
          <span className="text-lg font-semibold tabular-nums leading-tight">{q.score}</span>
          <span className="sr-only">{q.score === 1 ? ' upvote, ' : ' upvotes, '}</span>
          <span className="text-xs text-slate-600 tabular-nums">
            {q.voterCount} {q.voterCount === 1 ? 'voter' : 'voters'}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p id={textId} className="break-words text-base text-slate-900">
            {q.question}
          </p>
          {q.createdAt ? (
            <p className="mt-0.5 text-xs text-slate-600">
              Asked <time dateTime={q.createdAt}>{formatEventInstant(q.createdAt, offsetHours)}</time>
            </p>
          ) : null}
          {onScreen ? (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 ring-1 ring-amber-300">
              <MonitorUp aria-hidden className="size-3.5" /> On screen now
            </p>
          ) : null}
          {q.answer ? (
            <p className="mt-2 break-words rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
              <span className="font-medium">Answer: </span>
              {q.answer}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {q.status !== 'approved' && q.status !== 'answered' ? <ActionButton label="Approve" keys="a" tone="primary" icon={<Check className={icon} />} onClick={act('approve')} /> : null}
            {q.status !== 'rejected' ? (
              <ActionButton label={q.status === 'answered' ? 'Edit answer' : 'Answer'} keys="Enter" tone={q.status === 'approved' ? 'primary' : 'plain'} icon={<MessageSquareReply className={icon} />} onClick={act('answer')} />
            ) : null}
            {q.status === 'approved' ? <ActionButton label="Mark answered" icon={<Check className={icon} />} onClick={act('answered')} /> : null}
            {canShowOnScreen(q) && !onScreen ? <ActionButton label="Show on screen" keys="s" icon={<MonitorUp className={icon} />} onClick={act('show')} /> : null}
            {q.status !== 'pending' ? <ActionButton label="Back to pending" keys="p" icon={<CornerUpLeft className={icon} />} onClick={act('pending')} /> : null}
            {q.status !== 'rejected' ? <ActionButton label="Reject" keys="r" icon={<X className={icon} />} onClick={act('reject')} /> : null}
            <ActionButton label="Edit" keys="e" icon={<Pencil className={icon} />} onClick={act('edit')} />
            <ActionButton label="Delete" keys="Delete" tone="danger" icon={<Trash2 className={icon} />} onClick={act('delete')} />
          </div>
        </div>
      </div>
    </article>
  );
});
