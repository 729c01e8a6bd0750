import { describe, expect, it } from 'vitest';
import { matchesSearch, searchRanges, searchTerms } from './question-search';

const marked = (query: string, text: string) => searchRanges(searchTerms(query), text).map(([a, b]) => text.slice(a, b));

describe('the board’s search', () => {
  it('matches a question holding every typed word, in any order, ignoring case and accents', () => {
    expect(matchesSearch(searchTerms('slides SHARED'), 'Will the slides be shared?')).toBe(true);
    expect(matchesSearch(searchTerms('cafe'), 'Is the Café open after the keynote?')).toBe(true);
    expect(matchesSearch(searchTerms('slides recording'), 'Will the slides be shared?')).toBe(false);
  });

  it('looks in the answer too, and an empty search matches everything', () => {
    expect(matchesSearch(searchTerms('stage'), 'When?', 'Answered on stage')).toBe(true);
    expect(matchesSearch(searchTerms('   '), 'Anything')).toBe(true);
  });

  it('marks every place a word matches, as typed, merging overlaps', () => {
    expect(marked('the', 'The theory of the case')).toEqual(['The', 'the', 'the']);
    expect(marked('caf', 'Café or café?')).toEqual(['Caf', 'caf']);
    expect(marked('repe peat', 'Could you repeat that?')).toEqual(['repeat']);
    expect(marked('é', 'Café')).toEqual(['é']);
  });
});

describe('searching a keynote’s 1,000 questions', () => {
  // Its speed a keystroke is measured by `npm run bench` (in-browser-work-bench).
  it('keeps in every lane only the questions holding what is typed', async () => {
    const { groupIntoLanes } = await import('./question-lanes');
    const { aQuestion } = await import('./test-question');
    const statuses = ['pending', 'approved', 'answered', 'rejected'] as const;
    const many = Array.from({ length: 1000 }, (_, i) =>
      aQuestion(`q${i}`, statuses[i % 4], { question: i % 100 === 7 ? `Question ${i}: what sample size did you use?` : `Question ${i}: how does the method hold up?` }),
    );
    const lanes = groupIntoLanes(many, 'top', { terms: searchTerms('sam') });
    const kept = Object.values(lanes).flatMap((lane) => lane.map((q) => q.documentId));
    expect(kept.sort()).toEqual(Array.from({ length: 10 }, (_, k) => `q${k * 100 + 7}`).sort());
  });
});
