import { describe, expect, it } from 'vitest';
import { clashesBySession, clashText, findClashes, type ClashSession } from './clashes';

let n = 0;
const s = (o: Partial<ClashSession> & { speakers?: string[] }): ClashSession => {
  const { speakers, ...rest } = o;
  n += 1;
  return {
    documentId: `s${n}`,
    title: `Talk ${n}`,
    date: '2026-05-12',
    startTime: '09:00',
    endTime: '10:00',
    location: 'Hall A',
    track: -1,
    contentData: speakers ? [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: speakers } }] : [],
    ...rest,
  };
};

describe('room clashes', () => {
  it('finds two sessions in one room at once, naming both in programme order', () => {
    const a = s({ startTime: '09:30', endTime: '10:30' });
    const b = s({});
    expect(findClashes([a, b])).toEqual([{ kind: 'room', a: { id: b.documentId, title: b.title }, b: { id: a.documentId, title: a.title }, room: 'Hall A' }]);
  });
  it('does not count touching sessions, other rooms or other days', () => {
    expect(findClashes([s({}), s({ startTime: '10:00', endTime: '11:00' })])).toEqual([]);
    expect(findClashes([s({}), s({ location: 'Hall B' })])).toEqual([]);
    expect(findClashes([s({}), s({ date: '2026-05-13' })])).toEqual([]);
  });
  it('compares rooms without case or outer spaces, and ignores sessions without a room or a time', () => {
    expect(findClashes([s({}), s({ location: ' hall a ' })])).toHaveLength(1);
    expect(findClashes([s({ location: '' }), s({ location: '' })])).toEqual([]);
    expect(findClashes([s({ startTime: '' }), s({ startTime: '' })])).toEqual([]);
  });
  it('treats a session without an end as its start minute: same start clashes, inside clashes, at the end does not', () => {
    expect(findClashes([s({ endTime: '' }), s({ endTime: '' })])).toHaveLength(1);
    expect(findClashes([s({}), s({ startTime: '09:59', endTime: '' })])).toHaveLength(1);
    expect(findClashes([s({}), s({ startTime: '10:00', endTime: '' })])).toEqual([]);
  });
  it('finds every overlapping pair, one sessions inside another included', () => {
    const long = s({ startTime: '09:00', endTime: '12:00' });
    expect(findClashes([long, s({ startTime: '10:00', endTime: '10:30' }), s({ startTime: '11:00', endTime: '11:30' })])).toHaveLength(2);
  });
});

describe('speaker clashes', () => {
  it('finds a speaker in two rooms at once', () => {
    const [c] = findClashes([s({ speakers: ['ann'] }), s({ location: 'Hall B', startTime: '09:45', endTime: '10:15', speakers: ['bob', 'ann'] })]);
    expect(c).toMatchObject({ kind: 'speaker', speakerId: 'ann', gap: -15 });
  });
  it('does not count touching sessions without a changeover', () => {
    expect(findClashes([s({ speakers: ['ann'] }), s({ location: 'Hall B', startTime: '10:00', endTime: '11:00', speakers: ['ann'] })])).toEqual([]);
  });
  it('needs the changeover between two sessions: less is a clash, exactly it is not', () => {
    const a = s({ speakers: ['ann'] });
    const b = s({ location: 'Hall B', startTime: '10:05', endTime: '11:00', speakers: ['ann'] });
    expect(findClashes([a, b], { changeover: 10 })).toMatchObject([{ kind: 'speaker', gap: 5 }]);
    expect(findClashes([a, b], { changeover: 5 })).toEqual([]);
    expect(findClashes([a, s({ location: 'Hall B', startTime: '10:00', endTime: '11:00', speakers: ['ann'] })], { changeover: 10 })).toMatchObject([{ kind: 'speaker', gap: 0 }]);
  });
  it('reads older speaker sections by their speakerList', () => {
    const old = s({ location: 'Hall B' });
    old.contentData = [{ type: 'speaker', data: { speakerType: 'Hosts', speakerList: { ann: 'Ann' } } }];
    expect(findClashes([s({ speakers: ['ann'] }), old])).toMatchObject([{ kind: 'speaker', speakerId: 'ann' }]);
  });
});

