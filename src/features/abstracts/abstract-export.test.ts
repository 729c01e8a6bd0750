import { describe, expect, it } from 'vitest';
import type { Abstract } from '../../contract/abstract';
import { abstractsToJson, abstractsToTable, failuresTable } from './abstract-export';
import { initialMapping } from './import/import-columns';
import { prepareRow } from './import/import-rows';

const a: Abstract = {
  documentId: 'abc', abstractNumber: 'P1', title: 'Sleep', category: 'Neuro', institutions: ['Univ A', 'Univ B'],
  authors: [{ name: 'Ann Lee', institutionIndexes: [1] }, { name: 'Bo Chan', institutionIndexes: [0, 1], isPresenter: true, speakerId: 'sp1' }],
  abstractText: 'Text', posterImagePath: '', posterOriginalPath: '', posterExpected: true, downloadLink: '', downloadLabel: '',
  sessionId: 's1', keywords: 'sleep, rem', unListed: true, hidden: false,
};

describe('abstractsToTable', () => {
  it('writes authors with their institution numbers and the numbered institutions', () => {
    const t = abstractsToTable([a], () => 'Morning');
    const row = Object.fromEntries(t.headers.map((h, i) => [h, t.rows[0][i]]));
    expect(row.Authors).toBe('Ann Lee (2); Bo Chan* (1,2)');
    expect(row.Institutions).toBe('1. Univ A; 2. Univ B');
    expect(row['Presenting author']).toBe('Bo Chan');
    expect(row['Session title']).toBe('Morning');
    expect(row['Console only']).toBe('yes');
  });

  it('can be imported again as an update of the same abstract', () => {
    const t = abstractsToTable([a]);
    const source = Object.fromEntries(t.headers.map((h, i) => [h, t.rows[0][i]]));
    const r = prepareRow(source, initialMapping(t.headers), 1, [{ documentId: 's1', title: 'Session one' }]);
    expect(r.problems).toEqual([]);
    expect(r.item).toMatchObject({
      documentId: 'abc',
      title: 'Sleep',
      institutions: ['Univ A', 'Univ B'],
      authors: [{ name: 'Ann Lee', institutionIndexes: [1] }, { name: 'Bo Chan', institutionIndexes: [0, 1], isPresenter: true }],
      posterExpected: true,
      unListed: true,
      sessionId: 's1',
    });
  });
});

describe('abstractsToJson', () => {
  it('names each author institutions beside the positions', () => {
    const [j] = JSON.parse(abstractsToJson([a]));
    expect(j.authors[1]).toEqual({ name: 'Bo Chan', institutionIndexes: [0, 1], institutions: ['Univ A', 'Univ B'], isPresenter: true, speakerId: 'sp1' });
    expect(j).not.toHaveProperty('hidden');
  });

  it('can be imported again', () => {
    const [j] = JSON.parse(abstractsToJson([a]));
    const r = prepareRow(j, initialMapping(Object.keys(j)), 1, [{ documentId: 's1', title: 'Session one' }]);
    expect(r.problems).toEqual([]);
    expect(r.item).toMatchObject({ documentId: 'abc', authors: [{ name: 'Ann Lee' }, { name: 'Bo Chan', speakerId: 'sp1' }] });
  });
});

describe('failuresTable', () => {
  it('keeps the row as it was and adds the reason', () => {
    expect(failuresTable(['Title', 'Authors'], [{ source: { Title: '', Authors: 'Ann' }, reason: 'title: is required' }])).toEqual({
      headers: ['Title', 'Authors', 'Problem'],
      rows: [['', 'Ann', 'title: is required']],
    });
  });
});
