import { describe, expect, it } from 'vitest';
import { screenPoll, screenQuestion, screenQuestions, stageView, type StageData } from './screen-view';

const q = (id: string, status: string, question = `Q ${id}`, answer = '') => ({ id, doc: { question, status, answer }, score: 1 });

describe('what a screen receives', () => {
  it('only approved and answered questions; an answer only when answered', () => {
    const shown = screenQuestions([q('1', 'approved'), q('2', 'pending', 'secret'), q('3', 'rejected', 'secret'), q('4', 'answered', 'Done?', 'Yes')]);
    expect(shown.questions.map((x) => x.id)).toEqual(['1', '4']);
    expect(shown.questions[1].answer).toBe('Yes');
    expect(screenQuestion(q('5', 'approved', 'A', 'draft answer'))?.answer).toBeNull();
    expect(JSON.stringify(shown)).not.toContain('secret');
  });

  it('a spotlight on a question no longer approved shows nothing', () => {
    const base: StageData = { content: { kind: 'question', questionId: '2' }, decidedAt: 1, look: { name: 'E', banner: null, colours: {} }, joinLine: '', sessionTitle: 'S', question: q('2', 'pending', 'secret') };
    expect(stageView(base, 2).content).toEqual({ kind: 'question', question: null });
  });

  it('poll figures: live by default, hidden after Reveal mode until revealed; never on a draft', () => {
    const poll = { id: 'p', doc: { question: 'Which?', options: ['A', 'B'], visible: true, locked: false, showVotes: false } };
    const tally = { choices: { A: 2, B: 1 }, voters: 3 };
    expect(screenPoll(poll, tally, 'live', false)).toMatchObject({ figures: true, totalVotes: 3, options: [{ label: 'A', votes: 2 }, { label: 'B', votes: 1 }] });
    expect(screenPoll(poll, tally, 'reveal', false)).toMatchObject({ figures: false, voterCount: 3, totalVotes: 0, options: [{ votes: null }, { votes: null }] });
    expect(screenPoll(poll, tally, 'reveal', true).figures).toBe(true);
    expect(screenPoll({ id: 'p', doc: { ...poll.doc, locked: true, showVotes: true } }, tally, 'reveal', false)).toMatchObject({ figures: true, stage: 'revealed' });
    expect(screenPoll({ id: 'p', doc: { ...poll.doc, visible: false } }, tally, 'live', true)).toMatchObject({ figures: false, stage: 'draft' });
  });
});
