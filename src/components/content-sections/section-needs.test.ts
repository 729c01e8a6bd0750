import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { speakerSchema } from '../../contract/speaker';
import { SECTION_TYPE_NAMES } from '../../contract/content-sections';
import { newSectionData, toEditorSections, type EditorSection } from './section-model';
import { checkNotes, SECTION_NEEDS, sectionNeeds, sectionsShowingNothing, withNeeds } from './section-needs';
import type { SectionRefs } from './section-references';

const refs: SectionRefs = {
  sponsors: [],
  speakers: [speakerSchema.parse({ documentId: 'a', name: 'Ann' })],
  abstracts: [],
  sessions: [
    sessionSchema.parse({ documentId: 'on', title: 'Polls on', hasPoll: true, hasLiveQA: true }),
    sessionSchema.parse({ documentId: 'off', title: 'Polls off', hasPoll: false, hasLiveQA: false }),
  ],
  ready: true,
  abstractsUnavailable: false,
};

const delta = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] });

describe('sectionNeeds', () => {
  it('says what a fresh section of every type still lacks (menu shortcuts need nothing)', () => {
    const fresh = toEditorSections(SECTION_TYPE_NAMES.map((type) => ({ type, data: newSectionData(type) })));
    const needs = sectionNeeds(fresh, refs);
    for (const [i, type] of SECTION_TYPE_NAMES.entries()) {
      if (type === 'menuShortcuts' || type === 'pageLink') expect(needs.has(i), type).toBe(false);
      else expect(needs.get(i)?.length, type).toBeGreaterThan(0);
      expect(SECTION_NEEDS[type].needs).not.toBe('');
    }
  });

  it('warns about an empty paragraph, whether empty text or an empty Delta', () => {
    const needs = sectionNeeds(toEditorSections([{ type: 'paragraph', data: { content: '' } }, { type: 'paragraph', data: { content: delta(' ') } }, { type: 'paragraph', data: { content: delta('Hello') } }]), refs);
    expect(needs.get(0)).toEqual(['has no text: attendees see an empty block']);
    expect(needs.get(1)).toEqual(['has no text: attendees see an empty block']);
    expect(needs.has(2)).toBe(false);
  });

  it('asks a button for a label and a target, an embed for https', () => {
    const needs = sectionNeeds(
      toEditorSections([
        { type: 'button', data: { content: { buttonText: 'Slides', buttonUrl: '' } } },
        { type: 'button', data: { content: { buttonText: '', buttonUrl: 'https://x.example' } } },
        { type: 'webEmbed', data: { content: 'http://x.example' } },
        { type: 'webEmbed', data: { content: 'https://x.example' } },
      ]),
      refs,
    );
    expect(needs.get(0)).toEqual(['has no target address']);
    expect(needs.get(1)).toEqual(['has no label']);
    expect(needs.get(2)?.[0]).toMatch(/https:\/\//);
    expect(needs.has(3)).toBe(false);
  });

  it('warns about a link to polls or Q&A in a session where they are switched off, reading the edited session from the form', () => {
    const sections = toEditorSections([
      { type: 'pageLink', data: { page: 'VOTING', refId: 'off', label: 'Vote' } },
      { type: 'pageLink', data: { page: 'QA', refId: 'off' } },
      { type: 'pageLink', data: { page: 'VOTING', refId: 'on' } },
      { type: 'pageLink', data: { page: 'VOTING', refId: 'on' } },
    ]);
    const needs = sectionNeeds(sections.slice(0, 3), refs);
    expect(needs.get(0)?.[0]).toMatch(/polls are switched off/);
    expect(needs.get(1)?.[0]).toMatch(/Live Q&A is switched off/);
    expect(needs.has(2)).toBe(false);
    // The session being edited: its switch as the form holds it now, not as stored.
    expect(sectionNeeds(sections.slice(3), refs, { sessionId: 'on', hasPoll: false }).get(0)?.[0]).toMatch(/polls of this session/);
  });

  it('warns about timed blocks outside the session and speakers no longer on the event', () => {
    const needs = sectionNeeds(
      toEditorSections([
        { type: 'subSession', data: { content: 'Introduction', startTime: '09:00', endTime: '09:15' } },
        { type: 'subSession', data: { content: 'Talk', startTime: '10:40', endTime: '11:00' } },
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['a', 'gone'], speakerList: { a: 'Ann', gone: 'Gus' } } },
      ]),
      refs,
      { startTime: '10:30', endTime: '11:30' },
    );
    expect(needs.get(0)).toEqual(["runs 09:00–09:15, outside the session's 10:30–11:30"]);
    expect(needs.has(1)).toBe(false);
    expect(needs.get(2)?.[0]).toMatch(/“Gus”, who is no longer a speaker/);
  });

  it('words the save bar notes by section and leaves the card to its problem when it has one', () => {
    const sections = toEditorSections([{ type: 'title', data: { content: 'Hi' } }, { type: 'paragraph', data: { content: '' } }]);
    const needs = sectionNeeds(sections, refs);
    expect(checkNotes(needs, sections)).toEqual([{ index: 1, text: 'Section 2, Paragraph: has no text: attendees see an empty block' }]);
    expect(withNeeds(new Map(), needs, new Map()).get(1)).toHaveLength(1);
    expect(withNeeds(new Map(), needs, new Map([[1, [{ field: 'content', message: 'x' }]]])).has(1)).toBe(false);
  });
});

describe('sections that would show nothing', () => {
  const section = (type: string, data: Record<string, unknown>): EditorSection => ({ key: type, type, data });
  it('names an empty paragraph, a heading without words and a picture block without a picture, not a filled one', () => {
    const empty = sectionsShowingNothing([
      section('paragraph', { content: '{"ops":[{"insert":"\\n"}]}' }),
      section('paragraph', { content: '{"ops":[{"insert":"Hello\\n"}]}' }),
      section('title', { content: '  ' }),
      section('menuShortcuts', {}),
    ]);
    expect(empty).toEqual(['Section 1, Paragraph', 'Section 3, Title']);
  });
});
