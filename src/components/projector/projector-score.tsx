import { ThumbsUp } from 'lucide-react';
import { pj } from './projector-type';

/** A question's upvotes at the side of its card on a projected screen (the room screen and the Q&A projector). */
export function ProjectorScore({ score }: { score: number }) {
  return (
    <div className="flex shrink-0 flex-col items-center text-(--projector-accent-text)" style={{ width: pj(6) }}>
      <ThumbsUp aria-hidden style={{ width: pj(2), height: pj(2) }} />
      <span className="font-bold tabular-nums text-(--projector-text)" style={{ fontSize: pj(2.6), lineHeight: 1.1 }}>
        {score}
      </span>
      <span className="sr-only">{score === 1 ? 'upvote' : 'upvotes'}</span>
    </div>
  );
}
