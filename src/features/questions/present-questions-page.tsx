import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Maximize, ThumbsUp } from 'lucide-react';
import { questionQueries } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError } from '../../api/errors';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { projectorQuestions } from './question-lanes';
import { PollSpotlight, QuestionSpotlight } from './projector-spotlights';
import { UpdatedAgo } from './updated-ago';

/**
 * Full-screen projector view, the room's screen: what the moderators put on it
 * through the screen channel (one question alone, or a poll's results), else
 * the approved and answered questions, top voted first, large type, live.
 */
export default function PresentQuestionsPage() {
  const { sessionId = '' } = useParams();
  const live = useQuery(questionQueries.live(sessionId));
  const sessions = useQuery(sessionQueries.list());
  const session = sessions.data?.find((s) => s.documentId === sessionId);
  const shown = projectorQuestions(live.data?.questions ?? []);
  const { content } = useRoomScreen(sessionId);
  // A spotlighted question that is no longer approved (moved or deleted elsewhere) leaves the screen.
  const spotlight = content.kind === 'question' ? shown.find((q) => q.documentId === content.questionId) : undefined;

  return (
    <main className="min-h-dvh bg-slate-950 px-4 py-8 text-white sm:px-12 lg:px-20">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xl font-medium text-indigo-300">Questions from the audience</p>
          <h1 className="text-4xl font-bold tracking-tight lg:text-5xl">{session?.title ?? 'Live Q&A'}</h1>
        </div>
        <div className="flex items-center gap-4">
          <UpdatedAgo at={live.dataUpdatedAt} fetching={live.isFetching} className="text-slate-300" />
          <button
            type="button"
            onClick={() => void document.documentElement.requestFullscreen?.()}
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-200 ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-400"
          >
            <Maximize aria-hidden className="size-4" />
            Full screen
          </button>
        </div>
      </header>
      {content.kind === 'poll' ? (
        <PollSpotlight pollId={content.pollId} question={content.question} reveal={content.reveal} />
      ) : spotlight ? (
        <QuestionSpotlight question={spotlight} />
      ) : live.isPending ? (
        <p role="status" className="text-3xl text-slate-300">Loading questions…</p>
      ) : live.isError && !live.data ? (
        <p role="alert" className="text-2xl text-red-300">
          The questions could not be loaded: {describeError(live.error)}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="mt-24 text-center text-4xl text-slate-300">Approved questions will appear here.</p>
      ) : (
        <ol aria-label="Approved questions" className="space-y-6">
          {shown.map((q) => (
            <li key={q.documentId} className="flex gap-4 rounded-2xl bg-slate-900 p-4 ring-1 ring-slate-800 sm:gap-6 sm:p-6 lg:p-8">
              <div className="flex w-16 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-indigo-600/20 py-3 text-indigo-200 sm:w-24">
                <ThumbsUp aria-hidden className="size-7" />
                <span className="text-3xl font-bold tabular-nums text-white sm:text-4xl">{q.score}</span>
                <span className="sr-only">{q.score === 1 ? 'upvote' : 'upvotes'}</span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="break-words text-2xl font-semibold leading-snug sm:text-3xl lg:text-4xl">{q.question}</p>
                {q.status === 'answered' ? (
                  <p className="mt-4 break-words text-xl leading-snug text-emerald-200 sm:text-2xl lg:text-3xl">
                    <span className="font-semibold text-emerald-300">Answered: </span>
                    {q.answer}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
