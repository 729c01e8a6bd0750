/**
 * The room's screen: what the projector window of a session shows, decided by
 * the moderators, carried between the windows of one browser over a
 * BroadcastChannel named after the event and the session (no API involved).
 *
 * The rule: the newest decision wins. Every window on the channel (Q&A board,
 * polls page, projector) keeps the latest `ScreenState` it has heard of. A
 * decision is sent as `show` with the time it was taken; a window that opens
 * later sends `ask`, and every window that knows a state answers with
 * `state`; the asker keeps the newest one. A projector that hears nothing
 * shows its normal view (the approved questions).
 *
 * Lives in components/ because two features drive it (questions, polls) and a
 * feature never imports another.
 */

/** What the projector shows. `list`: its normal view (the approved questions, or a waiting screen when there are none). */
export type ScreenContent =
  | { kind: 'list' }
  | { kind: 'question'; questionId: string; text: string }
  | { kind: 'poll'; pollId: string; question: string; reveal: boolean };

/** A decision and when it was taken (Unix ms, the deciding window's clock). */
export type ScreenState = { content: ScreenContent; at: number };

export type ScreenMessage =
  | { type: 'show'; state: ScreenState }
  | { type: 'ask' }
  | { type: 'state'; state: ScreenState };

export const NOTHING_ON_SCREEN: ScreenState = { content: { kind: 'list' }, at: 0 };

/** One channel per event and session: two events, or two rooms, never drive each other's screen. */
export function screenChannelName(clientId: string, eventId: string, sessionId: string): string {
  return `console-screen:${clientId}:${eventId}:${sessionId}`;
}

/** The newer of two states (ties keep the one held). */
export function newerState(held: ScreenState, heard: ScreenState): ScreenState {
  return heard.at > held.at ? heard : held;
}

/** Whether a message is one of ours (anything else on the channel is ignored). */
export function isScreenMessage(data: unknown): data is ScreenMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as { type?: unknown; state?: { at?: unknown; content?: { kind?: unknown } } };
  if (m.type === 'ask') return true;
  if (m.type !== 'show' && m.type !== 'state') return false;
  const kind = m.state?.content?.kind;
  return typeof m.state?.at === 'number' && (kind === 'list' || kind === 'question' || kind === 'poll');
}

/** Words for what is on screen, for the boards' "On screen now" line. */
export function describeScreen(content: ScreenContent): string {
  if (content.kind === 'question') return content.text ? `the question “${content.text}”` : 'one question';
  if (content.kind === 'poll') return `${content.question ? `the poll “${content.question}”` : 'a poll'}${content.reveal ? ' with its results' : ''}`;
  return 'the approved questions';
}
