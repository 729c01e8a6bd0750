/**
 * A stage that carries intent. A moderator's command says what they saw and what they want ("show poll P",
 * "clear poll P", "reveal P", "show question Q", …) and the stage version it was made on (a stage's version is
 * its `updatedAt`: it only ever grows). The server applies a command with `applyStageCommand`, one rule for
 * every console and every process:
 *
 * 1. On the stage it was made on (nothing moved since), a command does what it says.
 * 2. A show whose wish already holds changes nothing and is not an error, even on a stage that moved: "show P"
 *    while P is on screen (revealed or not: a show never hides figures), "reveal P" while P shows its figures.
 *    On the stage it was made on, a clear of something not on screen changes nothing either.
 * 3. On a stage that moved since, a command still applies when it is about what is on screen now: "clear P",
 *    "reveal P" while P is on screen.
 * 4. Anything else on a stage that moved since is refused (409 `stage_moved`, said in words, nothing changed):
 *    the moderator decided on something that is no longer what the room sees (a Clear of P made before
 *    another moderator put Q up is refused: the room sees Q, which the moderator never decided to take off).
 *
 * So a Show sent right after Reveal results never clears the screen (rule 2), and a Clear made before another
 * moderator put something else up never takes that off (rule 4).
 */
import { z } from 'zod';
import { atMostCharacters, idText } from './common';
import { defaultContent, describeStage, type StageContent } from './screens';

const id = (what: string) => atMostCharacters(idText(what).min(1, { error: 'is required' }), 200);

export const stageCommandSchema = z.discriminatedUnion(
  'do',
  [
    z.strictObject({ do: z.literal('show-poll'), pollId: id('a poll id') }),
    z.strictObject({ do: z.literal('reveal-poll'), pollId: id('a poll id') }),
    z.strictObject({ do: z.literal('clear-poll'), pollId: id('a poll id') }),
    z.strictObject({ do: z.literal('show-question'), questionId: id('a question id') }),
    z.strictObject({ do: z.literal('clear-question'), questionId: id('a question id') }),
    z.strictObject({ do: z.literal('show-questions') }),
    z.strictObject({ do: z.literal('show-welcome') }),
  ],
  { error: 'must be one of show-poll, reveal-poll, clear-poll, show-question, clear-question, show-questions, show-welcome' },
);
export type StageCommand = z.infer<typeof stageCommandSchema>;

export const stageCommandRequestSchema = z.strictObject({
  sessionId: z.union([id('a session id'), z.null()], { error: 'must be a session id, or null for the whole event' }),
  basedOn: z
    .number({ error: 'must be the version of the stage the command was made on (a number)' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'may not be negative' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
  command: stageCommandSchema,
});
export type StageCommandRequest = z.infer<typeof stageCommandRequestSchema>;

/** The server's answer to an accepted command: `applied` changed the stage, `unchanged` found its wish already held. */
export type StageCommandAnswer = { outcome: 'applied' | 'unchanged'; stage: { sessionId: string | null; content: StageContent; updatedAt: number } };

export type StageOutcome = { outcome: 'applied'; content: StageContent } | { outcome: 'unchanged' } | { outcome: 'refused'; reason: 'stage_moved' };

/** The poll on a stage, if any. */
export function pollOnStage(content: StageContent): string | null {
  return content.kind === 'poll' ? content.pollId : null;
}

/** The spotlighted question on a stage, if any. */
export function questionOnStage(content: StageContent): string | null {
  return content.kind === 'question' ? content.questionId : null;
}

/** Whether the command's wish already holds on `content`. */
export function alreadyHolds(content: StageContent, command: StageCommand): boolean {
  switch (command.do) {
    case 'show-poll':
      return pollOnStage(content) === command.pollId;
    case 'reveal-poll':
      return content.kind === 'poll' && content.pollId === command.pollId && content.reveal;
    case 'clear-poll':
      return pollOnStage(content) !== command.pollId;
    case 'show-question':
      return questionOnStage(content) === command.questionId;
    case 'clear-question':
      return questionOnStage(content) !== command.questionId;
    case 'show-questions':
      return content.kind === 'questions';
    default:
      return content.kind === 'welcome';
  }
}

/** Whether the command is about what `content` shows now (it may apply on a stage that moved since). */
function aboutWhatIsShown(content: StageContent, command: StageCommand): boolean {
  if (command.do === 'clear-poll' || command.do === 'reveal-poll') return pollOnStage(content) === command.pollId;
  if (command.do === 'clear-question') return questionOnStage(content) === command.questionId;
  return false;
}

/** What the stage shows once the command is done. */
export function commandTarget(command: StageCommand, sessionId: string | null): StageContent {
  switch (command.do) {
    case 'show-poll':
      return { kind: 'poll', pollId: command.pollId, reveal: false };
    case 'reveal-poll':
      return { kind: 'poll', pollId: command.pollId, reveal: true };
    case 'show-question':
      return { kind: 'question', questionId: command.questionId };
    case 'show-questions':
      return { kind: 'questions' };
    case 'show-welcome':
      return { kind: 'welcome' };
    default:
      return defaultContent(sessionId);
  }
}

/** The one rule of a command on a stage (see the top of this file). */
export function applyStageCommand(stage: { content: StageContent; version: number }, sessionId: string | null, basedOn: number, command: StageCommand): StageOutcome {
  const moved = basedOn !== stage.version;
  const holds = alreadyHolds(stage.content, command);
  if (holds && (!moved || !command.do.startsWith('clear-'))) return { outcome: 'unchanged' };
  if (!moved || aboutWhatIsShown(stage.content, command)) return { outcome: 'applied', content: commandTarget(command, sessionId) };
  return { outcome: 'refused', reason: 'stage_moved' };
}

/** Words for a refused command: what the room sees now, and that nothing changed. */
export function stageMovedWords(now: StageContent, names: { question?: string; poll?: string } = {}): string {
  return `The screen changed since you looked: it now shows ${describeStage(now, names)}. Nothing was changed; look again and choose.`;
}

/** Words for what a command does, for a pending button ("Showing…") and a toast. */
export function commandWords(command: StageCommand): string {
  switch (command.do) {
    case 'show-poll':
    case 'show-question':
    case 'show-questions':
    case 'show-welcome':
      return 'Showing…';
    case 'reveal-poll':
      return 'Revealing…';
    default:
      return 'Clearing…';
  }
}
