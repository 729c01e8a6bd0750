import { describe, expect, it } from 'vitest';
import { changeSize, moveQuestions } from './move-questions';
import type { MoveFields } from './grid-layout';

const at = (startTime: string, endTime: string, o: Partial<MoveFields> = {}): MoveFields => ({ date: '2026-05-12', location: 'Hall A', startTime, endTime, ...o });
const now = { date: '2026-05-12', minutes: 12 * 60 };
const tray: MoveFields = { date: '2026-05-12', location: '', startTime: '', endTime: '' };

describe('a move asks first', () => {
  it('when the session is running, naming it', () => {
    expect(moveQuestions('Keynote', at('11:30', '12:30'), at('11:30', '12:45'), now)).toEqual(['“Keynote” is running now.']);
  });
  it('when it starts within 30 minutes', () => {
    expect(moveQuestions('Panel', at('12:03', '13:00'), at('12:30', '13:30'), now)).toEqual(['“Panel” starts in 3 minutes.']);
  });
  it('when it is over, or would go into the past', () => {
    expect(moveQuestions('Talk', at('09:00', '10:00'), at('09:30', '10:30'), now)).toEqual(['“Talk” is already over.']);
    expect(moveQuestions('Talk', at('09:00', '10:00'), at('12:30', '13:30'), now)).toEqual(['“Talk” is already over.', 'Its new time starts in 30 minutes.', 'This moves it by 3 h 30 min.']);
    expect(moveQuestions('Talk', at('15:00', '16:00'), at('10:00', '11:00'), now)).toEqual(['Its new time is already past.', 'This moves it by 5 h.']);
    expect(moveQuestions('Talk', at('15:00', '16:00', { date: '2026-05-11' }), at('15:00', '16:00'), now)).toEqual(['“Talk” is already over.', 'This moves it by 24 h.']);
  });
  it('when it changes by more than 2 hours', () => {
    expect(moveQuestions('Talk', at('14:00', '15:00'), at('16:05', '17:05'), now)).toEqual(['This moves it by 2 h 5 min.']);
    expect(moveQuestions('Talk', at('14:00', '15:00'), at('14:00', '17:10'), now)).toEqual(['This moves it by 2 h 10 min.']);
  });
  it('when a running session goes to the tray', () => {
    expect(moveQuestions('Keynote', at('11:30', '12:30'), tray, now)).toEqual(['“Keynote” is running now.']);
  });
});

describe('a move saved at once', () => {
  it('of a session later today by up to 2 hours', () => {
    expect(moveQuestions('Talk', at('14:00', '15:00'), at('16:00', '17:00'), now)).toEqual([]);
  });
  it('from the tray to a later time', () => {
    expect(moveQuestions('Talk', tray, at('14:00', '15:00'), now)).toEqual([]);
  });
  it('of a session on a later day', () => {
    expect(moveQuestions('Talk', at('09:00', '10:00', { date: '2026-05-13' }), at('09:30', '10:30', { date: '2026-05-13' }), now)).toEqual([]);
  });
});

describe('the size of a change', () => {
  it('is the larger move of the start or the end, across days too', () => {
    expect(changeSize(at('09:00', '10:00'), at('09:00', '12:00'))).toBe(120);
    expect(changeSize(at('09:00', '10:00'), at('09:00', '10:00', { date: '2026-05-13' }))).toBe(1440);
    expect(changeSize(tray, at('09:00', '10:00'))).toBe(0);
  });
});
