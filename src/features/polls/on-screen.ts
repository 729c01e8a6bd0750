/**
 * What the rooms' screens show, for the polls page's pinned block: one small hook, the only place the
 * page reads it from. With the console's own server, it is the server's screen state (the stream every
 * console follows, components/screen/screen-service.ts), so every console pins the same poll. Where no such
 * server exists, it is the same-browser state of this browser's windows (the room-screen channel of
 * components/screen, one per session, newest decision wins).
 */
import { useEffect, useMemo, useState } from 'react';
import { useConnection } from '../../api/use-connection';
import { isScreenMessage, newerState, NOTHING_ON_SCREEN, screenChannelName, type ScreenMessage, type ScreenState } from '../../components/screen/screen-channel';
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
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [states, setStates] = useState<Record<string, ScreenState>>({});
  const key = [...new Set(sessionIds)].sort().join('\n');

  const clientId = connection?.clientId;
  const eventId = connection?.eventId;
  // The same-browser channel only where there is no console server to ask.
  const sameBrowser = screens.available === 'none';

  useEffect(() => {
    if (!sameBrowser || !clientId || !eventId || !key || typeof BroadcastChannel === 'undefined') return;
    const held: Record<string, ScreenState> = {};
    const channels = key.split('\n').map((sessionId) => {
      const ch = new BroadcastChannel(screenChannelName(clientId, eventId, sessionId));
      ch.onmessage = (e: MessageEvent) => {
        const m: unknown = e.data;
        if (!isScreenMessage(m) || m.type === 'ask') return;
        const next = newerState(held[sessionId] ?? NOTHING_ON_SCREEN, m.state);
        if (next === held[sessionId]) return;
        held[sessionId] = next;
        setStates((prev) => ({ ...prev, [sessionId]: next }));
      };
      ch.postMessage({ type: 'ask' } satisfies ScreenMessage);
      return ch;
    });
    setStates({});
    return () => channels.forEach((ch) => ch.close());
  }, [sameBrowser, clientId, eventId, key]);

  const list = screens.list;
  const fromServer = useMemo(() => pollsOnServerStages(list, key ? key.split('\n') : []), [list, key]);
  if (!sameBrowser) return fromServer;
  return Object.entries(states).flatMap(([sessionId, s]) =>
    s.content.kind === 'poll' && key.split('\n').includes(sessionId) ? [{ sessionId, pollId: s.content.pollId, question: s.content.question, reveal: s.content.reveal }] : [],
  );
}
