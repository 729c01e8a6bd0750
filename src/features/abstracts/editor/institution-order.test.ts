import { describe, expect, it } from 'vitest';
import { moveInstitution, removeInstitution } from './institution-order';
import { authorLine } from '../author-line';

const base = {
  institutions: ['Univ A', 'Univ B', 'Univ C'],
  authors: [
    { name: 'Ann', institutionIndexes: [0, 2] },
    { name: 'Bo', institutionIndexes: [1] },
    { name: 'Cy' },
  ],
};

describe('moveInstitution', () => {
  it('moves the name and keeps every author linked to the same institutions', () => {
    const moved = moveInstitution(base, 2, 0);
    expect(moved.institutions).toEqual(['Univ C', 'Univ A', 'Univ B']);
    const names = (i: number) => (moved.authors[i].institutionIndexes ?? []).map((k) => moved.institutions[k]).sort();
    expect(names(0)).toEqual(['Univ A', 'Univ C']);
    expect(names(1)).toEqual(['Univ B']);
    expect(moved.authors[2].institutionIndexes).toBeUndefined();
  });

  it('changes the superscripts the app shows to follow the new numbering', () => {
    const moved = moveInstitution(base, 0, 2);
    // Univ A is now number 3, Univ C number 2.
    expect(authorLine(moved).authors[0].superscripts).toEqual([2, 3]);
  });

  it('does nothing for an out-of-range or same-place move', () => {
    expect(moveInstitution(base, 1, 1)).toBe(base);
    expect(moveInstitution(base, 5, 0)).toBe(base);
  });
});

describe('removeInstitution', () => {
  it('drops the links to it and shifts later positions down', () => {
    const removed = removeInstitution(base, 1);
    expect(removed.institutions).toEqual(['Univ A', 'Univ C']);
    expect(removed.authors[0].institutionIndexes).toEqual([0, 1]);
    expect(removed.authors[1].institutionIndexes).toEqual([]);
  });
});
