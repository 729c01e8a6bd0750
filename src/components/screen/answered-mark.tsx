import { CheckCircle2 } from 'lucide-react';
import { sh } from './screen-fit';

/** "Answered", marked on a question's card (its answer follows only when it has words of its own). */
export function AnsweredMark({ size }: { size: number }) {
  return (
    <span className="inline-flex items-center font-semibold text-(--projector-accent-text)" style={{ gap: sh(size * 0.25), fontSize: sh(size) }}>
      <CheckCircle2 aria-hidden style={{ width: '1em', height: '1em' }} />
      Answered
    </span>
  );
}
