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
import type { XlsxSheet } from './xlsx-writer';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** The XLSX file, headers in bold, text cells as text (written off the page, see `writeXlsx`). */
export async function xlsxBlob(table: ExportTable, sheet = 'Sheet1'): Promise<Blob> {
  return writeXlsx([{ name: sheet, headers: table.headers, rows: table.rows }]);
}

/** One sheet of a workbook: its name (at most 31 characters, no `[]:*?/\\`) and its table. */
export type NamedTable = { name: string; table: ExportTable };

/** A sheet name a spreadsheet accepts: forbidden characters dropped, at most 31 characters, never empty. */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
}

/** One XLSX workbook with a sheet per table, written the same way as a single table. */
export async function xlsxWorkbookBlob(sheets: readonly NamedTable[]): Promise<Blob> {
  return writeXlsx(sheets.map((s) => ({ name: sheetName(s.name), headers: s.table.headers, rows: s.table.rows })));
}

/**
 * The workbook is written in a worker of the console's own (a guest list of 10,000 rows keeps the page
 * responsive meanwhile); where a worker cannot start (an old browser, a test run) it is written on the page,
 * the same file. Never through a worker made from a blob address: the page's script policy refuses those, and
 * a refused one would leave the download waiting for ever.
 */
async function writeXlsx(sheets: XlsxSheet[]): Promise<Blob> {
  const bytes = (await inWorker(sheets).catch(() => null)) ?? (await import('./xlsx-writer')).xlsxBytes(sheets);
  return new Blob([bytes as BlobPart], { type: XLSX_TYPE });
}

function inWorker(sheets: XlsxSheet[]): Promise<Uint8Array> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('No workers here'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (e: MessageEvent<Uint8Array | { error: string }>) => {
      done();
      if (e.data instanceof Uint8Array) resolve(e.data);
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      done();
      reject(new Error(e.message || 'The workbook writer did not start'));
    };
    worker.onmessageerror = () => {
      done();
      reject(new Error('The workbook could not be handed back'));
    };
    worker.postMessage(sheets);
  });
}

/** The tables as CSV files (each as `csvBlob` writes it) in one zip; file names as given. */
export async function csvZipBlob(files: readonly { fileName: string; table: ExportTable }[]): Promise<Blob> {
  const { zipSync, strToU8 } = await import('fflate');
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[f.fileName] = strToU8(`\uFEFF${toCsv(f.table)}`);
  const bytes = zipSync(entries, { level: 6 });
  return new Blob([bytes as BlobPart], { type: 'application/zip' });
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
