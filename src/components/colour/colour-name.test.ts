import { describe, expect, it } from 'vitest';
import { colourName } from './colour-name';

describe('colour names', () => {
  it('names common colours in everyday words', () => {
    expect(colourName('#FF0000')).toBe('red');
    expect(colourName('#0F766E')).toBe('dark teal');
    expect(colourName('#4F46E5')).toBe('blue');
    expect(colourName('#FACC15')).toBe('yellow');
    expect(colourName('#FF8000')).toBe('orange');
    expect(colourName('#7C2D12')).toBe('dark brown');
    expect(colourName('#DBEAFE')).toBe('light sky blue');
    expect(colourName('#1E293B')).toBe('dark greyish blue');
  });

  it('names greys, white and black by lightness', () => {
    expect(colourName('#FFFFFF')).toBe('white');
    expect(colourName('#FFFFFFFF')).toBe('white');
    expect(colourName('#D1D5DB')).toBe('light grey');
    expect(colourName('#6B7280')).toBe('grey');
    expect(colourName('#000000')).toBe('black');
  });

  it('reads ARGB integers and ignores the alpha', () => {
    expect(colourName(0xffff0000)).toBe('red');
    expect(colourName(0x80ff0000)).toBe('red');
  });

  it('has no name for what is not a colour', () => {
    expect(colourName('red')).toBeUndefined();
    expect(colourName(undefined)).toBeUndefined();
  });
});
