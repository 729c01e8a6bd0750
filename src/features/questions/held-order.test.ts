import { describe, expect, it } from 'vitest';
import { reconcileOrder } from './held-order';

describe('reconcileOrder', () => {
  it('takes the API order when the moderator is not busy', () => {
    expect(reconcileOrder(['a', 'b'], ['c', 'b', 'a'], false)).toEqual({ order: ['c', 'b', 'a'], held: [] });
  });

  it('keeps the shown order and holds new questions back while the moderator is busy', () => {
    expect(reconcileOrder(['a', 'b'], ['c', 'b', 'a'], true)).toEqual({ order: ['a', 'b'], held: ['c'] });
  });

  it('removes questions that left the lane even while busy', () => {
    expect(reconcileOrder(['a', 'b', 'c'], ['c', 'a'], true)).toEqual({ order: ['a', 'c'], held: [] });
  });

  it("inserts the moderator's own question at once, after its neighbour", () => {
    expect(reconcileOrder(['a', 'b'], ['a', 'x', 'b'], true, new Set(['x']))).toEqual({ order: ['a', 'x', 'b'], held: [] });
    expect(reconcileOrder(['a', 'b'], ['x', 'a', 'b'], true, new Set(['x']))).toEqual({ order: ['x', 'a', 'b'], held: [] });
  });
});
