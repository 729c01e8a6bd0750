/**
 * One question alone on screen (the spotlight), as large as the card lets it be (never under 3.5 % of the
 * screen's height, a 500-character question included), with its upvotes, and its answer when it has words of
 * its own (an answered question without them is marked "Answered").
 */
import { ThumbsUp } from 'lucide-react';
import type { ScreenQuestion } from '../../contract/screens';
import { cn } from '../ui/cn';
import { AnsweredMark } from './answered-mark';
import { cardPadding } from './screen-frame';
import { CARD_WIDTH, fitText, sh } from './screen-fit';
import { useCardHeight } from './slide-room';
import { cardText, visibleLength } from './screen-text';

const META_SH = 3.8;

export function QuestionSlide({ question: q }: { question: ScreenQuestion }) {
  const cardHeight = useCardHeight();
  const answerSize = q.answer ? fitText(visibleLength(q.answer), CARD_WIDTH, 24, 4.6, 1.25) : 0;
  const answerRoom = q.answer ? answerSize * 1.25 * Math.ceil((visibleLength(q.answer) * answerSize * 0.56) / (CARD_WIDTH * 0.9)) + 2 : 0;
  const textSize = fitText(visibleLength(q.text), CARD_WIDTH, cardHeight - META_SH * 1.2 - 2 - answerRoom, 9, 1.18);
  return (
    <section aria-label="Question on screen" className="relative m-auto flex max-h-full w-full flex-col justify-center overflow-hidden rounded-[1.6vw] bg-(--projector-surface) ring-[0.3vw] ring-(--projector-accent)" style={{ padding: cardPadding }}>
      <p className={cn('font-semibold', cardText)} style={{ fontSize: sh(textSize), lineHeight: 1.18 }} data-testid="spotlight-text">
        {q.text}
      </p>
      <p className="flex flex-wrap items-center text-(--projector-muted)" style={{ fontSize: sh(META_SH), gap: sh(1.6), marginTop: sh(2) }}>
        <span className="inline-flex items-center" style={{ gap: sh(1) }}>
          <ThumbsUp aria-hidden className="text-(--projector-accent-text)" style={{ width: '1em', height: '1em' }} />
          <span className="font-bold tabular-nums text-(--projector-text)">{q.score}</span> {q.score === 1 ? 'upvote' : 'upvotes'}
        </span>
        {q.answered ? <AnsweredMark size={META_SH} /> : null}
      </p>
      {q.answer ? (
        <p className={cardText} style={{ fontSize: sh(answerSize), lineHeight: 1.25, marginTop: sh(2) }}>
          {q.answer}
        </p>
      ) : null}
    </section>
  );
}
