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

/** How a value is shown in the field's text box: `#RRGGBB`, or `#AARRGGBB` when see-through (integers too). */
export function colourText(value: ColourValue | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'number') return (alphaOf(value) === 0xff ? toHexRgb(value) : toHexArgb(value)) ?? String(value);
  return toArgb(value) === undefined ? String(value) : value.toUpperCase();
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
