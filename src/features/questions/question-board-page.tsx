import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useHref, useParams } from 'react-router';
import { useUrlState } from '../../components/form/use-url-state';
import { useQuery } from '@tanstack/react-query';
import { Download, Keyboard, MessageCircleQuestion, MonitorPlay, Undo2, X } from 'lucide-react';
import type { Question } from '../../contract/question';
import { questionQueries, deleteQuestion, useEnableLiveQA } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { useSchedulerState } from '../../api/use-scheduler-state';
import { isApiError } from '../../api/errors';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { cn } from '../../components/ui/cn';
import { LANES, boardViewState, groupIntoLanes, laneLabel, type LaneId } from './question-lanes';
import { reconcileOrder } from './held-order';
import { describeStep } from './moderation-history';
import { useModeration } from './use-moderation';
import { QuestionLane, type FocusRequest } from './question-lane';
import type { RowAction } from './question-row';
import { AnswerDialog } from './answer-dialog';
import { EditQuestionDialog } from './edit-question-dialog';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import { AskQuestionForm } from './ask-question-form';
import { UpdatedAgo } from './updated-ago';
import { csvFileName, downloadText, questionsToCsv } from './questions-csv';

/** How long after the last key press, pointer move or scroll the moderator counts as mid-action (new questions wait). */
const IDLE_MS = 3_000;

