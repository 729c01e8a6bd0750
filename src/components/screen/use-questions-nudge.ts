import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { questionQueries } from '../../api/question-queries';
import { onQuestionsChanged } from './screen-service';

/** A nudge within this long of the last read is left to the next read (votes at a keynote's pace nudge every second). */
const FRESH_MS = 1000;

/**
 * A session's live questions read again as soon as the console's server says they changed (a question asked,
 * moderated or upvoted on its own data: the stream of the event's screens carries the nudge), instead of at the
 * board's slow pace when it has been quiet. Without that stream (another server, offline) the pace alone holds.
 */
export function useQuestionsNudge(sessionId: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!sessionId) return;
    return onQuestionsChanged((changed) => {
      if (changed !== sessionId) return;
      const { queryKey } = questionQueries.live(sessionId);
      const state = client.getQueryState(queryKey);
      if (!state || state.fetchStatus === 'fetching' || Date.now() - state.dataUpdatedAt < FRESH_MS) return;
      void client.refetchQueries({ queryKey, type: 'active' });
    });
  }, [client, sessionId]);
}
