/**
 * Writing a table to CSV or XLSX and handing it to the browser as a download.
 * Cells that a spreadsheet would run as a formula are written as text.
 */
import Papa from 'papaparse';

export type ExportTable = { headers: string[]; rows: (string | number | boolean)[][] };

/** A leading = + - @ (or tab/CR) makes spreadsheets evaluate a cell; prefix it with ' so it stays text. */
export function safeCell(value: string | number | boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(table: ExportTable): string {
  return Papa.unparse({ fields: table.headers, data: table.rows.map((r) => r.map(safeCell)) }, { newline: '\r\n' });
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
  // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
  downloadBlob(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Writes an .xlsx (the writer loads only when used). */
export async function downloadXlsx(table: ExportTable, fileName: string, sheet = 'Sheet1'): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const data = [
    table.headers.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...table.rows.map((r) => r.map((v) => ({ value: typeof v === 'string' ? safeCell(v) : v }))),
  ];
  const blob = await writeExcelFile(data as never, { sheet } as never).toBlob();
  downloadBlob(blob, fileName);
}

/** Today as YYYY-MM-DD for file names. */
export function dateStamp(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
