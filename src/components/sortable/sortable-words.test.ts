import { describe, expect, it } from 'vitest';
import { moveItem, sortableWords } from './sortable-words';

describe('moveItem', () => {
  it('takes the item out and puts it at the new index, down or up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('changes nothing for a move in place or out of range, and never changes the list it was given', () => {
    const list = ['a', 'b', 'c'] as const;
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, -1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 0)).not.toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('sortableWords', () => {
  const words = sortableWords('poll', ['Best talk?', 'Lunch', '  ']);

  it('names the item by its noun, its place when the drag started and its own name', () => {
    expect(words.start(0)).toBe('Picked up poll 1, “Best talk?”.');
    expect(words.over(0, 1)).toBe('Poll 1, “Best talk?” is over position 2 of 3.');
    expect(words.end(0, 2)).toBe('Poll 1, “Best talk?” dropped at position 3 of 3.');
    expect(words.cancel(1)).toBe('Moving poll 2, “Lunch” was cancelled; the order is unchanged.');
  });

  it('says when nothing moved: dropped on its own place or outside the list', () => {
    expect(words.end(1, 1)).toBe('Poll 2, “Lunch” dropped; the order is unchanged.');
    expect(words.end(1, null)).toBe('Poll 2, “Lunch” dropped; the order is unchanged.');
    expect(words.over(1, null)).toBe('Poll 2, “Lunch” is no longer over a position.');
  });

  it('an item with no name yet is named by its place only', () => {
    expect(words.start(2)).toBe('Picked up poll 3.');
    expect(sortableWords('track', []).start(-1)).toBe('Picked up track.');
  });

  it('tells how to move an item from the keyboard', () => {
    expect(sortableWords('tier', []).instructions).toBe(
      'To move a tier, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.',
    );
  });
});
