import { describe, expect, it } from 'vitest';
import { validateContentSections } from '../../contract/content-sections';
import { SECTION_TYPE_NAMES } from '../../contract/content-sections';
import { moveSection, newSectionData, problemFor, problemsBySection, toContentData, toEditorSections, warningsBySection } from './section-model';

describe('toContentData', () => {
  it('posts back what was read, without the read-only extras', () => {
    const read = [
      { type: 'title', data: { content: 'Hello' } },
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['a'], speakerList: { a: 'Ann' } } },
      { type: 'abstract', data: { content: 'abs1', label: 'View Abstract', abstractTitle: 'Live title' } },
      { type: 'menuShortcuts', data: {} },
    ];
    expect(toContentData(toEditorSections(read))).toEqual([
      { type: 'title', data: { content: 'Hello' } },
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['a'] } },
      { type: 'abstract', data: { content: 'abs1', label: 'View Abstract' } },
      { type: 'menuShortcuts', data: {} },
    ]);
  });

  it('keeps a read speakerList when there are no speakerIds (the service accepts either)', () => {
    const out = toContentData(toEditorSections([{ type: 'speaker', data: { speakerType: 'Hosts', speakerList: { a: 'Ann' } } }]));
    expect(out[0].data).toEqual({ speakerType: 'Hosts', speakerList: { a: 'Ann' } });
  });
});

describe('newSectionData', () => {
  it('gives every type a start that the form fills in; title-less types are valid at once', () => {
    for (const type of SECTION_TYPE_NAMES) expect(newSectionData(type)).toBeTypeOf('object');
    const ok = validateContentSections([{ type: 'menuShortcuts', data: newSectionData('menuShortcuts') }, { type: 'pageLink', data: newSectionData('pageLink') }]);
    expect(ok.ok).toBe(true);
    const bad = validateContentSections([{ type: 'title', data: newSectionData('title') }]);
    expect(bad.ok).toBe(false);
  });
});

describe('moveSection', () => {
  it('moves one item and leaves the rest in order', () => {
    expect(moveSection(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveSection(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveSection(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});

describe('problemsBySection', () => {
  it('puts each detail on the section and field it names', () => {
    const { bySection, other } = problemsBySection([
      { field: 'contentData[2].data.content', message: 'must be https' },
      { field: 'contentData[0].data.speakerIds[1]', message: 'hidden speaker' },
      { field: 'contentData[3].type', message: 'unknown type' },
      { field: 'contentData[1].data.content.buttonUrl', message: 'bad url' },
      { field: 'title', message: 'is required' },
    ]);
    expect(bySection.get(2)).toEqual([{ field: 'content', message: 'must be https' }]);
    expect(problemFor(bySection.get(0), 'speakerIds')).toBe('hidden speaker');
    expect(bySection.get(3)).toEqual([{ field: '', message: 'unknown type' }]);
    expect(problemFor(bySection.get(1), 'content.buttonUrl')).toBe('bad url');
    expect(other).toEqual([{ field: 'title', message: 'is required' }]);
  });

  it('reads form paths (`contentData.3.data.content`) as the same places', () => {
    const { bySection, other } = problemsBySection([
      { field: 'contentData.3.data.content', message: 'is required' },
      { field: 'contentData.1.data.speakerIds.0', message: 'hidden speaker' },
      { field: 'contentData.2', message: 'unknown type' },
    ]);
    expect(bySection.get(3)).toEqual([{ field: 'content', message: 'is required' }]);
    expect(bySection.get(1)).toEqual([{ field: 'speakerIds[0]', message: 'hidden speaker' }]);
    expect(problemFor(bySection.get(1), 'speakerIds')).toBe('hidden speaker');
    expect(bySection.get(2)).toEqual([{ field: '', message: 'unknown type' }]);
    expect(other).toEqual([]);
  });

  it('reads the details the contract validation gives for an http embed', () => {
    const v = validateContentSections([{ type: 'title', data: { content: 'x' } }, { type: 'webEmbed', data: { content: 'http://example.com' } }]);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    const { bySection } = problemsBySection(v.details);
    expect(problemFor(bySection.get(1), 'content')).toMatch(/https/);
  });
});

describe('warningsBySection', () => {
  it('splits the service warnings by the section they name', () => {
    const v = validateContentSections([
      { type: 'title', data: { content: 'x' } },
      { type: 'webEmbed', data: { content: 'https://youtu.be/dQw4w9WgXcQ', embedHeight: 50 } },
    ]);
    if (!v.ok) throw new Error('expected ok');
    const { bySection, other } = warningsBySection([...v.warnings, 'trackArray is shorter']);
    expect(bySection.get(1)?.length).toBe(2);
    expect(bySection.get(1)?.[0]).toMatch(/^Share link converted to https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ/);
    expect(other).toEqual(['trackArray is shorter']);
  });
});
