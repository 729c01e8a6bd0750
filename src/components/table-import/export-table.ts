/**
 * The one writer of the console's tables (guests, abstracts, poll results,
 * questions, import problems), as CSV or XLSX, and handing them to the browser.
 *
 * The rule: a CSV cell a spreadsheet would run as a formula (see
 * `FORMULA_CELL`) is written with a leading apostrophe, which the import takes
 * off again (`unescapeCsvCell`, used by table-data.ts), so a file exported and
 * imported again is unchanged. XLSX cells are typed: text is written as text,
 * never run as a formula, so it needs no apostrophe (`+31 6 1234` stays as typed).
 */
import Papa from 'papaparse';

export type ExportCell = string | number | boolean;
export type ExportTable = { headers: string[]; rows: ExportCell[][] };

/**
 * Text a spreadsheet would evaluate: starting with = + - @ tab or carriage
 * return (a plain signed number such as -5 excepted), also behind apostrophes
 * already there, so that taking one apostrophe off on import is exact.
 */
export const FORMULA_CELL = /^'*(?:[=@\t\r]|[+-](?!\d+(?:\.\d+)?$))/;

/** A CSV cell as read from a file this writer made: the apostrophe put before a formula taken off. */
export function unescapeCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_CELL.test(text.slice(1)) ? text.slice(1) : text;
}

export function toCsv(table: ExportTable): string {
  return Papa.unparse({ fields: table.headers, data: table.rows }, { escapeFormulae: FORMULA_CELL, newline: '\r\n' });
}

/** The CSV file: with a byte-order mark so spreadsheet programs read UTF-8 names correctly. */
export function csvBlob(table: ExportTable): Blob {
  return new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
}

/** The XLSX file, headers in bold, text cells as text (the writer loads only when used). */
export async function xlsxBlob(table: ExportTable, sheet = 'Sheet1'): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const cell = (value: ExportCell) => (typeof value === 'number' ? { value, type: Number } : typeof value === 'boolean' ? { value, type: Boolean } : { value, type: String });
  const data = [table.headers.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })), ...table.rows.map((r) => r.map(cell))];
  return writeExcelFile(data, { sheet }).toBlob();
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadCsv(table: ExportTable, fileName: string): void {
  downloadBlob(csvBlob(table), fileName);
}

export async function downloadXlsx(table: ExportTable, fileName: string, sheet = 'Sheet1'): Promise<void> {
  downloadBlob(await xlsxBlob(table, sheet), fileName);
}

/** Today as YYYY-MM-DD for file names. */
export function dateStamp(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
