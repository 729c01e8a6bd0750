import { describe, expect, it } from 'vitest';
import { screenLook, screenPoll, screenQuestion, screenQuestions, stageView, type StageData } from './screen-view';

const q = (id: string, status: string, question = `Q ${id}`, answer = '') => ({ id, doc: { question, status, answer }, score: 1 });

describe('what a screen receives', () => {
  it('only approved and answered questions; an answer only when answered', () => {
    const shown = screenQuestions([q('1', 'approved'), q('2', 'pending', 'secret'), q('3', 'rejected', 'secret'), q('4', 'answered', 'Done?', 'Yes')]);
    expect(shown.questions.map((x) => x.id)).toEqual(['1', '4']);
    expect(shown.questions[1].answer).toBe('Yes');
    expect(screenQuestion(q('5', 'approved', 'A', 'draft answer'))?.answer).toBeNull();
    expect(JSON.stringify(shown)).not.toContain('secret');
  });

  it('open questions first, answered ones after them, each top voted first; an answered one never pushes an open one off', () => {
    const records = [q('a', 'answered', 'A', 'Yes'), q('b', 'approved'), q('c', 'answered', 'C', 'No'), q('d', 'approved')];
    expect(screenQuestions(records).questions.map((x) => x.id)).toEqual(['b', 'd', 'a', 'c']);
    const many = [...Array.from({ length: 45 }, (_, i) => q(`x${i}`, 'answered', 'X', 'Done')), q('open', 'approved')];
    const shown = screenQuestions(many);
    expect(shown.questions[0].id).toBe('open');
    expect(shown.more).toBe(6);
  });

  it('the default answer is a placeholder: the question shows as answered, with no answer text', () => {
    expect(screenQuestion(q('1', 'answered', 'Q', 'Answered on stage'))).toMatchObject({ answered: true, answer: null });
    expect(screenQuestion(q('1', 'answered', 'Q', ' answered on stage '))).toMatchObject({ answered: true, answer: null });
    expect(screenQuestion(q('1', 'answered', 'Q', 'Covered in the keynote'), 'Covered in the keynote')).toMatchObject({ answered: true, answer: null });
    expect(screenQuestion(q('1', 'answered', 'Q', 'In room B after lunch'), 'Covered in the keynote')).toMatchObject({ answered: true, answer: 'In room B after lunch' });
    expect(screenQuestion(q('1', 'approved', 'Q'))).toMatchObject({ answered: false, answer: null });
    const view = stageView({ content: { kind: 'questions' }, decidedAt: 1, look: screenLook({}), joinLine: '', defaultAnswer: 'Covered in the keynote', sessionTitle: 'S', questions: [q('1', 'answered', 'Q', 'Covered in the keynote')] }, 2);
    expect(JSON.stringify(view)).not.toContain('Covered in the keynote');
  });

  it("the event's clock goes with its look (hours from UTC; anything else reads as UTC)", () => {
    expect(screenLook({ timeZoneOffset: 8 }).timeZoneOffset).toBe(8);
    expect(screenLook({ timeZoneOffset: -12 }).timeZoneOffset).toBe(-12);
    for (const bad of [undefined, '8', 99, 2.5]) expect(screenLook({ timeZoneOffset: bad }).timeZoneOffset).toBe(0);
  });

  it("the event's look: a banner of http(s) or this server's /media only, colours of either of the contract's formats, nothing else of the settings", () => {
    const look = screenLook({ name: 'Summit', imagePath: ' /media/banner-1.png ', primaryBackgroundColor: 4278190080, primaryFontColor: '#FFF8E7', secondaryFontColor: '#000000', supportEmail: 'team@example.org' });
    expect(look).toEqual({ name: 'Summit', timeZoneOffset: 0, banner: '/media/banner-1.png', colours: { primaryBackgroundColor: '#FF000000', primaryFontColor: '#FFF8E7' } });
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/b.png', '/api/whoami', 42]) expect(screenLook({ imagePath: bad }).banner, String(bad)).toBeNull();
  });

  it('a spotlight on a question no longer approved shows nothing', () => {
    const base: StageData = { content: { kind: 'question', questionId: '2' }, decidedAt: 1, look: { name: 'E', timeZoneOffset: 0, banner: null, colours: {} }, joinLine: '', sessionTitle: 'S', question: q('2', 'pending', 'secret') };
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
