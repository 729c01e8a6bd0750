import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useHref, useParams } from 'react-router';
import { useUrlState } from '../../components/form/use-url-state';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Download, Keyboard, MessageCircleQuestion, MonitorPlay } from 'lucide-react';
import type { Question } from '../../contract/question';
import { questionQueries, useEnableLiveQA } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { useEventOffset } from '../../api/event-queries';
import { EventTimeNote } from '../../components/ui/event-time-note';
import { useSchedulerState } from '../../api/use-scheduler-state';
import { describeError } from '../../api/errors';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { useRelayQuestions } from '../../components/screen/use-screen-relay';
import { ScreensPanel } from '../../components/screen/screens-panel';
import { useScreensState } from '../../components/screen/screen-service';
import { useConnection } from '../../api/use-connection';
import { DEFAULT_ANSWER } from '../../contract/screens';
import { describeScreen } from '../../components/screen/screen-channel';
import { LANES, boardViewState, groupIntoLanes, laneLabel, type LaneId, type LaneSort } from './question-lanes';
import { reconcileOrder } from './held-order';
import { BOARD_KEYS } from './keyboard-help-dialog';
import { usePageShortcuts } from '../../components/command-palette/page-shortcuts';
import { useModeration } from './use-moderation';
import { QuestionLane } from './question-lane';
import { canShowOnScreen, type RowAction } from './question-row';
import { AskQuestionForm } from './ask-question-form';
import { UpdatedAgo } from './updated-ago';
import { csvFileName, downloadQuestionsCsv } from './questions-csv';
import { useBoardActivity } from './use-board-activity';
import { useArrivalAnnouncer } from './use-arrival-announcer';
import { useBoardHighlight } from './use-board-highlight';
import { useBoardKeys } from './use-board-keys';
import { LaneTabs } from './lane-tabs';
import { LaneStatusBar, ModerationNotices, ScreenStatusBar } from './board-notices';
import { BoardDialogs, type BoardDialogState } from './board-dialogs';
import { paths } from '../../paths';

const SLIDE_IN_CSS = `@keyframes qa-slide-in { from { opacity: 0; transform: translateY(-8px); background-color: rgb(238 242 255); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { [data-question-id] { animation: none !important; } }`;

const NO_DIALOG: BoardDialogState = { answering: null, editing: null, deleting: null, helpOpen: false };

/** The lane and its order, kept in the URL (`?lane=approved&sort=newest`). */
function useLaneParams() {
  const { state, set } = useUrlState(boardViewState);
  const setLane = useCallback((lane: LaneId) => set({ lane }), [set]);
  const setSort = useCallback((sort: LaneSort) => set({ sort }), [set]);
  return { laneId: state.lane, sort: state.sort, setLane, setSort };
}

/** The shown lane's order: new questions wait while the moderator is busy, their own moves never do. */
function useShownLane(laneQuestions: Question[], byId: Map<string, Question>, busy: boolean, ownSet: ReadonlySet<string>, orderKey: string) {
  const shown = useRef(new Map<string, string[]>());
  const { order, held } = useMemo(() => {
    const nextIds = laneQuestions.map((q) => q.documentId);
    return reconcileOrder(shown.current.get(orderKey) ?? null, nextIds, busy, ownSet);
  }, [laneQuestions, busy, ownSet, orderKey]);
  useLayoutEffect(() => {
    shown.current.set(orderKey, order);
  }, [order, orderKey]);
  const displayed = useMemo(() => order.map((id) => byId.get(id)).filter((q): q is Question => !!q), [order, byId]);
  return { displayed, held };
}

