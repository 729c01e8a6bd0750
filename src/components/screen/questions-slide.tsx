import { useLayoutEffect, useRef, useState } from 'react';
import type { ScreenQuestion } from '../../contract/screens';
import { ProjectorScore } from '../projector/projector-score';
import { fittedUnits, pj } from '../projector/projector-type';
import { cn } from '../ui/cn';
import { cardText, visibleLength } from './screen-text';

/** A session's questions on screen, or, while there are none, an invitation to ask. */
export function QuestionsSlide({ questions, more, joinLine }: { questions: ScreenQuestion[]; more: number; joinLine: string }) {
  return questions.length === 0 ? <Invitation joinLine={joinLine} /> : <QuestionList questions={questions} more={more} />;
}

function Invitation({ joinLine }: { joinLine: string }) {
  return (
    <div role="status" className="m-auto max-w-[80%] text-center">
      <p className="font-semibold" style={{ fontSize: pj(3.4), lineHeight: 1.2 }}>
        Got a question for the speakers?
      </p>
      <p className="text-(--projector-muted) [overflow-wrap:anywhere]" style={{ fontSize: pj(2.4), lineHeight: 1.3, marginTop: pj(1.2) }}>
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

/** As many whole cards as fit, top voted first, and how many more there are. */
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
      <ol ref={ref} aria-label="Approved questions" className="flex min-h-0 flex-1 flex-col overflow-hidden" style={{ gap: pj(1.2) }}>
        {questions.map((q, i) => (
          <li key={q.id} className={cn('flex shrink-0 items-start overflow-hidden rounded-[1.2vw] bg-(--projector-surface)', i >= fit && 'invisible')} style={{ gap: pj(2), padding: `${pj(1.4)} ${pj(2)}`, maxHeight: '100%' }}>
            <ProjectorScore score={q.score} />
            <div className="min-w-0 flex-1 overflow-hidden">
              <p className={cn('font-semibold', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.text), 2.4, 1.7)), lineHeight: 1.25 }}>
                {q.text}
              </p>
              {q.answer ? (
                <p className={cn('text-(--projector-muted)', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.answer), 1.9, 1.5)), lineHeight: 1.3, marginTop: pj(0.6) }}>
                  <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
                  {q.answer}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <p className="shrink-0 font-semibold text-(--projector-muted)" style={{ fontSize: pj(1.9), marginTop: pj(1) }} data-testid="more-questions">
          + {hidden} more {hidden === 1 ? 'question' : 'questions'}
        </p>
      ) : null}
    </>
  );
}
