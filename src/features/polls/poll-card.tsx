import { useState, type ReactNode } from 'react';
import { BarChart3, Copy, Download, EyeOff, Lock, LockOpen, MonitorOff, MonitorUp, Pencil, Rocket, Trash2 } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import type { PollScreenMode } from '../../contract/screens';
import { Button } from '../../components/ui/button';
import { OverflowMenu, type OverflowMenuItem } from '../../components/ui/overflow-menu';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { CountdownBadge } from './countdown-badge';
import { nextStep, stageOf, stageWords, type PollStage } from './poll-stage';
import { RenameWarning } from './rename-warning';
import { ResultsChart } from '../../components/poll-results/results-chart';
import type { RenameRecord } from './rename-memory';
import { PollScreenModeSelect } from '../../components/screen/poll-screen-mode-select';

export type WriteNote = { title: string; warnings: string[]; ignoredFields: string[] };

export type PollCardProps = {
  poll: Poll;
  /** The drag handle (from the sortable list). */
  handle?: ReactNode;
  note?: WriteNote;
  rename?: RenameRecord;
  /** The session lets attendees reach its polls (`hasPoll`). */
  reachable: boolean;
  /** A lifecycle write (next step or reopen) is on its way. */
  stepping: boolean;
  restoring: boolean;
  /** This poll is what the room's screen shows. */
  onScreen: boolean;
  /** "Results on screen": live while voting or after Reveal (only with the console's server). */
  resultsMode?: PollScreenMode;
  onResultsMode?: (mode: PollScreenMode) => void;
  /** A command about this poll sent to the room's screens and not answered yet: its button says so and waits. */
  screenPending?: 'show-poll' | 'reveal-poll' | 'clear-poll' | null;
  /** On screen with its figures hidden: Reveal on screen is offered. */
  figuresHidden?: boolean;
  onRevealOnScreen?: () => void;
  onStep: () => void;
  onReopen: () => void;
  onShowOnScreen: () => void;
  onClearScreen: () => void;
  onEdit: () => void;
  /** Opens "Copy to another session" (absent where there is nowhere to copy to). */
  onCopy?: () => void;
  onDelete: () => void;
  onExport: () => void;
  onRestore: (options: string[]) => void;
  onDismissRename: () => void;
  onDismissNote: () => void;
  onCountdownEnded: () => void;
};

const STAGE_ICON: Record<PollStage, ReactNode> = {
  draft: <EyeOff aria-hidden className="size-3.5" />,
  open: <LockOpen aria-hidden className="size-3.5" />,
  closed: <Lock aria-hidden className="size-3.5" />,
  revealed: <BarChart3 aria-hidden className="size-3.5" />,
};
const STAGE_TONE: Record<PollStage, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  open: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  closed: 'bg-slate-800 text-white ring-slate-800',
  revealed: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
};
const STEP_ICON = { Launch: <Rocket aria-hidden className="size-4" />, 'Close voting': <Lock aria-hidden className="size-4" />, 'Reveal results': <BarChart3 aria-hidden className="size-4" /> };