describe('one-session clashes', () => {
  it('an end before its start', () => {
    expect(findClashes([s({ startTime: '11:00', endTime: '10:00', location: '' })])).toMatchObject([{ kind: 'endBeforeStart' }]);
    expect(findClashes([s({ startTime: '10:00', endTime: '10:00', location: '' })])).toEqual([]);
  });
  it('a session outside the event’s days (the last day included)', () => {
    const o = { eventStart: '2026-05-12', eventEnd: '2026-05-14' };
    expect(findClashes([s({ date: '2026-05-11', location: '' })], o)).toMatchObject([{ kind: 'outside', date: '2026-05-11' }]);
    expect(findClashes([s({ date: '2026-05-15', location: '' })], o)).toMatchObject([{ kind: 'outside' }]);
    expect(findClashes([s({ date: '2026-05-14', location: '' })], o)).toEqual([]);
    expect(findClashes([s({ date: '2026-05-13', location: '' })], { eventStart: '2026-05-13' })).toEqual([]);
    expect(findClashes([s({ date: '2026-05-15', location: '' })], {})).toEqual([]);
  });
  it('a track that no longer exists', () => {
    expect(findClashes([s({ track: 2, location: '' })], { trackCount: 2 })).toMatchObject([{ kind: 'lostTrack', track: 2 }]);
    expect(findClashes([s({ track: 1, location: '' }), s({ track: -1, location: '' })], { trackCount: 2 })).toEqual([]);
  });
});

describe('clashes by session and in words', () => {
  it('lists a two-session clash on both sessions, and words it from either side', () => {
    const a = s({ title: 'Keynote' });
    const b = s({ title: 'Panel', startTime: '09:30' });
    const clashes = findClashes([a, b]);
    const by = clashesBySession(clashes);
    expect(by.get(a.documentId)).toHaveLength(1);
    expect(by.get(b.documentId)).toHaveLength(1);
    expect(clashText(clashes[0], {}, a.documentId)).toBe('Hall A is also booked for “Panel” at the same time');
    expect(clashText(clashes[0], {}, b.documentId)).toBe('Hall A is also booked for “Keynote” at the same time');
    expect(clashText(clashes[0])).toBe('Hall A: “Keynote” and “Panel” overlap');
  });
  it('names the speaker', () => {
    const [c] = findClashes([s({ title: 'A', speakers: ['ann'] }), s({ title: 'B', location: 'Hall B', speakers: ['ann'] })]);
    expect(clashText(c, { speaker: () => 'Ann Lee' })).toBe('Ann Lee is in “A” and “B”, at the same time');
  });
});

describe('speaker unavailable', () => {
  const away = new Map([['ann', { speakerId: 'ann', mode: 'unavailable' as const, slots: [{ date: '2026-05-12', from: '09:30', to: '12:00' }], updatedAt: 0 }]]);
  it('finds a speaker in a session at a time they cannot speak, once per session', () => {
    const a = s({ title: 'Morning', speakers: ['ann'] });
    const clashes = findClashes([a, s({ startTime: '12:00', endTime: '13:00', location: 'Hall B', speakers: ['ann'] }), s({ location: 'Hall C', speakers: ['bo'] })], { availability: away });
    expect(clashes).toEqual([{ kind: 'unavailable', a: { id: a.documentId, title: 'Morning' }, speakerId: 'ann' }]);
    expect(clashText(clashes[0], { speaker: () => 'Ann Lee' }, a.documentId)).toBe('Ann Lee cannot speak at this time');
    expect(clashText(clashes[0], { speaker: () => 'Ann Lee' })).toBe('Ann Lee cannot speak at the time of “Morning”');
  });
  it('is no rule without availability, or on another day', () => {
    expect(findClashes([s({ speakers: ['ann'] })])).toEqual([]);
    expect(findClashes([s({ date: '2026-05-13', speakers: ['ann'] })], { availability: away })).toEqual([]);
  });
});
