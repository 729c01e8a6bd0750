import { z } from 'zod';
import { LIMITS, isWebUrl, text } from './common';
import type { ApiIssue } from './common';
import { convertEmbedUrl } from './embed-links';
import { PAGE_LINK_PAGES, pageDisplayName, pageRefKind } from './page-links';
import { isPlainObject, issuesToDetails } from './write-body';

/** The twelve section types, each with the one line the console's "add section" menu shows. */
export const SECTION_TYPES = {
  title: 'A plain-text heading.',
  subSession: 'A timed block: a title with start and end times, shown as written.',
  paragraph: 'Rich text: headings, lists, bold, italic and links.',
  image: 'One picture, full width.',
  imageText: 'A picture beside rich text, side by side at every screen size.',
  webEmbed: 'A video, map or web page embedded from an https address.',
  button: 'A button that opens a web address.',
  sponsor: "A card for one of this event's sponsors.",
  speaker: 'A group of speakers under a heading such as Speakers or Moderators.',
  menuShortcuts: "Buttons to the app's menu pages (welcome content; app only).",
  abstract: "A button opening one abstract's page (app only).",
  pageLink: 'A button opening another page of the app (app only).',
} as const;
export type SectionType = keyof typeof SECTION_TYPES;
export const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionType[];

/** Recognised `speakerType` labels, in their normal spelling. */
export const SPEAKER_TYPES = ['Speakers', 'Moderators', 'Panelists', 'Hosts', 'Keynote speakers'] as const;

export const IMAGE_POSITIONS = ['left', 'right'] as const;
export const DEFAULT_ABSTRACT_LABEL = 'View Abstract';

const str = (what: string) => text(what);
const url = (what: string) =>
  str(what).trim().refine((v) => isWebUrl(v), { error: `must be a web address starting with https:// or http://` });
/** Button targets: web, mail and phone links only (never javascript: or data:). */
export const buttonUrlSchema = str('a web address')
  .trim()
  .refine((v) => isWebUrl(v) || /^mailto:[^\s]+$/i.test(v) || /^tel:[+\d\s()-]+$/i.test(v), {
    error: 'must be a web address (https://…), a mailto: or a tel: link',
  });

