import { z } from 'zod';

/**
 * Colours travel as an ARGB integer (0xAARRGGBB, 0 to 4294967295) or a string `#RRGGBB` / `#AARRGGBB`.
 * These helpers convert between them; the console's colour picker and the server share them.
 */
export const colourSchema = z.union(
  [
    z.number().int().min(0).max(0xffffffff),
    z.string().regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/),
  ],
  { error: 'must be a colour: an ARGB integer (0 to 4294967295) or a string #RRGGBB' },
);
export type Colour = z.infer<typeof colourSchema>;

/** The value that clears a colour field (`/apiSchema` formats.colors[FIELD].clearsTo). */
export const COLOUR_CLEARS_TO = '#FFFFFFFF';

/** Opaque white, the colour a track without a colour shows. */
export const WHITE_ARGB = 0xffffffff;

/** ARGB integer of any accepted colour value; undefined when it is not one. */
export function toArgb(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.exec(value.trim());
  if (!m) return undefined;
  const hex = m[1].length === 6 ? `FF${m[1]}` : m[1];
  return Number.parseInt(hex, 16) >>> 0;
}

/** `#RRGGBB` of a colour (alpha dropped). */
export function toHexRgb(value: unknown): string | undefined {
  const argb = toArgb(value);
  if (argb === undefined) return undefined;
  return `#${(argb & 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
}

/** `#AARRGGBB` of a colour. */
export function toHexArgb(value: unknown): string | undefined {
  const argb = toArgb(value);
  if (argb === undefined) return undefined;
  return `#${argb.toString(16).padStart(8, '0').toUpperCase()}`;
}

/** Alpha channel 0..255. */
export function alphaOf(value: unknown): number | undefined {
  const argb = toArgb(value);
  return argb === undefined ? undefined : (argb >>> 24) & 0xff;
}

/** CSS `rgba()` of a colour, for previews. */
export function toCss(value: unknown, fallback = 'transparent'): string {
  const argb = toArgb(value);
  if (argb === undefined) return fallback;
  const a = ((argb >>> 24) & 0xff) / 255;
  const r = (argb >>> 16) & 0xff;
  const g = (argb >>> 8) & 0xff;
  const b = argb & 0xff;
  return `rgba(${r}, ${g}, ${b}, ${Number(a.toFixed(3))})`;
}

/** Whether two colour values denote the same colour. */
export function sameColour(a: unknown, b: unknown): boolean {
  const x = toArgb(a);
  return x !== undefined && x === toArgb(b);
}
