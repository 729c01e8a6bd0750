import { useCallback, useState } from 'react';
import type { Question } from '../../contract/question';
import { BulkRun, oneByOne } from '../../api/bulk-run';
import { scheduler } from '../../api/scheduler';
import { useBulkRunState } from '../../api/use-bulk-run';
import { qaCall } from '../../api/qa-queries';
import { setQuestionStatus, useRefreshQuestions } from '../../api/question-queries';

export type BulkVerb = 'approve' | 'reject' | 'archive';
export type BulkItem = { question: Question; verb: BulkVerb };

const STATUS = { approve: 'approved', reject: 'rejected' } as const;

/**
 * Approve, reject or archive many questions at once on the one bulk-run engine (api/bulk-run.ts): one request
 * per question at `bulk` priority through the shared scheduler (within the request budget, a person's click
 * first), with progress, pause and resume, and each refused question kept with the service's reason.
 * Archiving is one call to the console's server per 200 questions. Questions already in the asked state are
 * not sent.
 */
export function useBulkModeration(sessionId: string, onDone?: () => void) {
  const [run, setRun] = useState<{ engine: BulkRun<BulkItem, unknown>; verb: BulkVerb; items: BulkItem[] } | null>(null);
  const state = useBulkRunState(run?.engine ?? null);
  const refresh = useRefreshQuestions(sessionId);

  const start = useCallback(
    (verb: BulkVerb, questions: readonly Question[]) => {
      const items = questions.filter((q) => verb === 'archive' || q.status !== STATUS[verb]).map((question) => ({ question, verb }));
      const engine =
        verb === 'archive'
          ? new BulkRun<BulkItem, unknown>(items, async (batch) => {
              await qaCall('/archive', { sessionId, questionIds: batch.map((b) => b.question.documentId), archived: true });
              return batch.map(() => ({ ok: true as const, value: null }));
            }, { batchSize: 200, budget: scheduler.getState })
          : new BulkRun<BulkItem, unknown>(items, oneByOne((item: BulkItem, context) => setQuestionStatus(sessionId, item.question.documentId, STATUS[verb as 'approve' | 'reject'], context)), { budget: scheduler.getState });
      setRun({ engine, verb, items });
      void engine.start().then(() => {
        void refresh();
        onDone?.();
      });
    },
    [sessionId, refresh, onDone],
  );

  const dismiss = useCallback(() => setRun(null), []);
  return { run, state, start, dismiss };
}
