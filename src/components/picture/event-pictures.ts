/**
 * The event's pictures, derived from its records: every address a record uses
 * as a picture (event banner and venue map, session pictures, speaker photos,
 * sponsor logos and banners, `image` and `imageText` sections of sessions and
 * sponsors) together with the pictures uploaded from this console, each with
 * the places it is used. Pure: no React, no requests.
 *
 * Also the one rule for replacing a picture in a record: only the picture
 * fields holding the old address change (and, in content sections, only the
 * picture addresses of picture sections).
 */
import { paths } from '../../paths';
import type { LibraryPicture } from './picture-library';

export type PictureRecordKind = 'event' | 'session' | 'speaker' | 'sponsor';
/** The picture fields of each kind of record (`contentData` for pictures inside sections). */
export type PictureField = 'imagePath' | 'mapImagePath' | 'sponsorImagePath' | 'imagePathBanner' | 'contentData';

export type PictureUse = {
  kind: PictureRecordKind;
  /** The record's `documentId` ('' for the event itself). */
  recordId: string;
  /** The record's title or name, as the console shows it. */
  recordName: string;
  field: PictureField;
  /** For pictures inside content sections: the section's position (0-based) and type. */
  sectionIndex?: number;
  sectionType?: 'image' | 'imageText';
  /** Where it is used, in words: "Speaker photo", "Sponsor logo", "Picture section 2". */
  label: string;
  /** The console address of the record. */
  link: string;
};

export type EventPicture = {
  url: string;
  uses: PictureUse[];
  /** The upload's own record when it was uploaded from this console (name, size, type, date). */
  upload?: LibraryPicture;
};

type Section = { type: string; data: Record<string, unknown> };
export type PictureRecords = {
  event?: { name?: string; imagePath?: string; mapImagePath?: string } | null;
  sessions?: readonly { documentId: string; title: string; imagePath?: string; contentData?: readonly Section[] }[];
  speakers?: readonly { documentId: string; name: string; imagePath?: string }[];
  sponsors?: readonly { documentId: string; name: string; sponsorImagePath?: string; imagePathBanner?: string; contentData?: readonly Section[] }[];
};

const FIELD_LABEL: Record<Exclude<PictureField, 'contentData'>, Record<string, string>> = {
  imagePath: { event: 'Event banner', session: 'Session picture', speaker: 'Speaker photo' },
  mapImagePath: { event: 'Venue map' },
  sponsorImagePath: { sponsor: 'Sponsor logo' },
  imagePathBanner: { sponsor: 'Sponsor banner' },
};

/** The picture address of a picture section, or '' (other section types carry none). */
export function sectionPicture(section: Section): string {
  if (section.type === 'image') return typeof section.data.content === 'string' ? section.data.content.trim() : '';
  if (section.type === 'imageText') return typeof section.data.imageUrl === 'string' ? section.data.imageUrl.trim() : '';
  return '';
}

function sectionUses(kind: 'session' | 'sponsor', recordId: string, recordName: string, link: string, sections: readonly Section[] | undefined): { url: string; use: PictureUse }[] {
  const out: { url: string; use: PictureUse }[] = [];
  (sections ?? []).forEach((s, i) => {
    const url = sectionPicture(s);
    if (!url) return;
    const sectionType = s.type === 'image' ? 'image' : 'imageText';
    const label = `${sectionType === 'image' ? 'Picture section' : 'Picture beside text, section'} ${i + 1}`;
    out.push({ url, use: { kind, recordId, recordName, field: 'contentData', sectionIndex: i, sectionType, label, link } });
  });
  return out;
}

/** Every use of every picture in the records, in record order (event, sessions, speakers, sponsors). */
export function pictureUses(records: PictureRecords): { url: string; use: PictureUse }[] {
  const out: { url: string; use: PictureUse }[] = [];
  const field = (kind: PictureRecordKind, recordId: string, recordName: string, name: Exclude<PictureField, 'contentData'>, value: string | undefined, link: string) => {
    const url = (value ?? '').trim();
    if (url) out.push({ url, use: { kind, recordId, recordName, field: name, label: FIELD_LABEL[name][kind] ?? name, link } });
  };
  const e = records.event;
  if (e) {
    const name = e.name || 'The event';
    field('event', '', name, 'imagePath', e.imagePath, paths.settings.link());
    field('event', '', name, 'mapImagePath', e.mapImagePath, paths.settings.link());
  }
  for (const s of records.sessions ?? []) {
    const link = paths.session.link(s.documentId);
    field('session', s.documentId, s.title, 'imagePath', s.imagePath, link);
    out.push(...sectionUses('session', s.documentId, s.title, link, s.contentData));
  }
  for (const s of records.speakers ?? []) field('speaker', s.documentId, s.name, 'imagePath', s.imagePath, paths.speaker.link(s.documentId));
  for (const s of records.sponsors ?? []) {
    const link = paths.sponsor.link(s.documentId);
    field('sponsor', s.documentId, s.name, 'sponsorImagePath', s.sponsorImagePath, link);
    field('sponsor', s.documentId, s.name, 'imagePathBanner', s.imagePathBanner, link);
    out.push(...sectionUses('sponsor', s.documentId, s.name, link, s.contentData));
  }
  return out;
}

