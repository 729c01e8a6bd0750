/**
 * Rows of an import file into abstracts for `/bulkUpsert`, each checked with
 * the shared contract before anything is sent. A row with an id updates that
 * abstract (empty cells leave fields unchanged); a row without one creates an
 * abstract (title required).
 */
import { abstractConsistencyIssues, abstractCreateSchema, abstractEditSchema, type Author } from '../../../contract/abstract';
import type { ApiIssue } from '../../../contract/common';
import { authorsFromColumns, parseAuthorsAndInstitutions, type AuthorColumns } from './import-author-parsing';
import type { ColumnMapping } from './import-columns';
import { resolveSession, type SessionRef } from './session-ref';

export type SourceRow = Record<string, unknown>;

export type PreparedRow = {
  /** 1-based position in the file (data rows, header excluded). */
  rowNumber: number;
  source: SourceRow;
  action: 'create' | 'update';
  /** The abstract as it will be sent (null when the row has problems). */
  item: Record<string, unknown> | null;
  problems: ApiIssue[];
  /** Worth knowing but not blocking. */
  notes: string[];
};

const TEXT_FIELDS = [
  'abstractNumber',
  'title',
  'category',
  'keywords',
  'abstractText',
  'posterImagePath',
  'posterOriginalPath',
  'downloadLink',
  'downloadLabel',
] as const;

/** A cell as text: numbers as written, dates as YYYY-MM-DD, empty for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** yes/no cells: true, yes, y, 1, x, ✓ and false, no, n, 0 (any case). Undefined when empty; null when unreadable. */
export function cellFlag(value: unknown): boolean | undefined | null {
  if (typeof value === 'boolean') return value;
  const t = cellText(value).toLowerCase();
  if (!t) return undefined;
  if (['true', 'yes', 'y', '1', 'x', '✓', 'ja', 'oui'].includes(t)) return true;
  if (['false', 'no', 'n', '0', '-', 'nein', 'non'].includes(t)) return false;
  return null;
}

