import { describe, expect, it } from 'vitest';
import { tableFromJson, tableFromMatrix } from './import-file';

describe('tableFromJson', () => {
  it('reads an array of objects and collects every key as a column', () => {
    const t = tableFromJson('[{"title":"A"},{"title":"B","category":"X"}]');
    expect(t.columns).toEqual(['title', 'category']);
    expect(t.rows).toHaveLength(2);
  });

  it('accepts an object holding the list under items', () => {
    expect(tableFromJson('{"items":[{"title":"A"}]}').rows).toEqual([{ title: 'A' }]);
  });

  it('explains a file that is not a list', () => {
    expect(() => tableFromJson('{"title":"A"}', 'x.json')).toThrow('x.json must hold a list of abstracts');
    expect(() => tableFromJson('{oops', 'x.json')).toThrow(/x.json is not valid JSON/);
  });
});

describe('tableFromMatrix', () => {
  it('keys cells by column title', () => {
    expect(tableFromMatrix(['Title', 'No'], [['A', '1']], 'f.csv').rows).toEqual([{ Title: 'A', No: '1' }]);
  });
});
