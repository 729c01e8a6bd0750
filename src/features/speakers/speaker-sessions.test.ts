import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { sessionsBySpeaker, sessionsOfSpeaker } from './speaker-sessions';

const session = (documentId: string, date: string, startTime: string, contentData: unknown[]) => sessionSchema.parse({ documentId, title: `Talk ${documentId}`, date, startTime, contentData });

describe("a speaker's sessions", () => {
  it('are those whose speaker sections name the speaker, with the heading as their part, in programme order', () => {
    const sessions = [
      session('b', '2026-05-13', '09:00', [{ type: 'speaker', data: { speakerType: 'Moderators', speakerIds: ['sp-1'] } }]),
      session('a', '2026-05-12', '14:00', [
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['sp-2', 'sp-1'] } },
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['sp-1'] } },
      ]),
      session('c', '2026-05-12', '10:00', [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['sp-2'] } }]),
    ];
    expect(sessionsOfSpeaker(sessions, 'sp-1').map((s) => [s.id, s.parts])).toEqual([
      ['a', ['Speakers']],
      ['b', ['Moderators']],
    ]);
  });

  it('read the older speakerList form, and ignore other section types that mention the id', () => {
    const sessions = [
      session('a', '', '', [{ type: 'speaker', data: { speakerList: { 'sp-1': 'Ann' } } }]),
      session('b', '', '', [{ type: 'paragraph', data: { content: 'sp-1' } }]),
    ];
    expect(sessionsOfSpeaker(sessions, 'sp-1').map((s) => s.id)).toEqual(['a']);
  });

  it('are found for every speaker at once for the cards', () => {
    const sessions = [session('a', '2026-05-12', '14:00', [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['sp-2', 'sp-1'] } }]), session('b', '2026-05-12', '09:00', [{ type: 'speaker', data: { speakerList: { 'sp-1': 'Ann' } } }])];
    const by = sessionsBySpeaker(sessions);
    expect(by.get('sp-1')?.map((s) => s.id)).toEqual(['b', 'a']);
    expect(by.get('sp-2')?.map((s) => s.id)).toEqual(['a']);
  });
});
