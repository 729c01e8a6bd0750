import { describe, expect, it } from 'vitest';
import { colourText, parseColourText, pickerHex, solidColour, typedColour, withPickedRgb } from './colour-value';

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

  it('shows integers and strings as upper-case #RRGGBB, never the alpha', () => {
    expect(colourText(4278190335)).toBe('#0000FF');
    expect(colourText(0x80ff8000)).toBe('#FF8000');
    expect(colourText('#FFFFFFFF')).toBe('#FFFFFF');
    expect(colourText('#abcdef')).toBe('#ABCDEF');
    expect(colourText(undefined)).toBe('');
    expect(pickerHex(0xffaabbcc)).toBe('#aabbcc');
  });

  it('keeps how see-through a colour is when #RRGGBB is typed, and takes #AARRGGBB and integers as they are', () => {
    expect(typedColour('#80112233', '#aabbcc')).toBe('#80AABBCC');
    expect(typedColour('#112233', 'aabbcc')).toBe('#AABBCC');
    expect(typedColour(0x80000000, '#FF0000')).toBe('#80FF0000');
    expect(typedColour('#112233', '#40AABBCC')).toBe('#40AABBCC');
    expect(typedColour('#112233', '2164228096')).toBe(2164228096);
    expect(typedColour('#112233', 'teal')).toBeUndefined();
  });

  it('makes a colour solid in its own format', () => {
    expect(solidColour('#80FF8000')).toBe('#FF8000');
    expect(solidColour(0x80ff8000)).toBe(0xffff8000);
  });
});
