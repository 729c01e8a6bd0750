import { describe, expect, it } from 'vitest';
import { dropResult, endWithin, placeWithin, samePlace, type Drag } from './drop-geometry';
import { PX_PER_MIN, type GridSession } from './grid-layout';

const s = (o: Partial<GridSession> = {}): GridSession => ({ documentId: 'a', date: '2026-05-12', startTime: '09:00', endTime: '10:00', location: 'Hall A', ...o });
const day = { from: 8 * 60, to: 18 * 60 };
const drag = (o: Partial<Drag>): Drag => ({ session: s(), resize: false, over: { room: 'Hall A' }, day: '2026-05-12', bounds: day, dy: 0, yInColumn: null, ...o });
const px = (minutes: number) => minutes * PX_PER_MIN;

describe('a resize', () => {
  it('moves the end by the pointer’s travel, snapped to 5 minutes', () => {
    expect(dropResult(drag({ resize: true, dy: px(32) }))).toMatchObject({ startTime: '09:00', endTime: '10:30' });
  });
  it('never ends past the day’s last hour, however far the pointer (or the scrolling) went', () => {
    expect(dropResult(drag({ resize: true, dy: px(5000) }))).toMatchObject({ endTime: '18:00' });
    expect(endWithin(s(), 23 * 60 + 59, day).endTime).toBe('18:00');
  });
  it('keeps at least 5 minutes after the start', () => {
    expect(dropResult(drag({ resize: true, dy: -px(500) }))).toMatchObject({ endTime: '09:05' });
  });
  it('keeps the room and day whatever the pointer is over', () => {
    expect(dropResult(drag({ resize: true, over: { room: 'Hall B' }, dy: px(10) }))).toEqual({ date: '2026-05-12', location: 'Hall A', startTime: '09:00', endTime: '10:10' });
  });
});

describe('a move', () => {
  it('keeps the length and moves by the pointer’s travel into the room under the pointer', () => {
    expect(dropResult(drag({ over: { room: 'Hall B' }, dy: px(92) }))).toEqual({ date: '2026-05-12', location: 'Hall B', startTime: '10:30', endTime: '11:30' });
  });
  it('keeps the whole block within the day shown', () => {
    expect(dropResult(drag({ dy: px(5000) }))).toMatchObject({ startTime: '17:00', endTime: '18:00' });
    expect(dropResult(drag({ dy: -px(5000) }))).toMatchObject({ startTime: '08:00', endTime: '09:00' });
  });
  it('keeps an odd length within the day on the 5-minute grid', () => {
    expect(placeWithin(s({ endTime: '09:47' }), { date: '2026-05-12', room: 'Hall A', start: 20 * 60 }, day)).toMatchObject({ startTime: '17:10', endTime: '17:57' });
  });
  it('starts where the pointer is for a session coming from the tray', () => {
    const tray = s({ startTime: '', endTime: '', location: '' });
    expect(dropResult(drag({ session: tray, yInColumn: px(130) }))).toEqual({ date: '2026-05-12', location: 'Hall A', startTime: '10:10', endTime: '' });
  });
  it('from another day starts where the pointer is, on the day shown', () => {
    expect(dropResult(drag({ session: s({ date: '2026-05-11' }), yInColumn: px(60) }))).toMatchObject({ date: '2026-05-12', startTime: '09:00', endTime: '10:00' });
  });
  it('onto the tray clears the room and times; over nothing is no move', () => {
    expect(dropResult(drag({ over: { tray: true } }))).toEqual({ date: '2026-05-12', location: '', startTime: '', endTime: '' });
    expect(dropResult(drag({ over: null, dy: px(60) }))).toBeNull();
    expect(dropResult(drag({ session: s({ location: '' }), over: { tray: true } }))).toBeNull();
  });
});

describe('the ghost', () => {
  it('is redrawn only when the place changes', () => {
    const a = dropResult(drag({ dy: px(1) }));
    const b = dropResult(drag({ dy: px(2) }));
    expect(samePlace(a, b)).toBe(true);
    expect(samePlace(a, dropResult(drag({ dy: px(5) })))).toBe(false);
    expect(samePlace(null, null)).toBe(true);
  });
});
