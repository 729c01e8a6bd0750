import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/form/use-url-state';
import { filterGuestRows, guestListState, sortGuestRows, toGuestRow, listedLine } from './guest-list-view';

const rows = [
  toGuestRow({ email: 'zoe@x.org', name: 'Zoë Adams', company: 'Fabrikam', country: 'NL', registered: true }),
  toGuestRow({ email: 'ann@x.org', name: 'Ann Baker', company: '', country: 'BE', registered: true, eventRole: 'SPEAKER' }),
  toGuestRow({ email: 'bob@y.org', vCardData: { FN: 'Bob Cole', ORG: 'Contoso' }, registered: false }),
];

describe('guest list view in the URL', () => {
  it('reads defaults when the URL says nothing, and ignores values it does not know', () => {
    expect(readUrlState(guestListState, new URLSearchParams('sort=evil&show=x'))).toEqual({ q: '', show: 'all', sort: 'name', dir: 'asc', guest: '' });
  });
  it('round-trips a view and leaves defaults and other params alone', () => {
    const p = writeUrlState(guestListState, new URLSearchParams('guest=a%40b.c'), { q: 'ann', show: 'speakers', sort: 'company', dir: 'desc' });
    expect(readUrlState(guestListState, p)).toEqual({ q: 'ann', show: 'speakers', sort: 'company', dir: 'desc', guest: 'a@b.c' });
    expect(writeUrlState(guestListState, p, { q: '', show: 'all', sort: 'name', dir: 'asc' }).toString()).toBe('guest=a%40b.c');
  });
});

describe('filtering and sorting guests', () => {
  it('falls back to vCard fields for name and company', () => {
    expect(rows[2].name).toBe('Bob Cole');
    expect(rows[2].company).toBe('Contoso');
  });
  it('searches name, e-mail, company case-insensitively with every word required', () => {
    expect(filterGuestRows(rows, 'CONTOSO', 'all').map((r) => r.email)).toEqual(['bob@y.org']);
    expect(filterGuestRows(rows, 'ann x.org', 'all').map((r) => r.email)).toEqual(['ann@x.org']);
    expect(filterGuestRows(rows, 'ann y.org', 'all')).toEqual([]);
  });
  it('shows attendees only or speakers only', () => {
    expect(filterGuestRows(rows, '', 'speakers').map((r) => r.email)).toEqual(['ann@x.org']);
    expect(filterGuestRows(rows, '', 'attendees').map((r) => r.email)).toEqual(['zoe@x.org', 'bob@y.org']);
  });
  it('sorts by a column in both directions, empty values last', () => {
    expect(sortGuestRows(rows, 'name', 'asc').map((r) => r.name)).toEqual(['Ann Baker', 'Bob Cole', 'Zoë Adams']);
    expect(sortGuestRows(rows, 'company', 'asc').map((r) => r.company)).toEqual(['Contoso', 'Fabrikam', '']);
    expect(sortGuestRows(rows, 'company', 'desc').map((r) => r.company)).toEqual(['Fabrikam', 'Contoso', '']);
    expect(sortGuestRows(rows, 'speaker', 'asc')[0].email).toBe('ann@x.org');
  });
  // Speed is measured by the bench (bench/guests-bench.ts: keystroke to filtered rows painted), not by a wall clock in a unit test.
  it('filters 10,000 guests', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => toGuestRow({ email: `guest${i}@example.org`, name: `Guest ${i}`, company: `Company ${i % 50}` }));
    const sorted = sortGuestRows(many, 'name', 'asc');
    const found = filterGuestRows(sorted, 'company 7', 'all');
    expect(found.length).toBe(many.filter((r) => r.company === 'Company 7' || (r.haystack.includes('company') && r.haystack.includes('7'))).length);
    expect(found.every((r) => r.haystack.includes('7'))).toBe(true);
  });
});

describe('sorting many guests', () => {
  it('sorts 10,000 guests by name ignoring case and accents', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => toGuestRow({ email: `g${i}@x.org`, name: i % 2 ? `émile ${i % 97}` : `Emile ${i % 89}` }));
    const sorted = sortGuestRows(many, 'name', 'asc');
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1].name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const b = sorted[i].name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      expect(a <= b).toBe(true);
    }
  });
});

describe('listedLine', () => {
  it('splits the list so that it adds up to the count against capacity', () => {
    expect(listedLine(235, 235, 9, 227)).toBe('235 of 235 shown: 226 attendees and 9 speakers. 227 count against capacity: the attendees and 1 speaker who is also registered as a guest.');
    expect(listedLine(236, 236, 10, 228)).toContain('228 count against capacity: the attendees and 2 speakers who are also registered as guests.');
    expect(listedLine(9, 235, 9, 226)).toBe('9 of 235 shown: 226 attendees and 9 speakers. Only the attendees count against capacity.');
    expect(listedLine(3, 3, 0, 3)).toBe('3 of 3 shown: 3 attendees, all counted against capacity.');
  });
  it('claims no split when the count does not fit the list (one of them is older)', () => {
    expect(listedLine(235, 235, 9)).toBe('235 of 235 shown: 226 attendees and 9 speakers.');
    expect(listedLine(235, 235, 9, 220)).toBe('235 of 235 shown: 226 attendees and 9 speakers.');
    expect(listedLine(235, 235, 9, 240)).toBe('235 of 235 shown: 226 attendees and 9 speakers.');
  });
});

describe('a guest row', () => {
  it('is a speaker whatever the spelling of the speaker mark, an attendee without it', () => {
    expect(toGuestRow({ email: 'a@x.org', eventRole: 'SPEAKER' }).speaker).toBe(true);
    expect(toGuestRow({ email: 'b@x.org', eventRole: 'Speaker' }).speaker).toBe(true);
    expect(toGuestRow({ email: 'c@x.org' }).speaker).toBe(false);
  });
});
