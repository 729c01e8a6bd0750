import { memo } from 'react';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Bot, Check, ChevronsUp, CornerUpLeft, Flag, Layers, MessageSquareReply, MonitorUp, Pencil, Split, Trash2, X } from 'lucide-react';
import type { Question } from '../../contract/question';
import type { WordMatch } from '../../contract/qa-word-filter';
import { cn } from '../../components/ui/cn';
import { DragHandle } from '../../components/sortable/sortable-list';
import { formatEventInstant } from '../../components/ui/dates';
import { askedAgo } from './asked-ago';
import { MarkedText } from './marked-text';

export type RowAction = 'approve' | 'reject' | 'pending' | 'answer' | 'answered' | 'edit' | 'delete' | 'show' | 'archive' | 'restore' | 'up' | 'down' | 'top' | 'keep-one' | 'split';

/** Only approved and answered questions go on the room's screen. */
export const canShowOnScreen = (q: Pick<Question, 'status'>) => q.status === 'approved' || q.status === 'answered';

/** What the board knows about a question beyond the API's fields. */
export type RowExtras = {
  /** Listed words it contains (the team's word filter). */
  flags: readonly WordMatch[];
  /** Marked parts of the text (the search). */
  search: readonly [number, number][];
  /** Approved automatically, never by a person. */
  auto: boolean;
  archived: boolean;
  /** Questions saying the same thing, grouped under this one. */
  similar: readonly Question[];
  /** Its place in the moderators' queue can be changed (approved lane, ordered by the queue). */
  queued: boolean;
  /** The console's server keeps an archive (archive and restore are offered). */
  archiving: boolean;
};

/** The name of a question's drag handle: the question, and its place in the queue as the lane shows it. */
export const reorderLabel = (q: Pick<Question, 'question'>, index: number, count: number) => `Reorder “${q.question}” in the queue, position ${index + 1} of ${count}`;

export const NO_EXTRAS: RowExtras = { flags: [], search: [], auto: false, archived: false, similar: [], queued: false, archiving: false };

export type QuestionRowProps = {
  question: Question;
  extras?: RowExtras;
  active: boolean;
  /** Just arrived: slides in. */
  fresh: boolean;
  /** A write for it is on its way. */
  saving: boolean;
  /** It is what the room's screen shows. */
  onScreen: boolean;
  selected?: boolean;
  /** Shift-click selects the range from the last question selected. */
  onSelect?: (id: string, range: boolean) => void;
  onAction: (id: string, action: RowAction) => void;
  onActivate: (id: string) => void;
  /** The event's clock (`timeZoneOffset`): the exact time asked is written in event time. */
  offsetHours?: number;
  /** Now, for "4 min ago" (ticks every 15 s). */
  now?: number;
  /** The board of a session this console may not moderate: the question without its actions. */
  readOnly?: boolean;
  /** Read only, but this console may drive the room's screens (AV): an approved or answered question keeps Show on screen. */
  mayShow?: boolean;
  /** false: the lane's main actions are shown elsewhere (phone mode's big buttons). */
  mainActions?: boolean;
  /** The name of its drag handle, when it can be dragged to another place in the queue (inside a sortable lane only). */
  reorderLabel?: string;
};

const primaryButton =
  'inline-flex h-8 items-center gap-1.5 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white ring-1 ring-inset ring-indigo-600 transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const secondaryButton =
  'inline-flex h-8 items-center gap-1.5 rounded-md bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const tip = (label: string, keys?: string) => (keys ? `${label} (${keys.replace(/\+/g, ' + ')})` : label);

function TextAction({ label, keys, primary, icon, onClick }: { label: string; keys?: string; primary?: boolean; icon: React.ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={primary ? primaryButton : secondaryButton} aria-keyshortcuts={keys} title={tip(label, keys)} onClick={onClick}>
      <span aria-hidden>{icon}</span>
      {label}
    </button>
  );
}

