import { describe, expect, it } from 'vitest';
import { cellFlag, fieldInWords, prepareRow, prepareRows, problemsText } from './import-rows';

const mapping = {
  ID: 'documentId',
  No: 'abstractNumber',
  Title: 'title',
  Authors: 'authors',
  Affiliations: 'institutions',
  Hidden: 'unListed',
  Notes: 'ignore',
} as const;

describe('prepareRow', () => {
  it('turns a spreadsheet row into an abstract to create', () => {
    const r = prepareRow(
      { ID: '', No: 12, Title: ' Sleep and memory ', Authors: 'Ann Lee* (1,2); Bo Chan (2)', Affiliations: '1. Univ A; 2. Univ B', Hidden: 'yes', Notes: 'x' },
      { ...mapping },
      1, [],
    );
    expect(r.problems).toEqual([]);
    expect(r.action).toBe('create');
    expect(r.item).toEqual({
      abstractNumber: '12',
      title: 'Sleep and memory',
      unListed: true,
      institutions: ['Univ A', 'Univ B'],
      authors: [
        { name: 'Ann Lee', institutionIndexes: [0, 1], isPresenter: true },
        { name: 'Bo Chan', institutionIndexes: [1] },
      ],
    });
  });

  it('flags a row to create without a title, naming the field', () => {
    const r = prepareRow({ Title: '', Authors: 'Ann Lee' }, { ...mapping }, 3, []);
    expect(r.item).toBeNull();
    expect(r.problems).toContainEqual({ field: 'title', message: 'is required' });
    expect(prepareRow({ Authors: 'Ann Lee' }, { ...mapping }, 3, []).problems).toContainEqual({ field: 'title', message: 'is required' });
  });

  it('flags an author pointing at an institution that is not listed', () => {
    const r = prepareRow({ Title: 'T', Authors: 'Ann Lee (3)', Affiliations: '1. Univ A' }, { ...mapping }, 1, []);
    expect(r.item).toBeNull();
    expect(problemsText(r.problems)).toBe('Author 1, institutions: points at institution 3 but the abstract lists 1');
  });

  it('reports every problem of a row at once', () => {
    const r = prepareRow({ Title: '', Authors: 'Cy (3)', Affiliations: '1. Univ A' }, { ...mapping }, 1, []);
    expect(r.problems.map((p) => p.field)).toEqual(['title', 'authors[0].institutionIndexes[0]']);
  });

  it('flags an unreadable yes/no cell and a bad web address', () => {
    const r = prepareRow({ Title: 'T', Hidden: 'perhaps', Poster: 'not a url' }, { ...mapping, Poster: 'posterImagePath' }, 1, []);
    expect(r.problems.map((p) => p.field).sort()).toEqual(['posterImagePath', 'unListed']);
  });

  it('updates when the row has an id, sending only filled cells', () => {
    const r = prepareRow({ ID: 'abc', Title: '', No: 'P-7' }, { ...mapping }, 1, []);
    expect(r.action).toBe('update');
    expect(r.item).toEqual({ documentId: 'abc', abstractNumber: 'P-7' });
  });

  it('takes authors and institutions from JSON arrays as they are', () => {
    const r = prepareRow(
      { title: 'T', authors: [{ name: 'Ann', institutionIndexes: [0] }], institutions: ['Univ A'] },
      { title: 'title', authors: 'authors', institutions: 'institutions' },
      1, [],
    );
    expect(r.item).toEqual({ title: 'T', authors: [{ name: 'Ann', institutionIndexes: [0] }], institutions: ['Univ A'] });
  });

  it('reads one column per author with institution names', () => {
    const r = prepareRow(
      { Title: 'T', 'Author 1': 'Ann', 'Author 1 inst': 'Univ B', 'Author 2': 'Bo', 'Author 2 inst': 'Univ A; Univ B', Presenter: 'Bo' },
      { Title: 'title', 'Author 1': 'author.1.name', 'Author 1 inst': 'author.1.institutions', 'Author 2': 'author.2.name', 'Author 2 inst': 'author.2.institutions', Presenter: 'presenter' },
      1, [],
    );
    expect(r.item).toMatchObject({
      institutions: ['Univ B', 'Univ A'],
      authors: [
        { name: 'Ann', institutionIndexes: [0] },
        { name: 'Bo', institutionIndexes: [1, 0], isPresenter: true },
      ],
    });
  });

  it('sends a session given by its exact name as that session’s id, the same in the preview as in what is sent', () => {
    const sessions = [{ documentId: 's-posters', title: 'Poster pitches' }];
    const byName = prepareRow({ Title: 'T', Session: 'Poster pitches' }, { Title: 'title', Session: 'sessionId' }, 1, sessions);
    expect(byName).toMatchObject({ problems: [], notes: [], item: { title: 'T', sessionId: 's-posters' } });
    const unknown = prepareRow({ Title: 'T', Session: 'Poster pitch' }, { Title: 'title', Session: 'sessionId' }, 2, sessions);
    expect(unknown.item).toMatchObject({ sessionId: 'Poster pitch' });
    expect(unknown.notes).toEqual(['no session has the id or name "Poster pitch": stored as given, with a warning from the service']);
  });

  it('numbers rows from 1', () => {
    expect(prepareRows([{ Title: 'a' }, { Title: 'b' }], { Title: 'title' }, []).map((r) => r.rowNumber)).toEqual([1, 2]);
  });
});

describe('cellFlag', () => {
  it('reads yes/no words and leaves empty cells out', () => {
    expect(cellFlag('Yes')).toBe(true);
    expect(cellFlag('0')).toBe(false);
    expect(cellFlag('')).toBeUndefined();
    expect(cellFlag('maybe')).toBeNull();
  });
});

describe('fieldInWords', () => {
  it('names a field as the column choices do, authors and institutions by position', () => {
    expect(fieldInWords('title')).toBe('Title');
    expect(fieldInWords('posterImagePath')).toBe('Poster display picture');
    expect(fieldInWords('authors[2].name')).toBe('Author 3, name');
    expect(fieldInWords('institutions[0]')).toBe('Institution 1');
  });
});
