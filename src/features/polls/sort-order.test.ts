import { describe, expect, it } from 'vitest';
import { moveItem, nextSortNr, sortNrWrites } from './sort-order';

const polls = (...nrs: number[]) => nrs.map((sortNr, i) => ({ pollId: `p${i}`, sortNr }));

describe('sort order', () => {
  it('moves an item to a new position', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('numbers the new order from 1 and writes only the polls whose number changes', () => {
    const moved = moveItem(polls(1, 2, 3, 4), 3, 2); // p0 p1 p3 p2
    expect(sortNrWrites(moved)).toEqual([
      { pollId: 'p3', sortNr: 3 },
      { pollId: 'p2', sortNr: 4 },
    ]);
  });

  it('gives distinct numbers to polls that all had the same one', () => {
    expect(sortNrWrites(polls(0, 0, 0)).map((w) => w.sortNr)).toEqual([1, 2, 3]);
  });

  it('puts a new poll after every existing one', () => {
    expect(nextSortNr(polls(3, 9, 2))).toBe(10);
    expect(nextSortNr([])).toBe(1);
  });
});
