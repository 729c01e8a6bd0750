import { describe, expect, it } from 'vitest';
import type { ProgrammeSnapshot, SnapshotSession } from './programme';
import { changeWords, programmeChanges, speakersToTell, suggestedReleaseName } from './programme-changelog';

const session = (id: string, over: Partial<SnapshotSession> = {}): SnapshotSession => ({
  id, title: `Talk ${id}`, date: '2026-03-14', startTime: '10:00', endTime: '11:00', room: 'Hall A', track: '', speakerIds: [], abstract: '', ...over,
});
const snapshot = (sessions: SnapshotSession[]): ProgrammeSnapshot => ({
  event: { name: 'Summit', dateStart: '2026-03-14', dateEnd: '2026-03-15', timeZoneOffset: 1 },
  sessions,
  speakers: [
    { id: 'ana', name: 'Ana Lima', email: 'ana@example.org' },
    { id: 'bo', name: 'Bo Chen', email: 'bo@example.org' },
    { id: 'cy', name: 'Cy Diaz', email: '' },
  ],
});
const words = (before: SnapshotSession[] | null, after: SnapshotSession[]) => programmeChanges(before && snapshot(before), snapshot(after)).map(changeWords);

describe('the changelog between two releases, in words', () => {
  it('says a new session was added, with its day, time and room', () => {
    expect(words([], [session('k', { title: 'Keynote' })])).toEqual(['Added “Keynote”: Sat 14 Mar, 10:00–11:00, Hall A']);
  });

  it('says a session that is gone was cancelled, and where it was', () => {
    expect(words([session('k', { title: 'Keynote' })], [])).toEqual(['Cancelled “Keynote” (was Sat 14 Mar, 10:00–11:00, Hall A)']);
  });

  it('says a session moved in time, naming both times and its room', () => {
    expect(words([session('k', { title: 'Keynote' })], [session('k', { title: 'Keynote', date: '2026-03-15', startTime: '09:00', endTime: '09:45' })])).toEqual([
      '“Keynote” moved from Sat 14 Mar 10:00–11:00 to Sun 15 Mar 09:00–09:45 (Hall A)',
    ]);
  });

  it('says a session moved to another room, with its time', () => {
    expect(words([session('k', { title: 'Keynote', room: 'Hall B' })], [session('k', { title: 'Keynote' })])).toEqual(['“Keynote” moved from Hall B to Hall A (Sat 14 Mar 10:00–11:00)']);
  });

  it('says both in one sentence when time and room changed', () => {
    expect(words([session('k', { title: 'Keynote', room: 'Hall B' })], [session('k', { title: 'Keynote', startTime: '11:00', endTime: '12:00' })])).toEqual([
      '“Keynote” moved from Sat 14 Mar 10:00–11:00 in Hall B to Sat 14 Mar 11:00–12:00 in Hall A',
    ]);
  });

  it('does not count a room written in other capitals or with spaces around as a move', () => {
    expect(words([session('k', { room: ' hall a ' })], [session('k')])).toEqual([]);
  });

  it('names the speakers who joined and left', () => {
    expect(words([session('p', { title: 'Panel', speakerIds: ['ana', 'bo'] })], [session('p', { title: 'Panel', speakerIds: ['bo', 'cy'] })])).toEqual(['“Panel”: Cy Diaz joined; Ana Lima left']);
    expect(words([session('p', { title: 'Panel' })], [session('p', { title: 'Panel', speakerIds: ['ana', 'bo', 'cy'] })])).toEqual(['“Panel”: Ana Lima, Bo Chen and Cy Diaz joined']);
  });

  it('says a session was retitled, old and new title', () => {
    expect(words([session('p', { title: 'Open science' })], [session('p', { title: 'Panel: open science' })])).toEqual(['“Open science” is now called “Panel: open science”']);
  });

  it('lists several changes of one session, and none for an unchanged programme or a new abstract', () => {
    expect(words([session('p', { title: 'A', room: 'Hall B' })], [session('p', { title: 'B' })])).toEqual(['“B” moved from Hall B to Hall A (Sat 14 Mar 10:00–11:00)', '“A” is now called “B”']);
    expect(words([session('p')], [session('p', { abstract: 'New words', track: 'Science' })])).toEqual([]);
  });

  it('counts every session of a first release as added', () => {
    expect(programmeChanges(null, snapshot([session('a'), session('b')])).map((c) => c.kind)).toEqual(['added', 'added']);
  });

  it('says when a session has no day, time or room yet', () => {
    expect(words([], [session('x', { title: '', date: '', startTime: '', endTime: '', room: '' })])).toEqual(['Added “Untitled session”: no day set, no room set']);
  });

  it('offers a release name: the one change, or counts', () => {
    const one = programmeChanges(snapshot([session('k', { title: 'Keynote', room: 'Hall B' })]), snapshot([session('k', { title: 'Keynote' })]));
    expect(suggestedReleaseName(one, false)).toBe('“Keynote” moved from Hall B to Hall A (Sat 14 Mar 10:00–11:00)');
    const many = programmeChanges(snapshot([session('a'), session('b', { room: 'Hall B' })]), snapshot([session('b'), session('c'), session('d')]));
    expect(suggestedReleaseName(many, false)).toBe('1 moved, 2 added, 1 cancelled');
    expect(suggestedReleaseName([], true)).toBe('First programme');
  });
});

describe('the speakers to tell', () => {
  it('are everyone on a changed session, as it was or is, with what changed for them, by name', () => {
    const before = snapshot([session('k', { title: 'Keynote', room: 'Hall B', speakerIds: ['bo'] }), session('p', { title: 'Panel', speakerIds: ['ana'] }), session('q', { speakerIds: ['cy'] })]);
    const after = snapshot([session('k', { title: 'Keynote', speakerIds: ['bo'] }), session('p', { title: 'Panel', speakerIds: ['cy'] }), session('q', { speakerIds: ['cy'] })]);
    const told = speakersToTell(before, after, programmeChanges(before, after));
    expect(told.map((t) => [t.name, t.email, t.changes])).toEqual([
      ['Ana Lima', 'ana@example.org', ['“Panel”: Cy Diaz joined; Ana Lima left']],
      ['Bo Chen', 'bo@example.org', ['“Keynote” moved from Hall B to Hall A (Sat 14 Mar 10:00–11:00)']],
      ['Cy Diaz', '', ['“Panel”: Cy Diaz joined; Ana Lima left']],
    ]);
  });

  it('tells nobody when nothing changed', () => {
    const same = snapshot([session('k', { speakerIds: ['ana'] })]);
    expect(speakersToTell(same, same, programmeChanges(same, same))).toEqual([]);
  });
});
