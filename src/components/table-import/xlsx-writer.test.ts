import { unzipSync, strFromU8 } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxBytes, xmlText, type XlsxSheet } from './xlsx-writer';

/** Cells that have tripped writers: formulas, quotes, markup, control characters, spaces kept, emoji, empty text, numbers and yes/no. */
const sheets: XlsxSheet[] = [
  {
    name: 'Guests',
    headers: ['Name', 'E-mail', 'Score', 'Speaker', 'Note'],
    rows: [
      ['Ada <Adeyemi> & co', 'ada@example.org', 12, true, '=HYPERLINK("https://evil.example","click")'],
      ['  Baker, Ann  ', '', -5.25, false, 'said "hi"\nthen left\ttab'],
      ['Zoë 😀 Ünal', 'zoe@example.org', 0, false, `bell\u0007 and vertical\u000Btab`],
      ['+31 6 1234', "'quoted", 1e21, true, ''],
    ],
  },
  { name: 'Empty', headers: ['Only a header'], rows: [] },
  { name: 'Wide', headers: Array.from({ length: 30 }, (_, i) => `Column ${i + 1}`), rows: [Array.from({ length: 30 }, (_, i) => (i % 2 ? i : `text ${i}`))] },
];

/** The earlier writer of the console, as it was called. */
async function earlierWriter(input: XlsxSheet[]): Promise<Buffer> {
  const cell = (value: string | number | boolean) => (typeof value === 'number' ? { value, type: Number } : typeof value === 'boolean' ? { value, type: Boolean } : { value, type: String });
  const data = input.map((s) => ({ sheet: s.name, data: [s.headers.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })), ...s.rows.map((r) => r.map(cell))] }));
  return Buffer.from(await (await writeExcelFile(data).toBlob()).arrayBuffer());
}

describe('the XLSX writer', () => {
  it('reads back cell for cell as the earlier writer’s workbook did, every sheet', async () => {
    const ours = await readXlsxFile(Buffer.from(xlsxBytes(sheets)));
    const theirs = await readXlsxFile(await earlierWriter(sheets));
    expect(ours).toEqual(theirs);
    expect(ours.map((s) => s.sheet)).toEqual(['Guests', 'Empty', 'Wide']);
    expect(ours[0].data[1][0]).toBe('Ada <Adeyemi> & co');
    expect(ours[0].data[1][4]).toBe('=HYPERLINK("https://evil.example","click")');
    expect(ours[0].data[2][2]).toBe(-5.25);
    expect(ours[0].data[1][3]).toBe(true);
  });

  it('writes the header row in bold, text as shared strings (each value once), and the same tables as the same file', () => {
    const parts = unzipSync(xlsxBytes(sheets));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="A1" s="1" t="s">');
    expect(sheet).not.toContain('<f>');
    const sst = strFromU8(parts['xl/sharedStrings.xml']);
    expect(sst.match(/<si>/g)?.length).toBe(new Set(sheets.flatMap((s) => [...s.headers, ...s.rows.flat().filter((v) => typeof v === 'string' && v !== '')])).size);
    expect(xlsxBytes(sheets)).toEqual(xlsxBytes(sheets));
  });

  it('names columns past Z and escapes what XML cannot hold', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(xmlText('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(xmlText('ring\u0007 \uD800lone')).toBe('ring lone');
    expect(xmlText('😀 plain')).toBe('😀 plain');
  });

  // How its time grows with the rows is measured by `npm run bench` (in-browser-work-bench).
  it('writes 20,000 rows that read back whole', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Guest ${i}`, `guest${i}@example.org`, i, i % 2 === 0, 'Attendee']);
    const read = await readXlsxFile(Buffer.from(xlsxBytes([{ name: 'Guests', headers: ['Name', 'E-mail', 'No', 'Speaker', 'Role'], rows }])));
    expect(read[0].data).toHaveLength(20_001);
    expect(read[0].data[20_000]).toEqual(['Guest 19999', 'guest19999@example.org', 19999, false, 'Attendee']);
  });
});
