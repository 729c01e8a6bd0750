import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accentTheme, contrast } from './accent-theme';

const rgbOf = (hexText: string): [number, number, number] => {
  const n = Number.parseInt(hexText.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};

describe('the event colour as the accent', () => {
  it('uses a dark colour as it is, with white text, and as the 600 step of the scale', () => {
    const theme = accentTheme('#0F766E')!;
    expect(theme['--color-accent']).toBe('#0F766E');
    expect(theme['--color-on-accent']).toBe('#FFFFFF');
    expect(theme['--color-indigo-600']).toBe('#0F766E');
  });

  it('reads ARGB integers the same as #RRGGBB', () => {
    expect(accentTheme(0xff0f766e)).toEqual(accentTheme('#0F766E'));
  });

  it('puts dark text on a light colour, and darkens the scale so white text on its 600 reads', () => {
    const theme = accentTheme('#FACC15')!;
    expect(theme['--color-accent']).toBe('#FACC15');
    expect(theme['--color-on-accent']).toBe('#020617');
    expect(contrast([255, 255, 255], rgbOf(theme['--color-indigo-600']))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives no theme for an unset, transparent or near-white colour', () => {
    for (const value of [undefined, null, '', 'red', '#FFFFFFFF', '#FFFFFF', 0xffffffff, '#00112233', '#FAFAFA']) expect(accentTheme(value)).toBeNull();
  });

  it('keeps every pairing the console uses readable, whatever the colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (rgb) => {
        const theme = accentTheme(0xff000000 + rgb);
        if (!theme) return;
        const c = (step: string) => rgbOf(theme[`--color-indigo-${step}`]);
        const white: [number, number, number] = [255, 255, 255];
        expect(contrast(rgbOf(theme['--color-on-accent']), rgbOf(theme['--color-accent']))).toBeGreaterThanOrEqual(4.5);
        expect(contrast(white, c('600'))).toBeGreaterThanOrEqual(4.5);
        expect(contrast(white, c('700'))).toBeGreaterThanOrEqual(4.5);
        for (const text of ['700', '800', '900', '950']) {
          expect(contrast(c(text), c('50'))).toBeGreaterThanOrEqual(4.5);
          expect(contrast(c(text), c('100'))).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
