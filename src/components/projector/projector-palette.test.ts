import { describe, expect, it } from 'vitest';
import { toArgb } from '../../contract/colour';
import { contrast } from '../colour/accent-theme';
import { paletteProperties, projectorPalette } from './projector-palette';

const rgb = (h: string): [number, number, number] => {
  const n = toArgb(h)!;
  return [(n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
};
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));

describe('projectorPalette', () => {
  it("takes the event's colours when they read", () => {
    const p = projectorPalette({ primaryBackgroundColor: '#0B3D2E', primaryFontColor: '#FFF8E7', primaryAccentColor: '#F4B400', cardBackgroundColor: '#14532D' });
    expect(p.background).toBe('#0B3D2E');
    expect(p.text).toBe('#FFF8E7');
    expect(p.surface).toBe('#14532D');
    expect(p.accent).toBe('#F4B400');
  });

  it('reads ARGB integers and #AARRGGBB strings alike', () => {
    const p = projectorPalette({ primaryBackgroundColor: 0xff102030, primaryFontColor: '#FFFFFFFF' });
    expect(p.background).toBe('#102030');
    expect(p.text).toBe('#FFFFFF');
  });

  it('replaces a text colour that clashes with the background by the better of white and near-black', () => {
    const p = projectorPalette({ primaryBackgroundColor: '#FFFFFF', primaryFontColor: '#EEEEEE' });
    expect(p.background).toBe('#FFFFFF');
    expect(ratio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
    const dark = projectorPalette({ primaryBackgroundColor: '#111111', primaryFontColor: '#222222' });
    expect(dark.text).toBe('#FFFFFF');
  });

  it('uses the calm default when the background is unset, transparent or not a colour', () => {
    const unset = projectorPalette(undefined);
    for (const event of [{}, { primaryBackgroundColor: '#00FFFFFF' }, { primaryBackgroundColor: 'red' }]) expect(projectorPalette(event)).toEqual(unset);
    expect(ratio(unset.text, unset.background)).toBeGreaterThanOrEqual(7);
  });

  it('keeps every pair readable whatever the event chose', () => {
    const colours = ['#FFFFFF', '#000000', '#777777', '#2563EB', '#FDE047', '#DC2626', '#111827', 0xff00ff00];
    for (const bg of colours)
      for (const fg of colours)
        for (const accent of colours) {
          const p = projectorPalette({ primaryBackgroundColor: bg, primaryFontColor: fg, primaryAccentColor: accent, cardBackgroundColor: fg });
          expect(ratio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
          expect(ratio(p.text, p.surface)).toBeGreaterThanOrEqual(4.5);
          expect(ratio(p.muted, p.surface)).toBeGreaterThanOrEqual(4.5);
          expect(ratio(p.accentText, p.surface)).toBeGreaterThanOrEqual(4.5);
          expect(ratio(p.accent, p.surface)).toBeGreaterThanOrEqual(3);
          expect(ratio(p.onAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('sets a card apart from a background of the same colour', () => {
    const p = projectorPalette({ primaryBackgroundColor: '#FFFFFF', primaryFontColor: '#111827', cardBackgroundColor: '#FFFFFF' });
    expect(p.surface).not.toBe('#FFFFFF');
  });

  it('names the custom properties after the palette', () => {
    expect(paletteProperties(projectorPalette(undefined))).toMatchObject({ '--projector-background': '#0F172A', '--projector-accent-text': expect.any(String) });
  });
});
