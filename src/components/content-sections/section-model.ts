/**
 * The content-section editor's model: sections as editable cards with stable keys, to and from the
 * `contentData` the service reads and writes, and the service's answers (warnings, 400 details) mapped
 * back onto the section and field they name.
 */
import { LIMITS } from '../../contract/common';
import { DEFAULT_ABSTRACT_LABEL, SECTION_TYPES, type SectionType } from '../../contract/content-sections';

export type EditorSection = {
  /** Stable identity for drag and drop and React keys; never sent. */
  key: string;
  type: string;
  data: Record<string, unknown>;
};

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `s${Date.now().toString(36)}${counter}`;
}

export function isSectionType(type: string): type is SectionType {
  return type in SECTION_TYPES;
}

/** Sections as read (`contentData`) into editor cards. Unknown types are kept as they are. */
export function toEditorSections(contentData: readonly { type: string; data: Record<string, unknown> }[] | undefined): EditorSection[] {
  return (contentData ?? []).map((s) => ({ key: newKey(), type: s.type, data: { ...(s.data ?? {}) } }));
}

/**
 * Editor cards into the `contentData` to send. Read-only extras a read adds are left out (`abstractTitle`;
 * `speakerList` when `speakerIds` is there), so an untouched record posts back exactly what it read.
 */
export function toContentData(sections: readonly EditorSection[]): { type: string; data: Record<string, unknown> }[] {
  return sections.map(({ type, data }) => {
    const out = { ...data };
    if (type === 'abstract') delete out.abstractTitle;
    if (type === 'speaker' && Array.isArray(out.speakerIds)) delete out.speakerList;
    if (type === 'menuShortcuts') return { type, data: {} };
    return { type, data: out };
  });
}

/** The data a freshly added section starts with. */
export function newSectionData(type: SectionType): Record<string, unknown> {
  switch (type) {
    case 'title':
    case 'paragraph':
    case 'image':
    case 'sponsor':
      return { content: '' };
    case 'subSession':
      return { content: '', startTime: '', endTime: '' };
    case 'imageText':
      return { content: '', imageUrl: '', imageWidth: LIMITS.imageWidthDefault, imagePosition: 'left' };
    case 'webEmbed':
      return { content: '', embedHeight: LIMITS.embedHeightDefault, embedTitle: '' };
    case 'button':
      return { content: { buttonText: '', buttonUrl: '' } };
    case 'speaker':
      return { speakerType: 'Speakers', speakerIds: [] };
    case 'menuShortcuts':
      return {};
    case 'abstract':
      return { content: '', label: DEFAULT_ABSTRACT_LABEL };
    case 'pageLink':
      return { page: 'SCHEDULE', refId: '', label: '' };
  }
}

export function duplicateSection(section: EditorSection): EditorSection {
  return { key: newKey(), type: section.type, data: structuredClone(section.data) };
}

export function moveSection<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Human names of the types, for card headers and the add menu. */
export const SECTION_LABELS: Record<SectionType, string> = {
  title: 'Title',
  subSession: 'Timed block',
  paragraph: 'Paragraph',
  image: 'Image',
  imageText: 'Image and text',
  webEmbed: 'Web embed',
  button: 'Button',
  sponsor: 'Sponsor',
  speaker: 'Speakers',
  menuShortcuts: 'Menu shortcuts',
  abstract: 'Abstract',
  pageLink: 'Page link',
};

export function sectionLabel(type: string): string {
  return isSectionType(type) ? SECTION_LABELS[type] : `Unknown type "${type}"`;
}

export type SectionProblem = { field: string; message: string };

/**
 * Problems (`details` of a 400 or of the contract's validation) by section index. A detail's field
 * `contentData[2].data.content` lands on section 2 as field `content`; `contentData[2].data.speakerIds[1]`
 * as `speakerIds[1]`; the form path `contentData.2.data.content` as the first; `contentData[2]` or `contentData[2].type` as field `''`. Others are returned apart.
 */
export function problemsBySection(
  details: readonly { field: string; message: string }[],
  field = 'contentData',
): { bySection: Map<number, SectionProblem[]>; other: { field: string; message: string }[] } {
  const bySection = new Map<number, SectionProblem[]>();
  const other: { field: string; message: string }[] = [];
  const re = new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d+)\\](?:\\.data(?:\\.(.+))?|\\.(type))?$`);
  for (const d of details) {
    // `contentData.3.data.content` (a form path) is read as `contentData[3].data.content`.
    const m = re.exec((d.field ?? '').replace(/\.(\d+)(?=\.|$)/g, '[$1]'));
    if (!m) {
      other.push(d);
      continue;
    }
    const index = Number(m[1]);
    const list = bySection.get(index) ?? [];
    list.push({ field: m[2] ?? '', message: d.message });
    bySection.set(index, list);
  }
  return { bySection, other };
}

/** Warnings by section index: the service prefixes them `contentData[i] (type): …`. */
export function warningsBySection(warnings: readonly string[], field = 'contentData'): { bySection: Map<number, string[]>; other: string[] } {
  const bySection = new Map<number, string[]>();
  const other: string[] = [];
  const re = new RegExp(`^${field}\\[(\\d+)\\](?:\\.[\\w.[\\]]+)?\\s*(?:\\([^)]*\\))?:\\s*(.*)$`);
  for (const w of warnings) {
    const m = re.exec(w);
    if (!m) {
      other.push(w);
      continue;
    }
    const index = Number(m[1]);
    bySection.set(index, [...(bySection.get(index) ?? []), m[2]]);
  }
  return { bySection, other };
}

/** The first problem for a field of a section's form (`content`, `content.buttonUrl`, `speakerIds`…). */
export function problemFor(problems: readonly SectionProblem[] | undefined, field: string): string | undefined {
  return problems?.find((p) => p.field === field || p.field.startsWith(`${field}[`) || p.field.startsWith(`${field}.`))?.message;
}
