/**
 * Saves one record's picture fields for a picture replacement, read before
 * write: the record is read again just before the write, only its picture
 * fields are compared (the record as the page loaded it, the same with the
 * picture replaced, and the record as it is now) and merged with the form
 * merge rules (`mergeFields`, `mergeSections` for pictures inside content
 * sections); a field changed elsewhere to something else is a conflict and
 * nothing of that record is written.
 *
 * This is the only file through which a replacement writes: when the
 * console's one save cycle is shared by every page, this file is the one to
 * point at it.
 */
import { api } from '../../api/client';
import type { SendContext } from '../../api/bulk-run';
import { mergeFields, mergeSections, same, type Section } from '../../api/three-way-merge';
import { pictureFieldsOf, replacePicture, type PictureRecordKind } from './event-pictures';

export type PictureRecordIO = {
  /** The record as it is now, or null when it no longer exists. */
  read(kind: PictureRecordKind, recordId: string, context: SendContext): Promise<Record<string, unknown> | null>;
  write(kind: PictureRecordKind, recordId: string, body: Record<string, unknown>, context: SendContext): Promise<{ warnings: string[]; ignoredFields: string[] }>;
};

export type PictureChange = {
  kind: PictureRecordKind;
  recordId: string;
  /** The record as the page loaded it. */
  base: Record<string, unknown>;
  from: string;
  to: string;
};

export type PictureSaved = {
  /** `unchanged`: the record already held the new picture (or no longer held the old one) and nothing was sent. */
  status: 'saved' | 'unchanged';
  /** The fields written. */
  fields: string[];
  warnings: string[];
};

/** Someone changed the same picture field elsewhere since the page loaded: nothing of the record was written. */
export class PictureConflictError extends Error {
  constructor(readonly fields: string[]) {
    super(`Changed elsewhere since this page loaded (${fields.map(fieldWords).join(', ')}); nothing was written. Open it to look.`);
    this.name = 'PictureConflictError';
  }
}

/** The record was deleted since the page loaded. */
export class PictureRecordGoneError extends Error {
  constructor() {
    super('It was deleted since this page loaded; nothing was written.');
    this.name = 'PictureRecordGoneError';
  }
}

const WORDS: Record<string, string> = {
  imagePath: 'its picture',
  mapImagePath: 'the venue map',
  sponsorImagePath: 'the logo',
  imagePathBanner: 'the banner',
  contentData: 'its content sections',
};
export function fieldWords(field: string): string {
  return WORDS[field] ?? field;
}

const READS = { event: '/getEvent', session: '/getSessions', speaker: '/getSpeakers', sponsor: '/getSponsors' } as const;
const WRITES = { event: '/updateEvent', session: '/upsertSession', speaker: '/upsertSpeaker', sponsor: '/upsertSponsor' } as const;

/** Reads and writes through the console's one client (its scheduler, clock, errors and expired-key dialog). */
export const apiPictureRecordIO: PictureRecordIO = {
  async read(kind, recordId, { signal, priority }) {
    const r = await api.request('GET', READS[kind], undefined, { signal, priority });
    if (kind === 'event') return r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : null;
    const list = Array.isArray(r.data) ? (r.data as Record<string, unknown>[]) : [];
    return list.find((x) => x.documentId === recordId) ?? null;
  },
  async write(kind, recordId, body, { signal, priority }) {
    const r = await api.request('POST', WRITES[kind], kind === 'event' ? body : { documentId: recordId, ...body }, { signal, priority });
    return { warnings: r.warnings, ignoredFields: r.ignoredFields };
  },
};

const sectionsOf = (v: unknown): Section[] => (Array.isArray(v) ? (v as Section[]) : []);

/** The body to send for one record (empty: nothing to send), or the fields in conflict. */
export function planPictureWrite(kind: PictureRecordKind, base: Record<string, unknown>, now: Record<string, unknown>, from: string, to: string): { send: Record<string, unknown>; conflicts: string[] } {
  const baseFields = pictureFieldsOf(kind, base);
  const mine = replacePicture(baseFields, from, to);
  const theirs = pictureFieldsOf(kind, now);
  const scalar = (b: Record<string, unknown>) => Object.fromEntries(Object.entries(b).filter(([k]) => k !== 'contentData'));
  const merge = mergeFields(scalar(baseFields), scalar(mine), scalar(theirs));
  const send: Record<string, unknown> = { ...merge.send };
  const conflicts = merge.conflicts.map((c) => c.field);
  if ('contentData' in mine && !same(mine.contentData, baseFields.contentData)) {
    const sections = mergeSections(sectionsOf(baseFields.contentData), sectionsOf(mine.contentData), sectionsOf(theirs.contentData));
    if (sections.conflicts.length > 0) conflicts.push('contentData');
    else if (!same(sections.merged, theirs.contentData)) send.contentData = sections.merged;
  }
  return { send, conflicts };
}

/** Reads the record again, merges, and writes only the picture fields that change. Throws on a conflict or a deleted record. */
export async function savePictureChange(change: PictureChange, context: SendContext, io: PictureRecordIO = apiPictureRecordIO): Promise<PictureSaved> {
  const now = await io.read(change.kind, change.recordId, context);
  if (!now) throw new PictureRecordGoneError();
  const { send, conflicts } = planPictureWrite(change.kind, change.base, now, change.from, change.to);
  if (conflicts.length > 0) throw new PictureConflictError(conflicts);
  const fields = Object.keys(send);
  if (fields.length === 0) return { status: 'unchanged', fields, warnings: [] };
  const r = await io.write(change.kind, change.recordId, send, context);
  return { status: 'saved', fields, warnings: r.warnings };
}
