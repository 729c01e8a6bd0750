import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import type { StageContent } from '../../contract/screens';
import { NOTHING_ON_SCREEN, isScreenMessage, newerState, screenChannelName, type ScreenContent, type ScreenMessage, type ScreenState } from './screen-channel';
import type { PollScreenMode } from '../../contract/screens';
import { setPollModeOnServer, setStageOnServer, useScreensState } from './screen-service';

/** Names of what this window put on screen (the server's stage carries ids only). */
const names = new Map<string, string>();

export function toStage(content: ScreenContent): StageContent {
  if (content.kind === 'question') return { kind: 'question', questionId: content.questionId };
  if (content.kind === 'poll') return { kind: 'poll', pollId: content.pollId, reveal: content.reveal };
  return { kind: 'questions' };
}

export function fromStage(content: StageContent): ScreenContent {
  if (content.kind === 'question') return { kind: 'question', questionId: content.questionId, text: names.get(`q:${content.questionId}`) ?? '' };
  if (content.kind === 'poll') return { kind: 'poll', pollId: content.pollId, question: names.get(`p:${content.pollId}`) ?? '', reveal: content.reveal };
  return { kind: 'list' };
}

/**
 * The room's screen of a session: `content` is what its screens show now, `show` puts something on them.
 *
 * With the console's own server (`server` true), the server's stage is the truth: a show goes to the server,
 * which pushes it to every screen of the session on any machine, and every console reads the same stage (see
 * screen-service.ts). A show is held as pending until the server confirms it; a refused show is said in a
 * toast and the screen's real state stays. Without that server, the screen is a window of this browser on a
 * BroadcastChannel (screen-channel.ts); a show also goes there, so today's same-browser windows follow either way.
 */
export function useRoomScreen(sessionId: string | undefined) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [state, setState] = useState<ScreenState>(NOTHING_ON_SCREEN);
  const [pending, setPending] = useState<ScreenContent | null>(null);
  const held = useRef(state);
  const channel = useRef<BroadcastChannel | null>(null);
  const name = connection && sessionId && typeof BroadcastChannel !== 'undefined' ? screenChannelName(connection.clientId, connection.eventId, sessionId) : null;
  const server = screens.available === 'server';

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

  const stage = screens.list?.stages.find((s) => s.sessionId === (sessionId ?? null));
  const serverContent = useMemo<ScreenContent>(() => (stage ? fromStage(stage.content) : { kind: 'list' }), [stage]);

  const show = useCallback(
    (content: ScreenContent) => {
      if (content.kind === 'question') names.set(`q:${content.questionId}`, content.text);
      if (content.kind === 'poll') names.set(`p:${content.pollId}`, content.question);
      const tell = (at: number) => {
        // Never older than what is held, even if this window's clock is behind.
        const next: ScreenState = { content, at: Math.max(at, held.current.at + 1) };
        held.current = next;
        setState(next);
        channel.current?.postMessage({ type: 'show', state: next } satisfies ScreenMessage);
      };
      if (server && connection && sessionId) {
        // The server decides: this browser's other windows hear of it once it is the server's state (in its time).
        setPending(content);
        setStageOnServer(connection, sessionId, toStage(content))
          .then((stage) => tell(stage.updatedAt))
          .catch((error: unknown) => toast.error('The room’s screens did not change', { description: describeError(error) }))
          .finally(() => setPending((p) => (p === content ? null : p)));
      } else tell(Date.now());
    },
    [server, connection, sessionId],
  );
  const clear = useCallback(() => show({ kind: 'list' }), [show]);
  const setPollMode = useCallback(
    (pollId: string, mode: PollScreenMode) => {
      if (!connection) return;
      setPollModeOnServer(connection, pollId, mode).catch((error: unknown) => toast.error('The results setting was not saved', { description: describeError(error) }));
    },
    [connection],
  );
  const pollModes = screens.list?.pollModes;
  const modeOf = useCallback((pollId: string): PollScreenMode => pollModes?.[pollId] ?? 'live', [pollModes]);

  // With the server: its stage, or a newer one this browser's windows heard of first (before the stream brings it).
  const content = server ? (state.at > (stage?.updatedAt ?? 0) ? state.content : serverContent) : state.content;
  const screensOfSession = screens.list?.screens.filter((s) => s.sessionId === (sessionId ?? null)) ?? [];
  return {
    state: server ? { content, at: Math.max(stage?.updatedAt ?? 0, state.at) } : state,
    content,
    /** A show sent and not yet confirmed by the server. */
    pending,
    show,
    clear,
    available: name !== null,
    /** True when the console's server keeps the screens (any machine); false: this browser's windows only. */
    server,
    screens: screensOfSession,
    /** Each poll's "Results on screen" (live while voting, the default, or after Reveal). */
    modeOf,
    setPollMode,
  };
}
