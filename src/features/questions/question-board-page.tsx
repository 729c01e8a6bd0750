import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useChosenRooms, useMay, useMayDriveScreens } from '../../api/account-queries';
import { useUrlState } from '../../components/form/use-url-state';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Download, Keyboard, MessageCircleQuestion, Search } from 'lucide-react';
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
import { RoomScreensChip } from '../../components/screen/room-screens-chip';
import { useScreensState } from '../../components/screen/screen-service';
import { useConnection } from '../../api/use-connection';
import { DEFAULT_ANSWER } from '../../contract/screens';
import { describeScreen } from '../../components/screen/screen-content';
import { LANES, boardViewState, groupIntoLanes, laneLabel, type LaneId, type LaneSort } from './question-lanes';
import { qaQueries, useQaArchive, useQaQueue } from '../../api/qa-queries';
import { findListedWords, type WordMatch } from '../../contract/qa-word-filter';
import { searchRanges, searchTerms } from './question-search';
import { groupDuplicates } from './duplicate-groups';
import { NO_EXTRAS, type RowExtras } from './question-row';
import { BulkBar } from './bulk-bar';
import { useBulkModeration, type BulkVerb } from './use-bulk-moderation';
import { ModerationSettings } from './moderation-settings';
import { useAutoApprove } from './use-auto-approve';
import { PhoneQuestion } from './phone-question';
import { usePhoneMode, useNow } from './use-phone-mode';
import { movedInQueue, type QueueMove } from './queue-moves';
import { reconcileOrder } from './held-order';
import { BOARD_KEYS } from './keyboard-help-dialog';
import { usePageShortcuts } from '../../components/command-palette/page-shortcuts';
import { useModeration } from './use-moderation';
import { useTeamMoves } from './use-team-moves';
import { describeTeamMove } from './team-moves';
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
import { LaneStatusBar, ModerationNotices, QueueOffNote, ScreenStatusBar } from './board-notices';
import { BoardDialogs, type BoardDialogState } from './board-dialogs';
import { paths } from '../../paths';
import { OpenScreenHere } from '../../components/screen/open-screen-here';
import { useQuestionsNudge } from '../../components/screen/use-questions-nudge';

const SLIDE_IN_CSS = `@keyframes qa-slide-in { from { opacity: 0; transform: translateY(-8px); background-color: rgb(238 242 255); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { [data-question-id] { animation: none !important; } }`;

const NO_DIALOG: BoardDialogState = { answering: null, editing: null, deleting: null, helpOpen: false };

