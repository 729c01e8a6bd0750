import { describe, expect, it } from 'vitest';
import { applyMapping, guessMapping, missingRequired, parseCsvText } from './table-data';

const fields = [
  { key: 'userEmail', label: 'E-mail', required: true, aliases: ['email', 'mail'] },
  { key: 'name', label: 'Name', aliases: ['full name'] },
  { key: 'company', label: 'Company', aliases: ['organisation', 'org'] },
];

describe('reading a CSV table', () => {
  it('reads quoted cells with commas and line breaks, skips blank lines and a BOM', () => {
    const t = parseCsvText('\uFEFFName,Email\n"Baker, Ann",ann@x.org\n\n"Multi\nline",m@x.org\n');
    expect(t.headers).toEqual(['Name', 'Email']);
    expect(t.rows).toEqual([
      ['Baker, Ann', 'ann@x.org'],
      ['Multi\nline', 'm@x.org'],
    ]);
  });
  it('names untitled columns and pads short rows', () => {
    const t = parseCsvText('a,\n1,2,3\n');
    expect(t.headers).toEqual(['a', 'Column 2', 'Column 3']);
    expect(t.rows[0]).toEqual(['1', '2', '3']);
  });
});

describe('mapping columns to fields', () => {
  it('recognises titles whatever their spelling and never maps one column twice', () => {
    const m = guessMapping(['Full Name', 'E-Mail', 'Org', 'email'], fields);
    expect(m).toEqual({ userEmail: 1, name: 0, company: 2 });
  });
  it('reports a required field left without a column', () => {
    const m = guessMapping(['Name'], fields);
    expect(missingRequired(m, fields).map((f) => f.key)).toEqual(['userEmail']);
  });
  it('gives each record its line in the file (header is line 1), trimmed', () => {
    const t = parseCsvText('Name,Email\n Ann ,ann@x.org\nBob,bob@x.org\n');
    const records = applyMapping(t, { userEmail: 1, name: 0, company: null });
    expect(records).toEqual([
      { line: 2, values: { userEmail: 'ann@x.org', name: 'Ann' } },
      { line: 3, values: { userEmail: 'bob@x.org', name: 'Bob' } },
    ]);
  });
});
