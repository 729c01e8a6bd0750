import { describe, expect, it } from 'vitest';
import { dayBounds, dayPlaces, isScheduled, keyMove, lanes, moveTo, resizeTo, roomsOf, scheduleDays, unschedule, type GridSession } from './grid-layout';

const s = (o: Partial<GridSession> = {}): GridSession => ({ documentId: 'a', date: '2026-05-12', startTime: '09:00', endTime: '10:00', location: 'Hall A', ...o });

describe('the grid’s days, rooms and hours', () => {
  it('shows every event day and every day a session is dated', () => {
    expect(scheduleDays([s({ date: '2026-05-20' })], '2026-05-12', '2026-05-14')).toEqual(['2026-05-12', '2026-05-13', '2026-05-14', '2026-05-20']);
    expect(scheduleDays([s()], '', '')).toEqual(['2026-05-12']);
  });
  it('puts sessions without a date, a start or a room in the tray', () => {
    expect(isScheduled(s())).toBe(true);
    expect(isScheduled(s({ location: ' ' }))).toBe(false);
    expect(isScheduled(s({ startTime: '' }))).toBe(false);
    expect(isScheduled(s({ date: '' }))).toBe(false);
  });
  it('lists rooms once whatever their case', () => {
    expect(roomsOf([s(), s({ location: 'hall a ' }), s({ location: 'Hall B' }), s({ location: '' })])).toEqual(['Hall A', 'Hall B']);
  });
  it('shows 08:00–18:00 at least, widened to whole hours', () => {
    expect(dayBounds([s()])).toEqual({ from: 480, to: 1080 });
    expect(dayBounds([s({ startTime: '07:30', endTime: '19:10' })])).toEqual({ from: 420, to: 1200 });
  });
});

describe('moves', () => {
  it('keeps a session’s length and snaps to 5 minutes', () => {
    expect(moveTo(s(), { date: '2026-05-13', room: 'Hall B', start: 11 * 60 + 7 })).toEqual({ date: '2026-05-13', location: 'Hall B', startTime: '11:05', endTime: '12:05' });
  });
  it('leaves an unset end unset', () => {
    expect(moveTo(s({ endTime: '' }), { date: '2026-05-12', room: 'Hall A', start: 600 })).toMatchObject({ startTime: '10:00', endTime: '' });
  });
  it('keeps a session within the day', () => {
    expect(moveTo(s(), { date: '2026-05-12', room: 'Hall A', start: 23 * 60 + 30 })).toMatchObject({ startTime: '23:00', endTime: '23:59' });
    expect(moveTo(s(), { date: '2026-05-12', room: 'Hall A', start: -40 })).toMatchObject({ startTime: '00:00', endTime: '01:00' });
  });
  it('resizes the end, at least 5 minutes after the start', () => {
    expect(resizeTo(s(), 10 * 60 + 33)).toMatchObject({ startTime: '09:00', endTime: '10:35' });
    expect(resizeTo(s(), 8 * 60)).toMatchObject({ endTime: '09:05' });
  });
  it('moves with the keyboard: 5 minutes, one room, or the end with Shift', () => {
    const rooms = ['Hall A', 'Hall B'];
    expect(keyMove(s(), 'ArrowDown', false, rooms)).toMatchObject({ startTime: '09:05', endTime: '10:05' });
    expect(keyMove(s(), 'ArrowUp', false, rooms)).toMatchObject({ startTime: '08:55', endTime: '09:55' });
    expect(keyMove(s(), 'ArrowRight', false, rooms)).toMatchObject({ location: 'Hall B', startTime: '09:00' });
    expect(keyMove(s(), 'ArrowLeft', false, rooms)).toMatchObject({ location: 'Hall A' });
    expect(keyMove(s(), 'ArrowDown', true, rooms)).toMatchObject({ startTime: '09:00', endTime: '10:05' });
    expect(keyMove(s(), 'x', false, rooms)).toBeNull();
  });
});

describe('lanes', () => {
  it('sets overlapping sessions of a room side by side and leaves others full width', () => {
    const l = lanes([s({ documentId: 'a' }), s({ documentId: 'b', startTime: '09:30', endTime: '10:30' }), s({ documentId: 'c', startTime: '11:00', endTime: '12:00' })]);
    expect(l.get('a')).toEqual({ lane: 0, of: 2 });
    expect(l.get('b')).toEqual({ lane: 1, of: 2 });
    expect(l.get('c')).toEqual({ lane: 0, of: 1 });
  });
});

describe('back to the Unscheduled tray', () => {
  it('clears the room and both times, keeps the day, and leaves the grid', () => {
    const back = unschedule(s({ startTime: '10:15', endTime: '11:00' }));
    expect(back).toEqual({ date: '2026-05-12', startTime: '', endTime: '', location: '' });
    expect(isScheduled({ documentId: 'a', ...back })).toBe(false);
  });
});

describe('a day’s places, computed once per day', () => {
  it('puts each block in its room’s column, from the first hour shown, overlapping ones side by side', () => {
    const rooms = ['Hall A', 'Hall B'];
    const day = [s({ documentId: 'a' }), s({ documentId: 'b', startTime: '09:30', endTime: '10:30' }), s({ documentId: 'c', location: 'hall b', startTime: '08:00', endTime: '08:05' }), s({ documentId: 'x', location: 'Elsewhere' })];
    const places = dayPlaces(day, rooms, 8 * 60);
    expect(places.get('a')).toEqual({ top: 60 * 1.6, height: 60 * 1.6, left: '0%', width: '25%' });
    expect(places.get('b')).toEqual({ top: 90 * 1.6, height: 60 * 1.6, left: '25%', width: '25%' });
    // A short session keeps a readable height; a room the grid does not show gets no place.
    expect(places.get('c')).toEqual({ top: 0, height: 18, left: '50%', width: '50%' });
    expect(places.has('x')).toBe(false);
  });
});