/** Per-type `data` schemas: the console's section forms use these very ones. */
export const sectionDataSchemas = {
  title: z.object({ content: str('the heading').trim().min(1, { error: 'a title needs text' }) }),
  subSession: z
    .object({ content: str('the text').optional(), startTime: str('the start time').optional(), endTime: str('the end time').optional() })
    .refine((d) => [d.content, d.startTime, d.endTime].some((v) => (v ?? '').trim() !== ''), {
      error: 'needs text, a start time or an end time',
      path: ['content'],
    }),
  paragraph: z.object({ content: str('rich text (Delta JSON or plain text)') }),
  image: z.object({ content: url('the picture address') }),
  imageText: z
    .object({
      content: str('rich text (Delta JSON)').optional(),
      imageUrl: z.union([z.literal(''), url('the picture address')]).optional(),
      imageWidth: z.number({ error: 'must be a number: 30, 40, 50, 60 or 70' }).optional(),
      imagePosition: z.enum(IMAGE_POSITIONS, { error: 'must be left or right' }).optional(),
    })
    .refine((d) => !isEmptyRichText(d.content ?? '') || (d.imageUrl ?? '').trim() !== '', {
      error: 'needs text or a picture (one of them may be empty, not both)',
      path: ['content'],
    }),
  webEmbed: z.object({
    content: str('an https address')
      .trim()
      .refine((v) => !/^http:\/\//i.test(v), { error: 'must be an https:// address: http is refused' })
      .refine((v) => /^https:\/\//i.test(v) && isWebUrl(v), { error: 'must be an https:// address' }),
    embedHeight: z.number({ error: 'must be a number of pixels from 100 to 2000' }).optional(),
    embedTitle: str('the title').optional(),
  }),
  button: z.object({
    content: z.object(
      { buttonText: str('the button text').trim().min(1, { error: 'a button needs text' }), buttonUrl: buttonUrlSchema },
      { error: 'must be {buttonText, buttonUrl}' },
    ),
  }),
  sponsor: z.object({ content: str('a sponsor id').trim().min(1, { error: 'choose a sponsor' }) }),
  speaker: z.object({
    speakerType: str('a label such as Speakers').trim().min(1, { error: 'needs a label such as Speakers' }),
    speakerIds: z.array(str('a speaker id'), { error: 'must be an array of speaker ids' }).optional(),
    speakerList: z.record(text('a speaker id'), text('a name'), { error: 'must map speaker ids to names' }).optional(),
  }),
  menuShortcuts: z.object({}),
  abstract: z.object({
    content: str('an abstract id').trim().min(1, { error: 'choose an abstract' }),
    label: str('the button label').optional(),
  }),
  pageLink: z.object({
    page: str('an app page').trim().toUpperCase().refine((p) => (PAGE_LINK_PAGES as readonly string[]).includes(p), {
      error: `must be one of ${PAGE_LINK_PAGES.join(', ')}`,
    }),
    refId: str('a record id').trim().optional(),
    label: str('the button label').optional(),
  }),
} satisfies Record<SectionType, z.ZodType>;

export type SectionData = { [K in SectionType]: z.output<(typeof sectionDataSchemas)[K]> };
export type ContentSection = { [K in SectionType]: { type: K; data: SectionData[K] } }[SectionType];

/** A section as reads return it (read-only extras such as `speakerList` and `abstractTitle` included). */
export const contentSectionReadSchema = z.looseObject({ type: z.string(), data: z.record(z.string(), z.unknown()) });
export type ContentSectionRead = z.infer<typeof contentSectionReadSchema>;

/** A record another record's section points at; the service checks each against the event. */
export interface SectionReference {
  kind: 'sponsor' | 'speaker' | 'abstract' | 'session';
  id: string;
  field: string;
  /** sponsor and speaker sections: hidden (hideFromList) or deleted records are refused too. */
  mustBeListed: boolean;
}

export type SectionValidation =
  | { ok: true; sections: ContentSection[]; warnings: string[]; ignoredFields: string[]; references: SectionReference[] }
  | { ok: false; details: ApiIssue[] };

/** Whether a Delta JSON string or plain text holds no visible text. */
export function isEmptyRichText(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (v.startsWith('{') || v.startsWith('[')) {
    try {
      const parsed = JSON.parse(v) as unknown;
      const ops = Array.isArray(parsed) ? parsed : isPlainObject(parsed) && Array.isArray(parsed.ops) ? parsed.ops : undefined;
      if (ops) {
        return ops.every((op) => isPlainObject(op) && typeof op.insert === 'string' && op.insert.trim() === '');
      }
    } catch {
      return false;
    }
  }
  return false;
}

/** Matches a speaker type to a recognised label case-insensitively. */
export function normaliseSpeakerType(value: string): { value: string; recognised: boolean } {
  const hit = SPEAKER_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase());
  return hit ? { value: hit, recognised: true } : { value, recognised: false };
}

/** Read-only keys a read adds to a section's data; dropped when posted back. */
const READ_ONLY_DATA_KEYS: Partial<Record<SectionType, string[]>> = { abstract: ['abstractTitle'] };

/**
 * Validates a whole `contentData` the way the service does: shapes per type, conversions, clamping with
 * warnings. Reference existence is left to the caller (it needs the store): see `references`.
 */
export function validateContentSections(input: unknown, field = 'contentData'): SectionValidation {
  if (!Array.isArray(input)) return { ok: false, details: [{ field, message: 'must be an array of {type, data} sections' }] };
  const details: ApiIssue[] = [];
  const warnings: string[] = [];
  const ignoredFields: string[] = [];
  const references: SectionReference[] = [];
  const sections: ContentSection[] = [];

  input.forEach((raw, i) => {
    const at = `${field}[${i}]`;
    if (!isPlainObject(raw)) {
      details.push({ field: at, message: 'must be a {type, data} object' });
      return;
    }
    const type = raw.type;
    if (typeof type !== 'string' || !(type in SECTION_TYPES)) {
      details.push({ field: `${at}.type`, message: `must be one of ${SECTION_TYPE_NAMES.join(', ')}` });
      return;
    }
    const t = type as SectionType;
    const warn = (message: string) => warnings.push(`${at} (${t}): ${message}`);
    let data: Record<string, unknown> = isPlainObject(raw.data) ? { ...raw.data } : {};
    if (t === 'menuShortcuts') {
      if (Object.keys(data).length > 0) warn('The app makes these buttons itself: what was sent with them was discarded');
      data = {};
    } else if (raw.data !== undefined && !isPlainObject(raw.data)) {
      details.push({ field: `${at}.data`, message: 'must be an object' });
      return;
    }
    for (const key of READ_ONLY_DATA_KEYS[t] ?? []) {
      if (key in data) {
        delete data[key];
        ignoredFields.push(`${at}.data.${key}`);
      }
    }
    const parsed = sectionDataSchemas[t].safeParse(data);
    if (!parsed.success) {
      details.push(...issuesToDetails(parsed.error, `${at}.data`, data));
      return;
    }
    const d = parsed.data as Record<string, unknown>;

    switch (t) {
      case 'subSession': {
        const s = d as SectionData['subSession'];
        const out = { content: s.content ?? '', startTime: s.startTime ?? '', endTime: s.endTime ?? '' };
        if (out.endTime.trim() !== '' && out.startTime.trim() === '') {
          out.startTime = out.endTime;
          out.endTime = '';
          warn('End time without a start time: stored as the start time');
        }
        sections.push({ type: t, data: out });
        return;
      }
      case 'imageText': {
        const s = d as SectionData['imageText'];
        let width = s.imageWidth ?? LIMITS.imageWidthDefault;
        if (!(LIMITS.imageWidths as readonly number[]).includes(width)) {
          warn(`Picture width ${s.imageWidth} % is not one of ${LIMITS.imageWidths.join(', ')} %: stored as ${LIMITS.imageWidthDefault} %`);
          width = LIMITS.imageWidthDefault;
        }
        sections.push({
          type: t,
          data: { content: s.content ?? '', imageUrl: s.imageUrl ?? '', imageWidth: width, imagePosition: s.imagePosition ?? 'left' },
        });
        return;
      }
      case 'webEmbed': {
        const s = d as SectionData['webEmbed'];
        const conversion = convertEmbedUrl(s.content);
        if (conversion.converted) warn(`Share link converted to ${conversion.url}`);
        let height = s.embedHeight ?? LIMITS.embedHeightDefault;
        if (!Number.isInteger(height)) height = Math.round(height);
        if (height < LIMITS.embedHeightMin || height > LIMITS.embedHeightMax) {
          const clamped = Math.min(LIMITS.embedHeightMax, Math.max(LIMITS.embedHeightMin, height));
          warn(`Height ${s.embedHeight} px is outside ${LIMITS.embedHeightMin} to ${LIMITS.embedHeightMax} px: stored as ${clamped} px`);
          height = clamped;
        }
        sections.push({ type: t, data: { content: conversion.url, embedHeight: height, embedTitle: s.embedTitle ?? '' } });
        return;
      }
      case 'sponsor': {
        const s = d as SectionData['sponsor'];
        references.push({ kind: 'sponsor', id: s.content, field: `${at}.data.content`, mustBeListed: true });
        sections.push({ type: t, data: { content: s.content } });
        return;
      }
      case 'speaker': {
        const s = d as SectionData['speaker'];
        const ids = s.speakerIds ?? Object.keys(s.speakerList ?? {});
        const type = normaliseSpeakerType(s.speakerType);
        if (!type.recognised) warn(`The label "${s.speakerType}" is not one of the usual ones (${SPEAKER_TYPES.join(', ')}): stored as written`);
        ids.forEach((id, j) =>
          references.push({ kind: 'speaker', id, field: `${at}.data.speakerIds[${j}]`, mustBeListed: true }),
        );
        if (s.speakerIds && s.speakerList) ignoredFields.push(`${at}.data.speakerList`);
        sections.push({ type: t, data: { speakerType: type.value, speakerIds: ids } });
        return;
      }
      case 'abstract': {
        const s = d as SectionData['abstract'];
        references.push({ kind: 'abstract', id: s.content, field: `${at}.data.content`, mustBeListed: false });
        sections.push({ type: t, data: { content: s.content, label: (s.label ?? '').trim() || DEFAULT_ABSTRACT_LABEL } });
        return;
      }
      case 'pageLink': {
        const s = d as SectionData['pageLink'];
        const kind = pageRefKind(s.page);
        const refId = s.refId ?? '';
        if (kind === 'none' && refId !== '') {
          details.push({ field: `${at}.data.refId`, message: `must be empty for the page ${s.page}` });
          return;
        }
        if (kind && kind !== 'none') {
          if (refId === '') {
            details.push({ field: `${at}.data.refId`, message: `is required for the page ${s.page}: a ${kind} id of this event` });
            return;
          }
          references.push({ kind, id: refId, field: `${at}.data.refId`, mustBeListed: false });
        }
        sections.push({ type: t, data: { page: s.page, refId, label: s.label ?? '' } });
        return;
      }
      default:
        sections.push({ type: t, data: d } as ContentSection);
    }
  });

  if (details.length > 0) return { ok: false, details };
  return { ok: true, sections, warnings, ignoredFields, references };
}

/** The label a page-link button shows. */
export function pageLinkLabel(data: { page: string; label?: string }): string {
  return (data.label ?? '').trim() || pageDisplayName(data.page);
}

/** `startTime - endTime`, joined only when both exist. */
export function subSessionTimes(data: { startTime?: string; endTime?: string }): string {
  return [data.startTime, data.endTime].filter((v) => (v ?? '').trim() !== '').join(' - ');
}
