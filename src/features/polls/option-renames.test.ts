import { describe, expect, it } from 'vitest';
import { restoreWordings, strandedOptions, strandedSummary } from './option-renames';

describe('strandedOptions', () => {
  it('reports a renamed option that has votes, with its new wording', () => {
    const changes = strandedOptions(['Yes', 'No'], ['Yes', 'Nope'], { Yes: 1, No: 3 });
    expect(changes).toEqual([{ from: 'No', to: 'Nope', votes: 3 }]);
    expect(strandedSummary(changes)).toBe('3 votes for “No” (renamed to “Nope”)');
  });

  it('ignores renames of options nobody voted for, and reordering', () => {
    expect(strandedOptions(['A', 'B', 'C'], ['C', 'A', 'B2'], { A: 2, B: 0, C: 1 })).toEqual([]);
  });

  it('reports a removed option with votes as removed', () => {
    expect(strandedOptions(['A', 'B', 'C'], ['A', 'C'], { B: 1 })).toEqual([{ from: 'B', to: null, votes: 1 }]);
  });
});

describe('restoreWordings', () => {
  it('puts the original wording back in place of the new one', () => {
    expect(restoreWordings(['Yes', 'Nope'], [{ from: 'No', to: 'Nope', votes: 3 }])).toEqual(['Yes', 'No']);
  });
  it('returns a removed option at the end, and does nothing when it is back already', () => {
    expect(restoreWordings(['A', 'C'], [{ from: 'B', to: null, votes: 1 }])).toEqual(['A', 'C', 'B']);
    expect(restoreWordings(['A', 'B'], [{ from: 'B', to: null, votes: 1 }])).toEqual(['A', 'B']);
  });
  it('appends when the new wording was itself changed since', () => {
    expect(restoreWordings(['Yes', 'Maybe'], [{ from: 'No', to: 'Nope', votes: 3 }])).toEqual(['Yes', 'Maybe', 'No']);
  });
});
