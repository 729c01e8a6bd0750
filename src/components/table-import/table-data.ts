/**
 * A table read from a CSV or XLSX file: a header row and data rows of text,
 * plus turning it into records through a column mapping.
 */
import Papa from 'papaparse';
import { unescapeCsvCell } from './export-table';

export type TableData = { headers: string[]; rows: string[][] };

/** A field a record can take, with column titles it is recognised by. */
export type ImportField = { key: string; label: string; required?: boolean; aliases?: readonly string[] };

/** Field key → column index, or null when no column feeds the field. */
export type ColumnMapping = Record<string, number | null>;

/** A data row as a record of the mapped fields; `line` is its line in the file (the header is line 1). */
export type MappedRecord = { line: number; values: Record<string, string> };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function fromMatrix(matrix: unknown[][]): TableData {
  const nonEmpty = matrix.filter((row) => row.some((c) => cellText(c).trim() !== ''));
  if (nonEmpty.length === 0) return { headers: [], rows: [] };
  const [head, ...rest] = nonEmpty;
  const width = Math.max(head.length, ...rest.map((r) => r.length));
  const headers = Array.from({ length: width }, (_, i) => cellText(head[i]).trim() || `Column ${i + 1}`);
  const rows = rest.map((r) => Array.from({ length: width }, (_, i) => cellText(r[i])));
  return { headers, rows };
}

/** A CSV text as a table; the apostrophe the console's export puts before formula-like cells is taken off. */
export function parseCsvText(text: string): TableData {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return fromMatrix(result.data.map((row) => row.map(unescapeCsvCell)));
}

/** Reads a .csv or .xlsx file (the XLSX reader loads only when needed). */
export async function readTableFile(file: File): Promise<TableData> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    const { readSheet } = await import('read-excel-file/browser');
    const data = await readSheet(file);
    return fromMatrix(data as unknown[][]);
  }
  if (name.endsWith('.xls')) throw new Error('Old .xls files cannot be read: save the sheet as .xlsx or .csv and try again.');
  return parseCsvText(await file.text());
}

const simplify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Guesses which column feeds which field from the column titles. */
export function guessMapping(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const names = [field.key, field.label, ...(field.aliases ?? [])].map(simplify);
    const index = headers.findIndex((h, i) => !taken.has(i) && names.includes(simplify(h)));
    mapping[field.key] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}

export function missingRequired(mapping: ColumnMapping, fields: readonly ImportField[]): ImportField[] {
  return fields.filter((f) => f.required && (mapping[f.key] === null || mapping[f.key] === undefined));
}

export function applyMapping(table: TableData, mapping: ColumnMapping): MappedRecord[] {
  return table.rows.map((row, i) => {
    const values: Record<string, string> = {};
    for (const [key, index] of Object.entries(mapping)) {
      if (index !== null && index !== undefined) values[key] = (row[index] ?? '').trim();
    }
    return { line: i + 2, values };
  });
}
