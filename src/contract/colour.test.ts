import { describe, expect, it } from 'vitest';
import { colourSchema, toArgb, toCss, toHexArgb, toHexRgb } from './colour';

describe('colours round-trip between ARGB integers and #RRGGBB', () => {
  it('reads both forms', () => {
    expect(toArgb('#FF0000')).toBe(0xffff0000);
    expect(toArgb('#80FF0000')).toBe(0x80ff0000);
    expect(toArgb(0xff00ff00)).toBe(0xff00ff00);
    expect(toArgb('red')).toBeUndefined();
  });
  it('writes both forms', () => {
    expect(toHexRgb(4278255360)).toBe('#00FF00');
    expect(toHexArgb('#00ff00')).toBe('#FF00FF00');
    expect(toArgb(toHexArgb(0x12345678))).toBe(0x12345678);
    expect(toCss('#80FF0000')).toBe('rgba(255, 0, 0, 0.502)');
  });
  it('validates', () => {
    expect(colourSchema.safeParse('#FFFFFFFF').success).toBe(true);
    expect(colourSchema.safeParse(-1).success).toBe(false);
    expect(colourSchema.safeParse('blue').success).toBe(false);
  });
});