/** A zod issue path as the service names fields: `authors[0].name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

/** Authors given as a JSON array (a JSON file, or a cell holding JSON text). */
function authorsFromJson(value: unknown): Author[] | null {
  if (Array.isArray(value)) return value as Author[];
  if (typeof value === 'string' && /^\s*\[\s*\{/.test(value)) {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? (parsed as Author[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

function institutionsFromJson(value: unknown): string[] | null {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === 'string' && /^\s*\[/.test(value)) {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? (parsed as string[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * One row checked and shaped for sending. `sessions`: the event's sessions, so a
 * session given by name is sent as its id (null when they could not be read).
 */
export function prepareRow(source: SourceRow, mapping: ColumnMapping, rowNumber: number, sessions: readonly SessionRef[] | null): PreparedRow {
  const item: Record<string, unknown> = {};
  const problems: ApiIssue[] = [];
  const notes: string[] = [];
  let authorsCell: unknown;
  let institutionsCell: unknown;
  let presenter = '';
  const perAuthor = new Map<number, AuthorColumns>();

  for (const [column, target] of Object.entries(mapping)) {
    if (target === 'ignore' || !(column in source)) continue;
    const raw = source[column];
    const per = /^author\.(\d+)\.(name|institutions)$/.exec(target);
    if (per) {
      const n = Number(per[1]);
      const entry = perAuthor.get(n) ?? { name: '' };
      if (per[2] === 'name') entry.name = cellText(raw);
      else entry.institutions = cellText(raw);
      perAuthor.set(n, entry);
      continue;
    }
    switch (target) {
      case 'documentId': {
        const id = cellText(raw);
        if (id) item.documentId = id;
        break;
      }
      case 'authors':
        authorsCell = raw;
        break;
      case 'institutions':
        institutionsCell = raw;
        break;
      case 'presenter':
        presenter = cellText(raw);
        break;
      case 'sessionId': {
        const session = resolveSession(cellText(raw), sessions);
        if (session.sessionId) item.sessionId = session.sessionId;
        if (session.problem) problems.push({ field: 'sessionId', message: session.problem });
        if (session.note) notes.push(session.note);
        break;
      }
      case 'unListed':
      case 'posterExpected':
      case 'published': {
        const f = cellFlag(raw);
        const field = target === 'published' ? 'unListed' : target;
        if (f === null) problems.push({ field, message: `"${cellText(raw)}" is not yes or no` });
        else if (f !== undefined) item[field] = target === 'published' ? !f : f;
        break;
      }
      default: {
        const t = cellText(raw);
        if ((TEXT_FIELDS as readonly string[]).includes(target) && t !== '') item[target] = t;
      }
    }
  }

  // Authors and institutions: JSON arrays as they are, text cells parsed, or one column per author.
  const jsonAuthors = authorsFromJson(authorsCell);
  const jsonInstitutions = institutionsFromJson(institutionsCell);
  if (jsonAuthors) {
    item.authors = jsonAuthors;
    if (jsonInstitutions) item.institutions = jsonInstitutions;
    else if (cellText(institutionsCell)) item.institutions = parseAuthorsAndInstitutions('', cellText(institutionsCell)).institutions;
  } else if (cellText(authorsCell)) {
    const parsed = parseAuthorsAndInstitutions(cellText(authorsCell), jsonInstitutions ? jsonInstitutions.join('; ') : cellText(institutionsCell), presenter);
    item.authors = parsed.authors;
    item.institutions = parsed.institutions;
  } else if (perAuthor.size > 0) {
    const entries = [...perAuthor.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
    const parsed = authorsFromColumns(entries, presenter);
    if (parsed.authors.length) {
      item.authors = parsed.authors;
      item.institutions = parsed.institutions;
    }
  } else if (jsonInstitutions) item.institutions = jsonInstitutions;
  else if (cellText(institutionsCell)) item.institutions = parseAuthorsAndInstitutions('', cellText(institutionsCell)).institutions;

  if (presenter && Array.isArray(item.authors) && !(item.authors as Author[]).some((a) => a.isPresenter)) {
    notes.push(`presenter "${presenter}" is not among the authors`);
  }

  const action: PreparedRow['action'] = item.documentId ? 'update' : 'create';
  const { documentId, ...fields } = item;
  const schema = action === 'update' ? abstractEditSchema : abstractCreateSchema;
  // A row to create with no title cell at all gets the same plain message as an empty one.
  const result = schema.safeParse(action === 'create' ? { title: '', ...fields } : fields);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push({ field: fieldPath(issue.path) || 'row', message: issue.message });
  }
  if (Array.isArray(fields.authors) && (fields.institutions === undefined || Array.isArray(fields.institutions))) {
    const authors = (fields.authors as unknown[]).filter((a): a is Author => !!a && typeof a === 'object' && Array.isArray((a as Author).institutionIndexes ?? []));
    problems.push(...abstractConsistencyIssues({ institutions: fields.institutions as string[] | undefined, authors }));
  }
  if (action === 'update' && Object.keys(fields).length === 0) problems.push({ field: 'row', message: 'refers to an existing abstract but changes nothing' });

  return {
    rowNumber,
    source,
    action,
    item: problems.length === 0 && result.success ? { ...(documentId ? { documentId } : {}), ...(result.data as object) } : null,
    problems,
    notes,
  };
}

export function prepareRows(rows: readonly SourceRow[], mapping: ColumnMapping, sessions: readonly SessionRef[] | null): PreparedRow[] {
  return rows.map((r, i) => prepareRow(r, mapping, i + 1, sessions));
}

/** Problems in words for a table cell: "title: is required; authors[1].name: every author needs a name". */
/** The words for a field of an abstract, as the column choices name it. */
const FIELD_WORDS: Record<string, string> = {
  documentId: 'Abstract reference',
  abstractNumber: 'Number',
  title: 'Title',
  category: 'Category',
  sessionId: 'Session',
  keywords: 'Keywords',
  abstractText: 'Abstract text',
  authors: 'Authors',
  institutions: 'Institutions',
  unListed: 'Publication',
  posterExpected: 'Poster expected',
  posterImagePath: 'Poster display picture',
  posterOriginalPath: 'Poster original picture',
  downloadLink: 'Download link',
  downloadLabel: 'Download label',
  name: 'name',
  institutionIndexes: 'institutions',
  isPresenter: 'presenting author',
};

/** A field path of a problem in words: `authors[0].institutionIndexes[0]` → "Author 1, institutions". */
export function fieldInWords(path: string): string {
  const parts = path.split('.');
  const words: string[] = [];
  for (const part of parts) {
    const m = /^([A-Za-z]+)(?:\[(\d+)\])*/.exec(part);
    if (!m) return path;
    const index = /^\w+\[(\d+)\]/.exec(part)?.[1];
    if (m[1] === 'authors' && index !== undefined) words.push(`Author ${Number(index) + 1}`);
    else if (m[1] === 'institutions' && index !== undefined) words.push(`Institution ${Number(index) + 1}`);
    else words.push(FIELD_WORDS[m[1]] ?? m[1]);
  }
  return words.join(', ');
}

export function problemsText(problems: readonly ApiIssue[]): string {
  return problems.map((p) => (p.field && p.field !== 'row' ? `${fieldInWords(p.field)}: ${p.message}` : p.message)).join('; ');
}
