import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import type { StageContent } from '../../contract/screens';
import { NOTHING_ON_SCREEN, isScreenMessage, newerState, screenChannelName, type ScreenContent, type ScreenMessage, type ScreenState } from './screen-channel';
import type { PollScreenMode } from '../../contract/screens';
import type { StageCommand } from '../../contract/stage-command';
import { pendingForPoll, pendingForQuestion, type StageView } from '../../api/stage-store';
import { setPollModeOnServer, stageStore, useScreensState } from './screen-service';

/** Names of what this window put on screen (the server's stage carries ids only). */
const names = new Map<string, string>();

export function fromStage(content: StageContent): ScreenContent {
  if (content.kind === 'question') return { kind: 'question', questionId: content.questionId, text: names.get(`q:${content.questionId}`) ?? '' };
  if (content.kind === 'poll') return { kind: 'poll', pollId: content.pollId, question: names.get(`p:${content.pollId}`) ?? '', reveal: content.reveal };
  return { kind: 'list' };
}

/** The command a click means, said as what the moderator saw and wants (stage-command.ts). */
export function commandFor(content: ScreenContent): StageCommand {
  if (content.kind === 'question') return { do: 'show-question', questionId: content.questionId };
  if (content.kind === 'poll') return content.reveal ? { do: 'reveal-poll', pollId: content.pollId } : { do: 'show-poll', pollId: content.pollId };
  return { do: 'show-questions' };
}

/** "Clear" of what the moderator sees on screen: that thing off, nothing else (null: nothing to clear). */
export function clearFor(content: StageContent): StageCommand | null {
  if (content.kind === 'question') return { do: 'clear-question', questionId: content.questionId };
  if (content.kind === 'poll') return { do: 'clear-poll', pollId: content.pollId };
  return null;
}

/**
 * The room's screen of a session: `content` is what its screens show now, `show` puts something on them.
 *
 * With the console's own server (`server` true), the server's stage is the truth, held by the window's stage
 * store (src/api/stage-store.ts): a click is a command carrying what the moderator saw; it is pending until the
 * server answers; a refused one is said in a toast in the server's words and the screen's real state stays.
 * Buttons render from `content` (confirmed) and `pendingFor…` (sent, not answered yet). Without that server, the screen is a window of this browser on a
 * BroadcastChannel (screen-channel.ts); a show also goes there, so today's same-browser windows follow either way.
 */
export function useRoomScreen(sessionId: string | undefined) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [state, setState] = useState<ScreenState>(NOTHING_ON_SCREEN);
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

  const subscribe = useCallback((listener: () => void) => stageStore.subscribe(listener), []);
  const view: StageView = useSyncExternalStore(
    subscribe,
    () => stageStore.view(sessionId ?? null),
    () => stageStore.view(sessionId ?? null),
  );
  const confirmed = view.confirmed;
  const stage = useMemo(() => (confirmed ? { content: confirmed.content, updatedAt: confirmed.version } : undefined), [confirmed]);
  const serverContent = useMemo<ScreenContent>(() => (stage ? fromStage(stage.content) : { kind: 'list' }), [stage]);

  const show = useCallback(
    (content: ScreenContent): Promise<boolean> => {
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
        return stageStore.command(sessionId, commandFor(content)).then(
          (answer) => {
            tell(answer.stage.updatedAt);
            return true;
          },
          (error: unknown) => {
            toast.error('The room’s screens did not change', { description: describeError(error) });
            return false;
          },
        );
      }
      tell(Date.now());
      return Promise.resolve(true);
    },
    [server, connection, sessionId],
  );
  const clear = useCallback(() => {
    if (!server) {
      show({ kind: 'list' });
      return;
    }
    const command = stage ? clearFor(stage.content) : null;
    if (!command || !sessionId) return;
    stageStore.command(sessionId, command).catch((error: unknown) => toast.error('The room’s screens did not change', { description: describeError(error) }));
  }, [server, show, stage, sessionId]);
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
    /** Commands sent and not yet answered by the server. */
    pending: view.pending,
    /** The command about this poll or question still on its way (buttons say "Showing…" and keep their meaning). */
    pendingForPoll: (pollId: string) => pendingForPoll(view, pollId),
    pendingForQuestion: (questionId: string) => pendingForQuestion(view, questionId),
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
