import { describe, expect, it } from 'vitest';
import { groupDuplicates, meaningOf, similarity, SIMILAR } from './duplicate-groups';

const sim = (a: string, b: string) => similarity(meaningOf(a), meaningOf(b));
let n = 0;
const q = (question: string, score = 0) => ({ documentId: `q${++n}`, question, score });

describe('questions that say the same thing', () => {
  // Re-wordings seen in real sessions: each pair asks one thing.
  it.each([
    ['Could you repeat the last point?', 'Can you repeat the last point please?'],
    ['Will the slides be shared?', 'Will you share the slides?'],
    ['Will the slides be shared after the talk?', 'are the slides going to be shared after the talk'],
    ['Where can I find the recording of this session?', 'Where will the recording of the session be?'],
    ['How does this compare to Kubernetes?', 'How does it compare with kubernetes??'],
    ['What about GDPR compliance?', 'GDPR compliance — what about it?'],
    ['Is the café open after the keynote?', 'is the cafe open after keynote'],
  ])('“%s” and “%s” are near-duplicates', (a, b) => {
    expect(sim(a, b)).toBeGreaterThanOrEqual(SIMILAR);
  });

  // Same topic, different question: they must stay apart.
  it.each([
    ['Will the slides be shared?', 'Will the recording be shared?'],
    ['How does this compare to Kubernetes?', 'How does this compare to Nomad?'],
    ['When is the lunch break?', 'Where is the lunch served?'],
    ['What is your favourite programming language?', 'What programming language should beginners learn first?'],
    ['Could you repeat the last point?', 'Could you explain the last slide?'],
    ['Why?', 'How?'],
  ])('“%s” and “%s” are not', (a, b) => {
    expect(sim(a, b)).toBeLessThan(SIMILAR);
  });

  it('counts a one-word question the same only when it is the same word', () => {
    expect(sim('Pricing?', 'pricing')).toBe(1);
    expect(sim('Pricing?', 'Licensing?')).toBe(0);
  });

  it('groups under the most upvoted, most upvoted first among the similar, and keeps the lane order of the leaders', () => {
    const a = q('Will the slides be shared?', 1);
    const b = q('Is there a lunch break?', 0);
    const c = q('Will you share the slides?', 5);
    const d = q('Are the slides going to be shared?', 2);
    const groups = groupDuplicates([a, b, c, d]);
    expect(groups.map((g) => [g.leader.question, g.similar.map((s) => s.question)])).toEqual([
      ['Is there a lunch break?', []],
      ['Will you share the slides?', ['Are the slides going to be shared?', 'Will the slides be shared?']],
    ]);
  });

  it('leaves a question the moderator split off on its own', () => {
    const a = q('Will the slides be shared?', 3);
    const b = q('Will you share the slides?', 1);
    expect(groupDuplicates([a, b], new Set([b.documentId])).map((g) => g.similar.length)).toEqual([0, 0]);
  });

  // Its speed on 1,000 questions is measured by `npm run bench` (in-browser-work-bench).
  it('groups 1,000 questions, each once, the same ones together', () => {
    const topics = ['slides', 'recording', 'pricing', 'kubernetes', 'security', 'roadmap', 'hiring', 'latency', 'privacy', 'testing'];
    const many = Array.from({ length: 1000 }, (_, i) => q(i % 100 === 3 ? 'Will the slides be shared?' : `Question ${i}: how does ${topics[i % 10]} work with ${topics[(i * 7) % 10]} at scale number ${i % 37}?`, i % 13));
    const groups = groupDuplicates(many);
    const ids = groups.flatMap((g) => [g.leader, ...g.similar].map((x) => x.documentId));
    expect(new Set(ids).size).toBe(1000);
    expect(ids).toHaveLength(1000);
    const slides = groups.find((g) => g.leader.question === 'Will the slides be shared?');
    expect(slides?.similar).toHaveLength(9);
  });
});
