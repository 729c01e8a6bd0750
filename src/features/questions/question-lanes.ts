import { z } from 'zod';
import type { Question, QuestionStatus } from '../../contract/question';
import { inQueueOrder } from '../../contract/qa';
import { matchesSearch, type SearchTerms } from './question-search';

/** The four statuses, and the archive (kept by the console's server) as a fifth lane. */
export type LaneId = QuestionStatus | 'archived';
export type LaneSort = 'top' | 'newest';

export const LANES: readonly { id: LaneId; label: string; empty: string }[] = [
  { id: 'pending', label: 'Pending', empty: 'No questions waiting. New questions from the audience arrive here.' },
  { id: 'approved', label: 'Approved', empty: 'Nothing approved yet. Approved questions are shown to attendees and on the projector.' },
  { id: 'answered', label: 'Answered', empty: 'No answered questions yet.' },
  { id: 'rejected', label: 'Rejected', empty: 'No rejected questions.' },
  { id: 'archived', label: 'Archived', empty: 'No archived questions. Archived questions leave the lanes and the room’s screen; restore one to bring it back.' },
];

export function isLaneId(value: unknown): value is LaneId {
  return LANES.some((l) => l.id === value);
}

/** The board's lane, order and search in the URL (`?lane=&sort=&q=`), read with `useUrlState`. */
export const boardViewState = z.object({
  lane: z.custom<LaneId>(isLaneId).catch('pending'),
  sort: z.enum(['top', 'newest']).catch('top'),
  q: z.string().catch(''),
});

export type LaneOptions = {
  /** Questions in the archive: they leave their status's lane for the archived one. */
  archived?: ReadonlySet<string>;
  /** The moderators' queue: the approved lane follows it when ordered by upvotes. */
  order?: readonly string[];
  /** Only questions holding every word (in the text or the answer). */
  terms?: SearchTerms;
};

export function laneLabel(id: LaneId): string {
  return LANES.find((l) => l.id === id)?.label ?? id;
}

function createdMs(q: Question): number {
  const t = q.createdAt ? Date.parse(q.createdAt) : NaN;
  return Number.isNaN(t) ? NaN : t;
}

/**
 * Splits questions into the four lanes. `top` keeps the API's order (most
 * upvoted first); `newest` puts the most recently asked first (when the API
 * gives no time, later in the API's list counts as newer among equals).
 */
export function groupIntoLanes(questions: readonly Question[], sort: LaneSort = 'top', options: LaneOptions = {}): Record<LaneId, Question[]> {
  const lanes: Record<LaneId, Question[]> = { pending: [], approved: [], answered: [], rejected: [], archived: [] };
  const { archived, order, terms } = options;
  for (const q of questions) {
    if (terms?.length && !matchesSearch(terms, q.question, q.answer ?? '')) continue;
    lanes[archived?.has(q.documentId) ? 'archived' : q.status]?.push(q);
  }
  if (sort === 'top' && order?.length) {
    lanes.approved = inQueueOrder(lanes.approved.map((q) => ({ id: q.documentId, q })), order).map((x) => x.q);
  }
  if (sort === 'newest') {
    for (const id of Object.keys(lanes) as LaneId[]) {
      const indexed = lanes[id].map((q, i) => ({ q, i, t: createdMs(q) }));
      indexed.sort((a, b) => {
        const at = Number.isNaN(a.t) ? -Infinity : a.t;
        const bt = Number.isNaN(b.t) ? -Infinity : b.t;
        if (at !== bt) return bt - at;
        return b.i - a.i;
      });
      lanes[id] = indexed.map((x) => x.q);
    }
  }
  return lanes;
}

/** Questions for the projector: approved and answered, top voted first. */
export function projectorQuestions(questions: readonly Question[]): Question[] {
  return questions
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => q.status === 'approved' || q.status === 'answered')
    .sort((a, b) => b.q.score - a.q.score || a.i - b.i)
    .map(({ q }) => q);
}
