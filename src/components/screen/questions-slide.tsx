/**
 * A session's questions on screen: the open ones first, top voted first, then the answered ones, dimmed (on the
 * muted type, marked "Answered"); as many whole cards as fit, and how many
 * more there are. While there are none, an invitation to ask.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ScreenQuestion } from '../../contract/screens';
import { ProjectorScore } from '../projector/projector-score';
import { cn } from '../ui/cn';
import { AnsweredMark } from './answered-mark';
import { MIN_SH, listQuestionSize, sh } from './screen-fit';
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
  const [fit, setFit] = useState(questions.length);
  const key = questions.map((q) => q.id).join(' ');
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const bottom = list.getBoundingClientRect().bottom + 0.5;
      const items = [...list.children];
      let whole = 0;
      while (whole < items.length && items[whole].getBoundingClientRect().bottom <= bottom) whole++;
      setFit(Math.max(1, whole));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [key, questions]);
  const hidden = questions.length - Math.min(fit, questions.length) + more;
  return (
    <>
      <ol ref={ref} aria-label="Approved questions" className="flex min-h-0 flex-1 flex-col overflow-hidden" style={{ gap: sh(1.6) }}>
        {questions.map((q, i) => (
          <li
            key={q.id}
            data-answered={q.answered ? 'true' : undefined}
            className={cn('flex shrink-0 items-start overflow-hidden rounded-[1.2vw]', 'bg-(--projector-surface)', q.answered && 'text-(--projector-muted)', i >= fit && 'invisible')}
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
