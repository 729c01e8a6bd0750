import { ThumbsUp } from 'lucide-react';
import type { ScreenQuestion } from '../../contract/screens';
import { fittedUnits, pj } from '../projector/projector-type';
import { cn } from '../ui/cn';
import { cardText, visibleLength } from './screen-text';

/** One question alone on screen (the spotlight), with its upvotes and its answer. */
export function QuestionSlide({ question: q }: { question: ScreenQuestion }) {
  return (
    <section aria-label="Question on screen" className="relative m-auto flex max-h-full w-full flex-col overflow-hidden rounded-[1.6vw] bg-(--projector-surface) ring-[0.3vw] ring-(--projector-accent)" style={{ padding: `${pj(2.4)} ${pj(3.5)}` }}>
      <p className={cn('font-semibold', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.text), 4.6, 1.9)), lineHeight: 1.2 }}>
        {q.text}
      </p>
      <p className="inline-flex items-center text-(--projector-muted)" style={{ fontSize: pj(2.2), gap: pj(0.8), marginTop: pj(1.8) }}>
        <ThumbsUp aria-hidden className="text-(--projector-accent-text)" style={{ width: pj(2.4), height: pj(2.4) }} />
        <span className="font-bold tabular-nums text-(--projector-text)">{q.score}</span> {q.score === 1 ? 'upvote' : 'upvotes'}
      </p>
      {q.answer ? (
        <p className={cardText} style={{ fontSize: pj(fittedUnits(visibleLength(q.answer), 2.6, 1.6)), lineHeight: 1.3, marginTop: pj(2) }}>
          <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
          {q.answer}
        </p>
      ) : null}
    </section>
  );
}