function IconAction({ label, keys, danger, icon, onClick }: { label: string; keys?: string; danger?: boolean; icon: React.ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={cn(iconButton, danger && 'text-red-700 hover:bg-red-50 hover:text-red-800')} aria-label={label} aria-keyshortcuts={keys} title={tip(label, keys)} onClick={onClick}>
      <span aria-hidden>{icon}</span>
    </button>
  );
}

/**
 * One question of a lane, built for a room: the text, one line of meta (how long ago, score, voters), the lane's
 * one or two main actions in words, the rest as named icon buttons with tooltips. Memoised: a lane re-renders
 * only the rows that changed.
 */
export const QuestionRow = memo(function QuestionRow({ question: q, extras = NO_EXTRAS, active, fresh, saving, onScreen, selected, onSelect, onAction, onActivate, offsetHours, now = Date.now(), mainActions = true, reorderLabel, readOnly = false, mayShow = false }: QuestionRowProps) {
  const id = q.documentId;
  const textId = `q-${id}-text`;
  const act = (a: RowAction) => () => onAction(id, a);
  const icon = 'size-4';
  const { flags, search, auto, archived, similar, queued, archiving } = extras;
  const ago = askedAgo(q.createdAt, now);
  const lane = archived ? 'archived' : q.status;
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
        'rounded-lg border bg-white p-3 shadow-sm outline-none transition-[box-shadow,border-color]',
        active ? 'border-indigo-500 ring-2 ring-indigo-500/40' : flags.length ? 'border-red-300' : 'border-slate-200',
        selected && 'bg-indigo-50/60',
        'focus-visible:ring-2 focus-visible:ring-indigo-600',
        fresh && 'animate-[qa-slide-in_400ms_ease-out]',
        saving && 'opacity-70',
      )}
    >
      <div className="flex gap-3">
        {reorderLabel ? <DragHandle label={reorderLabel} title="Drag to reorder (or Space, then the arrow keys)" className="-my-1 -ml-1.5 flex h-9 w-8 items-center justify-center self-start" iconClassName="size-5" /> : null}
        {onSelect ? (
          <input
            type="checkbox"
            checked={!!selected}
            aria-label={`Select “${q.question}”`}
            title="Select (Shift-click selects a range)"
            className="mt-1 size-4 shrink-0 accent-indigo-600"
            // A change, not a prevented click: a prevented click leaves the box drawn as it was before.
            onChange={(e) => {
              onSelect(id, (e.nativeEvent as MouseEvent).shiftKey === true);
            }}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p id={textId} className="break-words text-base text-slate-900">
            <MarkedText text={q.question} search={search} flags={flags} />
          </p>
          <p id={`q-${id}-meta`} className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            {ago ? (
              <time dateTime={q.createdAt} title={`Asked ${formatEventInstant(q.createdAt, offsetHours)}`}>
                {ago}
              </time>
            ) : null}
            {ago ? <span aria-hidden>·</span> : null}
            <span className="font-semibold text-slate-800 tabular-nums">
              {q.score} {q.score === 1 ? 'upvote' : 'upvotes'}
            </span>
            <span aria-hidden>·</span>
            <span className="tabular-nums">
              {q.voterCount} {q.voterCount === 1 ? 'voter' : 'voters'}
            </span>
            {onScreen ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 font-medium text-amber-950 ring-1 ring-amber-300">
                <MonitorUp aria-hidden className="size-3" /> On screen now
              </span>
            ) : null}
            {auto ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 font-medium text-sky-900 ring-1 ring-sky-200">
                <Bot aria-hidden className="size-3" /> Approved automatically
              </span>
            ) : null}
            {flags.length ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 font-medium text-red-900 ring-1 ring-red-200">
                <Flag aria-hidden className="size-3" /> Flagged: {[...new Set(flags.map((f) => f.entry))].map((w) => `“${w}”`).join(', ')}
              </span>
            ) : null}
          </p>
          {q.answer ? (
            <p className="mt-2 break-words rounded-md bg-emerald-50 px-3 py-1.5 text-sm text-emerald-950">
              <span className="font-medium">Answer: </span>
              {q.answer}
            </p>
          ) : null}
          {similar.length ? (
            <details className="mt-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm text-slate-800">
              <summary className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-indigo-800">
                <Layers aria-hidden className="size-4" />
                {similar.length} similar
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label={`Questions similar to “${q.question}”`}>
                {similar.map((s) => (
                  <li key={s.documentId} className="break-words">
                    {s.question} <span className="text-xs text-slate-600">({s.score} {s.score === 1 ? 'upvote' : 'upvotes'})</span>
                  </li>
                ))}
              </ul>
              {readOnly ? null : <div className="mt-2 flex flex-wrap gap-2">
                <TextAction label={`Keep this one, reject ${similar.length} similar`} icon={<Check className={icon} />} onClick={act('keep-one')} />
                <TextAction label="Split group" icon={<Split className={icon} />} onClick={act('split')} />
              </div>}
            </details>
          ) : null}
          {readOnly && mayShow && (lane === 'approved' || lane === 'answered') && !onScreen ? (
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <TextAction primary={lane === 'approved'} label="Show on screen" keys="s" icon={<MonitorUp className={icon} />} onClick={act('show')} />
            </div>
          ) : null}
          {readOnly ? null : <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {mainActions && lane === 'pending' || lane === 'rejected' ? <TextAction primary label="Approve" keys="a" icon={<Check className={icon} />} onClick={act('approve')} /> : null}
            {mainActions && lane === 'approved' && !onScreen ? <TextAction primary label="Show on screen" keys="s" icon={<MonitorUp className={icon} />} onClick={act('show')} /> : null}
            {mainActions && lane === 'approved' ? <TextAction primary={onScreen} label="Mark answered" icon={<Check className={icon} />} onClick={act('answered')} /> : null}
            {mainActions && lane === 'answered' && archiving ? <TextAction primary label="Archive" icon={<Archive className={icon} />} onClick={act('archive')} /> : null}
            {mainActions && lane === 'archived' ? <TextAction primary label="Restore" icon={<ArchiveRestore className={icon} />} onClick={act('restore')} /> : null}
            <span className="ml-auto flex flex-wrap items-center gap-0.5">
              {queued ? (
                <>
                  <IconAction label="Ask next" keys="Alt+Home" icon={<ChevronsUp className={icon} />} onClick={act('top')} />
                  <IconAction label="Move up" keys="Alt+ArrowUp" icon={<ArrowUp className={icon} />} onClick={act('up')} />
                  <IconAction label="Move down" keys="Alt+ArrowDown" icon={<ArrowDown className={icon} />} onClick={act('down')} />
                </>
              ) : null}
              {lane === 'answered' && !onScreen ? <IconAction label="Show on screen" keys="s" icon={<MonitorUp className={icon} />} onClick={act('show')} /> : null}
              {lane !== 'rejected' && lane !== 'archived' ? <IconAction label={q.status === 'answered' ? 'Edit answer' : 'Answer'} keys="Enter" icon={<MessageSquareReply className={icon} />} onClick={act('answer')} /> : null}
              {lane !== 'pending' && lane !== 'archived' ? <IconAction label="Back to pending" keys="p" icon={<CornerUpLeft className={icon} />} onClick={act('pending')} /> : null}
              {lane !== 'rejected' && lane !== 'archived' ? <IconAction label="Reject" keys="r" icon={<X className={icon} />} onClick={act('reject')} /> : null}
              {lane !== 'archived' ? <IconAction label="Edit" keys="e" icon={<Pencil className={icon} />} onClick={act('edit')} /> : null}
              <IconAction label="Delete" keys="Delete" danger icon={<Trash2 className={icon} />} onClick={act('delete')} />
            </span>
          </div>}
        </div>
      </div>
    </article>
  );
});
