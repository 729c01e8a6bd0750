import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnection } from '../../api/use-connection';
import { NOTHING_ON_SCREEN, isScreenMessage, newerState, screenChannelName, type ScreenContent, type ScreenMessage, type ScreenState } from './screen-channel';

/**
 * Joins the screen channel of a session (see screen-channel.ts for the rule):
 * `state` is what the room's screen shows now as far as this window knows,
 * `show` puts something on it at once. On joining, the window asks the others
 * what is on screen.
 */
export function useRoomScreen(sessionId: string | undefined) {
  const connection = useConnection();
  const [state, setState] = useState<ScreenState>(NOTHING_ON_SCREEN);
  const held = useRef(state);
  const channel = useRef<BroadcastChannel | null>(null);
  const name = connection && sessionId && typeof BroadcastChannel !== 'undefined' ? screenChannelName(connection.clientId, connection.eventId, sessionId) : null;

  useEffect(() => {
    if (!name) return;
    const ch = new BroadcastChannel(name);
    channel.current = ch;
    held.current = NOTHING_ON_SCREEN;
    setState(NOTHING_ON_SCREEN);
    const adopt = (heard: ScreenState) => {
      const next = newerState(held.current, heard);
      if (next === held.current) return;
      held.current = next;
      setState(next);
    };
    ch.onmessage = (e: MessageEvent) => {
      const m: unknown = e.data;
      if (!isScreenMessage(m)) return;
      if (m.type === 'ask') {
        if (held.current.at > 0) ch.postMessage({ type: 'state', state: held.current } satisfies ScreenMessage);
      } else adopt(m.state);
    };
    ch.postMessage({ type: 'ask' } satisfies ScreenMessage);
    return () => {
      ch.close();
      if (channel.current === ch) channel.current = null;
    };
  }, [name]);

  const show = useCallback((content: ScreenContent) => {
    // Never older than what is held, even if this window's clock is behind.
    const next: ScreenState = { content, at: Math.max(Date.now(), held.current.at + 1) };
    held.current = next;
    setState(next);
    channel.current?.postMessage({ type: 'show', state: next } satisfies ScreenMessage);
  }, []);
  const clear = useCallback(() => show({ kind: 'list' }), [show]);

  return { state, content: state.content, show, clear, available: name !== null };
}
