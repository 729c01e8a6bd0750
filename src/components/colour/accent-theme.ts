/**
 * The event's own colour as the console's accent, readable whatever the event
 * chose. From one colour (an ARGB integer or `#RRGGBB`) come CSS custom
 * properties for the shell:
 * - `--color-accent`: the colour itself, with `--color-on-accent`, the text
 *   on it, white or near-black by luminance (whichever reads better);
 * - the console's accent scale (`--color-indigo-50` … `-950`, the scale every
 *   page's classes use): its 600 is the colour where white text on it reads
 *   at 4.5:1 or better, else the colour darkened until it does; lighter steps
 *   are tints of it, 700 is darkened until it reads on 100 at 4.5:1, and the
 *   darker steps are shades of 700.
 * A colour that is unset, mostly transparent or too close to the white page
 * to be seen (under 1.5:1) gives no theme: the console keeps its own indigo.
 */
import { toArgb } from '../../contract/colour';

type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Near-black text on a light accent (Tailwind slate-950). */
const DARK_TEXT: Rgb = [2, 6, 23];

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `t` of the way from `a` to `b`. */
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

export const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Darkens towards black in small steps until it reads on `against` at `ratio`. */
function darkenUntil(c: Rgb, against: Rgb, ratio: number): Rgb {
  for (let t = 0; t <= 1; t += 0.02) {
    const d = mix(c, BLACK, t);
    if (contrast(against, d) >= ratio) return d;
  }
  return BLACK;
}

/** The colour of a value the theme can use; undefined when it is unset, mostly transparent or near white. */
export function usableAccent(value: unknown): Rgb | undefined {
  const argb = toArgb(value);
  if (argb === undefined || (argb >>> 24) < 0x80) return undefined;
  const rgb: Rgb = [(argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff];
  return contrast(rgb, WHITE) < 1.5 ? undefined : rgb;
}

export type AccentTheme = Record<`--color-${string}`, string>;

/** The custom properties of an accent colour; null when the colour cannot be used (see the top of the file). */
export function accentTheme(value: unknown): AccentTheme | null {
  const accent = usableAccent(value);
  if (!accent) return null;
  // Near-black reads better than white on a light colour; on a mid-grey one only pure black reaches 4.5:1.
  const dark = contrast(DARK_TEXT, accent) >= 4.5 ? DARK_TEXT : BLACK;
  const onAccent = contrast(WHITE, accent) >= contrast(dark, accent) ? WHITE : dark;
  // 4.6 rather than 4.5: shades are rounded to whole channel values.
  const base = darkenUntil(accent, WHITE, 4.6);
  const tint100 = mix(base, WHITE, 0.88);
  const shade700 = darkenUntil(base, tint100, 4.6);
  const steps: [string, Rgb][] = [
    ['50', mix(base, WHITE, 0.94)],
    ['100', tint100],
    ['200', mix(base, WHITE, 0.74)],
    ['300', mix(base, WHITE, 0.56)],
    ['400', mix(base, WHITE, 0.36)],
    ['500', mix(base, WHITE, 0.16)],
    ['600', base],
    ['700', shade700],
    ['800', mix(shade700, BLACK, 0.2)],
    ['900', mix(shade700, BLACK, 0.38)],
    ['950', mix(shade700, BLACK, 0.56)],
  ];
  const theme: AccentTheme = { '--color-accent': hex(accent), '--color-on-accent': hex(onAccent) };
  for (const [step, c] of steps) theme[`--color-indigo-${step}`] = hex(c);
  return theme;
}
