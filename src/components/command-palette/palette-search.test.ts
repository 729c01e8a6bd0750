import { describe, expect, it } from 'vitest';
import { fold, paletteRecord, searchRecords, type RecordKind } from './palette-search';

const rec = (title: string, detail = '', kind: RecordKind = 'speaker', id = title) => paletteRecord({ id, kind, title, detail, to: `/x/${id}` });

describe('palette search', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(fold('  José   ÖZIL ')).toBe('jose ozil');
    expect(searchRecords([rec('José Álvarez')], 'jose alv').map((r) => r.title)).toEqual(['José Álvarez']);
  });

  it('needs every word typed, in any order, in the title or the detail', () => {
    const records = [rec('Ada Lovelace', 'Analytical Engines Ltd'), rec('Ada Byron', 'Poetry'), rec('Grace Hopper', 'Navy')];
    expect(searchRecords(records, 'engines ada').map((r) => r.title)).toEqual(['Ada Lovelace']);
    expect(searchRecords(records, 'ada').map((r) => r.title)).toEqual(['Ada Byron', 'Ada Lovelace']);
    expect(searchRecords(records, 'ada navy')).toEqual([]);
  });

  it('puts a title starting with the words first, then a word start, then anywhere in the title, then the detail', () => {
    const records = [
      rec('About keynotes', 'keynote stage'),
      rec('Opening keynote'),
      rec('Sidekeynotes'),
      rec('Keynote: the future'),
      rec('Lunch', 'after the keynote'),
    ];
    expect(searchRecords(records, 'keynote').map((r) => r.title)).toEqual(['Keynote: the future', 'About keynotes', 'Opening keynote', 'Sidekeynotes', 'Lunch']);
  });

  it('prefers the shorter title among equal matches', () => {
    expect(searchRecords([rec('Anna Maria Schmidt'), rec('Anna Schmidt')], 'anna').map((r) => r.title)).toEqual(['Anna Schmidt', 'Anna Maria Schmidt']);
  });

  it('finds nothing for an empty query and stops at the limit', () => {
    const many = Array.from({ length: 50 }, (_, i) => rec(`Guest ${i}`, '', 'guest', String(i)));
    expect(searchRecords(many, '  ')).toEqual([]);
    expect(searchRecords(many, 'guest', 8)).toHaveLength(8);
  });

  it('does not match across the title and the detail as one string', () => {
    expect(searchRecords([rec('Anna', 'Berlin')], 'anna berlin')).toHaveLength(1);
    expect(searchRecords([rec('Anna', 'Berlin')], 'annaberlin')).toEqual([]);
  });

  // Its speed a keystroke is measured by `npm run bench` (in-browser-work-bench).
  it('finds one record among 10,008 guests and 2,000 abstracts, keystroke by keystroke', () => {
    const records = [
      ...Array.from({ length: 10_008 }, (_, i) => rec(`Guest Person ${i}`, `guest${i}@example.org · Company ${i % 97}`, 'guest', `g${i}`)),
      ...Array.from({ length: 2_000 }, (_, i) => rec(`On the behaviour of system ${i}`, `Category ${i % 13}`, 'abstract', `a${i}`)),
      rec('Zyxwv Quartz', 'zyxwv@example.org', 'guest', 'needle'),
    ];
    const typed = 'zyxwv quartz';
    for (let n = 1; n <= typed.length; n++) {
      const found = searchRecords(records, typed.slice(0, n));
      // From the third letter only the one record holds what is typed.
      if (n >= 3) expect(found.map((r) => r.id)).toEqual(['needle']);
    }
  });
});
