import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import { questionQueries } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError } from '../../api/errors';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { ProjectorFrame, ProjectorHeading } from '../../components/projector/projector-frame';
import { fittedUnits, pj } from '../../components/projector/projector-type';
import { projectorQuestions } from './question-lanes';
import { PollSpotlight, QuestionSpotlight } from './projector-spotlights';
import { UpdatedAgo } from './updated-ago';

/**
 * Full-screen projector view, the room's screen: what the moderators put on it
 * through the screen channel (one question alone, or a poll's results), else
 * the approved and answered questions, top voted first, large type, live.
 * The list shows as many as fit the screen, top voted first.
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
  const title = session?.title ?? 'Live Q&A';

  return (
    <ProjectorFrame
      heading={<ProjectorHeading kicker="Questions from the audience" title={title} units={fittedUnits(title.length, 3, 2)} />}
      controls={<UpdatedAgo at={live.dataUpdatedAt} fetching={live.isFetching} className="px-2 text-slate-700" />}
    >
      {content.kind === 'poll' ? (
        <PollSpotlight pollId={content.pollId} question={content.question} reveal={content.reveal} />
      ) : spotlight ? (
        <QuestionSpotlight question={spotlight} />
      ) : live.isPending ? (
        <p role="status" style={{ fontSize: pj(2.4) }} className="text-(--projector-muted)">
          Loading questions…
        </p>
      ) : live.isError && !live.data ? (
        <p role="alert" style={{ fontSize: pj(2.2) }}>
          The questions could not be loaded: {describeError(live.error)}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="m-auto text-center text-(--projector-muted)" style={{ fontSize: pj(3) }}>
          Approved questions will appear here.
        </p>
      ) : (
        <ol
          aria-label="Approved questions"
          className="relative flex min-h-0 flex-1 flex-col overflow-hidden"
          // The list fills the screen; what does not fit fades out at its bottom rather than stopping at a hard edge.
          style={{ gap: pj(1.2), maskImage: `linear-gradient(to bottom, #000 calc(100% - ${pj(4)}), transparent)` }}
        >
          {shown.map((q) => (
            <li key={q.documentId} className="flex shrink-0 items-start rounded-[1.2vw] bg-(--projector-surface)" style={{ gap: pj(2), padding: `${pj(1.4)} ${pj(2)}` }}>
              <div className="flex shrink-0 flex-col items-center text-(--projector-accent-text)" style={{ width: pj(6) }}>
                <ThumbsUp aria-hidden style={{ width: pj(2), height: pj(2) }} />
                <span className="font-bold tabular-nums text-(--projector-text)" style={{ fontSize: pj(2.6), lineHeight: 1.1 }}>
                  {q.score}
                </span>
                <span className="sr-only">{q.score === 1 ? 'upvote' : 'upvotes'}</span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words" style={{ fontSize: pj(fittedUnits(q.question.length, 2.4, 1.7)), lineHeight: 1.25 }}>
                  {q.question}
                </p>
                {q.status === 'answered' ? (
                  <p className="break-words text-(--projector-muted)" style={{ fontSize: pj(fittedUnits(q.answer.length, 1.9, 1.5)), lineHeight: 1.3, marginTop: pj(0.6) }}>
                    <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
                    {q.answer}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </ProjectorFrame>
  );
}
