import { describe, expect, it } from 'vitest';
import { parseCsvText } from './table-data';
import { safeCell, toCsv } from './export-table';

describe('exporting a table to CSV', () => {
  it('round-trips commas, quotes and line breaks', () => {
    const csv = toCsv({ headers: ['Name', 'Note'], rows: [['Baker, Ann', 'said "hi"\nthen left']] });
    expect(parseCsvText(csv)).toEqual({ headers: ['Name', 'Note'], rows: [['Baker, Ann', 'said "hi"\nthen left']] });
  });
  it('keeps formula-looking cells as text', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell('+31 20 123')).toBe(`'+31 20 123`);
    expect(safeCell('ann@x.org')).toBe('ann@x.org');
    expect(safeCell(5)).toBe(5);
  });
});
