import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUESTIONS_PACE } from '../../api/adaptive-refresh';
import { questionQueries } from '../../api/question-queries';
import { onQuestionsChanged } from './screen-service';

/**
 * A session's live questions read again as soon as the console's server says they changed (a question asked,
 * moderated or upvoted on its own data: the stream of the event's screens carries the nudge), instead of at the
 * board's slow pace when it has been quiet. A nudge never makes reads come closer together than the board's fast
 * pace: one within that time of the last read waits for the rest of it (the read before may not hold the change).
 * A read in flight is replaced (it may have started before the change). Without the stream (another server,
 * offline) the pace alone holds.
 */
export function useQuestionsNudge(sessionId: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!sessionId) return;
    const { queryKey } = questionQueries.live(sessionId);
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(waiting);
      waiting = undefined;
      void client.refetchQueries({ queryKey, type: 'active' });
    };
    const stop = onQuestionsChanged((changed) => {
      if (changed !== sessionId) return;
      const state = client.getQueryState(queryKey);
      if (!state) return;
      const age = Date.now() - state.dataUpdatedAt;
      if (age >= QUESTIONS_PACE.fastMs) read();
      else waiting ??= setTimeout(read, QUESTIONS_PACE.fastMs - age);
    });
    return () => {
      stop();
      clearTimeout(waiting);
    };
  }, [client, sessionId]);
}
