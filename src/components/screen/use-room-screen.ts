import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import type { StageContent } from '../../contract/screens';
import { NOTHING_ON_SCREEN, type ScreenContent, type ScreenState } from './screen-content';
import type { PollScreenMode } from '../../contract/screens';
import type { StageCommand } from '../../contract/stage-command';
import { pendingForPoll, pendingForQuestion, StageUnconfirmed, type StageView } from '../../api/stage-store';
import { setPollModeOnServer, stageStore, useScreensState } from './screen-service';

const NO_SERVER = 'Room screens are kept by the console’s own server (npm start or the Docker image); this console was served by something else.';

/**
 * A command that did not change the screens, said: refused (the server's words), or given up unanswered (the
 * screens may or may not have changed: the preview and the stream say what they show).
 */
function tellNotDone(error: unknown): void {
  if (error instanceof StageUnconfirmed) toast.error('Not confirmed: the room’s screens may not have changed', { description: error.message, duration: 15_000 });
  else toast.error('The room’s screens did not change', { description: describeError(error) });
}

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
 * Buttons render from `content` (confirmed) and `pendingFor…` (sent, not answered yet). Without that server
 * (a console served by something else) there are no room screens, and a show says so.
 */
export function useRoomScreen(sessionId: string | undefined) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  // The server's answer to this window's last command, shown before the stream brings it (per session).
  const [local, setLocal] = useState<{ sessionId: string | undefined; state: ScreenState }>({ sessionId, state: NOTHING_ON_SCREEN });
  const state = local.sessionId === sessionId ? local.state : NOTHING_ON_SCREEN;
  const server = screens.available === 'server';

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
      const tell = (at: number) =>
        setLocal((prev) => ({ sessionId, state: { content, at: Math.max(at, (prev.sessionId === sessionId ? prev.state.at : 0) + 1) } }));
      if (server && connection && sessionId) {
        // The server decides; its answer shows here before the stream brings it to every console.
        return stageStore.command(sessionId, commandFor(content)).then(
          (answer) => {
            tell(answer.stage.updatedAt);
            return true;
          },
          (error: unknown) => {
            tellNotDone(error);
            return false;
          },
        );
      }
      toast.error('The room’s screens did not change', { description: NO_SERVER });
      return Promise.resolve(false);
    },
    [server, connection, sessionId],
  );
  const clear = useCallback(() => {
    if (!server) {
      toast.error('The room’s screens did not change', { description: NO_SERVER });
      return;
    }
    const command = stage ? clearFor(stage.content) : null;
    if (!command || !sessionId) return;
    stageStore.command(sessionId, command).catch(tellNotDone);
  }, [server, stage, sessionId]);
  const setPollMode = useCallback(
    (pollId: string, mode: PollScreenMode) => {
      if (!connection) return;
      setPollModeOnServer(connection, pollId, mode).catch((error: unknown) => toast.error('The results setting was not saved', { description: describeError(error) }));
    },
    [connection],
  );
  const pollModes = screens.list?.pollModes;
  const modeOf = useCallback((pollId: string): PollScreenMode => pollModes?.[pollId] ?? 'live', [pollModes]);

  // The server's stage, or this window's newer answer (before the stream brings it).
  const content = server && state.at > (stage?.updatedAt ?? 0) ? state.content : serverContent;
  const screensOfSession = screens.list?.screens.filter((s) => s.sessionId === (sessionId ?? null)) ?? [];
  return {
    state: { content, at: Math.max(stage?.updatedAt ?? 0, state.at) },
    content,
    /** Commands sent and not yet answered by the server. */
    pending: view.pending,
    /** The command about this poll or question still on its way (buttons say "Showing…" and keep their meaning). */
    pendingForPoll: (pollId: string) => pendingForPoll(view, pollId),
    pendingForQuestion: (questionId: string) => pendingForQuestion(view, questionId),
    show,
    clear,
    /** True when the console's server keeps the screens; false: this console was served by something else, and nothing can be shown. */
    server,
    screens: screensOfSession,
    /** Each poll's "Results on screen" (live while voting, the default, or after Reveal). */
    modeOf,
    setPollMode,
  };
}