/**
 * The event's picture library: each address once, with its uses; the pictures
 * in use first (in the order the records name them), then the uploads used
 * nowhere (newest first, as remembered).
 */
export function deriveEventPictures(records: PictureRecords, uploads: readonly LibraryPicture[] = []): EventPicture[] {
  const byUrl = new Map<string, EventPicture>();
  for (const { url, use } of pictureUses(records)) {
    let p = byUrl.get(url);
    if (!p) byUrl.set(url, (p = { url, uses: [] }));
    p.uses.push(use);
  }
  for (const u of uploads) {
    const p = byUrl.get(u.url);
    if (p) p.upload ??= u;
    else byUrl.set(u.url, { url: u.url, uses: [], upload: u });
  }
  return [...byUrl.values()];
}

/** The uploads from this console that no record uses. */
export function unusedUploads(pictures: readonly EventPicture[]): EventPicture[] {
  return pictures.filter((p) => p.upload && p.uses.length === 0);
}

/** A picture's name for people: the uploaded file's name, else its first use ("Speaker photo of Ada Lovelace"), else its file name. */
export function pictureName(p: EventPicture): string {
  if (p.upload?.name) return p.upload.name;
  const first = p.uses[0];
  if (first) return first.kind === 'event' ? first.label : `${first.label} of ${first.recordName}`;
  const tail = p.url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(tail) || 'Picture';
  } catch {
    return tail || 'Picture';
  }
}

/** One record to change when a picture is replaced: its kind, id and the fields of it that hold the picture. */
export type RecordChange = { kind: PictureRecordKind; recordId: string; recordName: string; link: string; fields: PictureField[]; uses: PictureUse[] };

/** The records a replacement touches, one entry per record (a record using the picture twice is written once). */
export function recordsToChange(picture: EventPicture): RecordChange[] {
  const byRecord = new Map<string, RecordChange>();
  for (const use of picture.uses) {
    const key = `${use.kind}:${use.recordId}`;
    let r = byRecord.get(key);
    if (!r) byRecord.set(key, (r = { kind: use.kind, recordId: use.recordId, recordName: use.recordName, link: use.link, fields: [], uses: [] }));
    if (!r.fields.includes(use.field)) r.fields.push(use.field);
    r.uses.push(use);
  }
  return [...byRecord.values()];
}

/** The picture fields of a record, as a write body would carry them (`contentData` only for kinds that have it). */
export function pictureFieldsOf(kind: PictureRecordKind, record: Record<string, unknown>): Record<string, unknown> {
  const fields: PictureField[] =
    kind === 'event' ? ['imagePath', 'mapImagePath'] : kind === 'speaker' ? ['imagePath'] : kind === 'session' ? ['imagePath', 'contentData'] : ['sponsorImagePath', 'imagePathBanner', 'contentData'];
  return Object.fromEntries(fields.map((f) => [f, f === 'contentData' ? (Array.isArray(record[f]) ? record[f] : []) : typeof record[f] === 'string' ? record[f] : '']));
}

/** `fields` (picture fields of one record) with every use of `from` replaced by `to`; other values untouched. */
export function replacePicture(fields: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'contentData' && Array.isArray(v)) {
      out[k] = (v as Section[]).map((s) => {
        if (sectionPicture(s) !== from) return s;
        return s.type === 'image' ? { ...s, data: { ...s.data, content: to } } : { ...s, data: { ...s.data, imageUrl: to } };
      });
    } else out[k] = typeof v === 'string' && v.trim() === from ? to : v;
  }
  return out;
}

/** "PNG", "JPEG" from a content type; '' when unknown. */
export function pictureTypeName(contentType: string | undefined | null): string {
  const t = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!t.startsWith('image/')) return '';
  const sub = t.slice(6);
  return sub === 'svg+xml' ? 'SVG' : sub.toUpperCase();
}
