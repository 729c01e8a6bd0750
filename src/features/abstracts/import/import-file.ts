/**
 * Reading an import file into column titles and rows (records keyed by
 * column title): CSV and XLSX through the shared table reader, JSON here
 * (an array of objects, or an object holding one under `items`/`abstracts`).
 */
import { readTableFile } from '../../../components/table-import/table-data';
import type { SourceRow } from './import-rows';

export type ImportTable = { fileName: string; columns: string[]; rows: SourceRow[] };

export function tableFromJson(text: string, fileName = 'file.json'): ImportTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new Error(`${fileName} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? ((parsed as { items?: unknown; abstracts?: unknown }).items ?? (parsed as { abstracts?: unknown }).abstracts)
      : undefined;
  if (!Array.isArray(list)) throw new Error(`${fileName} must hold a list of abstracts (a JSON array of objects).`);
  const rows = list.filter((r): r is SourceRow => !!r && typeof r === 'object' && !Array.isArray(r));
  const columns: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  return { fileName, columns, rows };
}

export function tableFromMatrix(headers: string[], matrix: string[][], fileName: string): ImportTable {
  return {
    fileName,
    columns: headers,
    rows: matrix.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']))),
  };
}

export async function readImportFile(file: File): Promise<ImportTable> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json') || file.type === 'application/json') return tableFromJson(await file.text(), file.name);
  const t = await readTableFile(file);
  return tableFromMatrix(t.headers, t.rows, file.name);
}
