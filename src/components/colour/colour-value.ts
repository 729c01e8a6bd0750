/**
 * How the colour field reads what a person types and writes a picked colour
 * back in the format the value already had (the service accepts ARGB integers
 * and `#RRGGBB` / `#AARRGGBB` strings alike).
 */
import { alphaOf, toArgb, toHexArgb, toHexRgb } from '../../contract/colour';

export type ColourValue = number | string;

/** The colour a typed text denotes: `#RRGGBB`, `#AARRGGBB`, `RRGGBB`, or an ARGB integer; undefined when none. */
export function parseColourText(text: string): ColourValue | undefined {
  const t = text.trim();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return toArgb(n) === undefined ? undefined : n;
  }
  const hex = t.startsWith('#') ? t : `#${t}`;
  if (toArgb(hex) === undefined) return undefined;
  return hex.toUpperCase();
}

/**
 * How a value is shown in the field's text box: `#RRGGBB`, whatever the
 * value's format. How see-through it is is said in words under the field,
 * never as an alpha byte.
 */
export function colourText(value: ColourValue | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  return toHexRgb(value) ?? String(value);
}

/**
 * The value after typing `text` in the box: `#RRGGBB` (or bare `RRGGBB`)
 * keeps how see-through the current value is, as picking does; `#AARRGGBB`
 * and ARGB integers are taken as they are. Undefined when it is no colour.
 */
export function typedColour(current: ColourValue | undefined | null, text: string): ColourValue | undefined {
  const parsed = parseColourText(text);
  if (parsed === undefined) return undefined;
  if (typeof parsed === 'number' || parsed.length === 9) return parsed;
  const alpha = alphaOf(current);
  return alpha === undefined || alpha === 0xff ? parsed : (toHexArgb(((alpha << 24) >>> 0) + ((toArgb(parsed) ?? 0) & 0xffffff)) as string);
}

/** The same colour made fully solid, in the value's own format. */
export function solidColour(value: ColourValue): ColourValue {
  const argb = ((toArgb(value) ?? 0) | 0xff000000) >>> 0;
  return typeof value === 'number' ? argb : (toHexRgb(argb) as string);
}

/**
 * The value after picking an RGB colour (`#rrggbb` from the picker): the
 * current alpha is kept and the current format too (an integer stays an
 * integer; a string becomes `#RRGGBB`, or `#AARRGGBB` when not opaque).
 */
export function withPickedRgb(current: ColourValue | undefined | null, pickedHex: string): ColourValue {
  const rgb = (toArgb(pickedHex) ?? 0xff000000) & 0xffffff;
  const alpha = alphaOf(current) ?? 0xff;
  const argb = ((alpha << 24) >>> 0) + rgb;
  if (typeof current === 'number') return argb;
  return alpha === 0xff ? (toHexRgb(argb) as string) : (toHexArgb(argb) as string);
}

/** `#rrggbb` for the picker (black when the value is not a colour). */
export function pickerHex(value: ColourValue | undefined | null): string {
  return (toHexRgb(value) ?? '#000000').toLowerCase();
}
