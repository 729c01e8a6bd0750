/**
 * What a session's stage shows, as the boards and the polls page read it: the server's stage (src/contract/
 * screens.ts) with the words of what is on it, and those words for the boards' "On screen now" line.
 *
 * Lives in components/ because two features read it (questions, polls) and a feature never imports another.
 */

/** What the room's screens show. `list`: their normal view (the approved questions, or a waiting screen when there are none). */
export type ScreenContent =
  | { kind: 'list' }
  | { kind: 'question'; questionId: string; text: string }
  | { kind: 'poll'; pollId: string; question: string; reveal: boolean };

/** A decision and when it was taken (Unix ms, the server's stage version). */
export type ScreenState = { content: ScreenContent; at: number };

export const NOTHING_ON_SCREEN: ScreenState = { content: { kind: 'list' }, at: 0 };

/** Words for what is on screen, for the boards' "On screen now" line. */
export function describeScreen(content: ScreenContent): string {
  if (content.kind === 'question') return content.text ? `the question “${content.text}”` : 'one question';
  if (content.kind === 'poll') return `${content.question ? `the poll “${content.question}”` : 'a poll'}${content.reveal ? ' with its results' : ''}`;
  return 'the approved questions';
}
