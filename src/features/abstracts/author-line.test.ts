import { describe, expect, it } from 'vitest';
import { authorLine, authorLineText } from './author-line';

describe('authorLine', () => {
  it('puts presenting authors first and keeps the others in stored order', () => {
    const line = authorLine({
      institutions: ['Univ A', 'Univ B'],
      authors: [
        { name: 'Ann Lee', institutionIndexes: [0] },
        { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
        { name: 'Cy Dunn', institutionIndexes: [] },
      ],
    });
    expect(line.authors.map((a) => a.name)).toEqual(['Bo Chan', 'Ann Lee', 'Cy Dunn']);
    expect(line.authors[0].presenter).toBe(true);
    expect(line.authors[0].sourceIndex).toBe(1);
  });

  it('numbers institutions from 1 in stored order and writes superscripts ascending, once each', () => {
    const line = authorLine({
      institutions: ['Univ A', 'Univ B', 'Univ C'],
      authors: [{ name: 'Ann Lee', institutionIndexes: [2, 0, 2] }],
    });
    expect(line.authors[0].superscripts).toEqual([1, 3]);
    expect(line.institutions).toEqual([
      { number: 1, name: 'Univ A' },
      { number: 2, name: 'Univ B' },
      { number: 3, name: 'Univ C' },
    ]);
  });

  it('leaves out positions that point past the institution list', () => {
    const line = authorLine({ institutions: ['Univ A'], authors: [{ name: 'Ann', institutionIndexes: [0, 4] }] });
    expect(line.authors[0].superscripts).toEqual([1]);
  });

  it('writes the line as text with institution numbers in brackets', () => {
    expect(
      authorLineText({
        institutions: ['A', 'B'],
        authors: [{ name: 'Ann Lee', institutionIndexes: [0, 1] }, { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true }],
      }),
    ).toBe('Bo Chan (2); Ann Lee (1,2)');
  });
});