/** The lane, its order and the search, kept in the URL (`?lane=approved&sort=newest&q=slides`). */
function useLaneParams() {
  const { state, set } = useUrlState(boardViewState);
  const setLane = useCallback((lane: LaneId) => set({ lane }), [set]);
  const setSort = useCallback((sort: LaneSort) => set({ sort }), [set]);
  const setQuery = useCallback((q: string) => set({ q }), [set]);
  return { laneId: state.lane, sort: state.sort, query: state.q, setLane, setSort, setQuery };
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
  const mayModerateAny = useMay('qa:write');
  const chosenRooms = useChosenRooms();
  const { laneId, sort, query, setLane, setSort, setQuery } = useLaneParams();
  const phone = usePhoneMode();
  const now = useNow(15_000);
  const sessions = useQuery(sessionQueries.list());
  const offsetHours = useEventOffset();
  const session = sessions.data?.find((s) => s.documentId === sessionId || s.sessionId === sessionId);
  // A role that may read questions but not moderate them (AV, Viewer), or a moderator of other rooms, sees the board
  // without its actions (the server would refuse them).
  const otherRoom = chosenRooms !== null && session !== undefined && !chosenRooms.includes(session.location ?? '');
  const mayModerate = mayModerateAny && !otherRoom;
  // Driving the room's screens is a role of its own (AV drives them without moderating): Show on screen and Clear.
  const mayDrive = useMayDriveScreens();
  const mayTurnOnQA = useMay('event:write');
  const live = useQuery(questionQueries.live(sessionId));
  const scheduler = useSchedulerState();
  const mod = useModeration(sessionId, live.data);
  // Another member's change, named (the console's server's audit log says who).
  const teamMove = useTeamMoves(live.data?.questions, mod.history);
  const enable = useEnableLiveQA();
  const screen = useRoomScreen(sessionId);
  // A question asked or moderated elsewhere: read at once when the console's server says so, however quiet the board.
  useQuestionsNudge(sessionId);
  // In front of a remote API, the questions this board reads feed the room's screens too (approved and answered only).
  useRelayQuestions(sessionId, mod.questions);
  const defaultAnswer = useScreensState(useConnection()).list?.settings.defaultAnswer ?? DEFAULT_ANSWER;
  const onScreenId = screen.content.kind === 'question' ? screen.content.questionId : null;

  // The queue, the archive and the word list, kept by the console's server (null without it).
  const answeredRef = useRef<string[]>([]);
  answeredRef.current = (mod.questions ?? []).filter((q) => q.status === 'answered').map((q) => q.documentId);
  const qa = useQuery(qaQueries.state(sessionId, () => answeredRef.current));
  const qaState = qa.data ?? null;
  const queueMut = useQaQueue(sessionId);
  const archiveMut = useQaArchive(sessionId);
  useAutoApprove(sessionId, live.data?.questions, qaState);
  const archivedIds = useMemo(() => new Set(qaState?.archived.map((a) => a.questionId) ?? []), [qaState]);
  const autoIds = useMemo(() => new Set(qaState?.autoApproved ?? []), [qaState]);
  const pendingOrder = queueMut.isPending ? queueMut.variables : undefined;
  const order = useMemo(() => pendingOrder ?? qaState?.order ?? [], [pendingOrder, qaState]);
  const terms = useMemo(() => searchTerms(query), [query]);
  const lanes = useMemo(() => groupIntoLanes(mod.questions ?? [], sort, { archived: archivedIds, order, terms }), [mod.questions, sort, archivedIds, order, terms]);
  const words = qaState?.words;
  const flagsById = useMemo(() => {
    const m = new Map<string, WordMatch[]>();
    if (words?.length) for (const q of mod.questions ?? []) if (q.status === 'pending' || q.status === 'approved') {
      const found = findListedWords(q.question, words);
      if (found.length) m.set(q.documentId, found);
    }
    return m;
  }, [mod.questions, words]);
  // Questions saying the same thing, grouped under the most upvoted (Pending and Approved); split groups stay apart.
  const [apart, setApart] = useState<ReadonlySet<string>>(() => new Set());
  const groups = useMemo(() => (laneId === 'pending' || laneId === 'approved' ? groupDuplicates(lanes[laneId], apart) : null), [lanes, laneId, apart]);
  const laneShown = useMemo(() => (groups ? groups.map((g) => g.leader) : lanes[laneId]), [groups, lanes, laneId]);
  const similarOf = useMemo(() => new Map((groups ?? []).filter((g) => g.similar.length).map((g) => [g.leader.documentId, g.similar])), [groups]);
  const byId = useMemo(() => new Map((mod.questions ?? []).map((q) => [q.documentId, q])), [mod.questions]);
  // The server's stage names a question by id: its words come from this board's list.
  const shownContent = screen.content.kind === 'question' && !screen.content.text ? { ...screen.content, text: byId.get(screen.content.questionId)?.question ?? '' } : screen.content;
  const { recentlyActive, markActivity, showNewNow } = useBoardActivity();
  const [dialogs, setDialogs] = useState<BoardDialogState>(NO_DIALOG);
  const dialogOpen = !!dialogs.answering || !!dialogs.editing || !!dialogs.deleting || dialogs.helpOpen;
  const ownSet = useMemo(() => new Set([...mod.overrides.keys(), ...mod.ownIds]), [mod.overrides, mod.ownIds]);
  // A new queue order is the moderator's own move: the lane takes it at once (a new key), even while busy.
  const { displayed, held } = useShownLane(laneShown, byId, recentlyActive || dialogOpen, ownSet, `${laneId}|${sort}|${laneId === 'approved' ? order.join(',') : ''}|${terms.join(' ')}|${apart.size}`);
  const queued = laneId === 'approved' && sort === 'top' && qaState !== null && !terms.length;
  const extrasById = useMemo(() => {
    const m = new Map<string, RowExtras>();
    for (const q of displayed) {
      m.set(q.documentId, {
        flags: flagsById.get(q.documentId) ?? [],
        search: searchRanges(terms, q.question),
        auto: autoIds.has(q.documentId),
        archived: archivedIds.has(q.documentId),
        similar: similarOf.get(q.documentId) ?? [],
        queued,
        archiving: qaState !== null,
      });
    }
    return m;
  }, [displayed, flagsById, terms, autoIds, archivedIds, similarOf, queued, qaState]);
  const extrasOf = useCallback((q: Question) => extrasById.get(q.documentId) ?? NO_EXTRAS, [extrasById]);

  // Selection for bulk actions: a checkbox per question, Shift-click for a range of the lane as shown.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const lastSelected = useRef<string | null>(null);
  const displayedRef = useRef(displayed);
  displayedRef.current = displayed;
  const onSelect = useCallback((id: string, range: boolean) => {
    setSelected((sel) => {
      const next = new Set(sel);
      const ids = displayedRef.current.map((q) => q.documentId);
      const from = lastSelected.current ? ids.indexOf(lastSelected.current) : -1;
      const to = ids.indexOf(id);
      if (range && from >= 0 && to >= 0) for (const x of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(x);
      else if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    lastSelected.current = id;
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  // Every question the lane shows (the search's matches in a flood), for one bulk action.
  const selectAllShown = useCallback(() => setSelected(new Set(displayedRef.current.map((q) => q.documentId))), []);
  const bulk = useBulkModeration(sessionId);
  const startBulk = useCallback(
    (verb: BulkVerb) => {
      const chosen = (mod.questions ?? []).filter((q) => selected.has(q.documentId));
      bulk.start(verb, chosen);
      clearSelection();
    },
    [mod.questions, selected, bulk, clearSelection],
  );
  const { freshIds, announcement } = useArrivalAnnouncer(live.data?.questions, mod.ownIds);
  const { current, setActiveId, focusRequest, laneRegion, move } = useBoardHighlight(displayed, dialogOpen);

  // Every move in the queue (buttons, Alt+keys, a drop): one rule, and the queue as it was with the reason when refused.
  const moveInQueue = useCallback(
    (q: Question, move: QueueMove) => {
      if (q.status !== 'approved' || !queued) return;
      queueMut.mutate(movedInQueue(latest.current.approvedIds, q.documentId, move, new Set(displayedRef.current.map((x) => x.documentId))), {
        onError: (e) => mod.setRefusal({ questionId: q.documentId, message: `“${q.question}” was not moved: ${describeError(e)} The queue is as it was.` }),
      });
    },
    [queued, queueMut.mutate, mod.setRefusal], // eslint-disable-line react-hooks/exhaustive-deps -- mod is a new object each render: the function of its used here is listed
  );
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
      } else if (action === 'archive' || action === 'restore') {
        archiveMut.mutate(
          { questionIds: [q.documentId], archived: action === 'archive' },
          {
            onSuccess: () => toast.success(action === 'archive' ? `Archived: “${q.question}”` : `Restored: “${q.question}”`),
            onError: (e) => toast.error(`Could not ${action} “${q.question}”: ${describeError(e)}`),
          },
        );
        if (action === 'archive' && q.documentId === onScreenId) screen.clear();
      } else if (action === 'up' || action === 'down' || action === 'top') {
        moveInQueue(q, action);
      } else if (action === 'keep-one') {
        const similar = similarOf.get(q.documentId) ?? [];
        if (similar.length) bulk.start('reject', similar);
      } else if (action === 'split') {
        setApart((a) => new Set([...a, q.documentId, ...(similarOf.get(q.documentId) ?? []).map((x) => x.documentId)]));
      } else if (action === 'approve' || action === 'reject' || action === 'pending') {
        // A question taken off the approved ones leaves the screen too.
        void mod.moderate(q, action).then((ok) => ok && action !== 'approve' && q.documentId === onScreenId && screen.clear());
      } else setDialogs((d) => ({ ...d, [action === 'answer' ? 'answering' : action === 'edit' ? 'editing' : 'deleting']: q }));
    },
    [markActivity, setActiveId, mod.moderate, mod.answer, defaultAnswer, screen.show, screen.clear, onScreenId, archiveMut.mutate, moveInQueue, similarOf, bulk.start], // eslint-disable-line react-hooks/exhaustive-deps -- mod and screen are new objects each render: the functions of theirs used here are listed
  );
  const onDelete = useCallback(
    async (q: Question) => {
      await mod.del(q);
      if (q.documentId === onScreenId) screen.clear();
    },
    [mod.del, onScreenId, screen.clear], // eslint-disable-line react-hooks/exhaustive-deps -- mod and screen are new objects each render: the functions of theirs used here are listed
  );
  const latest = useRef({ byId, act, moveInQueue, approvedIds: [] as string[] });
  latest.current = { byId, act, moveInQueue, approvedIds: lanes.approved.map((q) => q.documentId) };
  const onRowAction = useCallback((id: string, action: RowAction) => latest.current.act(latest.current.byId.get(id), action), []);
  const onReorder = useCallback((id: string, overId: string) => {
    const q = latest.current.byId.get(id);
    if (q) latest.current.moveInQueue(q, { to: overId });
  }, []);
  const onActivate = useCallback((id: string) => setActiveId(id), [setActiveId]);
  const switchLane = useCallback(
    (id: LaneId) => {
      setLane(id);
      setActiveId(null);
    },
    [setLane, setActiveId],
  );
  const openHelp = useCallback((open = true) => setDialogs((d) => ({ ...d, helpOpen: open })), []);
  const showOnly = useCallback((q: Question | undefined, action: RowAction) => (action === 'show' ? act(q, action) : undefined), [act]);
  const noClear = useCallback(() => undefined, []);
  useBoardKeys({ dialogOpen, current, move, act: mayModerate ? act : mayDrive ? showOnly : () => undefined, undo: mod.undo, clearScreen: mayDrive ? screen.clear : noClear, markActivity, showNewNow, openHelp, switchLane });

  const exportCsv = () => downloadQuestionsCsv(csvFileName(session?.title ?? sessionId), mod.questions ?? []);
  const lowBudget = scheduler.pausedUntil !== null ? 'paused after too many requests' : scheduler.budgetLeft / scheduler.limit <= 0.5 ? 'refreshing less often to save the request budget' : null;

  const counts = { pending: lanes.pending.length, approved: lanes.approved.length, answered: lanes.answered.length, rejected: lanes.rejected.length, archived: lanes.archived.length };
  const questionsSection = live.isPending ? (
    <LoadingState label="Loading questions…" />
  ) : live.isError && !live.data ? (
    <ErrorState error={live.error} title="The questions could not be loaded" onRetry={() => void live.refetch()} />
  ) : (
    <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-label="Questions" className="min-w-0">
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <label className="relative min-w-0 flex-1 basis-56">
            <span className="sr-only">Search questions</span>
            <Search aria-hidden className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search questions"
              className="w-full rounded-md border border-slate-300 bg-white py-1.5 pl-8 pr-2 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-600"
            />
          </label>
          {terms.length ? <span className="text-sm text-slate-700" role="status">{counts[laneId]} {counts[laneId] === 1 ? 'match' : 'matches'} in {laneLabel(laneId)}</span> : null}
          {mayModerate && !phone && displayed.length > 1 && selected.size < displayed.length ? (
            <Button size="sm" variant="ghost" onClick={selectAllShown}>
              Select all {displayed.length} shown
            </Button>
          ) : null}
        </div>
        <LaneTabs laneId={laneId} counts={counts} sort={sort} onLane={switchLane} onSort={setSort} archive={qaState !== null} />
        <LaneStatusBar
          announcement={announcement}
          heldCount={held.length}
          last={mod.history.at(-1)}
          teamMove={teamMove ? describeTeamMove(teamMove.name, teamMove, teamMove.at, Math.max(now, teamMove.at)) : null}
          onShowNew={showNewNow}
          onUndo={() => void mod.undo()}
        />
        {mayModerate ? null : (
          <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
            {otherRoom
              ? `Read only: you moderate ${chosenRooms.join(', ')}; this session is in ${session?.location || 'no room'}.`
              : 'Read only: moderating questions is for moderators and organisers.'}
          </p>
        )}
        {mayModerate ? <BulkBar selectedCount={selected.size} archiving={qaState !== null} onBulk={startBulk} onClear={clearSelection} run={bulk.run} state={bulk.state} onDismiss={bulk.dismiss} /> : null}
        {laneId === 'approved' && qaState !== null && !queued && counts.approved > 0 ? (
          <QueueOffNote newestFirst={sort !== 'top'} searching={terms.length > 0} onQueueOrder={() => setSort('top')} onClearSearch={() => setQuery('')} />
        ) : null}
        <div id="lane-panel" role="tabpanel" aria-labelledby={`lane-tab-${laneId}`} ref={laneRegion} className="mt-2">
          {displayed.length === 0 ? (
            <EmptyState icon={<MessageCircleQuestion className="size-8" />} title={terms.length ? `No ${laneLabel(laneId).toLowerCase()} questions match “${query.trim()}”` : `No ${laneLabel(laneId).toLowerCase()} questions`}>
              {terms.length ? 'Clear the search to see every question.' : LANES.find((l) => l.id === laneId)?.empty}
            </EmptyState>
          ) : phone ? (
            <PhoneQuestion
              lane={laneId}
              questions={displayed}
              current={current}
              extrasOf={extrasOf}
              onScreenId={onScreenId}
              savingIds={mod.savingIds}
              onAction={onRowAction}
              onActivate={onActivate}
              move={move}
              now={now}
              offsetHours={offsetHours}
              onReorder={queued && mayModerate ? onReorder : undefined}
              readOnly={!mayModerate}
              mayShow={mayDrive}
            />
          ) : (
            <QuestionLane
              readOnly={!mayModerate}
              mayShow={mayDrive}
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
              extrasOf={extrasOf}
              selectedIds={selected}
              onSelect={mayModerate ? onSelect : undefined}
              now={now}
              onReorder={queued && mayModerate ? onReorder : undefined}
            />
          )}
        </div>
      </section>

      <aside className="space-y-4">
        {qaState && mayModerate ? <ModerationSettings sessionId={sessionId} state={qaState} /> : null}
        {mayModerate ? (
          <section aria-labelledby="ask-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="ask-heading" className="mb-3 text-base font-semibold text-slate-900">
              Post a question
            </h2>
            <AskQuestionForm sessionId={sessionId} onAsk={mod.ask} />
          </section>
        ) : null}
      </aside>
    </div>
  );

  return (
    <div>
      <style>{SLIDE_IN_CSS}</style>
      <PageHeader
        title={session ? `Q&A: ${session.title}` : 'Q&A moderation'}
        description={
          phone ? undefined : <>
            Approve, answer and reject audience questions as they arrive.
            {/* A keyboard hint: not on phones and touch screens. */}
            <span className="hidden sm:inline pointer-coarse:hidden">
              {' '}
              Press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs">?</kbd> for keyboard shortcuts.
            </span>
          </>
        }
        actions={
          phone ? undefined : <>
            <OpenScreenHere sessionId={sessionId} />
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
          {mayTurnOnQA ? (
            <Button size="sm" busy={enable.isPending} onClick={() => enable.mutate(session.documentId)}>
              Turn on live Q&A
            </Button>
          ) : null}
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

      {phone ? questionsSection : null}

      <ScreenStatusBar content={shownContent} onClear={mayDrive ? screen.clear : undefined} />
      <RoomScreensChip sessionId={sessionId} describe={describeScreen(shownContent)} />

      <ModerationNotices
        refusal={mod.refusal}
        conflict={mod.conflict}
        extras={mod.extras}
        onDismissRefusal={() => mod.setRefusal(null)}
        onDismissConflict={() => mod.setConflict(null)}
        onDismissExtras={() => mod.setExtras(null)}
      />

      {phone ? null : questionsSection}

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
