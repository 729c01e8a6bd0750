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

describe('dropping an approved question onto another', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('takes its place: before it when dragged up, after it when dragged down', () => {
    expect(movedInQueue(ids, 'c', { to: 'a' })).toEqual(['c', 'a', 'b', 'd']);
    expect(movedInQueue(ids, 'd', { to: 'b' })).toEqual(['a', 'd', 'b', 'c']);
    expect(movedInQueue(ids, 'a', { to: 'c' })).toEqual(['b', 'c', 'a', 'd']);
    expect(movedInQueue(ids, 'b', { to: 'd' })).toEqual(['a', 'c', 'd', 'b']);
  });
  it('a drop onto a neighbour is the same as one place up or down', () => {
    expect(movedInQueue(ids, 'c', { to: 'b' })).toEqual(movedInQueue(ids, 'c', 'up'));
    expect(movedInQueue(ids, 'b', { to: 'c' })).toEqual(movedInQueue(ids, 'b', 'down'));
  });
  it('questions the lane groups under a similar one keep their places between the shown ones', () => {
    // The lane shows a, c and e; b and d are grouped under others. Dropping e onto c puts it just before c.
    expect(movedInQueue(['a', 'b', 'c', 'd', 'e'], 'e', { to: 'c' })).toEqual(['a', 'b', 'e', 'c', 'd']);
    expect(movedInQueue(['a', 'b', 'c', 'd', 'e'], 'a', { to: 'c' })).toEqual(['b', 'c', 'a', 'd', 'e']);
  });
  it('leaves the queue as it is for a drop onto itself, or onto or of a question no longer in it', () => {
    expect(movedInQueue(ids, 'b', { to: 'b' })).toEqual(ids);
    expect(movedInQueue(ids, 'b', { to: 'x' })).toEqual(ids);
    expect(movedInQueue(ids, 'x', { to: 'a' })).toEqual(ids);
  });
});

describe('one place up or down in a lane that groups similar questions', () => {
  // b and c are grouped under a (shown: a, d, e): the lane shows a, d, e.
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const shown = new Set(['a', 'd', 'e']);

  it('passes the shown question before or after, with the hidden ones it passes keeping their places', () => {
    expect(movedInQueue(ids, 'd', 'up', shown)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(movedInQueue(ids, 'a', 'down', shown)).toEqual(['b', 'c', 'd', 'a', 'e']);
    expect(movedInQueue(ids, 'e', 'up', shown)).toEqual(['a', 'b', 'c', 'e', 'd']);
  });

  it('stays put at either end of what the lane shows', () => {
    expect(movedInQueue(ids, 'a', 'up', shown)).toEqual(ids);
    expect(movedInQueue(ids, 'e', 'down', shown)).toEqual(ids);
  });
});
