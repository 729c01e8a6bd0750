import { describe, expect, it } from 'vitest';
import { pickerOrder, pickerPart } from './session-picker-order';

const at = (iso: string) => Date.parse(iso);
const s = (title: string, date: string, startTime: string, endTime = '') => ({ title, date, startTime, endTime });

describe('the Q&A picker lists the session on now, then next, then earlier ones', () => {
  const keynote = s('Keynote', '2026-11-28', '09:00', '10:00');
  const panel = s('Panel', '2026-11-28', '11:00', '12:00');
  const workshop = s('Workshop', '2026-11-28', '10:30', '11:00');
  const opening = s('Opening', '2026-11-27', '18:00', '19:00');
  const breakfast = s('Breakfast', '2026-11-28', '07:00', '08:00');
  const undated = { title: 'Hallway', date: '', startTime: '', endTime: '' };

  it('puts the session running now first, the coming ones soonest first, then the ended ones latest first, then undated', () => {
    const order = pickerOrder([opening, undated, panel, breakfast, keynote, workshop], at('2026-11-28T09:30:00Z'));
    expect(order.map((o) => o.session.title)).toEqual(['Keynote', 'Workshop', 'Panel', 'Breakfast', 'Opening', 'Hallway']);
    expect(order.map((o) => o.part)).toEqual(['now', 'next', 'next', 'earlier', 'earlier', 'unscheduled']);
  });

  it('reads the times on the event’s clock', () => {
    // 05:30 UTC is 07:30 in an event at UTC+2: breakfast (07:00–08:00 on the event's clock) runs now there, and is still to come at UTC.
    expect(pickerPart(breakfast, at('2026-11-28T05:30:00Z'), 2)).toBe('now');
    expect(pickerPart(breakfast, at('2026-11-28T05:30:00Z'), 0)).toBe('next');
  });

  it('counts a session without an end time as an hour long, and one ending past midnight as running into the next day', () => {
    expect(pickerPart(s('Talk', '2026-11-28', '09:00'), at('2026-11-28T09:59:00Z'))).toBe('now');
    expect(pickerPart(s('Talk', '2026-11-28', '09:00'), at('2026-11-28T10:00:00Z'))).toBe('earlier');
    expect(pickerPart(s('Party', '2026-11-28', '23:00', '01:00'), at('2026-11-29T00:30:00Z'))).toBe('now');
  });

  it('ends a session at its end time exactly', () => {
    expect(pickerPart(keynote, at('2026-11-28T10:00:00Z'))).toBe('earlier');
    expect(pickerPart(keynote, at('2026-11-28T09:00:00Z'))).toBe('now');
  });
});
