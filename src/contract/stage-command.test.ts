import { describe, expect, it } from 'vitest';
import { applyStageCommand, stageCommandRequestSchema, stageMovedWords } from './stage-command';
import type { StageContent } from './screens';

const poll = (pollId: string, reveal = false): StageContent => ({ kind: 'poll', pollId, reveal });
const question = (questionId: string): StageContent => ({ kind: 'question', questionId });
const LIST: StageContent = { kind: 'questions' };
const at = (content: StageContent, version: number) => ({ content, version });

describe('a stage command', () => {
  it('does what it says on the stage it was made on', () => {
    expect(applyStageCommand(at(LIST, 5), 's1', 5, { do: 'show-poll', pollId: 'P' })).toEqual({ outcome: 'applied', content: poll('P') });
    expect(applyStageCommand(at(poll('P'), 5), 's1', 5, { do: 'clear-poll', pollId: 'P' })).toEqual({ outcome: 'applied', content: LIST });
    expect(applyStageCommand(at(LIST, 5), 's1', 5, { do: 'reveal-poll', pollId: 'P' })).toEqual({ outcome: 'applied', content: poll('P', true) });
  });

  it('Reveal followed at once by Show never clears the screen: the Show finds its wish already holds', () => {
    // Reveal results put P up with its figures (version 6); the Show was made on version 5, before it landed.
    expect(applyStageCommand(at(poll('P', true), 6), 's1', 5, { do: 'show-poll', pollId: 'P' })).toEqual({ outcome: 'unchanged' });
  });

  it('a show never hides figures already revealed', () => {
    expect(applyStageCommand(at(poll('P', true), 6), 's1', 6, { do: 'show-poll', pollId: 'P' })).toEqual({ outcome: 'unchanged' });
  });

  it('a Clear made before another moderator put something else up is refused', () => {
    expect(applyStageCommand(at(question('Q'), 7), 's1', 6, { do: 'clear-poll', pollId: 'P' })).toEqual({ outcome: 'refused', reason: 'stage_moved' });
  });

  it('a show made on a stage another moderator changed to something else is refused', () => {
    expect(applyStageCommand(at(question('Q'), 7), 's1', 6, { do: 'show-poll', pollId: 'P' })).toEqual({ outcome: 'refused', reason: 'stage_moved' });
  });

  it('a clear or reveal about what is on screen now still applies on a stage that moved', () => {
    expect(applyStageCommand(at(poll('P', true), 8), 's1', 6, { do: 'clear-poll', pollId: 'P' })).toEqual({ outcome: 'applied', content: LIST });
    expect(applyStageCommand(at(poll('P'), 8), 's1', 6, { do: 'reveal-poll', pollId: 'P' })).toEqual({ outcome: 'applied', content: poll('P', true) });
  });

  it('a reveal of a poll no longer on a stage that moved is refused', () => {
    expect(applyStageCommand(at(question('Q'), 8), 's1', 6, { do: 'reveal-poll', pollId: 'P' })).toEqual({ outcome: 'refused', reason: 'stage_moved' });
  });

  it('a clear of something not on screen, on the stage it was made on, changes nothing', () => {
    expect(applyStageCommand(at(LIST, 4), 's1', 4, { do: 'clear-poll', pollId: 'P' })).toEqual({ outcome: 'unchanged' });
  });

  it('clearing the whole event’s stage brings back the welcome', () => {
    expect(applyStageCommand(at(question('Q'), 3), null, 3, { do: 'clear-question', questionId: 'Q' })).toEqual({ outcome: 'applied', content: { kind: 'welcome' } });
  });

  it('says a refusal in words: what the room sees now, and that nothing changed', () => {
    expect(stageMovedWords(question('Q'), { question: 'Will slides be shared?' })).toBe('The screen changed since you looked: it now shows the question “Will slides be shared?”. Nothing was changed; look again and choose.');
  });

  it('refuses a request without the version it was made on, naming the field', () => {
    const parsed = stageCommandRequestSchema.safeParse({ sessionId: 's1', command: { do: 'show-poll', pollId: 'P' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['basedOn']);
  });
});
