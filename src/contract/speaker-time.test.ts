import { describe, expect, it } from 'vitest';
import { eventInstant, slotsOf } from './rooms';
import { changedMinutes, minutesFor, minutesToEndAt, speakerClock, speakerTimeProblem, speakerTimeWords } from './speaker-time';

const OFFSET = 2;
const at = (time: string) => eventInstant('2026-09-14', time, OFFSET)!;
const slots = slotsOf(
  [
    { id: 'talk', title: 'Talk', date: '2026-09-14', startTime: '11:00', endTime: '11:45', location: 'Hall A' },
    { id: 'panel', title: 'Panel', date: '2026-09-14', startTime: '12:00', endTime: '12:45', location: 'Hall A' },
    { id: 'elsewhere', title: 'Elsewhere', date: '2026-09-14', startTime: '11:00', endTime: '11:45', location: 'Hall B' },
  ],
  OFFSET,
);
const talk = slots.find((s) => s.id === 'talk')!;

describe('the speaker’s time, adjusted by hand', () => {
  it('adds on top of what was added, and sets minutes from the programme’s end', () => {
    expect(changedMinutes(5, { kind: 'add', minutes: 1 })).toBe(6);
    expect(changedMinutes(5, { kind: 'add', minutes: -1 })).toBe(4);
    expect(changedMinutes(5, { kind: 'set', minutes: 0 })).toBe(0);
  });

  it('keeps within two hours either way, and never ends the session before it starts', () => {
    expect(speakerTimeProblem(talk, 120)).toBeNull();
    expect(speakerTimeProblem(talk, 121)).toMatch(/121 min after the programme’s end: at most 120/);
    expect(speakerTimeProblem(talk, -44)).toBeNull();
    expect(speakerTimeProblem(talk, -45)).toBe('would end the session before it starts');
  });

  it('counts to the adjusted end of the session running, and only of that session', () => {
    expect(speakerClock(slots, 'Hall A', at('11:30'), { sessionId: 'talk', minutes: 5 })).toMatchObject({ slot: { id: 'talk' }, endsAt: at('11:50'), minutes: 5, extended: false });
    expect(speakerClock(slots, 'Hall A', at('11:30'), null)).toMatchObject({ endsAt: at('11:45'), minutes: 0 });
    expect(speakerClock(slots, 'Hall B', at('11:30'), { sessionId: 'talk', minutes: 5 })).toMatchObject({ slot: { id: 'elsewhere' }, endsAt: at('11:45'), minutes: 0 });
    expect(minutesFor(talk, { sessionId: 'panel', minutes: 5 })).toBe(0);
  });

  it('keeps a session given more time after its end in the programme, until its new end', () => {
    expect(speakerClock(slots, 'Hall A', at('11:47'), { sessionId: 'talk', minutes: 5 })).toMatchObject({ slot: { id: 'talk' }, endsAt: at('11:50'), extended: true });
    expect(speakerClock(slots, 'Hall A', at('11:50'), { sessionId: 'talk', minutes: 5 })).toBeNull();
    expect(speakerClock(slots, 'Hall A', at('11:47'), null)).toBeNull();
    // Time taken off ends it early; at the programme's end it is over.
    expect(speakerClock(slots, 'Hall A', at('11:43'), { sessionId: 'talk', minutes: -5 })).toMatchObject({ endsAt: at('11:40') });
    expect(speakerClock(slots, 'Hall A', at('11:46'), { sessionId: 'talk', minutes: -5 })).toBeNull();
  });

  it('forgets it when the next session starts, even within the time added', () => {
    expect(speakerClock(slots, 'Hall A', at('12:00'), { sessionId: 'talk', minutes: 30 })).toMatchObject({ slot: { id: 'panel' }, endsAt: at('12:45'), minutes: 0 });
    expect(speakerClock(slots, 'Hall A', at('11:59'), { sessionId: 'talk', minutes: 30 })).toMatchObject({ slot: { id: 'talk' }, extended: true });
  });

  it('says how the end moved, on the event’s clock', () => {
    expect(speakerTimeWords(5, at('11:45'), OFFSET)).toBe('5 min added: ends 11:50 instead of 11:45');
    expect(speakerTimeWords(-3, at('11:45'), OFFSET)).toBe('3 min taken off: ends 11:42 instead of 11:45');
    expect(speakerTimeWords(0, at('11:45'), OFFSET)).toBe('Ends at the programme’s end, 11:45');
  });

  it('reads "Ends at HH:MM" as minutes from the programme’s end, across midnight too', () => {
    expect(minutesToEndAt('11:52', at('11:45'), OFFSET)).toBe(7);
    expect(minutesToEndAt('11:40', at('11:45'), OFFSET)).toBe(-5);
    expect(minutesToEndAt('9:45', at('11:45'), OFFSET)).toBe(-120);
    expect(minutesToEndAt('00:10', at('23:50'), OFFSET)).toBe(20);
    expect(minutesToEndAt('23:50', eventInstant('2026-09-15', '00:10', OFFSET)!, OFFSET)).toBe(-20);
    expect(minutesToEndAt('25:00', at('11:45'), OFFSET)).toBeNull();
    expect(minutesToEndAt('soon', at('11:45'), OFFSET)).toBeNull();
  });
});
