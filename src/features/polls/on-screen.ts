/**
 * What the rooms' screens show, for the polls page's pinned block: one small hook, the only place the
 * page reads it from. Today the screens' state travels between this browser's windows (the room-screen
 * channel of components/screen, one per session, newest decision wins); when the service tells it, only
 * this file changes.
 */
import { useEffect, useState } from 'react';
import { useConnection } from '../../api/use-connection';
import { isScreenMessage, newerState, NOTHING_ON_SCREEN, screenChannelName, type ScreenMessage, type ScreenState } from '../../components/screen/screen-channel';

/** A poll on a room's screen: which session's room, which poll, with or without its results. */
export type PollOnScreen = { sessionId: string; pollId: string; question: string; reveal: boolean };

/** The polls on screen now in the rooms of `sessionIds` (listens only; the poll cards drive the screens). */
export function usePollsOnScreen(sessionIds: readonly string[]): PollOnScreen[] {
  const connection = useConnection();
  const [states, setStates] = useState<Record<string, ScreenState>>({});
  const key = [...new Set(sessionIds)].sort().join('\n');

  const clientId = connection?.clientId;
  const eventId = connection?.eventId;

  useEffect(() => {
    if (!clientId || !eventId || !key || typeof BroadcastChannel === 'undefined') return;
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
  }, [clientId, eventId, key]);

  return Object.entries(states).flatMap(([sessionId, s]) =>
    s.content.kind === 'poll' && key.split('\n').includes(sessionId) ? [{ sessionId, pollId: s.content.pollId, question: s.content.question, reveal: s.content.reveal }] : [],
  );
}
