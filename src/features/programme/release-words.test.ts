import { describe, expect, it } from 'vitest';
import type { ProgrammeSnapshot } from '../../contract/programme';
import { programmeChanges, speakersToTell } from '../../contract/programme-changelog';
import { findClashes } from '../../components/schedule/clashes';
import { clashSessionsOf, groupedChanges, mailList, speakersTable } from './release-words';

const snap = (sessions: ProgrammeSnapshot['sessions']): ProgrammeSnapshot => ({
  event: { name: 'Summit', dateStart: '2026-03-14', dateEnd: '2026-03-14', timeZoneOffset: 0 },
  sessions,
  speakers: [
    { id: 'ana', name: 'Ana Lima, PhD', email: 'ana@example.org' },
    { id: 'bo', name: 'Bo Chen', email: '' },
  ],
});
const s = (id: string, over: Partial<ProgrammeSnapshot['sessions'][number]> = {}) => ({
  id, title: id, date: '2026-03-14', startTime: '10:00', endTime: '11:00', room: 'Hall A', track: '', speakerIds: [] as string[], abstract: '', ...over,
});

describe('a release in words', () => {
  it('groups changes under headings, added first and cancelled last', () => {
    const before = snap([s('old'), s('k', { room: 'Hall B' })]);
    const after = snap([s('k'), s('new', { startTime: '12:00', endTime: '13:00' })]);
    expect(groupedChanges(programmeChanges(before, after)).map((g) => [g.heading, g.lines.length])).toEqual([
      ['Added', 1],
      ['Moved', 1],
      ['Cancelled', 1],
    ]);
  });

  it('finds the clashes a release still has with the schedule’s rules: one room, one speaker, at once', () => {
    const clashes = findClashes(clashSessionsOf(snap([s('a', { speakerIds: ['ana'] }), s('b', { speakerIds: ['ana'] }), s('c', { room: 'Hall C', startTime: '12:00', endTime: '13:00' })])));
    expect(clashes.map((c) => c.kind).sort()).toEqual(['room', 'speaker']);
  });

  it('makes a To line of the speakers with an e-mail, and a table of all of them', () => {
    const before = snap([s('p', { speakerIds: ['ana', 'bo'] })]);
    const after = snap([s('p', { speakerIds: ['ana', 'bo'], room: 'Hall C' })]);
    const told = speakersToTell(before, after, programmeChanges(before, after));
    expect(mailList(told)).toBe('Ana Lima PhD <ana@example.org>');
    expect(speakersTable(told, (id) => `https://x/feeds/t/speakers/${id}.ics`)).toEqual({
      headers: ['Name', 'E-mail', 'What changed', 'Calendar'],
      rows: [
        ['Ana Lima, PhD', 'ana@example.org', '“p” moved from Hall A to Hall C (Sat 14 Mar 10:00–11:00)', 'https://x/feeds/t/speakers/ana.ics'],
        ['Bo Chen', '', '“p” moved from Hall A to Hall C (Sat 14 Mar 10:00–11:00)', 'https://x/feeds/t/speakers/bo.ics'],
      ],
    });
  });
});
