/**
 * Writes an XLSX workbook off the page (see `export-table.ts`): receives the
 * sheets, answers with the file's bytes (handed over, not copied) or with
 * `{ error }`.
 */
import { xlsxBytes, type XlsxSheet } from './xlsx-writer';

self.onmessage = (e: MessageEvent<XlsxSheet[]>) => {
  try {
    const bytes = xlsxBytes(e.data);
    self.postMessage(bytes, { transfer: [bytes.buffer] });
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