export function QuestionBoardPage() {
  usePageShortcuts('Q&A board', BOARD_KEYS);
  const { id: sessionId = '' } = useParams();
  const { laneId, sort, setLane, setSort } = useLaneParams();
  const sessions = useQuery(sessionQueries.list());
  const offsetHours = useEventOffset();
  const session = sessions.data?.find((s) => s.documentId === sessionId || s.sessionId === sessionId);
  const live = useQuery(questionQueries.live(sessionId));
  const scheduler = useSchedulerState();
  const mod = useModeration(sessionId, live.data);
  const enable = useEnableLiveQA();
  const screen = useRoomScreen(sessionId);
  // In front of a remote API, the questions this board reads feed the room's screens too (approved and answered only).
  useRelayQuestions(sessionId, mod.questions);
  const defaultAnswer = useScreensState(useConnection()).list?.settings.defaultAnswer ?? DEFAULT_ANSWER;
  const onScreenId = screen.content.kind === 'question' ? screen.content.questionId : null;

  const lanes = useMemo(() => groupIntoLanes(mod.questions ?? [], sort), [mod.questions, sort]);
  const byId = useMemo(() => new Map((mod.questions ?? []).map((q) => [q.documentId, q])), [mod.questions]);
  // The server's stage names a question by id: its words come from this board's list.
  const shownContent = screen.content.kind === 'question' && !screen.content.text ? { ...screen.content, text: byId.get(screen.content.questionId)?.question ?? '' } : screen.content;
  const { recentlyActive, markActivity, showNewNow } = useBoardActivity();
  const [dialogs, setDialogs] = useState<BoardDialogState>(NO_DIALOG);
  const dialogOpen = !!dialogs.answering || !!dialogs.editing || !!dialogs.deleting || dialogs.helpOpen;
  const ownSet = useMemo(() => new Set([...mod.overrides.keys(), ...mod.ownIds]), [mod.overrides, mod.ownIds]);
  const { displayed, held } = useShownLane(lanes[laneId], byId, recentlyActive || dialogOpen, ownSet, `${laneId}|${sort}`);
  const { freshIds, announcement } = useArrivalAnnouncer(live.data?.questions, mod.ownIds);
  const { current, setActiveId, focusRequest, laneRegion, move } = useBoardHighlight(displayed, dialogOpen);

  const act = useCallback(
    (q: Question | undefined, action: RowAction) => {
      if (!q) return;
      markActivity();
      setActiveId(q.documentId);
      if (action === 'answered') {
        // One click: the API needs answer text for "answered"; the event's default answer goes (Answer edits it per question).
        void mod.answer(q, defaultAnswer).then(
          () => toast.success(`Marked answered: “${defaultAnswer}”`),
          () => undefined, // the refusal is on the board's notices
        );
      } else if (action === 'show') {
        if (canShowOnScreen(q)) screen.show({ kind: 'question', questionId: q.documentId, text: q.question });
        else toast.error(`Only approved or answered questions go on screen: approve “${q.question}” first.`);
      } else if (action === 'approve' || action === 'reject' || action === 'pending') {
        // A question taken off the approved ones leaves the screen too.
        void mod.moderate(q, action).then((ok) => ok && action !== 'approve' && q.documentId === onScreenId && screen.clear());
      } else setDialogs((d) => ({ ...d, [action === 'answer' ? 'answering' : action === 'edit' ? 'editing' : 'deleting']: q }));
    },
    [markActivity, setActiveId, mod.moderate, mod.answer, defaultAnswer, screen.show, screen.clear, onScreenId], // eslint-disable-line react-hooks/exhaustive-deps -- mod and screen are new objects each render: the functions of theirs used here are listed
  );
  const onDelete = useCallback(
    async (q: Question) => {
      await mod.del(q);
      if (q.documentId === onScreenId) screen.clear();
    },
    [mod.del, onScreenId, screen.clear], // eslint-disable-line react-hooks/exhaustive-deps -- mod and screen are new objects each render: the functions of theirs used here are listed
  );
  const latest = useRef({ byId, act });
  latest.current = { byId, act };
  const onRowAction = useCallback((id: string, action: RowAction) => latest.current.act(latest.current.byId.get(id), action), []);
  const onActivate = useCallback((id: string) => setActiveId(id), [setActiveId]);
  const switchLane = useCallback(
    (id: LaneId) => {
      setLane(id);
      setActiveId(null);
    },
    [setLane, setActiveId],
  );
  const openHelp = useCallback((open = true) => setDialogs((d) => ({ ...d, helpOpen: open })), []);
  useBoardKeys({ dialogOpen, current, move, act, undo: mod.undo, clearScreen: screen.clear, markActivity, showNewNow, openHelp, switchLane });

  const projectorHref = useHref(paths.presentQuestions.link(sessionId));
  const openProjector = (e: React.MouseEvent) => {
    e.preventDefault();
    // A named window (not _blank) keeps this tab's connection in the new window's session storage.
    const w = window.open(projectorHref, `qa-projector-${sessionId}`, 'popup=no');
    w?.focus();
  };
  const exportCsv = () => downloadQuestionsCsv(csvFileName(session?.title ?? sessionId), mod.questions ?? []);
  const lowBudget = scheduler.pausedUntil !== null ? 'paused after too many requests' : scheduler.budgetLeft / scheduler.limit <= 0.5 ? 'refreshing less often to save the request budget' : null;

  return (
    <div>
      <style>{SLIDE_IN_CSS}</style>
      <PageHeader
        title={session ? `Q&A: ${session.title}` : 'Q&A moderation'}
        description={
          <>
            Approve, answer and reject audience questions as they arrive.
            {/* A keyboard hint: not on phones and touch screens. */}
            <span className="hidden sm:inline pointer-coarse:hidden">
              {' '}
              Press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs">?</kbd> for keyboard shortcuts.
            </span>
          </>
        }
        actions={
          <>
            <a href={projectorHref} onClick={openProjector} className={buttonClasses('secondary', 'sm')}>
              <MonitorPlay aria-hidden className="size-4" />
              Open projector view<span className="sr-only"> (opens a new window)</span>
            </a>
            <Button variant="secondary" size="sm" icon={<Download aria-hidden className="size-4" />} onClick={exportCsv} disabled={!mod.questions?.length}>
              Export CSV
            </Button>
            <Button variant="ghost" size="sm" icon={<Keyboard aria-hidden className="size-4" />} onClick={() => openHelp()} aria-keyshortcuts="?">
              Keyboard shortcuts
            </Button>
          </>
        }
      />

      {session && !session.hasLiveQA ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            <span className="font-semibold">Live Q&A is off for this session.</span> Attendees cannot ask, see or upvote questions until it is on.
          </p>
          <Button size="sm" busy={enable.isPending} onClick={() => enable.mutate(session.documentId)}>
            Turn on live Q&A
          </Button>
          {enable.error ? <p role="alert" className="w-full text-red-800">{describeError(enable.error)}</p> : null}
        </div>
      ) : null}

      {sessions.isSuccess && !session ? (
        <EmptyState title="No such session" action={<Link className={buttonClasses('secondary')} to={paths.questions.link()}>Pick a session</Link>}>
          This event has no session with the id {sessionId}. It may have been deleted.
        </EmptyState>
      ) : null}

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <UpdatedAgo at={live.dataUpdatedAt} fetching={live.isFetching} paused={lowBudget} />
        <EventTimeNote offsetHours={offsetHours} />
        {live.isError && live.data ? <span className="text-sm text-red-800">Last refresh failed; trying again.</span> : null}
      </div>

      <ScreenStatusBar content={shownContent} onClear={screen.clear} />
      <ScreensPanel sessionId={sessionId} describe={describeScreen(shownContent)} />

      <ModerationNotices
        refusal={mod.refusal}
        conflict={mod.conflict}
        extras={mod.extras}
        onDismissRefusal={() => mod.setRefusal(null)}
        onDismissConflict={() => mod.setConflict(null)}
        onDismissExtras={() => mod.setExtras(null)}
      />

      {live.isPending ? (
        <LoadingState label="Loading questions…" />
      ) : live.isError && !live.data ? (
        <ErrorState error={live.error} title="The questions could not be loaded" onRetry={() => void live.refetch()} />
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-label="Questions" className="min-w-0">
            <LaneTabs
              laneId={laneId}
              counts={{ pending: lanes.pending.length, approved: lanes.approved.length, answered: lanes.answered.length, rejected: lanes.rejected.length }}
              sort={sort}
              onLane={switchLane}
              onSort={setSort}
            />
            <LaneStatusBar announcement={announcement} heldCount={held.length} last={mod.history.at(-1)} onShowNew={showNewNow} onUndo={() => void mod.undo()} />
            <div id="lane-panel" role="tabpanel" aria-labelledby={`lane-tab-${laneId}`} ref={laneRegion} className="mt-2">
              {displayed.length === 0 ? (
                <EmptyState icon={<MessageCircleQuestion className="size-8" />} title={`No ${laneLabel(laneId).toLowerCase()} questions`}>
                  {LANES.find((l) => l.id === laneId)?.empty}
                </EmptyState>
              ) : (
                <QuestionLane
                  label={`${laneLabel(laneId)} questions`}
                  questions={displayed}
                  activeId={current?.documentId ?? null}
                  freshIds={freshIds}
                  savingIds={mod.savingIds}
                  onScreenId={onScreenId}
                  focusRequest={focusRequest}
                  onAction={onRowAction}
                  onActivate={onActivate}
                  onActivity={markActivity}
                  offsetHours={offsetHours}
                />
              )}
            </div>
          </section>

          <aside className="space-y-4">
            <section aria-labelledby="ask-heading" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="ask-heading" className="mb-3 text-base font-semibold text-slate-900">
                Post a question
              </h2>
              <AskQuestionForm sessionId={sessionId} onAsk={mod.ask} />
            </section>
          </aside>
        </div>
      )}

      <BoardDialogs
        sessionId={sessionId}
        {...dialogs}
        close={(which) => setDialogs((d) => ({ ...d, [which]: which === 'helpOpen' ? false : null }))}
        openHelp={openHelp}
        onAnswer={mod.answer}
        onEdit={mod.edit}
        onDelete={onDelete}
      />
    </div>
  );
}

export default QuestionBoardPage;