/** One poll: what it asks, its stage with the one next step, the room's screen, and its live results. */
export function PollCard(props: PollCardProps) {
  const { poll, handle, note, rename } = props;
  const headingId = `poll-${poll.pollId}-q`;
  // Reads report a poll closed once its countdown has run out, whatever `locked` says.
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const closedByCountdown = poll.locked && !!poll.closesAt && endedAt === poll.closesAt;
  const stage = stageOf(poll);
  const step = nextStep(stage);
  const words = stageWords(stage, props.reachable);
  // One primary next step and "Show on screen" stay on the card; the rest is in its "More" menu, Delete last.
  const menuItems: OverflowMenuItem[] = [
    ...(stage === 'closed' || stage === 'revealed'
      ? [
          {
            key: 'reopen',
            label: props.stepping ? 'Reopening voting…' : 'Reopen voting',
            ariaLabel: `Reopen voting on “${poll.question}”`,
            icon: <LockOpen aria-hidden />,
            disabled: closedByCountdown || props.stepping,
            describedBy: closedByCountdown ? `${headingId}-closed` : undefined,
            onSelect: props.onReopen,
          },
        ]
      : []),
    { key: 'edit', label: 'Edit', ariaLabel: `Edit “${poll.question}”`, icon: <Pencil aria-hidden />, onSelect: props.onEdit },
    ...(props.onCopy ? [{ key: 'copy', label: 'Copy to another session…', ariaLabel: `Copy to another session… “${poll.question}”`, icon: <Copy aria-hidden />, onSelect: props.onCopy }] : []),
    { key: 'csv', label: 'Export results (CSV)', icon: <Download aria-hidden />, onSelect: props.onExport },
    { key: 'delete', label: 'Delete', ariaLabel: `Delete “${poll.question}”`, icon: <Trash2 aria-hidden />, danger: true, separated: true, onSelect: props.onDelete },
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        {handle}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {poll.question}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ring-1 ${STAGE_TONE[stage]}`} data-stage={stage}>
              {STAGE_ICON[stage]} {words.label}
            </span>
            {props.onScreen ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950 ring-1 ring-amber-300">
                <MonitorUp aria-hidden className="size-3.5" /> On screen now
              </span>
            ) : null}
            <CountdownBadge
              closesAt={poll.closesAt}
              onEnded={() => {
                setEndedAt(poll.closesAt);
                props.onCountdownEnded();
              }}
            />
            {poll.whiteListed ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Invited attendees only</span> : null}
            {poll.maxChoices > 1 ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Up to {poll.maxChoices} picks</span> : null}
          </div>
          <p id={`${headingId}-stage`} className="mt-1.5 text-sm text-slate-700">
            {words.attendees}
          </p>
        </div>
        <OverflowMenu className="-mt-1 -mr-2 shrink-0 sm:hidden" buttonClassName="size-10" label={`More actions for “${poll.question}”`} items={menuItems} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {step ? (
          <Button
            size="sm"
            busy={props.stepping}
            icon={STEP_ICON[step.label]}
            onClick={props.onStep}
            aria-label={`${step.label}: “${poll.question}”`}
            aria-describedby={`${headingId}-stage`}
          >
            {step.label}
          </Button>
        ) : null}
        {/* A pending button keeps its words and adds an ellipsis and a spinner, so its visible text stays inside its name (WCAG 2.5.3). */}
        {/* Show keeps its place and its meaning (a second click asks for what is already so); Clear comes after it, only once the poll is on screen. */}
        <Button
          variant="secondary"
          size="sm"
          icon={<MonitorUp aria-hidden className="size-4" />}
          busy={props.screenPending === 'show-poll'}
          aria-pressed={props.onScreen}
          onClick={props.onShowOnScreen}
          aria-label={`Show on screen: “${poll.question}”`}
          title="Sends this poll to the session’s room screens"
        >
          {props.screenPending === 'show-poll' ? 'Show on screen…' : props.onScreen ? 'On screen' : 'Show on screen'}
        </Button>
        {props.onScreen || props.screenPending === 'clear-poll' ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<MonitorOff aria-hidden className="size-4" />}
            busy={props.screenPending === 'clear-poll'}
            onClick={props.onClearScreen}
            aria-label={`Clear screen: take “${poll.question}” off it`}
          >
            {props.screenPending === 'clear-poll' ? 'Clear screen…' : 'Clear screen'}
          </Button>
        ) : null}
        {(props.onScreen && props.figuresHidden && props.onRevealOnScreen) || props.screenPending === 'reveal-poll' ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<BarChart3 aria-hidden className="size-4" />}
            busy={props.screenPending === 'reveal-poll'}
            onClick={props.onRevealOnScreen}
            aria-label={`Reveal on screen: the results of “${poll.question}”`}
          >
            {props.screenPending === 'reveal-poll' ? 'Reveal on screen…' : 'Reveal on screen'}
          </Button>
        ) : null}
        {props.resultsMode && props.onResultsMode ? (
          <PollScreenModeSelect label="Results on screen" value={props.resultsMode} onChange={props.onResultsMode} />
        ) : null}
        {/* From sm up the menu closes the row; on a phone it sits at the card's corner, so the row stays one line. */}
        <OverflowMenu className="max-sm:hidden" label={`More actions for “${poll.question}”`} text="More" items={menuItems} />
      </div>
      {closedByCountdown ? (
        <p id={`${headingId}-closed`} className="mt-2 text-xs text-slate-700">
          Closed by its countdown: the service reports it closed from now on, so it cannot be reopened here. Moderators reopen voting in the vendor console or the app.
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
