import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import type { Question } from '../../contract/question';
import { pollQueries } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { ProjectorResults } from '../../components/poll-results/projector-results';
import { fittedUnits, pj } from '../../components/projector/projector-type';

/** The asker's name when the question carries one (the service's questions usually do not). */
export function askerOf(q: Question): string | undefined {
  const extra = q as Record<string, unknown>;
  for (const field of ['askerName', 'userName', 'name']) {
    const v = extra[field];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** One question alone on the room's screen, large, with the asker's name when given, its live score and answer. */
export function QuestionSpotlight({ question: q }: { question: Question }) {
  const asker = askerOf(q);
  return (
    <section
      aria-label="Question on screen"
      className="relative m-auto flex max-h-full w-full flex-col overflow-hidden rounded-[1.6vw] bg-(--projector-surface) ring-[0.3vw] ring-(--projector-accent)"
      style={{ padding: `${pj(2.4)} ${pj(3.5)}` }}
    >
      <p className="font-semibold break-words" style={{ fontSize: pj(fittedUnits(q.question.length, 4.6, 1.9)), lineHeight: 1.2 }}>
        {q.question}
      </p>
      <div className="flex flex-wrap items-center text-(--projector-muted)" style={{ fontSize: pj(2.2), gap: `${pj(1)} ${pj(3)}`, marginTop: pj(1.8) }}>
        {asker ? <p className="font-medium">Asked by {asker}</p> : null}
        <p className="inline-flex items-center" style={{ gap: pj(0.8) }}>
          <ThumbsUp aria-hidden className="text-(--projector-accent-text)" style={{ width: pj(2.4), height: pj(2.4) }} />
          <span className="font-bold tabular-nums text-(--projector-text)">{q.score}</span> {q.score === 1 ? 'upvote' : 'upvotes'}
        </p>
      </div>
      {q.status === 'answered' && q.answer ? (
        <p className="break-words" style={{ fontSize: pj(fittedUnits(q.answer.length, 2.6, 1.6)), lineHeight: 1.3, marginTop: pj(2) }}>
          <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
          {q.answer}
        </p>
      ) : null}
    </section>
  );
}

/** A poll's results on the room's screen; the figures stay hidden until the moderator reveals them. */
export function PollSpotlight({ pollId, question, reveal }: { pollId: string; question: string; reveal: boolean }) {
  const results = useQuery(pollQueries.results(pollId));
  const title = results.data?.question ?? question;
  return (
    <section aria-label="Poll on screen" className="flex min-h-0 w-full flex-1 flex-col rounded-[1.6vw] bg-(--projector-surface)" style={{ padding: `${pj(2.4)} ${pj(3)}` }}>
      <h2 className="font-bold break-words" style={{ fontSize: pj(fittedUnits(title.length, 3.2, 2)), lineHeight: 1.15 }}>
        {title}
      </h2>
      {!reveal ? (
        <p className="text-(--projector-muted)" style={{ fontSize: pj(2), marginTop: pj(0.8) }}>
          Results will be revealed shortly.
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col" style={{ marginTop: pj(1.6) }}>
        {results.data ? (
          <ProjectorResults poll={results.data} hideNumbers={!reveal} />
        ) : results.isError ? (
          <p role="alert" style={{ fontSize: pj(2) }}>
            The results could not be loaded: {describeError(results.error)}
          </p>
        ) : (
          <p role="status" className="text-(--projector-muted)" style={{ fontSize: pj(2) }}>
            Loading the results…
          </p>
        )}
      </div>
    </section>
  );
}
