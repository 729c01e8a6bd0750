import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Question } from '../../contract/question';
import { questionQueries } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError } from '../../api/errors';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { ProjectorFrame, ProjectorHeading } from '../../components/projector/projector-frame';
import { fittedUnits, pj } from '../../components/projector/projector-type';
import { ProjectorScore } from '../../components/projector/projector-score';
import { displayAddress } from '../../components/projector/join-address';
import { useProjectorJoinAddress } from '../../components/projector/join-context';
import { cn } from '../../components/ui/cn';
import { projectorQuestions } from './question-lanes';
import { PollSpotlight, QuestionSpotlight } from './projector-spotlights';
import { UpdatedAgo } from './updated-ago';

/**
 * Full-screen projector view, the room's screen: what the moderators put on it
 * through the screen channel (one question alone, or a poll's results), else
 * the approved and answered questions, top voted first, large type, live.
 * The list shows as many whole cards as fit the screen, top voted first, and
 * says how many more there are.
 */
export default function PresentQuestionsPage() {
  const { sessionId = '' } = useParams();
  const live = useQuery(questionQueries.live(sessionId));
  const sessions = useQuery(sessionQueries.list());
  const session = sessions.data?.find((s) => s.documentId === sessionId);
  const shown = projectorQuestions(live.data?.questions ?? []);
  const { content, server, modeOf } = useRoomScreen(sessionId);
  // A spotlighted question that is no longer approved (moved or deleted elsewhere) leaves the screen.
  const spotlight = content.kind === 'question' ? shown.find((q) => q.documentId === content.questionId) : undefined;
  const title = session?.title ?? 'Live Q&A';
  const [more, setMore] = useState(0);
  const listShown = content.kind !== 'poll' && !spotlight && !!live.data && shown.length > 0;

  return (
    <ProjectorFrame
      heading={<ProjectorHeading kicker="Questions from the audience" title={title} units={fittedUnits(title.length, 3, 2)} />}
      controls={<UpdatedAgo at={live.dataUpdatedAt} fetching={live.isFetching} className="px-2 text-slate-700" />}
      footer={
        listShown && more > 0 ? (
          <p className="font-semibold text-(--projector-muted)" style={{ fontSize: pj(1.9) }} data-testid="more-questions">
            + {more} more {more === 1 ? 'question' : 'questions'}
          </p>
        ) : null
      }
    >
      {content.kind === 'poll' ? (
        // With the console's server, a poll whose results show live while voting shows its figures (as the room's screens do).
        <PollSpotlight pollId={content.pollId} question={content.question} reveal={content.reveal || (server && modeOf(content.pollId) === 'live')} />
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
        <AskInvitation />
      ) : (
        <QuestionList questions={shown} onHidden={setMore} />
      )}
    </ProjectorFrame>
  );
}

/** The empty screen invites the audience to ask (where, when the projector has a join address). */
function AskInvitation() {
  const address = useProjectorJoinAddress();
  return (
    <div role="status" className="m-auto max-w-[80%] text-center">
      <p className="font-semibold break-words" style={{ fontSize: pj(3.4), lineHeight: 1.2 }}>
        Got a question for the speakers?
      </p>
      <p className="break-words text-(--projector-muted)" style={{ fontSize: pj(2.4), lineHeight: 1.3, marginTop: pj(1.2) }}>
        {address ? (
          <>
            Ask it at <strong className="font-bold text-(--projector-text) [overflow-wrap:anywhere]">{displayAddress(address)}</strong> and upvote the ones you want answered.
          </>
        ) : (
          'Ask it in the event app and upvote the ones you want answered.'
        )}
      </p>
    </div>
  );
}

/**
 * How many of a list's items show whole inside it: items are laid out in
 * full, and those past the list's lower edge are left out (never half a
 * card). Measured again whenever the list or an item changes size.
 */
function useWholeItems(count: number, itemsKey: string) {
  const ref = useRef<HTMLOListElement>(null);
  const [fit, setFit] = useState(count);
  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const bottom = list.getBoundingClientRect().bottom + 0.5;
    const items = [...list.children];
    let whole = 0;
    while (whole < items.length && items[whole].getBoundingClientRect().bottom <= bottom) whole++;
    // The first question shows even when too long to fit whole: an empty screen would say less.
    setFit(Math.max(1, whole));
  }, []);
  // After every render (new votes reorder the cards, a question is edited), and whenever the list or a card changes size.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [itemsKey, measure]);
  return { ref, fit: Math.min(fit, count) };
}

/** The approved and answered questions, top voted first: as many whole cards as fit; how many more there are goes to `onHidden`. */
function QuestionList({ questions, onHidden }: { questions: Question[]; onHidden: (count: number) => void }) {
  const { ref, fit } = useWholeItems(questions.length, questions.map((q) => q.documentId).join(' '));
  const more = questions.length - fit;
  useEffect(() => onHidden(more), [more, onHidden]);
  return (
    <ol ref={ref} aria-label="Approved questions" className="flex min-h-0 flex-1 flex-col overflow-hidden" style={{ gap: pj(1.2) }}>
      {questions.map((q, i) => (
        <li
          key={q.documentId}
          // Cards that do not fit whole are laid out (to be measured) but not shown.
          className={cn('flex shrink-0 items-start rounded-[1.2vw] bg-(--projector-surface)', i >= fit && 'invisible')}
          style={{ gap: pj(2), padding: `${pj(1.4)} ${pj(2)}` }}
        >
          <ProjectorScore score={q.score} />
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
  );
}
