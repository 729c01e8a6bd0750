/**
 * Columns of an import file and the abstract field each one fills. The
 * mapping is guessed from the column titles and remembered in localStorage
 * (column titles and field names only, nothing else) for the next import.
 */

export const FIELD_TARGETS = [
  { value: 'documentId', label: 'Abstract id (updates that abstract)' },
  { value: 'abstractNumber', label: 'Number' },
  { value: 'title', label: 'Title' },
  { value: 'category', label: 'Category' },
  { value: 'sessionId', label: 'Session (id or exact name)' },
  { value: 'keywords', label: 'Keywords' },
  { value: 'abstractText', label: 'Abstract text' },
  { value: 'authors', label: 'Authors (all in one cell)' },
  { value: 'institutions', label: 'Institutions (all in one cell)' },
  { value: 'presenter', label: 'Presenting author name' },
  { value: 'unListed', label: 'Console only (unlisted)' },
  { value: 'published', label: 'Published (opposite of console only)' },
  { value: 'posterExpected', label: 'Poster expected' },
  { value: 'posterImagePath', label: 'Poster display picture URL' },
  { value: 'posterOriginalPath', label: 'Poster original picture URL' },
  { value: 'downloadLink', label: 'Download link' },
  { value: 'downloadLabel', label: 'Download label' },
] as const;

export type FieldTarget = (typeof FIELD_TARGETS)[number]['value'];
/** `author.N.name` / `author.N.institutions` (N from 1) for one-column-per-author files. */
export type AuthorColumnTarget = `author.${number}.name` | `author.${number}.institutions`;
export type ColumnTarget = FieldTarget | AuthorColumnTarget | 'ignore';
export type ColumnMapping = Record<string, ColumnTarget>;

const SYNONYMS: Record<FieldTarget, string[]> = {
  documentId: ['id', 'documentid', 'abstractid', 'recordid'],
  abstractNumber: ['number', 'no', 'nr', 'abstractnumber', 'abstractno', 'abstractnr', 'posternumber', 'posterno', 'code'],
  title: ['title', 'abstracttitle', 'name', 'postertitle'],
  category: ['category', 'topic', 'theme', 'track', 'categories'],
  sessionId: ['session', 'sessionid'],
  keywords: ['keywords', 'keyword', 'tags', 'keyphrases'],
  abstractText: ['abstract', 'text', 'abstracttext', 'body', 'content', 'summary'],
  authors: ['authors', 'author', 'authorlist', 'authorsandaffiliations'],
  institutions: ['institutions', 'institution', 'affiliations', 'affiliation', 'affiliationlist'],
  presenter: ['presenter', 'presentingauthor', 'presenting', 'presentername', 'speaker'],
  unListed: ['unlisted', 'consoleonly', 'unpublished'],
  published: ['published', 'listed', 'visible'],
  posterExpected: ['posterexpected', 'expectposter', 'posterrequired'],
  posterImagePath: ['poster', 'posterimage', 'posterimagepath', 'posterurl', 'posterdisplay'],
  posterOriginalPath: ['posteroriginal', 'posteroriginalpath', 'posterfull', 'posterfullresolution'],
  downloadLink: ['download', 'downloadlink', 'downloadurl', 'pdf', 'pdfurl'],
  downloadLabel: ['downloadlabel', 'downloadtext', 'buttonlabel'],
};

function normalise(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The field a column title most likely means. */
export function guessTarget(title: string): ColumnTarget {
  const n = normalise(title);
  const perAuthor = /^(?:author|coauthor)(\d+)(name|fullname)?$/.exec(n);
  if (perAuthor) return `author.${Number(perAuthor[1])}.name`;
  const perAuthorInst = /^(?:author|coauthor)(\d+)(institutions?|affiliations?)$/.exec(n);
  if (perAuthorInst) return `author.${Number(perAuthorInst[1])}.institutions`;
  for (const [field, words] of Object.entries(SYNONYMS) as [FieldTarget, string[]][]) {
    if (words.includes(n)) return field;
  }
  return 'ignore';
}

/** A mapping for these columns: remembered choices first, then guesses; a field is taken by one column at most. */
export function initialMapping(columns: readonly string[], remembered: ColumnMapping = {}): ColumnMapping {
  const out: ColumnMapping = {};
  const taken = new Set<string>();
  for (const c of columns) {
    const r = remembered[c];
    if (r && r !== 'ignore' && !taken.has(r)) {
      out[c] = r;
      taken.add(r);
    }
  }
  for (const c of columns) {
    if (out[c]) continue;
    const g = guessTarget(c);
    out[c] = g !== 'ignore' && !taken.has(g) ? g : 'ignore';
    if (out[c] !== 'ignore') taken.add(out[c]);
  }
  return out;
}

export const MAPPING_STORAGE_KEY = 'console.abstracts.importMapping';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function localStore(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readRememberedMapping(storage: StorageLike | null = localStore()): ColumnMapping {
  try {
    const raw = storage?.getItem(MAPPING_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as ColumnMapping;
  } catch {
    return {};
  }
}

/** Remembers the choices of this import, merged over earlier ones (other files may use other titles). */
export function rememberMapping(mapping: ColumnMapping, storage: StorageLike | null = localStore()): void {
  try {
    storage?.setItem(MAPPING_STORAGE_KEY, JSON.stringify({ ...readRememberedMapping(storage), ...mapping }));
  } catch {
    // storage full or blocked: the next import guesses again
  }
}

/** The choices of a target select: every field, then author columns up to `authorSlots`. */
export function targetOptions(authorSlots: number): { value: ColumnTarget; label: string }[] {
  const out: { value: ColumnTarget; label: string }[] = [{ value: 'ignore', label: 'Do not import' }, ...FIELD_TARGETS];
  for (let i = 1; i <= authorSlots; i++) {
    out.push({ value: `author.${i}.name`, label: `Author ${i} name` });
    out.push({ value: `author.${i}.institutions`, label: `Author ${i} institutions` });
  }
  return out;
}
