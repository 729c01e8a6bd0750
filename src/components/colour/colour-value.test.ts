import { describe, expect, it } from 'vitest';
import { colourText, parseColourText, pickerHex, withPickedRgb } from './colour-value';

describe('colour field values', () => {
  it('reads #RRGGBB, #AARRGGBB, bare hex and ARGB integers', () => {
    expect(parseColourText('#ff8800')).toBe('#FF8800');
    expect(parseColourText('80ff8800')).toBe('#80FF8800');
    expect(parseColourText('4294901760')).toBe(4294901760);
    expect(parseColourText(' #00FF00 ')).toBe('#00FF00');
  });

  it('refuses what is not a colour', () => {
    expect(parseColourText('#ff88')).toBeUndefined();
    expect(parseColourText('red')).toBeUndefined();
    expect(parseColourText('4294967296')).toBeUndefined();
  });

  it('keeps an integer an integer and its alpha when a colour is picked', () => {
    expect(withPickedRgb(0x80000000, '#ff0000')).toBe(0x80ff0000);
    expect(withPickedRgb(0xff00ff00, '#0000ff')).toBe(0xff0000ff);
  });

  it('keeps a string a string, opaque as #RRGGBB and translucent as #AARRGGBB', () => {
    expect(withPickedRgb('#112233', '#aabbcc')).toBe('#AABBCC');
    expect(withPickedRgb('#40112233', '#aabbcc')).toBe('#40AABBCC');
    expect(withPickedRgb(undefined, '#aabbcc')).toBe('#AABBCC');
  });

  it('shows integers and strings as upper-case hex, the alpha only when see-through', () => {
    expect(colourText(4278190335)).toBe('#0000FF');
    expect(colourText(0x80ff8000)).toBe('#80FF8000');
    expect(colourText('#abcdef')).toBe('#ABCDEF');
    expect(colourText(undefined)).toBe('');
    expect(pickerHex(0xffaabbcc)).toBe('#aabbcc');
  });
});
