import { describe, expect, it } from 'vitest';
import { movedInQueue } from './queue-moves';

describe('moving an approved question in the queue', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves one place up or down, or to the top', () => {
    expect(movedInQueue(ids, 'c', 'up')).toEqual(['a', 'c', 'b', 'd']);
    expect(movedInQueue(ids, 'b', 'down')).toEqual(['a', 'c', 'b', 'd']);
    expect(movedInQueue(ids, 'd', 'top')).toEqual(['d', 'a', 'b', 'c']);
  });
  it('stays put at either end, and leaves the queue as it is for an id not in it', () => {
    expect(movedInQueue(ids, 'a', 'up')).toEqual(ids);
    expect(movedInQueue(ids, 'd', 'down')).toEqual(ids);
    expect(movedInQueue(ids, 'x', 'top')).toEqual(ids);
  });
});
