/**
 * A session's questions on screen: the open ones first, top voted first, then the answered ones, dimmed (on the
 * muted type, marked "Answered"); as many whole cards as fit, and how many more there are. The list fills its
 * room: a card too tall for the room left (a 500-character question) does not hide the shorter ones after it,
 * which still fit (they keep their order; it is counted in "+ N more"). While there are none, an invitation to ask.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ScreenQuestion } from '../../contract/screens';
import { ProjectorScore } from '../projector/projector-score';
import { cn } from '../ui/cn';
import { AnsweredMark } from './answered-mark';
import { MIN_SH, cardsThatFit, listQuestionSize, sh } from './screen-fit';
import { cardText, visibleLength } from './screen-text';

export function QuestionsSlide({ questions, more, joinLine }: { questions: ScreenQuestion[]; more: number; joinLine: string }) {
  return questions.length === 0 ? <Invitation joinLine={joinLine} /> : <QuestionList questions={questions} more={more} />;
}

function Invitation({ joinLine }: { joinLine: string }) {
  return (
    <div role="status" className="m-auto max-w-[85%] text-center">
      <p className="font-semibold" style={{ fontSize: sh(6), lineHeight: 1.2 }}>
        Got a question for the speakers?
      </p>
      <p className="text-(--projector-muted) [overflow-wrap:anywhere]" style={{ fontSize: sh(4.2), lineHeight: 1.3, marginTop: sh(2) }}>
        {joinLine.trim() ? (
          <>
            Ask it at <strong className="font-bold text-(--projector-text)">{joinLine}</strong> and upvote the ones you want answered.
          </>
        ) : (
          'Ask it in the event app and upvote the ones you want answered.'
        )}
      </p>
    </div>
  );
}

/** As many whole cards as fit, open questions first, and how many more there are. */
function QuestionList({ questions, more }: { questions: ScreenQuestion[]; more: number }) {
  const ref = useRef<HTMLOListElement>(null);
  // Which cards show, as a mask ('1' shown, '0' counted in "+ N more"); all of them until measured.
  const [mask, setMask] = useState('');
  const key = questions.map((q) => q.id).join(' ');
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const heights = [...list.children].map((item) => item.getBoundingClientRect().height);
      const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
      setMask(
        cardsThatFit(heights, list.clientHeight, gap)
          .map((shown) => (shown ? '1' : '0'))
          .join(''),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [key, questions]);
  const shown = (i: number) => mask.length !== questions.length || mask[i] === '1';
  const hidden = questions.filter((_, i) => !shown(i)).length + more;
  return (
    <>
      <ol ref={ref} aria-label="Approved questions" className="relative flex min-h-0 flex-1 flex-col overflow-hidden" style={{ gap: sh(1.6) }}>
        {questions.map((q, i) => (
          <li
            key={q.id}
            data-answered={q.answered ? 'true' : undefined}
            aria-hidden={shown(i) ? undefined : true}
            className={cn('flex shrink-0 items-start overflow-hidden rounded-[1.2vw]', 'bg-(--projector-surface)', q.answered && 'text-(--projector-muted)', !shown(i) && 'invisible absolute inset-x-0 top-0')}
            style={{ gap: sh(3), padding: `${sh(1.8)} ${sh(3)}`, maxHeight: '100%' }}
          >
            <ProjectorScore score={q.score} />
            <div className="min-w-0 flex-1 overflow-hidden">
              <p className={cn(q.answered ? 'font-medium' : 'font-semibold', cardText)} style={{ fontSize: sh(listQuestionSize(visibleLength(q.text))), lineHeight: 1.22 }} data-testid="question-text">
                {q.text}
              </p>
              {q.answered ? (
                <p className={cardText} style={{ fontSize: sh(MIN_SH), lineHeight: 1.3, marginTop: sh(0.8) }}>
                  <AnsweredMark size={MIN_SH} />
                  {q.answer ? <span> · {q.answer}</span> : null}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <p className="shrink-0 font-semibold text-(--projector-muted)" style={{ fontSize: sh(MIN_SH), marginTop: sh(1.2) }} data-testid="more-questions">
          + {hidden} more {hidden === 1 ? 'question' : 'questions'}
        </p>
      ) : null}
    </>
  );
}
