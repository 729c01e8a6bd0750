import { describe, expect, it } from 'vitest';
import { gridKeyTarget, gridRows } from './grid-keys';

// Ten tiles in rows of four:
//   0 1 2 3
//   4 5 6 7
//   8 9
const at = (index: number) => ({ index, count: 10, columns: 4 });
const press = (key: string, index: number, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => gridKeyTarget({ key, ...mods }, at(index));

describe('gridKeyTarget', () => {
  it('moves right and left by one tile, from the end of a row on to the next row and back', () => {
    expect(press('ArrowRight', 1)).toBe(2);
    expect(press('ArrowRight', 3)).toBe(4);
    expect(press('ArrowLeft', 4)).toBe(3);
    expect(press('ArrowLeft', 6)).toBe(5);
  });

  it('moves down and up by a whole row, staying in the column', () => {
    expect(press('ArrowDown', 1)).toBe(5);
    expect(press('ArrowDown', 5)).toBe(9);
    expect(press('ArrowUp', 9)).toBe(5);
    expect(press('ArrowUp', 6)).toBe(2);
  });

  it('moves down from a column the short last row does not reach to the last tile', () => {
    expect(press('ArrowDown', 6)).toBe(9);
    expect(press('ArrowDown', 7)).toBe(9);
  });

  it('keeps the focus where it is at an edge (the key is still the grid’s)', () => {
    expect(press('ArrowLeft', 0)).toBe(0);
    expect(press('ArrowRight', 9)).toBe(9);
    expect(press('ArrowUp', 2)).toBe(2);
    expect(press('ArrowDown', 8)).toBe(8);
    expect(press('ArrowDown', 9)).toBe(9);
  });

  it('goes to the first or last tile of the row with Home and End, of the grid with Ctrl or ⌘', () => {
    expect(press('Home', 6)).toBe(4);
    expect(press('End', 5)).toBe(7);
    expect(press('End', 8)).toBe(9);
    expect(press('Home', 6, { ctrlKey: true })).toBe(0);
    expect(press('End', 2, { ctrlKey: true })).toBe(9);
    expect(press('End', 2, { metaKey: true })).toBe(9);
  });

  it('takes the row length it is given: one column moves down one tile at a time', () => {
    expect(gridKeyTarget({ key: 'ArrowDown' }, { index: 3, count: 10, columns: 1 })).toBe(4);
    expect(gridKeyTarget({ key: 'End' }, { index: 3, count: 10, columns: 1 })).toBe(3);
    expect(gridKeyTarget({ key: 'ArrowDown' }, { index: 3, count: 10, columns: 0 })).toBe(4);
  });

  it('leaves the browser’s and the system’s keys alone (Alt+← goes back a page)', () => {
    expect(gridKeyTarget({ key: 'ArrowLeft', altKey: true }, at(5))).toBeNull();
    expect(gridKeyTarget({ key: 'ArrowRight', shiftKey: true }, at(5))).toBeNull();
    expect(gridKeyTarget({ key: 'ArrowLeft', metaKey: true }, at(5))).toBeNull();
    expect(gridKeyTarget({ key: 'ArrowDown', ctrlKey: true }, at(5))).toBeNull();
  });

  it('leaves other keys to the page, and an empty grid has nowhere to go', () => {
    expect(press('Enter', 3)).toBeNull();
    expect(press('a', 3)).toBeNull();
    expect(press('Tab', 3)).toBeNull();
    expect(gridKeyTarget({ key: 'ArrowRight' }, { index: 0, count: 0, columns: 4 })).toBeNull();
  });

  it('starts from the last tile when the focused one is past the end (the list got shorter)', () => {
    expect(gridKeyTarget({ key: 'ArrowLeft' }, { index: 12, count: 10, columns: 4 })).toBe(8);
  });
});

describe('gridRows', () => {
  it('splits the tiles into rows of the column count, the last one short', () => {
    expect(gridRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(gridRows([1, 2], 4)).toEqual([[1, 2]]);
    expect(gridRows([], 4)).toEqual([]);
    expect(gridRows([1, 2], 0)).toEqual([[1], [2]]);
  });
});
