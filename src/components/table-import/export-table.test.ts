import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readTableFile, parseCsvText, type TableData } from './table-data';
import { csvBlob, toCsv, xlsxBlob, type ExportTable } from './export-table';

/** A guest list as the guests page exports it, with cells a spreadsheet would take for formulas. */
const guests: ExportTable = {
  headers: ['Name', 'E-mail', 'Role', 'Company', 'Phone', 'Website', 'Country', 'Registered', 'Speaker'],
  rows: [
    ['Ada Adeyemi', 'ada@example.org', 'Researcher', 'Northwind Labs', '+31 6 1234', 'https://example.org/ada', 'Netherlands', 'yes', 'no'],
    ['=HYPERLINK("https://evil.example","click")', 'eve@example.org', '-Ops', '@home', '', '', '', 'no', 'no'],
    ["Baker, Ann", 'ann@example.org', 'said "hi"\nthen left', "'quoted", "'+31 20 123", '', 'Spain', 'no', 'yes'],
  ],
};

const asImported = (table: ExportTable): ExportTable => ({ headers: table.headers, rows: table.rows.map((r) => r.map(String)) });
const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const file = (blob: Blob, name: string) => new File([blob], name, { type: blob.type });
const reexport = (t: TableData): ExportTable => ({ headers: t.headers, rows: t.rows });

describe('the table writer', () => {
  it('writes formula-like CSV cells as text, so a spreadsheet does not run them', () => {
    const lines = toCsv(guests).split('\r\n');
    expect(lines[2].startsWith(`"'=HYPERLINK(""https://evil.example"",""click"")",eve@example.org,"'-Ops","'@home"`)).toBe(true);
    expect(lines[1]).toContain(`"'+31 6 1234"`);
    // A plain signed number is no formula.
    expect(toCsv({ headers: ['n'], rows: [['-5'], [-5], ['+7']] })).toBe('n\r\n-5\r\n-5\r\n+7');
  });

  it('CSV: export, import, export again gives the same file, every cell as it was', async () => {
    const first = csvBlob(guests);
    const imported = await readTableFile(file(first, 'guests.csv'));
    expect(imported).toEqual(asImported(guests));
    expect(await bytes(csvBlob(reexport(imported)))).toEqual(await bytes(first));
    expect(parseCsvText(toCsv(guests))).toEqual(asImported(guests));
  });

  it('XLSX: export, import, export again gives the same cells; a phone number keeps no apostrophe', async () => {
    const first = await xlsxBlob(guests, 'Guests');
    const imported = await readTableFile(file(first, 'guests.xlsx'));
    expect(imported).toEqual(asImported(guests));
    expect(imported.rows[0][4]).toBe('+31 6 1234');
    const second = await xlsxBlob(reexport(imported), 'Guests');
    expect(await readTableFile(file(second, 'again.xlsx'))).toEqual(imported);
    // The same file: every part of the package byte for byte (the package's own time stamps aside).
    expect(unzipSync(await bytes(second))).toEqual(unzipSync(await bytes(first)));
  });
});
