import { describe, expect, it } from 'vitest';
import { liveNow, type LiveSession } from './live-now';

const day = '2026-05-12';
/** The instant it is `time` on the event's clock at UTC (offset 0), the offset most tests use. */
const at = (time: string) => new Date(`${day}T${time}:00Z`);
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
    expect(liveNow([talk], { offsetHours: 0, now: at('09:00'), groupBy: 'track', trackNames: tracks }).groups).toEqual([{ name: 'Science', now: [talk], next: undefined }]);
    expect(liveNow([talk], { offsetHours: 0, now: at('10:00'), groupBy: 'track', trackNames: tracks }).groups).toEqual([]);
  });

  it('gives each track the first session that starts later today as next', () => {
    const later = session({ title: 'Later', track: 1, startTime: '14:00', endTime: '15:00' });
    const soon = session({ title: 'Soon', track: 1, startTime: '11:00', endTime: '12:00' });
    const on = session({ title: 'On', track: 0 });
    const { groups } = liveNow([later, on, soon], { offsetHours: 0, now: at('09:30'), groupBy: 'track', trackNames: tracks });
    expect(groups).toEqual([
      { name: 'Science', now: [on], next: undefined },
      { name: 'Industry', now: [], next: soon },
    ]);
  });

  it('groups by room when asked, and names what has no track or room', () => {
    const a = session({ location: 'Hall A' });
    const b = session({ location: '' });
    const c = session({ track: 7 });
    expect(liveNow([a, b], { offsetHours: 0, now: at('09:10'), groupBy: 'room', trackNames: tracks }).groups.map((g) => g.name)).toEqual(['Hall A', 'No room']);
    expect(liveNow([c], { offsetHours: 0, now: at('09:10'), groupBy: 'track', trackNames: tracks }).groups.map((g) => g.name)).toEqual(['No track']);
  });

  it('ignores other days and sessions without a start time', () => {
    const yesterday = session({ date: '2026-05-11' });
    const untimed = session({ startTime: '', endTime: '' });
    const result = liveNow([yesterday, untimed], { offsetHours: 0, now: at('09:10'), groupBy: 'track', trackNames: tracks });
    expect(result.groups).toEqual([]);
    expect(result.eventDay).toBe(true);
  });

  it('is an event day within the event dates or when a session is dated today', () => {
    const none: LiveSession[] = [];
    expect(liveNow(none, { offsetHours: 0, now: at('09:00'), groupBy: 'track', trackNames: [], eventStart: '2026-05-11', eventEnd: '2026-05-13' }).eventDay).toBe(true);
    expect(liveNow(none, { offsetHours: 0, now: at('09:00'), groupBy: 'track', trackNames: [], eventStart: '2026-05-13', eventEnd: '2026-05-14' }).eventDay).toBe(false);
    expect(liveNow([session({ date: '2026-05-20' })], { offsetHours: 0, now: at('09:00'), groupBy: 'track', trackNames: [] }).eventDay).toBe(false);
  });

  it('runs on the event’s clock, not the laptop’s: the same instant is morning at +14 and evening at -12', () => {
    const morning = session({ title: 'Morning', date: '2026-05-13', startTime: '00:00', endTime: '01:00' });
    const evening = session({ title: 'Evening', date: '2026-05-11', startTime: '22:00', endTime: '23:00' });
    const instant = new Date(Date.UTC(2026, 4, 12, 10, 30));
    const east = liveNow([morning, evening], { now: instant, offsetHours: 14, groupBy: 'room', trackNames: [] });
    expect(east).toMatchObject({ today: '2026-05-13', time: '00:30' });
    expect(east.groups.flatMap((g) => g.now.map((s) => s.title))).toEqual(['Morning']);
    const west = liveNow([morning, evening], { now: instant, offsetHours: -12, groupBy: 'room', trackNames: [] });
    expect(west).toMatchObject({ today: '2026-05-11', time: '22:30' });
    expect(west.groups.flatMap((g) => g.now.map((s) => s.title))).toEqual(['Evening']);
  });

  it('moves to the next day at the event’s midnight', () => {
    const late = session({ title: 'Late', date: '2026-05-12', startTime: '23:00', endTime: '23:59' });
    const early = session({ title: 'Early', date: '2026-05-13', startTime: '08:00', endTime: '09:00' });
    const before = liveNow([late, early], { now: new Date(Date.UTC(2026, 4, 12, 15, 30)), offsetHours: 8, groupBy: 'room', trackNames: [] });
    expect(before.today).toBe('2026-05-12');
    expect(before.groups.flatMap((g) => g.now.map((s) => s.title))).toEqual(['Late']);
    const after = liveNow([late, early], { now: new Date(Date.UTC(2026, 4, 12, 16, 0)), offsetHours: 8, groupBy: 'room', trackNames: [] });
    expect(after.today).toBe('2026-05-13');
    expect(after.groups.map((g) => g.next?.title)).toEqual(['Early']);
  });
});
