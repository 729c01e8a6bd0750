import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Download, Eye, EyeOff, Lock, LockOpen, MonitorPlay, Pencil, Trash2 } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import { Button, buttonClasses } from '../../components/ui/button';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { CountdownBadge } from './countdown-badge';
import { LockBadge } from './lock-badge';
import { RenameWarning } from './rename-warning';
import { ResultsChart } from './results-chart';
import type { RenameRecord } from './rename-memory';

export type WriteNote = { title: string; warnings: string[]; ignoredFields: string[] };

export type PollCardProps = {
  poll: Poll;
  /** The drag handle (from the sortable list). */
  handle?: ReactNode;
  note?: WriteNote;
  rename?: RenameRecord;
  locking: boolean;
  restoring: boolean;
  onToggleLock: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onExport: () => void;
  onRestore: (options: string[]) => void;
  onDismissRename: () => void;
  onDismissNote: () => void;
  onCountdownEnded: () => void;
};

/** One poll: what it asks, its state, one-click lock, and its live results. */
export function PollCard(props: PollCardProps) {
  const { poll, handle, note, rename } = props;
  const headingId = `poll-${poll.pollId}-q`;
  // Reads report a poll closed once its countdown has run out, whatever `locked` says.
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const closedByCountdown = poll.locked && !!poll.closesAt && endedAt === poll.closesAt;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        {handle}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {poll.question}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            <LockBadge locked={poll.locked} />
            <CountdownBadge
              closesAt={poll.closesAt}
              onEnded={() => {
                setEndedAt(poll.closesAt);
                props.onCountdownEnded();
              }}
            />
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {poll.visible ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
              {poll.visible ? 'Visible' : 'Hidden from attendees'}
            </span>
            {poll.whiteListed ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Whitelisted voters</span> : null}
            {poll.maxChoices > 1 ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Up to {poll.maxChoices} picks</span> : null}
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={poll.locked ? 'primary' : 'secondary'}
          size="sm"
          busy={props.locking}
          disabled={closedByCountdown}
          icon={poll.locked ? <LockOpen aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
          onClick={props.onToggleLock}
          aria-label={`${poll.locked ? 'Unlock' : 'Lock'} voting on “${poll.question}”`}
          aria-describedby={closedByCountdown ? `${headingId}-closed` : undefined}
        >
          {poll.locked ? 'Unlock voting' : 'Lock voting'}
        </Button>
        <Button variant="secondary" size="sm" icon={<Pencil aria-hidden className="size-4" />} onClick={props.onEdit} aria-label={`Edit “${poll.question}”`}>
          Edit
        </Button>
        <Link
          to={`/present/polls/${encodeURIComponent(poll.pollId)}`}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Present “${poll.question}” full screen`}
        >
          <MonitorPlay aria-hidden className="size-4" /> Present
        </Link>
        <Button variant="ghost" size="sm" icon={<Download aria-hidden className="size-4" />} onClick={props.onExport} aria-label={`Export results of “${poll.question}” as CSV`}>
          CSV
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" icon={<Trash2 aria-hidden className="size-4" />} onClick={props.onDelete} aria-label={`Delete “${poll.question}”`}>
          Delete
        </Button>
      </div>
      {closedByCountdown ? (
        <p id={`${headingId}-closed`} className="mt-2 text-xs text-slate-700">
          Closed by its countdown: the service reports it closed from now on, so it cannot be unlocked here. Moderators reopen voting in the vendor console or the app.
        </p>
      ) : null}
      {note ? (
        <div className="mt-3">
          <WarningsBanner title={note.title} warnings={note.warnings} ignoredFields={note.ignoredFields} onDismiss={props.onDismissNote} />
        </div>
      ) : null}
      {rename ? (
        <div className="mt-3">
          <RenameWarning poll={poll} record={rename} restoring={props.restoring} onRestore={props.onRestore} onDismiss={props.onDismissRename} />
        </div>
      ) : null}
      <div className="mt-3">
        <ResultsChart poll={poll} knownOrphaned={rename?.changes.map((c) => ({ option: c.from, votes: c.votes }))} />
      </div>
    </article>
  );
}
