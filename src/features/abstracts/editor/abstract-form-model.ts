/**
 * The abstract editor's form values and their conversion to and from what the
 * service stores. Institutions and authors carry a stable `key` for lists and
 * drag and drop; it never reaches the service.
 */
import { abstractConsistencyIssues, abstractCreateSchema, abstractEditSchema, emptyAbstract, type Abstract, type AbstractFields, type Author } from '../../../contract/abstract';
import { fieldPath } from '../import/import-rows';

export type InstitutionValue = { key: string; name: string };
export type AuthorValue = { key: string; name: string; institutionIndexes: number[]; isPresenter: boolean; speakerId: string };

export type AbstractFormValues = {
  title: string;
  abstractNumber: string;
  category: string;
  sessionId: string;
  keywords: string;
  unListed: boolean;
  institutions: InstitutionValue[];
  authors: AuthorValue[];
  abstractText: string;
  posterImagePath: string;
  posterOriginalPath: string;
  posterExpected: boolean;
  downloadLink: string;
  downloadLabel: string;
};

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `k${Date.now().toString(36)}${counter}`;
}

/** The form of a new abstract (the contract's empty abstract). */
export function emptyFormValues(): AbstractFormValues {
  return toFormValues(undefined);
}

/** The form's values for an abstract as read (`undefined`: a new abstract). */
export function toFormValues(record: Abstract | undefined): AbstractFormValues {
  const a = record ?? emptyAbstract();
  return {
    title: a.title ?? '',
    abstractNumber: a.abstractNumber ?? '',
    category: a.category ?? '',
    sessionId: a.sessionId ?? '',
    keywords: a.keywords ?? '',
    unListed: !!a.unListed,
    institutions: (a.institutions ?? []).map((name, i) => ({ key: `i${i}`, name })),
    authors: (a.authors ?? []).map((x, i) => ({
      key: `a${i}`,
      name: x.name ?? '',
      institutionIndexes: [...(x.institutionIndexes ?? [])],
      isPresenter: !!x.isPresenter,
      speakerId: x.speakerId ?? '',
    })),
    abstractText: a.abstractText ?? '',
    posterImagePath: a.posterImagePath ?? '',
    posterOriginalPath: a.posterOriginalPath ?? '',
    posterExpected: !!a.posterExpected,
    downloadLink: a.downloadLink ?? '',
    downloadLabel: a.downloadLabel ?? '',
  };
}

/** What the service stores, from the form: keys dropped, empty speaker links left out. */
export function formToFields(v: AbstractFormValues): Required<Omit<AbstractFields, 'authors'>> & { authors: Author[] } {
  return {
    title: v.title,
    abstractNumber: v.abstractNumber,
    category: v.category,
    sessionId: v.sessionId,
    keywords: v.keywords,
    unListed: v.unListed,
    institutions: v.institutions.map((i) => i.name),
    authors: v.authors.map((x) => {
      const out: Author = { name: x.name, institutionIndexes: [...x.institutionIndexes].sort((p, q) => p - q), isPresenter: x.isPresenter };
      if (x.speakerId.trim()) out.speakerId = x.speakerId.trim();
      return out;
    }),
    abstractText: v.abstractText,
    posterImagePath: v.posterImagePath,
    posterOriginalPath: v.posterOriginalPath,
    posterExpected: v.posterExpected,
    downloadLink: v.downloadLink,
    downloadLabel: v.downloadLabel,
  };
}

/** Only the fields that differ from what was loaded (an edit sends no more than it changes). */
export function changedFields(initial: AbstractFormValues, current: AbstractFormValues): Partial<ReturnType<typeof formToFields>> {
  const a = formToFields(initial) as Record<string, unknown>;
  const b = formToFields(current) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(b)) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = b[k];
  return out;
}

/** A service or contract field name as the form's field path: `authors[0].name` → `authors.0.name`, `institutions[1]` → `institutions.1.name`. */
export function formPathOf(field: string): string {
  const dotted = field.replace(/\[(\d+)\]/g, '.$1');
  if (/^institutions\.\d+$/.test(dotted)) return `${dotted}.name`;
  const idx = /^(authors\.\d+\.institutionIndexes)\.\d+$/.exec(dotted);
  if (idx) return idx[1];
  return dotted;
}

export type FormIssue = { path: string; message: string };

/** Checks the form with the shared contract as the service will; paths are the form's. */
export function validateAbstractForm(v: AbstractFormValues, isNew: boolean): FormIssue[] {
  const fields = formToFields(v);
  const result = (isNew ? abstractCreateSchema : abstractEditSchema).safeParse(fields);
  const issues: FormIssue[] = [];
  if (!result.success) {
    for (const i of result.error.issues) issues.push({ path: formPathOf(fieldPath(i.path)), message: i.message });
  }
  for (const i of abstractConsistencyIssues(fields)) issues.push({ path: formPathOf(i.field), message: i.message });
  if (!isNew && !v.title.trim()) issues.push({ path: 'title', message: 'is required' });
  return dedupe(issues);
}

function dedupe(issues: FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)));
}

/** Text is a Delta JSON string (rich) or anything else (plain). */
export function isDeltaText(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith('[') && !t.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(t) as unknown;
    return Array.isArray(parsed) || (!!parsed && typeof parsed === 'object' && Array.isArray((parsed as { ops?: unknown }).ops));
  } catch {
    return false;
  }
}
