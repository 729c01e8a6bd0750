import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import type { Question } from '../../contract/question';
import { pollQueries } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { ResultsChart } from '../../components/poll-results/results-chart';

/** One question alone on the room's screen, large, with its live score and answer. */
export function QuestionSpotlight({ question: q }: { question: Question }) {
  return (
    <section aria-label="Question on screen" className="mx-auto mt-8 max-w-6xl rounded-3xl bg-slate-900 p-8 ring-1 ring-indigo-500/40 sm:p-12 lg:p-16">
      <p className="break-words text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">{q.question}</p>
      <p className="mt-8 inline-flex items-center gap-3 text-2xl text-indigo-200 sm:text-3xl">
        <ThumbsUp aria-hidden className="size-8" />
        <span className="font-bold tabular-nums text-white">{q.score}</span> {q.score === 1 ? 'upvote' : 'upvotes'}
      </p>
      {q.status === 'answered' && q.answer ? (
        <p className="mt-8 break-words text-2xl leading-snug text-emerald-200 sm:text-3xl lg:text-4xl">
          <span className="font-semibold text-emerald-300">Answered: </span>
          {q.answer}
        </p>
      ) : null}
    </section>
  );
}

/** A poll's results on the room's screen; the figures stay hidden until the moderator reveals them. */
export function PollSpotlight({ pollId, question, reveal }: { pollId: string; question: string; reveal: boolean }) {
  const results = useQuery(pollQueries.results(pollId));
  return (
    <section aria-label="Poll on screen" className="mx-auto mt-8 max-w-6xl rounded-3xl bg-white p-8 text-slate-900 sm:p-12">
      <h2 className="break-words text-4xl font-bold leading-tight md:text-5xl">{results.data?.question ?? question}</h2>
      {!reveal ? <p className="mt-4 text-2xl text-slate-700">Results will be revealed shortly.</p> : null}
      <div className="mt-8">
        {results.data ? (
          <ResultsChart poll={results.data} large hideNumbers={!reveal} />
        ) : results.isError ? (
          <p role="alert" className="text-2xl text-red-800">
            The results could not be loaded: {describeError(results.error)}
          </p>
        ) : (
          <p role="status" className="text-2xl text-slate-700">
            Loading the results…
          </p>
        )}
      </div>
    </section>
  );
}
