import { describe, expect, it } from 'vitest';
import { speakerSchema } from '../../contract/speaker';
import { sectionSummary } from './section-summary';

const refs = { sponsors: [], abstracts: [], speakers: [speakerSchema.parse({ documentId: 'sp1', name: 'Noor Haddad' })] };
const summary = (type: string, data: Record<string, unknown>) => sectionSummary({ key: 'k', type, data }, refs);

describe('sectionSummary', () => {
  it('names a picture by its file name', () => {
    expect(summary('image', { content: 'https://media.example/a/b/reef%20at%20night.png?v=2' })).toBe('reef at night.png');
    expect(summary('image', { content: '' })).toBe('');
  });

  it('names the chosen speakers, from the event or from the list the read carried, and never shows a record id', () => {
    expect(summary('speaker', { speakerType: 'Hosts', speakerIds: ['sp1', 'gone'] })).toBe('Hosts: Noor Haddad, an unknown speaker');
    expect(summary('speaker', { speakerType: 'Panel', speakerList: { x: 'Ann Lee' } })).toBe('Panel: Ann Lee');
    expect(summary('speaker', { speakerType: '', speakerIds: [] })).toBe('Speakers: no speakers chosen');
  });

  it('names a sponsor not (yet) read as a sponsor, never by its record id', () => {
    expect(summary('sponsor', { content: 'spons0rRecordId42' })).toBe('a sponsor');
    expect(summary('sponsor', { content: '' })).toBe('');
  });

  it('says what menu shortcuts show, though they have no settings', () => {
    expect(summary('menuShortcuts', {})).toBe("Buttons to the event's menu pages");
  });
});
