import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, List, MonitorUp, X } from 'lucide-react';
import { qaQueries } from '../../api/qa-queries';
import { questionQueries } from '../../api/question-queries';
import type { useRoomScreen } from '../../components/screen/use-room-screen';
import { useRelayQuestions } from '../../components/screen/use-screen-relay';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../paths';
import { Link } from 'react-router';
import { approvedInQueue, neighbour } from './queue-order';
import { DESK_KEYS, deskKey, keyPlace } from './desk-keys';
import { StaleNote } from './stale-note';

type RoomScreen = ReturnType<typeof useRoomScreen>;

/**
 * The session's approved questions as the queue, with Show, Next, Previous, the list, and Clear; Next, Previous and
 * Clear also from the keyboard or a presenter remote (desk-keys.ts) when `keys` (the desk may drive the room).
 */
export function ControlQuestions({ sessionId, enabled, screen, keys }: { sessionId: string; enabled: boolean; screen: RoomScreen; keys: boolean }) {
  const questions = useQuery({ ...questionQueries.live(sessionId), enabled });
  const qa = useQuery({ ...qaQueries.state(sessionId), enabled, refetchInterval: 5_000 });
  // In front of a remote API, the questions this page reads feed the room's screens (as the board's do): the desk
  // may run the room from here alone.
  useRelayQuestions(sessionId, enabled ? questions.data?.questions : undefined);
  const queue = useMemo(
    () => approvedInQueue(questions.data?.questions ?? [], qa.data?.order ?? [], new Set(qa.data?.archived.map((a) => a.questionId) ?? [])),
    [questions.data, qa.data],
  );
  const content = screen.content;
  const onScreenId = content.kind === 'question' ? content.questionId : null;
  const busy = screen.pending.length > 0;
  const previous = neighbour(queue, onScreenId, -1);
  const next = neighbour(queue, onScreenId, 1);
  const show = (q: { documentId: string; question: string }) => void screen.show({ kind: 'question', questionId: q.documentId, text: q.question });

  // The keys act as the buttons would at the moment they are pressed (disabled ones do nothing).
  const act = useRef<(key: 'next' | 'previous' | 'clear') => boolean>(() => false);
  act.current = (key) => {
    if (busy || !questions.data) return false;
    if (key === 'next' && next) show(next);
    else if (key === 'previous' && previous) show(previous);
    else if (key === 'clear') screen.clear();
    return true;
  };
  const listening = keys && enabled;
  useEffect(() => {
    if (!listening) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const key = deskKey(e.key, e, keyPlace(e.target instanceof Element ? e.target : null));
      if (!key) return;
      // The page does not scroll under a presenter remote's keys.
      e.preventDefault();
      act.current(key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [listening]);

  return (
    <section aria-labelledby="control-questions" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="control-questions" className="text-base font-semibold text-slate-900">
          Questions {enabled ? <span className="font-normal text-slate-600">({queue.length} approved)</span> : null}
        </h3>
        <Link to={paths.questionBoard.link(sessionId)} className="text-sm font-medium text-indigo-700 underline">
          Open the board
        </Link>
      </div>
      {!enabled ? (
        <p className="text-sm text-slate-700">Live Q&A is off for this session.</p>
      ) : questions.isError && !questions.data ? (
        <ErrorState error={questions.error} title="The questions could not be loaded" onRetry={() => void questions.refetch()} />
      ) : !questions.data ? (
        <LoadingState label="Loading questions…" />
      ) : (
        <>
          {questions.isError || qa.isError ? <StaleNote what="the queue" since={Math.min(questions.dataUpdatedAt, qa.dataUpdatedAt || questions.dataUpdatedAt)} /> : null}
          <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Question on screen">
            <Button size="sm" variant="secondary" icon={<ChevronLeft aria-hidden className="size-4" />} disabled={!previous || busy} onClick={() => previous && show(previous)} title={keys ? `Previous question (${DESK_KEYS.previous.words})` : undefined} aria-keyshortcuts={keys ? DESK_KEYS.previous.keys : undefined}>
              Previous question
            </Button>
            <Button size="sm" icon={<ChevronRight aria-hidden className="size-4" />} disabled={!next || busy} onClick={() => next && show(next)} title={keys ? `Next question (${DESK_KEYS.next.words})` : undefined} aria-keyshortcuts={keys ? DESK_KEYS.next.keys : undefined}>
              Next question
            </Button>
            <Button size="sm" variant="secondary" icon={<List aria-hidden className="size-4" />} aria-pressed={content.kind === 'list'} disabled={busy} onClick={() => void screen.show({ kind: 'list' })}>
              Show the question list
            </Button>
            {onScreenId ? (
              <Button size="sm" variant="ghost" icon={<X aria-hidden className="size-4" />} disabled={busy} onClick={screen.clear} title={keys ? `Clear screen (${DESK_KEYS.clear.words})` : undefined} aria-keyshortcuts={keys ? DESK_KEYS.clear.keys : undefined}>
                {screen.pendingForQuestion(onScreenId)?.do === 'clear-question' ? 'Clear screen…' : 'Clear screen'}
              </Button>
            ) : null}
          </div>
          {keys ? (
            <p className="mb-2 text-xs text-slate-600" data-testid="desk-keys">
              Keys (a presenter remote works too): {DESK_KEYS.next.words}: next question · {DESK_KEYS.previous.words}: previous · {DESK_KEYS.clear.words}: clear the screen
            </p>
          ) : null}
          {queue.length === 0 ? <p className="text-sm text-slate-700">No approved questions yet: approve some on the board.</p> : null}
          <ol className="space-y-2" aria-label="Queue">
            {queue.map((q, i) => {
              const on = q.documentId === onScreenId;
              const pending = screen.pendingForQuestion(q.documentId);
              return (
                <li key={q.documentId} className={cn('flex items-start gap-3 rounded-md border p-2', on ? 'border-amber-400 bg-amber-50' : 'border-slate-200')} aria-current={on ? 'true' : undefined}>
                  <span className="w-6 shrink-0 pt-0.5 text-right text-sm font-semibold text-slate-600 tabular-nums">{i + 1}</span>
                  <p className="min-w-0 flex-1 break-words text-sm text-slate-900">
                    {q.question}
                    <span className="ml-2 text-xs text-slate-600">{q.score} {q.score === 1 ? 'upvote' : 'upvotes'}</span>
                  </p>
                  <Button
                    size="sm"
                    variant={on ? 'secondary' : 'primary'}
                    icon={<MonitorUp aria-hidden className="size-4" />}
                    aria-pressed={on}
                    aria-label={`${pending?.do === 'show-question' ? 'Showing…' : on ? 'On screen' : 'Show'}: “${q.question}”`}
                    disabled={busy || on}
                    onClick={() => show(q)}
                  >
                    {pending?.do === 'show-question' ? 'Showing…' : on ? 'On screen' : 'Show'}
                  </Button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
