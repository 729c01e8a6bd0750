import { describe, expect, it } from 'vitest';
import { saveWarnings, toSaveWarning } from './save-warnings';

describe("a save's warnings in the save bar", () => {
  it('name a content section by its position from 1 and its type in words, and point at it', () => {
    expect(toSaveWarning('contentData[3] (subSession): End time without a start time: stored as the start time', [])).toEqual({
      text: 'Section 4, Timed block: End time without a start time: stored as the start time',
      target: { kind: 'section', index: 3 },
    });
  });

  it('say a field the form has by its label and point at its form path', () => {
    expect(toSaveWarning('trackArray: shortened from 3 to 2 tracks; sessions on a removed track show under a blank heading', ['trackArray'], { trackArray: 'Tracks' })).toEqual({
      text: 'Tracks: shortened from 3 to 2 tracks; sessions on a removed track show under a blank heading',
      target: { kind: 'field', path: 'trackArray' },
    });
  });

  it('read an indexed path as positions from 1, keeping a warning that runs on from the path', () => {
    expect(toSaveWarning('authors[2].speakerId sp-9 matches no speaker yet; the link renders once it does', ['authors'])).toEqual({
      text: 'Authors 3, speaker id sp-9 matches no speaker yet; the link renders once it does',
      target: { kind: 'field', path: 'authors.2.speakerId' },
    });
  });

  it('leave a warning that names nothing the form has as it is, without a place', () => {
    expect(toSaveWarning('the poll\'s own whitelist was deleted too', ['title'])).toEqual({ text: "the poll's own whitelist was deleted too" });
    expect(toSaveWarning('category "Oncology" is new', ['title'])).toEqual({ text: 'category "Oncology" is new' });
  });

  it('list field warnings, then section warnings, then the fields the service did not take, by label', () => {
    const list = saveWarnings(
      { warnings: ['sessionId s-1 matches no session of this event yet; stored as sent'], sectionWarnings: ['contentData[0] (title): trimmed'], ignoredFields: ['allowSelfProxy', 'contentData[2].data.speakers'] },
      ['sessionId'],
      { sessionId: 'Session' },
    );
    expect(list.map((w) => w.text)).toEqual([
      'Session s-1 matches no session of this event yet; stored as sent',
      'Section 1, Title: trimmed',
      'Not saved, because the service does not take them here: Allow self proxy and a detail of section 3.',
    ]);
    expect(list.map((w) => w.target?.kind)).toEqual(['field', 'section', undefined]);
  });
});
