/**
 * What the rooms' screens show, for the polls page's pinned block: one small hook, the only place the
 * page reads it from. With the console's own server, it is the server's screen state (the stream every
 * console follows, components/screen/screen-service.ts), so every console pins the same poll.
 */
import { useMemo } from 'react';
import { useConnection } from '../../api/use-connection';
import { useScreensState, type ScreensState } from '../../components/screen/screen-service';

/** A poll on a room's screen: which session's room, which poll, and whether its figures show there. */
export type PollOnScreen = { sessionId: string; pollId: string; question: string; reveal: boolean };

/** The polls on the server's stages of `sessionIds`: figures show when Reveal was pressed or the poll's results are live. */
export function pollsOnServerStages(list: ScreensState['list'], sessionIds: readonly string[]): PollOnScreen[] {
  if (!list) return [];
  const wanted = new Set(sessionIds);
  return list.stages.flatMap((stage) =>
    stage.sessionId !== null && wanted.has(stage.sessionId) && stage.content.kind === 'poll'
      ? [{ sessionId: stage.sessionId, pollId: stage.content.pollId, question: '', reveal: stage.content.reveal || (list.pollModes[stage.content.pollId] ?? 'live') === 'live' }]
      : [],
  );
}

/** The polls on screen now in the rooms of `sessionIds` (listens only; the poll cards drive the screens). */
export function usePollsOnScreen(sessionIds: readonly string[]): PollOnScreen[] {
  const screens = useScreensState(useConnection());
  const key = [...new Set(sessionIds)].sort().join('\n');
  const list = screens.list;
  return useMemo(() => pollsOnServerStages(list, key ? key.split('\n') : []), [list, key]);
}
