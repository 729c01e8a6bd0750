/**
 * Saves one record's picture fields for a picture replacement on the
 * console's one save cycle (`saveRecordChanges`): the record is read again
 * just before the write, only its picture fields are compared (the record as
 * the page loaded it, the same with the picture replaced, and the record as it
 * is now) and merged section by section for pictures inside content
 * sections; a field changed elsewhere to something else is a conflict and
 * nothing of that record is written. Failures are thrown, as the bulk run
 * that replaces a picture everywhere expects (a conflict or a deleted record
 * is one row's failure; an expired key stops the run).
 */
import { api } from '../../api/client';
import type { SendContext } from '../../api/bulk-run';
import { saveRecordChanges } from '../../api/save-cycle';
import { changesBetween, same, type Body, type Section } from '../../api/three-way-merge';
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

const withoutSections = (b: Body) => Object.fromEntries(Object.entries(b).filter(([k]) => k !== 'contentData'));

/** Reads the record again, merges, and writes only the picture fields that change. Throws on a conflict or a deleted record. */
export async function savePictureChange(change: PictureChange, context: SendContext, io: PictureRecordIO = apiPictureRecordIO): Promise<PictureSaved> {
  const { kind, recordId } = change;
  const baseFields = pictureFieldsOf(kind, change.base);
  const mine = replacePicture(baseFields, change.from, change.to);
  const base = withoutSections(baseFields);
  const sectionsChanged = 'contentData' in mine && !same(mine.contentData, baseFields.contentData);
  const report = await saveRecordChanges<Record<string, unknown>, { warnings: string[] }>({
    readLatest: () => io.read(kind, recordId, context),
    base,
    changes: changesBetween(base, withoutSections(mine)),
    bodyOf: (record) => withoutSections(pictureFieldsOf(kind, record)),
    sections: sectionsChanged
      ? { base: sectionsOf(baseFields.contentData), mine: sectionsOf(mine.contentData), of: (record) => sectionsOf(pictureFieldsOf(kind, record).contentData) }
      : undefined,
    send: async (body) => {
      const r = await io.write(kind, recordId, body, context);
      return { data: { warnings: r.warnings }, warnings: r.warnings, ignoredFields: r.ignoredFields };
    },
  });
  if (report.gone) throw new PictureRecordGoneError();
  if (report.failure) throw report.failure.error;
  if (report.phase === 'conflict') {
    throw new PictureConflictError([...report.conflicts.fields.map((c) => c.field), ...(report.conflicts.sections.length > 0 ? ['contentData'] : [])]);
  }
  const fields = Object.keys(report.sent ?? {});
  return { status: fields.length === 0 ? 'unchanged' : 'saved', fields, warnings: report.warnings };
}
