/**
 * Abstracts as export tables (CSV, XLSX) and JSON, authors with their
 * institutions. The column titles are the ones the import recognises, so an
 * exported file can be edited and imported again (rows keep their id and
 * update the same abstracts).
 */
import type { ExportCell, ExportTable } from '../../components/table-import/export-table';
import type { Abstract } from '../../contract/abstract';
import { formatAuthorsCell, formatInstitutionsCell } from './import/import-author-parsing';

export const EXPORT_HEADERS = [
  'ID',
  'Number',
  'Title',
  'Category',
  'Session ID',
  'Session title',
  'Keywords',
  'Authors',
  'Institutions',
  'Presenting author',
  'Abstract text',
  'Poster expected',
  'Poster image',
  'Poster original',
  'Download link',
  'Download label',
  'Console only',
];

export function abstractsToTable(abstracts: readonly Abstract[], sessionTitle: (id: string) => string = () => ''): ExportTable {
  return {
    headers: EXPORT_HEADERS,
    rows: abstracts.map((a) => [
      a.documentId,
      a.abstractNumber ?? '',
      a.title,
      a.category ?? '',
      a.sessionId ?? '',
      a.sessionId ? sessionTitle(a.sessionId) : '',
      a.keywords ?? '',
      formatAuthorsCell(a.authors ?? []),
      formatInstitutionsCell(a.institutions ?? []),
      (a.authors ?? []).filter((x) => x.isPresenter).map((x) => x.name).join('; '),
      a.abstractText ?? '',
      a.posterExpected ? 'yes' : 'no',
      a.posterImagePath ?? '',
      a.posterOriginalPath ?? '',
      a.downloadLink ?? '',
      a.downloadLabel ?? '',
      a.unListed ? 'yes' : 'no',
    ]),
  };
}

/** JSON: the writable fields, each author with the names of their institutions beside the positions. */
export function abstractsToJson(abstracts: readonly Abstract[]): string {
  return JSON.stringify(
    abstracts.map((a) => ({
      documentId: a.documentId,
      abstractNumber: a.abstractNumber ?? '',
      title: a.title,
      category: a.category ?? '',
      sessionId: a.sessionId ?? '',
      keywords: a.keywords ?? '',
      institutions: a.institutions ?? [],
      authors: (a.authors ?? []).map((x) => ({
        name: x.name,
        institutionIndexes: x.institutionIndexes ?? [],
        institutions: (x.institutionIndexes ?? []).map((i) => a.institutions?.[i]).filter((n): n is string => typeof n === 'string'),
        isPresenter: !!x.isPresenter,
        ...(x.speakerId ? { speakerId: x.speakerId } : {}),
      })),
      abstractText: a.abstractText ?? '',
      posterExpected: !!a.posterExpected,
      posterImagePath: a.posterImagePath ?? '',
      posterOriginalPath: a.posterOriginalPath ?? '',
      downloadLink: a.downloadLink ?? '',
      downloadLabel: a.downloadLabel ?? '',
      unListed: !!a.unListed,
    })),
    null,
    2,
  );
}

/** The rows that failed, with their own columns and the reason, to fix and import again. */
export function failuresTable(columns: readonly string[], failures: readonly { source: Record<string, unknown>; reason: string }[]): ExportTable {
  const cell = (v: unknown): ExportCell =>
    v === null || v === undefined ? '' : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : v instanceof Date ? v.toISOString().slice(0, 10) : JSON.stringify(v);
  return {
    headers: [...columns, 'Problem'],
    rows: failures.map((f) => [...columns.map((c) => cell(f.source[c])), f.reason]),
  };
}
