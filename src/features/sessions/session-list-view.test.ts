import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { readUrlState } from '../../components/form/use-url-state';
import { groupByDayAndTrack, sessionDates, sessionListState, sessionListView } from './session-list-view';

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

describe('groupByDayAndTrack', () => {
  const names = ['Science', 'Industry'];
  const at = (title: string, date: string, track: number) => sessionSchema.parse({ documentId: title, title, date, track });

  it('groups by day in the order given, then by track in the event order with no track last', () => {
    const rows = [at('a', '2026-05-12', -1), at('b', '2026-05-12', 1), at('c', '2026-05-12', 0), at('d', '2026-05-13', 1), at('e', '2026-05-12', 1)];
    const groups = groupByDayAndTrack(rows, names);
    expect(groups.map((g) => [g.date, g.count, g.tracks.map((t) => [t.name, t.sessions.map((x) => x.title).join('')])])).toEqual([
      ['2026-05-12', 4, [['Science', 'c'], ['Industry', 'be'], ['No track', 'a']]],
      ['2026-05-13', 1, [['Industry', 'd']]],
    ]);
  });

  it('puts sessions without a date last, and a track position the event does not have under No track', () => {
    const groups = groupByDayAndTrack([at('undated', '', 0), at('x', '2026-05-12', 5)], names);
    expect(groups.map((g) => [g.date, g.tracks.map((t) => t.name)])).toEqual([
      ['2026-05-12', ['No track']],
      ['', ['Science']],
    ]);
  });
});
