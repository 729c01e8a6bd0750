import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Question } from '../../contract/question';
import { fetchQuestions, questionQueries } from '../../api/question-queries';

/** How recent the board's live read must be to stand for the service's current state. */
export const FRESH_READ_MS = 1_000;

export type CurrentRead = {
  /** The question as the service holds it now (undefined: deleted). */
  current: Question | undefined;
  /** When the read the moderator's screen was built on was asked for (null: none yet). */
  shownSince: number | null;
};

/**
 * The current state of one question, at most one request: the board's latest
 * live read when it was asked for less than FRESH_READ_MS ago (and after
 * `notBefore`, e.g. this board's own last write to it), else one new read of
 * the session's questions, which also refreshes the board. A change made
 * elsewhere within that second is as close as a write already on its way.
 */
export function useCurrentQuestion(sessionId: string) {
  const qc = useQueryClient();
  return useCallback(
    async (questionId: string, notBefore = 0): Promise<CurrentRead> => {
      const key = questionQueries.list(sessionId).queryKey;
      const cached = qc.getQueryData(key);
      const find = (list: { questions: Question[] }) => list.questions.find((q) => q.documentId === questionId);
      if (cached && cached.requestedAt >= Date.now() - FRESH_READ_MS && cached.requestedAt > notBefore) {
        return { current: find(cached), shownSince: cached.requestedAt };
      }
      const fresh = await fetchQuestions(sessionId, { priority: 'interactive' });
      qc.setQueryData(key, (old) => (!old || old.requestedAt < fresh.requestedAt ? fresh : old));
      return { current: find(fresh), shownSince: cached?.requestedAt ?? null };
    },
    [qc, sessionId],
  );
}
