import { describe, expect, it } from 'vitest';
import { changedBy, nextWhen, roomFromSegment, roomName, startsIn, startsWhen, talkTimer } from './room-words';

const MIN = 60_000;

describe('the talk timer', () => {
  const slot = { endsAt: 100 * MIN };
  it('counts the minutes left, rounded up, calm until the last five', () => {
    expect(talkTimer(slot, 70 * MIN)).toEqual({ words: '30 min left', tone: 'calm' });
    expect(talkTimer(slot, 94 * MIN - 1)).toEqual({ words: '7 min left', tone: 'calm' });
  });
  it('turns amber in the last five minutes and red when time is up, then says by how much it is over', () => {
    expect(talkTimer(slot, 95 * MIN)).toEqual({ words: '5 min left', tone: 'amber' });
    expect(talkTimer(slot, 100 * MIN - 30_000)).toEqual({ words: '1 min left', tone: 'amber' });
    expect(talkTimer(slot, 100 * MIN)).toEqual({ words: 'Time is up', tone: 'red' });
    expect(talkTimer(slot, 103 * MIN + 5_000)).toEqual({ words: 'Over by 3 min', tone: 'red' });
  });
  it('writes hours for a long session', () => {
    expect(talkTimer(slot, -65 * MIN)).toEqual({ words: '2 h 45 min left', tone: 'calm' });
  });
});

describe('a room by its address', () => {
  it('names the lobby, and any other room by its own name', () => {
    expect(roomFromSegment('_lobby')).toBe('');
    expect(roomName(roomFromSegment('_lobby'))).toBe('Lobby');
    expect(roomName(roomFromSegment('Hall A'))).toBe('Hall A');
  });
  it('says when the next session starts', () => {
    expect(startsIn({ startsAt: 10 * MIN }, 3 * MIN)).toBe('Starts in 7 min');
    expect(startsIn({ startsAt: 70 * MIN }, 5 * MIN)).toBe('Starts in 1 h 05');
    expect(startsIn({ startsAt: 10 * MIN }, 10 * MIN)).toBe('Starting now');
    expect(startsIn({ startsAt: (2 * 24 * 60 + 190) * MIN }, 0)).toBe('Starts in 2 d 3 h');
  });
  it('says the day of a start that is not today, on the event’s clock, 24-hour', () => {
    // The event is at UTC+2; now is Monday 30 Nov 2026, 16:12 there.
    const at = (iso: string) => Date.parse(iso);
    const now = at('2026-11-30T14:12:00Z');
    expect(startsWhen(at('2026-11-30T19:30:00Z'), now, 2)).toBe('at 21:30');
    expect(startsWhen(at('2026-12-01T07:00:00Z'), now, 2)).toBe('tomorrow 09:00');
    expect(startsWhen(at('2026-12-02T08:30:00Z'), now, 2)).toBe('on Wed 2 Dec 10:30');
    // 23:30 UTC on the 30th is already the 1st at UTC+2: tomorrow in the event's time, whatever the browser's zone.
    expect(startsWhen(at('2026-11-30T23:30:00Z'), now, 2)).toBe('tomorrow 01:30');
    expect(startsWhen(at('2026-11-30T21:30:00Z'), at('2026-11-30T21:00:00Z'), -5)).toBe('at 16:30');
  });
});

describe('who changed the stage', () => {
  it('names the member and how long ago, in seconds then minutes', () => {
    expect(changedBy('Ana', 1_000, 13_000)).toBe('Last changed by Ana · 12 s ago');
    expect(changedBy('the key holder', 0, 5 * MIN)).toBe('Last changed by the key holder · 5 min ago');
  });
});

describe('when the next session starts', () => {
  it('says the next session with a countdown today, and only its day otherwise', () => {
    const day = (d: string, t: string) => Date.parse(`${d}T${t}:00Z`);
    expect(nextWhen({ startsAt: day('2026-11-29', '17:45') }, day('2026-11-29', '17:00'), 0)).toBe('at 17:45 · Starts in 45 min');
    expect(nextWhen({ startsAt: day('2026-11-30', '17:02') }, day('2026-11-29', '17:02'), 0)).toBe('tomorrow 17:02');
  });
});
