import { describe, expect, it } from 'vitest';
import { fittedUnits, pj } from './projector-type';

describe('projector type scale', () => {
  it('keeps short texts at their base size and shrinks long ones down to a floor', () => {
    expect(fittedUnits(40, 4)).toBe(4);
    expect(fittedUnits(80, 4)).toBe(4);
    expect(fittedUnits(320, 4)).toBe(2);
    expect(fittedUnits(500, 4)).toBe(1.8);
    expect(fittedUnits(160, 4)).toBeLessThan(4);
  });

  it('writes sizes in the screen unit', () => {
    expect(pj(2.5)).toBe('calc(var(--pj) * 2.5)');
  });
});
