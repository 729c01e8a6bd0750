import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Question } from '../../contract/question';
import type { QaState } from '../../contract/qa';
import { findListedWords } from '../../contract/qa-word-filter';
import { setQuestionStatus } from '../../api/question-queries';
import { useQaAutoApproved } from '../../api/qa-queries';

/**
 * Through another API (UPSTREAM_URL) the console's server cannot see questions arrive: an open board approves
 * the new pending questions of a session with automatic approval on, unless a listed word matches, and marks
 * them as approved automatically on the console's server. Questions pending when the board opened (or when
 * automatic approval was turned on) are left to the moderators.
 */
export function useAutoApprove(sessionId: string, questions: readonly Question[] | undefined, state: QaState | null | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const mark = useQaAutoApproved(sessionId);
  const active = !!state && !state.serverApproves && state.autoApprove;
  useEffect(() => {
    if (!questions) return;
    if (!active || seen.current === null) {
      seen.current = new Set(questions.map((q) => q.documentId));
      return;
    }
    const fresh = questions.filter((q) => !seen.current!.has(q.documentId));
    for (const q of fresh) seen.current.add(q.documentId);
    const clean = fresh.filter((q) => q.status === 'pending' && findListedWords(q.question, state.words).length === 0);
    if (clean.length === 0) return;
    void (async () => {
      const approved: string[] = [];
      for (const q of clean) {
        try {
          await setQuestionStatus(sessionId, q.documentId, 'approved', { priority: 'background' });
          approved.push(q.documentId);
        } catch {
          // Left pending for a moderator.
        }
      }
      if (approved.length) {
        mark.mutate(approved);
        toast.info(approved.length === 1 ? '1 question approved automatically by this board' : `${approved.length} questions approved automatically by this board`);
      }
    })();
  }, [questions, active]); // eslint-disable-line react-hooks/exhaustive-deps -- runs on a new read; state.words and mark are read then
}
