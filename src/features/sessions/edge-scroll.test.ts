import { describe, expect, it } from 'vitest';
import { EDGE_MAX_PX_PER_S, edgeSpeed, scrollStep } from './edge-scroll';

describe('scrolling near an edge while dragging', () => {
  it('does not scroll away from the edges', () => {
    expect(edgeSpeed(400, 100, 800)).toBe(0);
  });
  it('scrolls faster the closer the pointer, down near the bottom and up near the top', () => {
    expect(edgeSpeed(800 - 24, 100, 800)).toBeCloseTo(EDGE_MAX_PX_PER_S / 2);
    expect(edgeSpeed(100 + 12, 100, 800)).toBeCloseTo(-EDGE_MAX_PX_PER_S * 0.75);
  });
  it('never scrolls faster than the bound, at the edge or far beyond it', () => {
    expect(edgeSpeed(800, 100, 800)).toBe(EDGE_MAX_PX_PER_S);
    expect(edgeSpeed(5000, 100, 800)).toBe(EDGE_MAX_PX_PER_S);
    expect(edgeSpeed(-5000, 100, 800)).toBe(-EDGE_MAX_PX_PER_S);
  });
  it('turns a speed into whole pixels per frame, losing nothing, and a stalled frame counts as 100 ms', () => {
    let carry = 0;
    let total = 0;
    for (let i = 0; i < 60; i += 1) {
      const s = scrollStep(100, 1000 / 60, carry);
      total += s.px;
      carry = s.carry;
    }
    expect(total).toBeGreaterThanOrEqual(99);
    expect(scrollStep(EDGE_MAX_PX_PER_S, 3000, 0).px).toBe(48);
  });
});
