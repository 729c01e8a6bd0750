import { describe, expect, it } from 'vitest';
import { eventInstant } from '../../contract/rooms';
import { sessionSpeakerNames } from '../../contract/programme-snapshot';
import { programmeRelaySchema } from '../../contract/screens';
import { speakerWords, startWords } from './now-next-slide';

/** What a room's now and next says of a session: when it starts (a countdown today, its day otherwise) and who speaks. */
describe('now and next in words', () => {
  const at = (date: string, time: string) => eventInstant(date, time, 2)!;
  const now = at('2026-11-29', '16:12');

  it('counts down today, and names the day otherwise', () => {
    expect(startWords({ startsAt: at('2026-11-29', '16:30') }, now, 2)).toBe('in 18 min');
    expect(startWords({ startsAt: at('2026-11-29', '18:00') }, now, 2)).toBe('in 1 h 48');
    expect(startWords({ startsAt: at('2026-11-30', '09:00') }, now, 2)).toBe('tomorrow');
    expect(startWords({ startsAt: at('2026-12-01', '10:30') }, now, 2)).toBe('on Tue 1 Dec');
  });

  it('names the speakers as a sentence, with how many more', () => {
    expect(speakerWords({ speakers: [] })).toBe('');
    expect(speakerWords({ speakers: ['Ana Silva'] })).toBe('Ana Silva');
    expect(speakerWords({ speakers: ['Ana Silva', 'Hiro Fischer', 'Lee Park'] })).toBe('Ana Silva, Hiro Fischer and Lee Park');
    expect(speakerWords({ speakers: ['Ana Silva', 'Hiro Fischer'], moreSpeakers: 3 })).toBe('Ana Silva, Hiro Fischer and 3 more');
  });

  it('a console relays the names its read of the sessions gives, in the sections’ order, and the server takes them', () => {
    const sections = [
      { type: 'paragraph', data: { content: 'About' } },
      { type: 'speaker', data: { speakerIds: ['b', 'a'], speakerList: { a: 'Ana', b: 'Bo' } } },
      { type: 'speaker', data: { speakerList: { c: 'Cy', a: 'Ana' } } },
    ];
    expect(sessionSpeakerNames(sections)).toEqual(['Bo', 'Ana', 'Cy']);
    const session = { id: 's1', title: 'Talk', date: '2026-11-30', startTime: '09:00', endTime: '09:30', location: 'Hall A' };
    expect(programmeRelaySchema.safeParse({ timeZoneOffset: 2, sessions: [{ ...session, speakers: ['Bo', 'Ana'], moreSpeakers: 0 }] }).success).toBe(true);
    const tooMany = programmeRelaySchema.safeParse({ timeZoneOffset: 2, sessions: [{ ...session, speakers: Array.from({ length: 7 }, () => 'X') }] });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0].path).toEqual(['sessions', 0, 'speakers']);
  });
});
