import type { z } from 'zod';
import { NULL_MESSAGE, findNulls, isPlainObject, parseWith, prepareWrite, type WriteRules } from '../../src/contract/write-body';
import { validateContentSections, type SectionReference } from '../../src/contract/content-sections';
import { validationError, type ErrorDetail } from '../api-error';
import type { Queryable } from '../store/db';
import { findRecords, type RecordTable } from '../store/records-store';

/** Splits a write body by the contract's write rules; 400 on refused fields, null, or two different ids. */
export function prepareBody(body: unknown, writableKeys: readonly string[], rules: WriteRules) {
  const prepared = prepareWrite(body, writableKeys, rules);
  if (!prepared.ok) throw validationError(prepared.details);
  return prepared;
}

/** Parses with a contract schema or answers 400 naming each field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.output<T> {
  const result = parseWith(schema, value, prefix);
  if (!result.ok) throw validationError(result.details);
  return result.data;
}

/**
 * Parses a body that names records rather than writing fields (deletes, bulk
 * calls): 400 for `null` anywhere (with the null rule) or a bad value; keys
 * the schema does not know are dropped and listed in `ignoredFields`.
 */
export function parseCommandBody<T extends z.ZodObject>(schema: T, body: unknown): { data: z.output<T>; ignoredFields: string[] } {
  if (!isPlainObject(body)) throw validationError([{ field: '(body)', message: 'must be a JSON object' }]);
  throwIfAny(findNulls(body, '').map((field) => ({ field, message: NULL_MESSAGE })));
  const data = parseOrThrow(schema, body);
  const known = new Set(Object.keys(schema.shape));
  return { data, ignoredFields: Object.keys(body).filter((key) => !known.has(key)) };
}

export function throwIfAny(details: ErrorDetail[]): void {
  if (details.length > 0) throw validationError(details);
}

/** Fields whose value changed, as `{before, after}` (compared as JSON). */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) out[field] = { before: before[field] ?? null, after: after[field] };
  }
  return out;
}

const TABLE_OF: Record<SectionReference['kind'], RecordTable> = {
  sponsor: 'sponsors',
  speaker: 'speakers',
  abstract: 'abstracts',
  session: 'sessions',
};

/**
 * Validates a `contentData` with the contract's section rules, then checks
 * every reference against the event: a missing or deleted record, or a hidden
 * sponsor/speaker where the section must list it, rejects the whole write.
 * Speaker sections get `speakerList` resolved from the speakers' names.
 */
export async function checkContentData(
  q: Queryable,
  eventId: string,
  contentData: unknown,
): Promise<{ sections: Record<string, unknown>[]; warnings: string[]; ignoredFields: string[] }> {
  const validation = validateContentSections(contentData);
  if (!validation.ok) throw validationError(validation.details);
  const details: ErrorDetail[] = [];
  const found = new Map<string, Map<string, { doc: Record<string, unknown>; deleted: boolean }>>();
  for (const kind of Object.keys(TABLE_OF) as SectionReference['kind'][]) {
    const ids = [...new Set(validation.references.filter((r) => r.kind === kind).map((r) => r.id))];
    found.set(kind, await findRecords(q, TABLE_OF[kind], eventId, ids));
  }
  for (const ref of validation.references) {
    const record = found.get(ref.kind)?.get(ref.id);
    if (!record) details.push({ field: ref.field, message: `no ${ref.kind} ${ref.id} on this event` });
    else if (record.deleted) details.push({ field: ref.field, message: `${ref.kind} ${ref.id} was deleted` });
    else if (ref.mustBeListed && record.doc.hideFromList === true) details.push({ field: ref.field, message: `${ref.kind} ${ref.id} is hidden (hideFromList) and cannot be referenced` });
  }
  throwIfAny(details);
  const speakers = found.get('speaker')!;
  const sections = validation.sections.map((section) => {
    if (section.type !== 'speaker') return section as unknown as Record<string, unknown>;
    const speakerList = Object.fromEntries((section.data.speakerIds ?? []).map((id) => [id, String(speakers.get(id)?.doc.name ?? '')]));
    return { type: section.type, data: { ...section.data, speakerList } };
  });
  return { sections, warnings: validation.warnings, ignoredFields: validation.ignoredFields };
}

/** Read shape of a contentData: speaker names and abstract titles filled in live. */
export async function liveContentData(q: Queryable, eventId: string, docs: Record<string, unknown>[]): Promise<void> {
  const speakerIds = new Set<string>();
  const abstractIds = new Set<string>();
  for (const doc of docs) {
    for (const s of (doc.contentData as { type: string; data: Record<string, unknown> }[] | undefined) ?? []) {
      if (s.type === 'speaker') for (const id of (s.data.speakerIds as string[] | undefined) ?? []) speakerIds.add(id);
      if (s.type === 'abstract' && typeof s.data.content === 'string') abstractIds.add(s.data.content);
    }
  }
  if (speakerIds.size === 0 && abstractIds.size === 0) return;
  const speakers = await findRecords(q, 'speakers', eventId, [...speakerIds]);
  const abstracts = await findRecords(q, 'abstracts', eventId, [...abstractIds]);
  for (const doc of docs) {
    const sections = (doc.contentData as { type: string; data: Record<string, unknown> }[] | undefined) ?? [];
    doc.contentData = sections.map((s) => {
      if (s.type === 'speaker') {
        const ids = (s.data.speakerIds as string[] | undefined) ?? [];
        return { ...s, data: { ...s.data, speakerList: Object.fromEntries(ids.map((id) => [id, String(speakers.get(id)?.doc.name ?? (s.data.speakerList as Record<string, string> | undefined)?.[id] ?? '')])) } };
      }
      if (s.type === 'abstract') {
        const a = abstracts.get(String(s.data.content));
        return { ...s, data: { ...s.data, abstractTitle: a && !a.deleted ? String(a.doc.title ?? '') : '' } };
      }
      return s;
    });
  }
}
