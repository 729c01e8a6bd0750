import { describe, expect, it } from 'vitest';
import { countByPosition, listChangeImpact, SESSION_WORDS, SPONSOR_WORDS } from './list-change-impact';
import type { ListRow } from './settings-form';

const rows = (...items: [string, number | null][]): ListRow[] => items.map(([name, origin], i) => ({ rowId: `r${i}`, name, origin }));

describe('what a track or tier change does to the records at each position', () => {
  const saved = ['Clinical', 'Posters', 'Keynotes'];
  const counts = countByPosition([0, 0, 0, 1, 2, -1, undefined]);

  it('counts records per position, ignoring "no track"', () => {
    expect([...counts.entries()]).toEqual([[0, 3], [1, 1], [2, 1]]);
  });

  it('says which sessions will show under another name after a reorder', () => {
    const impact = listChangeImpact(saved, rows(['Posters', 1], ['Clinical', 0], ['Keynotes', 2]), counts, SESSION_WORDS);
    expect(impact.map((i) => i.message)).toEqual([
      "3 sessions on 'Clinical' will show under 'Posters'.",
      "1 session on 'Posters' will show under 'Clinical'.",
    ]);
    expect(impact.every((i) => i.kind === 'moved')).toBe(true);
  });

  it('says which records fall under a blank heading when the list is shortened', () => {
    const impact = listChangeImpact(saved, rows(['Clinical', 0], ['Posters', 1]), counts, SESSION_WORDS);
    expect(impact).toHaveLength(1);
    expect(impact[0]).toMatchObject({ kind: 'blank', count: 1, before: 'Keynotes' });
    expect(impact[0].message).toContain('blank heading');
  });

  it('names the shift a removal in the middle causes', () => {
    const impact = listChangeImpact(saved, rows(['Clinical', 0], ['Keynotes', 2]), counts, SESSION_WORDS);
    expect(impact.map((i) => i.message)).toEqual([
      "1 session on 'Posters' will show under 'Keynotes'.",
      "1 session on 'Keynotes' will show under a blank heading (the list no longer has a position 3).",
    ]);
  });

  it('reports a rename in place as a rename, and nothing for untouched or empty positions', () => {
    const impact = listChangeImpact(saved, rows(['Clinical trials', 0], ['Posters', 1], ['Keynotes', 2], ['New', null]), counts, SESSION_WORDS);
    expect(impact).toEqual([expect.objectContaining({ kind: 'renamed', message: "3 sessions on 'Clinical' will show under its new name 'Clinical trials'." })]);
    expect(listChangeImpact(saved, rows(['Clinical', 0], ['Posters', 1], ['Keynotes', 2]), counts, SESSION_WORDS)).toEqual([]);
    expect(listChangeImpact(['Gold', 'Silver'], rows(['Silver', 1], ['Gold', 0]), countByPosition([]), SPONSOR_WORDS)).toEqual([]);
  });

  it('speaks of sponsors in a tier', () => {
    const impact = listChangeImpact(['Gold', 'Silver'], rows(['Silver', 1], ['Gold', 0]), countByPosition([0, 1, 1]), SPONSOR_WORDS, 'in');
    expect(impact.map((i) => i.message)).toEqual(["1 sponsor in 'Gold' will show under 'Silver'.", "2 sponsors in 'Silver' will show under 'Gold'."]);
  });
});
