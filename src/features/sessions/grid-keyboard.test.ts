import { describe, expect, it } from 'vitest';
import { gridKey, type KeyInput, type KeySession, type Picked } from './grid-keyboard';

const talk = (o: Partial<KeySession> = {}): KeySession => ({ documentId: 't', title: 'Talk', date: '2026-05-12', startTime: '09:00', endTime: '10:00', location: 'Hall A', ...o });
const rooms = ['Hall A', 'Hall B'];
const input = (key: string, o: Partial<KeyInput> = {}): KeyInput => ({ key, shift: false, session: talk(), day: '2026-05-12', rooms, bounds: { from: 480, to: 1080 }, ...o });
const picked = (o: Partial<Picked['fields']> = {}): Picked => ({ id: 't', fields: { date: '2026-05-12', startTime: '09:00', endTime: '10:00', location: 'Hall A', ...o } });

describe('a block not picked up', () => {
  it('opens on Enter', () => {
    expect(gridKey(null, input('Enter')).effect).toEqual({ kind: 'open', id: 't' });
  });
  it('is picked up in its place on Space, with the keys said', () => {
    const r = gridKey(null, input(' '));
    expect(r.picked).toEqual(picked());
    expect(r.effect).toMatchObject({ kind: 'announce', text: expect.stringContaining('Picked up “Talk”, Hall A') });
  });
  it('from the tray is picked up in the first room, an hour after the day’s first hour', () => {
    const r = gridKey(null, input(' ', { session: talk({ startTime: '', endTime: '', location: '' }) }));
    expect(r.picked?.fields).toEqual({ date: '2026-05-12', location: 'Hall A', startTime: '09:00', endTime: '' });
  });
  it('cannot be picked up while the grid has no room', () => {
    const r = gridKey(null, input(' ', { rooms: [], session: talk({ location: '' }) }));
    expect(r.picked).toBeNull();
    expect(r.effect).toMatchObject({ kind: 'announce', text: expect.stringContaining('no room') });
  });
  it('leaves other keys to the page', () => {
    expect(gridKey(null, input('ArrowDown')).handled).toBe(false);
  });
});

describe('a picked-up block', () => {
  it('moves by 5 minutes and one room, and Shift changes its end', () => {
    expect(gridKey(picked(), input('ArrowDown')).picked?.fields).toMatchObject({ startTime: '09:05', endTime: '10:05' });
    expect(gridKey(picked(), input('ArrowRight')).picked?.fields).toMatchObject({ location: 'Hall B' });
    expect(gridKey(picked({ location: 'Hall B' }), input('ArrowRight')).picked?.fields).toMatchObject({ location: 'Hall B' });
    expect(gridKey(picked(), input('ArrowDown', { shift: true })).picked?.fields).toMatchObject({ startTime: '09:00', endTime: '10:05' });
  });
  it('never leaves the day shown', () => {
    expect(gridKey(picked({ startTime: '17:00', endTime: '18:00' }), input('ArrowDown')).picked?.fields).toMatchObject({ startTime: '17:00', endTime: '18:00' });
    expect(gridKey(picked({ startTime: '08:00', endTime: '09:00' }), input('ArrowUp')).picked?.fields).toMatchObject({ startTime: '08:00' });
    expect(gridKey(picked({ startTime: '17:00', endTime: '18:00' }), input('ArrowDown', { shift: true })).picked?.fields).toMatchObject({ endTime: '18:00' });
  });
  it('is dropped on Space or Enter as a move to save', () => {
    const r = gridKey(picked({ startTime: '09:30', endTime: '10:30' }), input(' '));
    expect(r.picked).toBeNull();
    expect(r.effect).toEqual({ kind: 'move', id: 't', toTray: false, to: { date: '2026-05-12', location: 'Hall A', startTime: '09:30', endTime: '10:30' } });
    expect(gridKey(picked(), input('Enter')).effect.kind).toBe('move');
  });
  it('goes to the tray on U', () => {
    expect(gridKey(picked(), input('u')).effect).toEqual({ kind: 'move', id: 't', toTray: true, to: { date: '2026-05-12', location: '', startTime: '', endTime: '' } });
  });
  it('is put back on Escape, nothing saved', () => {
    const r = gridKey(picked({ startTime: '11:00' }), input('Escape'));
    expect(r.picked).toBeNull();
    expect(r.effect).toMatchObject({ kind: 'announce', text: expect.stringContaining('Nothing was changed') });
  });
  it('leaves keys it does not know to the page, still picked up', () => {
    const r = gridKey(picked(), input('x'));
    expect(r).toMatchObject({ handled: false, picked: picked() });
  });
});
