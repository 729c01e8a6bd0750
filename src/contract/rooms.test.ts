import { describe, expect, it } from 'vitest';
import { SLOT_SPEAKERS_MAX, SLOT_SPEAKER_NAME_MAX, eventClock, eventDayWords, eventDaysApart, eventInstant, everyRoom, nowAndNext, roomOf, roomsOf, slotSpeakers, slotsOf, timerTone, type ProgrammeSession } from './rooms';

const session = (id: string, location: string, startTime: string, endTime: string, date = '2026-09-14'): ProgrammeSession => ({ id, title: `Talk ${id}`, date, startTime, endTime, location });
const at = (time: string, offset = 2) => eventInstant('2026-09-14', time, offset)!;

describe('rooms', () => {
  it('are the places of the programme, one per spelling up to spaces', () => {
    expect(roomsOf([session('a', 'Hall A', '09:00', '10:00'), session('b', ' Hall  A ', '10:00', '11:00'), session('c', 'Studio', '09:00', '10:00'), session('d', '', '09:00', '10:00')])).toEqual(['Hall A', 'Studio']);
    expect(roomOf({ location: '  Hall  A' })).toBe('Hall A');
  });

  it('read the programme on the event’s clock: 09:00 at UTC+2 is 07:00 UTC', () => {
    expect(new Date(at('09:00')).toISOString()).toBe('2026-09-14T07:00:00.000Z');
    expect(eventClock(at('09:05'), 2)).toBe('09:05');
  });

  it('show the next session before the first starts, the session while it runs, the next between sessions', () => {
    const slots = slotsOf([session('a', 'Hall A', '09:00', '10:00', ), session('b', 'Hall A', '10:30', '11:00'), session('c', 'Studio', '09:30', '10:00')], 2);
    expect(nowAndNext(slots, 'Hall A', at('08:50'))).toMatchObject({ now: null, next: { id: 'a' }, changesAt: at('09:00') });
    expect(nowAndNext(slots, 'Hall A', at('09:00'))).toMatchObject({ now: { id: 'a' }, next: { id: 'b' }, changesAt: at('10:00') });
    expect(nowAndNext(slots, 'Hall A', at('10:00'))).toMatchObject({ now: null, next: { id: 'b' }, changesAt: at('10:30') });
    expect(nowAndNext(slots, 'Hall A', at('11:00'))).toMatchObject({ now: null, next: null, changesAt: null });
  });

  it('give the lobby now and next in every room', () => {
    const slots = slotsOf([session('a', 'Hall A', '09:00', '10:00'), session('c', 'Studio', '09:30', '10:00')], 2);
    expect(everyRoom(slots, at('09:15')).map((r) => [r.room, r.now?.id ?? null, r.next?.id ?? null])).toEqual([
      ['Hall A', 'a', null],
      ['Studio', null, 'c'],
    ]);
  });

  it('leave out sessions without a room or a start, and give one without an end an hour', () => {
    const slots = slotsOf([session('a', '', '09:00', '10:00'), session('b', 'Hall A', '', '10:00'), session('c', 'Hall A', '09:00', '')], 0);
    expect(slots.map((s) => [s.id, (s.endsAt - s.startsAt) / 60_000])).toEqual([['c', 60]]);
  });

  it('time a talk: calm, amber in the last five minutes, red when over', () => {
    const slot = { endsAt: at('10:00') };
    expect(timerTone(slot, at('09:54'))).toBe('calm');
    expect(timerTone(slot, at('09:55'))).toBe('amber');
    expect(timerTone(slot, at('10:00'))).toBe('red');
  });
});

describe('a session’s day and speakers as rooms say them', () => {
  const at = (date: string, time: string) => eventInstant(date, time, 2)!;
  it('says the day beside a time only when it is not today, on the event’s clock', () => {
    const now = at('2026-11-29', '16:12');
    expect(eventDayWords(at('2026-11-29', '23:59'), now, 2)).toBe('');
    expect(eventDayWords(at('2026-11-30', '09:00'), now, 2)).toBe('tomorrow');
    expect(eventDayWords(at('2026-12-01', '10:30'), now, 2)).toBe('Tue 1 Dec');
    // 00:30 on the event's clock is 22:30 UTC the day before: still tomorrow for the event.
    expect(eventDayWords(at('2026-11-30', '00:30'), now, 2)).toBe('tomorrow');
    expect(eventDaysApart(at('2026-12-01', '10:30'), now, 2)).toBe(2);
  });

  it('keeps the first six speakers’ names, cut to length, and counts the rest', () => {
    expect(slotSpeakers([' Ana ', '', 'Hiro'])).toEqual({ speakers: ['Ana', 'Hiro'], moreSpeakers: 0 });
    const many = slotSpeakers(Array.from({ length: 9 }, (_, i) => `Speaker ${i}`));
    expect(many.speakers).toHaveLength(SLOT_SPEAKERS_MAX);
    expect(many.moreSpeakers).toBe(3);
    expect(Array.from(slotSpeakers(['é'.repeat(300)]).speakers[0])).toHaveLength(SLOT_SPEAKER_NAME_MAX);
  });
});
