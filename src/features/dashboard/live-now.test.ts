import { describe, expect, it } from 'vitest';
import { liveNow, type LiveSession } from './live-now';

const day = '2026-05-12';
const at = (time: string) => new Date(`${day}T${time}:00`);
let n = 0;
const session = (over: Partial<LiveSession>): LiveSession => ({
  documentId: `s${(n += 1)}`,
  title: 'Talk',
  date: day,
  startTime: '09:00',
  endTime: '10:00',
  location: '',
  track: -1,
  ...over,
});
const tracks = ['Science', 'Industry'];

describe('liveNow', () => {
  it('puts a session on now from its start, inclusive, to its end, exclusive', () => {
    const talk = session({ title: 'Keynote', track: 0 });
    expect(liveNow([talk], { now: at('09:00'), groupBy: 'track', trackNames: tracks }).groups).toEqual([{ name: 'Science', now: [talk], next: undefined }]);
    expect(liveNow([talk], { now: at('10:00'), groupBy: 'track', trackNames: tracks }).groups).toEqual([]);
  });

  it('gives each track the first session that starts later today as next', () => {
    const later = session({ title: 'Later', track: 1, startTime: '14:00', endTime: '15:00' });
    const soon = session({ title: 'Soon', track: 1, startTime: '11:00', endTime: '12:00' });
    const on = session({ title: 'On', track: 0 });
    const { groups } = liveNow([later, on, soon], { now: at('09:30'), groupBy: 'track', trackNames: tracks });
    expect(groups).toEqual([
      { name: 'Science', now: [on], next: undefined },
      { name: 'Industry', now: [], next: soon },
    ]);
  });

  it('groups by room when asked, and names what has no track or room', () => {
    const a = session({ location: 'Hall A' });
    const b = session({ location: '' });
    const c = session({ track: 7 });
    expect(liveNow([a, b], { now: at('09:10'), groupBy: 'room', trackNames: tracks }).groups.map((g) => g.name)).toEqual(['Hall A', 'No room']);
    expect(liveNow([c], { now: at('09:10'), groupBy: 'track', trackNames: tracks }).groups.map((g) => g.name)).toEqual(['No track']);
  });

  it('ignores other days and sessions without a start time', () => {
    const yesterday = session({ date: '2026-05-11' });
    const untimed = session({ startTime: '', endTime: '' });
    const result = liveNow([yesterday, untimed], { now: at('09:10'), groupBy: 'track', trackNames: tracks });
    expect(result.groups).toEqual([]);
    expect(result.eventDay).toBe(true);
  });

  it('is an event day within the event dates or when a session is dated today', () => {
    const none: LiveSession[] = [];
    expect(liveNow(none, { now: at('09:00'), groupBy: 'track', trackNames: [], eventStart: '2026-05-11', eventEnd: '2026-05-13' }).eventDay).toBe(true);
    expect(liveNow(none, { now: at('09:00'), groupBy: 'track', trackNames: [], eventStart: '2026-05-13', eventEnd: '2026-05-14' }).eventDay).toBe(false);
    expect(liveNow([session({ date: '2026-05-20' })], { now: at('09:00'), groupBy: 'track', trackNames: [] }).eventDay).toBe(false);
  });
});