const SLIDE_IN_CSS = `@keyframes qa-slide-in { from { opacity: 0; transform: translateY(-8px); background-color: rgb(238 242 255); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { [data-question-id] { animation: none !important; } }`;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  if (el.isContentEditable) return true;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]');
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function QuestionBoardPage() {
  const { id: sessionId = '' } = useParams();
  const { state: boardView, set: setBoardView } = useUrlState(boardViewState);
  const { lane: laneId, sort } = boardView;

  const sessions = useQuery(sessionQueries.list());
  const session = sessions.data?.find((s) => s.documentId === sessionId || s.sessionId === sessionId);
  const live = useQuery(questionQueries.live(sessionId));
  const scheduler = useSchedulerState();
  const mod = useModeration(sessionId, live.data);
  const enable = useEnableLiveQA();

  // ----- lanes -----
  const lanes = useMemo(() => groupIntoLanes(mod.questions ?? [], sort), [mod.questions, sort]);
  const byId = useMemo(() => new Map((mod.questions ?? []).map((q) => [q.documentId, q])), [mod.questions]);

  // ----- the moderator is mid-action: hold new questions back -----
  const [recentlyActive, setRecentlyActive] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markActivity = useCallback(() => {
    setRecentlyActive(true);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setRecentlyActive(false), IDLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const [answering, setAnswering] = useState<Question | null>(null);
  const [editing, setEditing] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const dialogOpen = !!answering || !!editing || !!deleting || helpOpen;
  const busy = recentlyActive || dialogOpen;

  const ownSet = useMemo(() => new Set([...mod.overrides.keys(), ...mod.ownIds]), [mod.overrides, mod.ownIds]);
  const shown = useRef(new Map<string, string[]>());
  const orderKey = `${laneId}|${sort}`;
  const laneQuestions = lanes[laneId];
  const { order, held } = useMemo(() => {
    const nextIds = laneQuestions.map((q) => q.documentId);
    return reconcileOrder(shown.current.get(orderKey) ?? null, nextIds, busy, ownSet);
  }, [laneQuestions, busy, ownSet, orderKey]);
  useLayoutEffect(() => {
    shown.current.set(orderKey, order);
  }, [order, orderKey]);
  const displayed = useMemo(() => order.map((id) => byId.get(id)).filter((q): q is Question => !!q), [order, byId]);

  const showNewNow = useCallback(() => {
    clearTimeout(idleTimer.current);
    setRecentlyActive(false);
  }, []);

  // ----- new questions: announced, highlighted as they slide in -----
  const seen = useRef<Set<string> | null>(null);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const list = live.data?.questions;
    if (!list) return;
    if (!seen.current) {
      seen.current = new Set(list.map((q) => q.documentId));
      return;
    }
    const arrived = list.filter((q) => !seen.current!.has(q.documentId) && !mod.ownIds.has(q.documentId));
    for (const q of list) seen.current.add(q.documentId);
    if (arrived.length === 0) return;
    const where = [...new Set(arrived.map((q) => laneLabel(q.status)))].join(', ');
    setAnnouncement(`${plural(arrived.length, 'new question')} in ${where}`);
    setFreshIds(new Set(arrived.map((q) => q.documentId)));
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => {
      setAnnouncement('');
      setFreshIds(new Set());
    }, 10_000);
  }, [live.data, mod.ownIds]);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  // ----- the highlighted question and keyboard focus -----
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const lastIndex = useRef(0);
  const laneRegion = useRef<HTMLDivElement>(null);
  const activeIndex = activeId ? displayed.findIndex((q) => q.documentId === activeId) : -1;
  const focusInLane = () => {
    const el = document.activeElement;
    return !el || el === document.body || !!laneRegion.current?.contains(el);
  };
  const requestFocus = useCallback((id: string) => setFocusRequest({ id, nonce: Date.now() + Math.random() }), []);

  useLayoutEffect(() => {
    if (activeIndex >= 0) {
      lastIndex.current = activeIndex;
      return;
    }
    if (displayed.length === 0) {
      if (activeId !== null) setActiveId(null);
      return;
    }
    // The highlighted question left the lane: the next one at the same place takes over.
    const next = displayed[Math.min(lastIndex.current, displayed.length - 1)];
    setActiveId(next.documentId);
    if (activeId !== null && !dialogOpen && focusInLane()) requestFocus(next.documentId);
  }, [activeIndex, displayed, activeId, dialogOpen, requestFocus]);

  const current = activeIndex >= 0 ? displayed[activeIndex] : displayed[0];

  // When a dialog closes and the question it came from has left the lane, focus goes to the highlighted one.
  const wasOpen = useRef(false);
  const currentId = current?.documentId;
  useEffect(() => {
    const closed = wasOpen.current && !dialogOpen;
    wasOpen.current = dialogOpen;
    if (!closed || !currentId) return;
    const t = setTimeout(() => {
      const el = document.activeElement;
      if (!el || el === document.body) requestFocus(currentId);
    }, 0);
    return () => clearTimeout(t);
  }, [dialogOpen, currentId, requestFocus]);

  // ----- actions -----
  const act = useCallback(
    (q: Question | undefined, action: RowAction) => {
      if (!q) return;
      markActivity();
      setActiveId(q.documentId);
      switch (action) {
        case 'approve':
        case 'reject':
        case 'pending':
          void mod.moderate(q, action);
          break;
        case 'answer':
          setAnswering(q);
          break;
        case 'edit':
          setEditing(q);
          break;
        case 'delete':
          setDeleting(q);
          break;
      }
    },
    [markActivity, mod.moderate], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const latest = useRef({ byId, act });
  latest.current = { byId, act };
  const onRowAction = useCallback((id: string, action: RowAction) => latest.current.act(latest.current.byId.get(id), action), []);
  const onActivate = useCallback((id: string) => setActiveId(id), []);

  const move = useCallback(
    (delta: number) => {
      if (displayed.length === 0) return;
      // The first move from outside the lane lands on the highlighted question itself.
      const rowFocused = !!document.activeElement?.closest('[data-question-id]');
      if (!rowFocused && activeIndex >= 0) {
        requestFocus(displayed[activeIndex].documentId);
        return;
      }
      const from = activeIndex >= 0 ? activeIndex : delta > 0 ? -1 : displayed.length;
      const to = Math.max(0, Math.min(displayed.length - 1, from + delta));
      const id = displayed[to].documentId;
      setActiveId(id);
      requestFocus(id);
    },
    [displayed, activeIndex, requestFocus],
  );

  const switchLane = useCallback(
    (id: LaneId) => {
      setBoardView({ lane: id });
      setActiveId(null);
    },
    [setBoardView],
  );

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTyping(e.target) || dialogOpen) return;
      const target = e.target as HTMLElement;
      const onControl = !!target.closest?.('button, a, [role="tab"]') && !target.matches('[data-question-id]');
      let handled = true;
      switch (e.key) {
        case 'j':
        case 'ArrowDown':
          if (e.key === 'ArrowDown' && target.closest?.('[role="tablist"]')) return;
          move(1);
          break;
        case 'k':
        case 'ArrowUp':
          if (e.key === 'ArrowUp' && target.closest?.('[role="tablist"]')) return;
          move(-1);
          break;
        case 'a':
          act(current, 'approve');
          break;
        case 'r':
          act(current, 'reject');
          break;
        case 'p':
          act(current, 'pending');
          break;
        case 'e':
          act(current, 'edit');
          break;
        case 'Enter':
          if (onControl) return;
          act(current, 'answer');
          break;
        case 'Delete':
          act(current, 'delete');
          break;
        case 'z':
          markActivity();
          void mod.undo();
          break;
        case 'n':
          showNewNow();
          break;
        case '?':
          setHelpOpen(true);
          break;
        case '1':
        case '2':
        case '3':
        case '4':
          switchLane(LANES[Number(e.key) - 1].id);
          break;
        default:
          handled = false;
      }
      if (handled) {
        e.preventDefault();
        markActivity();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogOpen, move, act, current, mod.undo, markActivity, showNewNow, switchLane]); // eslint-disable-line react-hooks/exhaustive-deps

  const deleteDryRun = useCallback(async () => {
    if (!deleting) return { warnings: [] };
    const r = await deleteQuestion(sessionId, deleting.documentId, true);
    return { warnings: r.warnings };
  }, [deleting, sessionId]);

  const projectorHref = useHref(`/present/questions/${encodeURIComponent(sessionId)}`);
  const openProjector = (e: React.MouseEvent) => {
    e.preventDefault();
    // A named window (not _blank) keeps this tab's connection in the new window's session storage.
    const w = window.open(projectorHref, `qa-projector-${sessionId}`, 'popup=no');
    w?.focus();
  };

  const exportCsv = () => {
    downloadText(csvFileName(session?.title ?? sessionId), questionsToCsv(mod.questions ?? []));
  };

  const lowBudget = scheduler.pausedUntil !== null ? 'paused after too many requests' : scheduler.budgetLeft / scheduler.limit <= 0.5 ? 'refreshing less often to save the request budget' : null;

  const title = session ? `Q&A: ${session.title}` : 'Q&A moderation';
  const last = mod.history.at(-1);

  return (
    <div>
      <style>{SLIDE_IN_CSS}</style>
      <PageHeader
        title={title}
        description={
          <>
            Approve, answer and reject audience questions as they arrive. Press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs">?</kbd> for
            keyboard shortcuts.
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
            <Button variant="ghost" size="sm" icon={<Keyboard aria-hidden className="size-4" />} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
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
          {enable.error ? <p role="alert" className="w-full text-red-800">{isApiError(enable.error) ? enable.error.explain() : String(enable.error)}</p> : null}
        </div>
      ) : null}

      {sessions.isSuccess && !session ? (
        <EmptyState title="No such session" action={<Link className={buttonClasses('secondary')} to="/questions">Pick a session</Link>}>
          This event has no session with the id {sessionId}. It may have been deleted.
        </EmptyState>
      ) : null}

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <UpdatedAgo at={live.dataUpdatedAt} fetching={live.isFetching} paused={lowBudget} />
        {live.isError && live.data ? <span className="text-sm text-red-800">Last refresh failed; trying again.</span> : null}
      </div>

      <div className="space-y-3">
        {mod.refusal ? (
          <div role="alert" className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p>{mod.refusal.message}</p>
            <button type="button" onClick={() => mod.setRefusal(null)} className="rounded p-1 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700">
              <X aria-hidden className="size-4" />
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        ) : null}
        {mod.extras ? <WarningsBanner title={mod.extras.title} warnings={mod.extras.warnings} ignoredFields={mod.extras.ignoredFields} onDismiss={() => mod.setExtras(null)} /> : null}
      </div>

      {live.isPending ? (
        <LoadingState label="Loading questions…" />
      ) : live.isError && !live.data ? (
        <ErrorState error={live.error} title="The questions could not be loaded" onRetry={() => void live.refetch()} />
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-label="Questions" className="min-w-0">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div role="tablist" aria-label="Question lanes" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
                {LANES.map((lane, i) => {
                  const selected = lane.id === laneId;
                  return (
                    <button
                      key={lane.id}
                      id={`lane-tab-${lane.id}`}
                      type="button"
                      role="tab"
                      aria-selected={selected}
                      aria-controls="lane-panel"
                      tabIndex={selected ? 0 : -1}
                      aria-keyshortcuts={String(i + 1)}
                      onClick={() => switchLane(lane.id)}
                      onKeyDown={(e) => {
                        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                        e.preventDefault();
                        const next = LANES[(i + (e.key === 'ArrowRight' ? 1 : LANES.length - 1)) % LANES.length];
                        switchLane(next.id);
                        document.getElementById(`lane-tab-${next.id}`)?.focus();
                      }}
                      className={cn(
                        'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                        selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
                      )}
                    >
                      {lane.label}
                      <span className={cn('rounded-full px-2 text-xs tabular-nums', selected ? 'bg-indigo-100 text-indigo-900' : 'bg-slate-200 text-slate-800')}>{lanes[lane.id].length}</span>
                    </button>
                  );
                })}
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                Order
                <select
                  value={sort}
                  onChange={(e) => setBoardView({ sort: e.target.value === 'newest' ? 'newest' : 'top' })}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-600"
                >
                  <option value="top">Most upvoted first</option>
                  <option value="newest">Newest first</option>
                </select>
              </label>
            </div>

            <div className="mt-3 flex min-h-9 flex-wrap items-center gap-3">
              <p role="status" aria-live="polite" className={cn('text-sm font-medium text-indigo-800', !announcement && 'sr-only')}>
                {announcement}
              </p>
              {held.length > 0 ? (
                <Button size="sm" variant="secondary" onClick={showNewNow} aria-keyshortcuts="n">
                  Show {plural(held.length, 'new question')}
                </Button>
              ) : null}
              {last ? (
                <span className="ml-auto flex items-center gap-2 text-sm text-slate-700">
                  <span className="truncate">Last: {describeStep(last)}</span>
                  <Button size="sm" variant="ghost" icon={<Undo2 aria-hidden className="size-4" />} onClick={() => void mod.undo()} aria-keyshortcuts="z">
                    Undo
                  </Button>
                </span>
              ) : null}
            </div>

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
                  focusRequest={focusRequest}
                  onAction={onRowAction}
                  onActivate={onActivate}
                  onActivity={markActivity}
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

      <AnswerDialog question={answering} onOpenChange={(open) => !open && setAnswering(null)} onSubmit={(text) => mod.answer(answering!, text)} />
      <EditQuestionDialog question={editing} onOpenChange={(open) => !open && setEditing(null)} onSubmit={(text) => mod.edit(editing!, text)} />
      <KeyboardHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this question?"
        confirmLabel="Delete permanently"
        destructive
        dryRun={deleteDryRun}
        onConfirm={() => mod.del(deleting!)}
      >
        <p>“{deleting?.question}”</p>
        <p>Deleting is permanent: the question, its answer and its {deleting ? plural(deleting.score, 'upvote') : 'upvotes'} are gone and cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

export default QuestionBoardPage;
