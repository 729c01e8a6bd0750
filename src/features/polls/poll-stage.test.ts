import { describe, expect, it } from 'vitest';
import { newPollValues } from './poll-form-schema';
import { nextStep, stageOf, stageWords, stepDone } from './poll-stage';

describe('poll stage', () => {
  it('a new poll from the form starts as a draft that attendees cannot see', () => {
    const v = newPollValues('s1');
    expect(stageOf({ visible: !!v.visible, locked: !!v.locked, showVotes: !!v.showVotes })).toBe('draft');
    expect(stageWords('draft', true).attendees).toMatch(/see nothing/);
  });

  it('moves draft → open → closed → revealed, one write each, sending only the switches it changes', () => {
    let poll = { visible: false, locked: true, showVotes: false };
    const seen: string[] = [];
    for (let step = nextStep(stageOf(poll)); step; step = nextStep(stageOf(poll))) {
      seen.push(step.label);
      poll = { ...poll, ...step.write };
    }
    expect(seen).toEqual(['Launch', 'Close voting', 'Reveal results']);
    expect(stageOf(poll)).toBe('revealed');
    expect(nextStep('draft')?.write).toEqual({ visible: true, locked: false });
    expect(nextStep('open')?.write).toEqual({ locked: true });
    expect(nextStep('closed')).toMatchObject({ write: { showVotes: true }, reveal: true });
  });

  it('says what attendees now see after each step', () => {
    expect(stepDone(nextStep('draft')!, true)).toBe('Launched: attendees can now see and vote on this poll.');
    expect(stepDone(nextStep('open')!, true)).toMatch(/can no longer vote/);
  });

  it('never reads "Voting open" when the session has its polls switched off', () => {
    for (const stage of ['open', 'closed', 'revealed'] as const) {
      const w = stageWords(stage, false);
      expect(w.label).not.toMatch(/open/i);
      expect(w.attendees).toMatch(/cannot reach/);
    }
    expect(stepDone(nextStep('draft')!, false)).toMatch(/cannot reach/);
  });
});
