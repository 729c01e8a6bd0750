/**
 * What each section type needs before it goes out, and what it must agree with in the rest of the event.
 * These are warnings, not refusals: the service stores an empty paragraph or a "Vote" link into a session
 * whose polls are off, and attendees then see an empty block or a dead button. The save bar lists them
 * (each opens its section) and the section's card shows them, before and after a save.
 */
import { isEmptyRichText, type SectionType } from '../../contract/content-sections';
import { pageDisplayName, pageRefKind } from '../../contract/page-links';
import { isSectionType, SECTION_LABELS, type EditorSection } from './section-model';
import type { SectionRefs } from './section-references';

/** The record the sections belong to, as the form holds it now (a session; nothing for a sponsor). */
export type SectionHost = {
  sessionId?: string;
  hasPoll?: boolean;
  hasLiveQA?: boolean;
  /** "HH:MM" */
  startTime?: string;
  endTime?: string;
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** What a section of each type needs to show anything useful, in words (null when it has it). */
export const SECTION_NEEDS: Record<SectionType, { needs: string; missing: (data: Record<string, unknown>) => string | null }> = {
  title: { needs: 'a heading', missing: (d) => (str(d.content) ? null : 'has no heading: the app shows nothing there') },
  subSession: {
    needs: 'a text, a start time or an end time',
    missing: (d) => (str(d.content) || str(d.startTime) || str(d.endTime) ? null : 'has no text and no times'),
  },
  paragraph: { needs: 'text', missing: (d) => (isEmptyRichText(str(d.content)) ? 'has no text: attendees see an empty block' : null) },
  image: { needs: 'a picture', missing: (d) => (str(d.content) ? null : 'has no picture') },
  imageText: {
    needs: 'a text or a picture',
    missing: (d) => (isEmptyRichText(str(d.content)) && !str(d.imageUrl) ? 'has neither text nor a picture' : null),
  },
  webEmbed: {
    needs: 'an https address',
    missing: (d) => (!str(d.content) ? 'has no address to embed' : /^https:\/\//i.test(str(d.content)) ? null : 'needs an address starting with https://'),
  },
  button: {
    needs: 'a label and a target',
    missing: (d) => {
      const c = (d.content && typeof d.content === 'object' ? d.content : {}) as Record<string, unknown>;
      const label = str(c.buttonText);
      const url = str(c.buttonUrl);
      if (!label && !url) return 'has no label and no target address';
      if (!label) return 'has no label';
      if (!url) return 'has no target address';
      return null;
    },
  },
  sponsor: { needs: 'a sponsor', missing: (d) => (str(d.content) ? null : 'names no sponsor') },
  speaker: {
    needs: 'at least one speaker',
    missing: (d) => {
      const ids = Array.isArray(d.speakerIds) ? d.speakerIds : Object.keys((d.speakerList as Record<string, string> | undefined) ?? {});
      return ids.length > 0 ? null : 'names no speaker';
    },
  },
  menuShortcuts: { needs: 'nothing (the app makes the buttons)', missing: () => null },
  abstract: { needs: 'an abstract', missing: (d) => (str(d.content) ? null : 'names no abstract') },
  pageLink: {
    needs: 'a page, and the record it opens when the page is one of a record',
    missing: (d) => {
      const kind = pageRefKind(str(d.page));
      if (kind === undefined) return 'has no page to open';
      if (kind !== 'none' && !str(d.refId)) return `opens ${pageDisplayName(str(d.page))} but names no ${kind}`;
      return null;
    },
  },
};

/** "09:00" → minutes, or null. */
function minutes(t: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The cross-record checks: links into polls or Q&A that are switched off, timed blocks outside the session. */
function crossRecord(section: EditorSection, refs: SectionRefs, host: SectionHost | undefined): string[] {
  const out: string[] = [];
  const d = section.data;
  if (section.type === 'pageLink') {
    const page = str(d.page).toUpperCase();
    if (page === 'VOTING' || page === 'QA') {
      const id = str(d.refId) || host?.sessionId || '';
      const isHost = !!host?.sessionId && id === host.sessionId;
      const stored = refs.ready ? refs.sessions.find((s) => s.documentId === id) : undefined;
      const target = isHost ? { title: 'this session', hasPoll: host?.hasPoll, hasLiveQA: host?.hasLiveQA } : stored ? { title: `“${stored.title}”`, hasPoll: stored.hasPoll, hasLiveQA: stored.hasLiveQA } : null;
      if (target && page === 'VOTING' && target.hasPoll === false) out.push(`opens the polls of ${target.title}, but polls are switched off there: attendees would find nothing to vote on`);
      if (target && page === 'QA' && target.hasLiveQA === false) out.push(`opens the Q&A of ${target.title}, but Live Q&A is switched off there`);
    }
  }
  if (section.type === 'subSession' && host) {
    const from = minutes(host.startTime ?? '');
    const to = minutes(host.endTime ?? '');
    const start = minutes(str(d.startTime));
    const end = minutes(str(d.endTime));
    if (from !== null && to !== null && ((start !== null && (start < from || start > to)) || (end !== null && (end < from || end > to)))) {
      const when = [str(d.startTime), str(d.endTime)].filter(Boolean).join('–');
      out.push(`runs ${when}, outside the session's ${host.startTime}–${host.endTime}`);
    }
  }
  if (section.type === 'speaker' && refs.ready) {
    const names = (d.speakerList as Record<string, string> | undefined) ?? {};
    const ids = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys(names);
    for (const id of ids) {
      if (!refs.speakers.some((s) => s.documentId === id)) out.push(`names ${names[id] ? `“${names[id]}”` : `the speaker ${id}`}, who is no longer a speaker of this event: remove them from the section`);
    }
  }
  return out;
}

/** Per section position: what it lacks and what disagrees with the event. Empty when all is well. */
export function sectionNeeds(sections: readonly EditorSection[], refs: SectionRefs, host?: SectionHost): Map<number, string[]> {
  const out = new Map<number, string[]>();
  sections.forEach((s, i) => {
    const list: string[] = [];
    if (isSectionType(s.type)) {
      const missing = SECTION_NEEDS[s.type].missing(s.data);
      if (missing) list.push(missing);
    }
    list.push(...crossRecord(s, refs, host));
    if (list.length > 0) out.set(i, list);
  });
  return out;
}

/** A section to look at before saving, as the save bar lists it ("Section 3, Paragraph: has no text…"). */
export type SectionCheckNote = { index: number; text: string };

export function checkNotes(needs: ReadonlyMap<number, readonly string[]>, sections: readonly EditorSection[]): SectionCheckNote[] {
  const out: SectionCheckNote[] = [];
  for (const [index, list] of [...needs.entries()].sort((a, b) => a[0] - b[0])) {
    const type = sections[index]?.type ?? '';
    const name = isSectionType(type) ? `, ${SECTION_LABELS[type]}` : '';
    for (const text of list) out.push({ index, text: `Section ${index + 1}${name}: ${text}` });
  }
  return out;
}

/**
 * The warnings a section card shows: the last save's, then what the section needs (left out where the
 * card already shows a problem, which says the same more firmly).
 */
export function withNeeds(
  warnings: ReadonlyMap<number, readonly string[]>,
  needs: ReadonlyMap<number, readonly string[]>,
  problems: ReadonlyMap<number, readonly unknown[]>,
): Map<number, string[]> {
  const out = new Map<number, string[]>([...warnings].map(([i, l]) => [i, [...l]]));
  for (const [i, list] of needs) {
    if ((problems.get(i)?.length ?? 0) > 0) continue;
    out.set(i, [...(out.get(i) ?? []), ...list.filter((w) => !(out.get(i) ?? []).includes(w))]);
  }
  return out;
}

/** Section types that show nothing at all when what they need is missing (others show a dead button or a gap of their own). */
const SHOW_NOTHING_WHEN_MISSING: ReadonlySet<string> = new Set(['title', 'paragraph', 'image', 'imageText']);

/** The sections that would show attendees nothing, named ("Section 2, Paragraph"): a save asks first. */
export function sectionsShowingNothing(sections: readonly EditorSection[]): string[] {
  return sections.flatMap((s, i) =>
    isSectionType(s.type) && SHOW_NOTHING_WHEN_MISSING.has(s.type) && SECTION_NEEDS[s.type].missing(s.data) ? [`Section ${i + 1}, ${SECTION_LABELS[s.type]}`] : [],
  );
}
