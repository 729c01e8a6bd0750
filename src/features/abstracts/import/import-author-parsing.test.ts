import { describe, expect, it } from 'vitest';
import {
  authorsFromColumns,
  formatAuthorsCell,
  formatInstitutionsCell,
  parseAuthorToken,
  parseAuthorsAndInstitutions,
  parseInstitutionList,
} from './import-author-parsing';

describe('parseInstitutionList', () => {
  it('reads numbered lists in their number order', () => {
    expect(parseInstitutionList('2. Univ B; 1. Univ A')).toEqual(['Univ A', 'Univ B']);
    expect(parseInstitutionList('[1] Univ A | [2] Univ B')).toEqual(['Univ A', 'Univ B']);
    expect(parseInstitutionList('1) Univ A\n2) Univ B')).toEqual(['Univ A', 'Univ B']);
  });

  it('numbers an unnumbered list in order and keeps commas inside names', () => {
    expect(parseInstitutionList('University of Oslo, Norway; ETH Zurich')).toEqual(['University of Oslo, Norway', 'ETH Zurich']);
  });

  it('gives nothing for an empty cell', () => {
    expect(parseInstitutionList('  ')).toEqual([]);
  });
});

describe('parseAuthorToken', () => {
  it('reads numbers in brackets, carets or glued to the name, and presenter marks', () => {
    expect(parseAuthorToken('Ann Lee* (1,2)')).toEqual({ name: 'Ann Lee', presenter: true, numbers: [1, 2], institutionNames: [] });
    expect(parseAuthorToken('Bo Chan [2]').numbers).toEqual([2]);
    expect(parseAuthorToken('Bo Chan^1,3').numbers).toEqual([1, 3]);
    expect(parseAuthorToken('Bo Chan1,3')).toMatchObject({ name: 'Bo Chan', numbers: [1, 3] });
    expect(parseAuthorToken('Cy Dunn (presenter) (2)')).toMatchObject({ name: 'Cy Dunn', presenter: true, numbers: [2] });
    // Bracketed numbers win: digits in the name stay in the name.
    expect(parseAuthorToken('Team 42 (1)')).toMatchObject({ name: 'Team 42', numbers: [1] });
  });

  it('reads institution names in brackets, keeping commas inside a name', () => {
    expect(parseAuthorToken('Ann Lee (Univ A; University of Oslo, Norway)').institutionNames).toEqual(['Univ A', 'University of Oslo, Norway']);
  });
});

describe('parseAuthorsAndInstitutions', () => {
  it('reads "Name (1,2); Name (2)" with a numbered institutions cell', () => {
    expect(parseAuthorsAndInstitutions('Ann Lee (1,2); Bo Chan* (2)', '1. Univ A; 2. Univ B')).toEqual({
      institutions: ['Univ A', 'Univ B'],
      authors: [
        { name: 'Ann Lee', institutionIndexes: [0, 1] },
        { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
      ],
    });
  });

  it('splits on commas between authors when no semicolons are used', () => {
    const r = parseAuthorsAndInstitutions('Ann Lee (1,2), Bo Chan (2)', 'Univ A; Univ B');
    expect(r.authors.map((a) => a.name)).toEqual(['Ann Lee', 'Bo Chan']);
    expect(r.authors[0].institutionIndexes).toEqual([0, 1]);
  });

  it('splits superscript-style "Ann Lee1,2, Bo Chan2"', () => {
    const r = parseAuthorsAndInstitutions('Ann Lee1,2, Bo Chan2', 'Univ A; Univ B');
    expect(r.authors).toEqual([
      { name: 'Ann Lee', institutionIndexes: [0, 1] },
      { name: 'Bo Chan', institutionIndexes: [1] },
    ]);
  });

  it('collects institution names written after authors', () => {
    const r = parseAuthorsAndInstitutions('Ann Lee (Univ A); Bo Chan (Univ B; Univ A)');
    expect(r.institutions).toEqual(['Univ A', 'Univ B']);
    expect(r.authors[1].institutionIndexes).toEqual([1, 0]);
  });

  it('marks the author named in a presenter column', () => {
    const r = parseAuthorsAndInstitutions('Ann Lee; Bo Chan', '', 'bo chan');
    expect(r.authors[1].isPresenter).toBe(true);
    expect(r.authors[0].isPresenter).toBeUndefined();
  });

  it('keeps a number with no institution so validation can report it', () => {
    const r = parseAuthorsAndInstitutions('Ann Lee (3)', '1. Univ A');
    expect(r.authors[0].institutionIndexes).toEqual([2]);
  });
});

describe('authorsFromColumns', () => {
  it('numbers institutions by first appearance across author columns', () => {
    const r = authorsFromColumns([
      { name: 'Ann Lee', institutions: 'Univ B; Univ A' },
      { name: 'Bo Chan*', institutions: 'Univ A' },
      { name: '' },
    ]);
    expect(r.institutions).toEqual(['Univ B', 'Univ A']);
    expect(r.authors).toEqual([
      { name: 'Ann Lee', institutionIndexes: [0, 1] },
      { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
    ]);
  });
});

describe('format cells', () => {
  it('writes what the parser reads back', () => {
    const authors = [
      { name: 'Ann Lee', institutionIndexes: [1, 0] },
      { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
    ];
    const institutions = ['Univ A', 'Univ B'];
    const cellA = formatAuthorsCell(authors);
    const cellI = formatInstitutionsCell(institutions);
    expect(cellA).toBe('Ann Lee (1,2); Bo Chan* (2)');
    expect(cellI).toBe('1. Univ A; 2. Univ B');
    expect(parseAuthorsAndInstitutions(cellA, cellI)).toEqual({
      institutions,
      authors: [
        { name: 'Ann Lee', institutionIndexes: [0, 1] },
        { name: 'Bo Chan', institutionIndexes: [1], isPresenter: true },
      ],
    });
  });
});
