import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { readUrlState } from '../../components/form/use-url-state';
import { groupByDay, sessionDates, sessionListState, sessionListView } from './session-list-view';

const s = (o: Record<string, unknown>) => sessionSchema.parse({ documentId: String(o.title), ...o });
const sessions = [
  s({ title: 'Keynote', date: '2026-05-02', startTime: '09:00', track: 0, location: 'Hall A' }),
  s({ title: 'Workshop', date: '2026-05-01', startTime: '14:00', track: 1 }),
  s({ title: 'Lunch', date: '2026-05-01', startTime: '12:00', track: -1 }),
];
const tracks = ['Main', 'Labs'];

describe('sessionListView', () => {
  it('orders by date and time by default', () => {
    const rows = sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams()), tracks);
    expect(rows.map((r) => r.title)).toEqual(['Lunch', 'Workshop', 'Keynote']);
  });
  it('filters by date, track and words (location and track name included)', () => {
    expect(sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('date=2026-05-01')), tracks).map((r) => r.title)).toEqual(['Lunch', 'Workshop']);
    expect(sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('track=1')), tracks).map((r) => r.title)).toEqual(['Workshop']);
    expect(sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('track=none')), tracks).map((r) => r.title)).toEqual(['Lunch']);
    expect(sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('q=hall')), tracks).map((r) => r.title)).toEqual(['Keynote']);
    expect(sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('q=labs')), tracks).map((r) => r.title)).toEqual(['Workshop']);
  });
  it('sorts by title descending when asked', () => {
    const rows = sessionListView(sessions, readUrlState(sessionListState, new URLSearchParams('sort=title&dir=desc')), tracks);
    expect(rows.map((r) => r.title)).toEqual(['Workshop', 'Lunch', 'Keynote']);
  });
  it('lists distinct dates in order', () => {
    expect(sessionDates(sessions)).toEqual(['2026-05-01', '2026-05-02']);
  });
});

describe('groupByDay', () => {
  const at = (title: string, date: string, startTime: string, track: number) => sessionSchema.parse({ documentId: title, title, date, startTime, track });

  it('groups by day in the order given, keeping time order within a day whatever the track', () => {
    const rows = sessionListView(
      [at('late', '2026-05-12', '16:00', 0), at('early', '2026-05-12', '09:00', 1), at('next', '2026-05-13', '10:00', 0), at('mid', '2026-05-12', '10:30', 0)],
      readUrlState(sessionListState, new URLSearchParams()),
      ['Science', 'Industry'],
    );
    expect(groupByDay(rows).map((g) => [g.date, g.sessions.map((x) => x.title)])).toEqual([
      ['2026-05-12', ['early', 'mid', 'late']],
      ['2026-05-13', ['next']],
    ]);
  });

  it('puts sessions without a date last', () => {
    const groups = groupByDay([at('undated', '', '', 0), at('x', '2026-05-12', '', 5)]);
    expect(groups.map((g) => g.date)).toEqual(['2026-05-12', '']);
  });
});
