import { describe, expect, it } from 'vitest';
import { monitorClock, speakerTimeNote } from './stage-monitor-words';

const END = Date.UTC(2026, 8, 14, 9, 30);
const before = (ms: number) => END - ms;

describe('the stage monitor’s clock', () => {
  it('counts down in minutes and seconds, rounding up to the second', () => {
    expect(monitorClock(END, before(12 * 60_000 + 34_000))).toEqual({ text: '12:34', words: '13 min left', tone: 'calm' });
    expect(monitorClock(END, before(12 * 60_000 + 33_400)).text).toBe('12:34');
    expect(monitorClock(END, before(90 * 60_000)).text).toBe('1:30:00');
  });

  it('turns amber in the last five minutes', () => {
    expect(monitorClock(END, before(5 * 60_000 + 1000)).tone).toBe('calm');
    expect(monitorClock(END, before(4 * 60_000 + 59_000))).toMatchObject({ text: '4:59', tone: 'amber' });
    expect(monitorClock(END, before(500))).toMatchObject({ text: '0:01', tone: 'amber' });
  });

  it('turns red at the end and counts how far over', () => {
    expect(monitorClock(END, END)).toEqual({ text: '+0:00', words: 'Time is up', tone: 'red' });
    expect(monitorClock(END, END + 130_000)).toEqual({ text: '+2:10', words: 'Over by 2 min', tone: 'red' });
  });
});

describe('the desk’s change to the speaker’s time, on the monitor', () => {
  it('says minutes added or taken off, and nothing at the programme’s end', () => {
    expect(speakerTimeNote({ minutes: 5 })).toBe('5 min added by the desk');
    expect(speakerTimeNote({ minutes: -3 })).toBe('3 min taken off by the desk');
    expect(speakerTimeNote({ minutes: 0 })).toBeNull();
    expect(speakerTimeNote(null)).toBeNull();
  });
});
