/**
 * The projector's colours, taken from the event's settings and guarded so
 * text always reads from the back of a room:
 * - background: `primaryBackgroundColor`; text: `primaryFontColor` when it
 *   reads on that background at 4.5:1 or better (WCAG AA, more than the 3:1
 *   large text needs), else white or near-black, whichever reads better;
 * - surface (cards, the spotlight): `cardBackgroundColor` when the text reads
 *   on it too and it stands apart from the background, else the background
 *   with a little of the text colour mixed in;
 * - accent (the leading poll bar, marks): `primaryAccentColor`, moved towards
 *   the text colour until it stands out on the surface at 3:1 (WCAG's rule
 *   for graphics); `accentText` is the accent where it is used as text,
 *   4.5:1 on the surface, else the text colour;
 * - muted text (secondary lines) at 4.5:1 still; track and muted bar for the
 *   poll chart.
 * Without a usable background (unset, mostly transparent, or no event
 * settings at all) the whole calm default palette is used.
 */
import { toArgb } from '../../contract/colour';
import { contrast, hex } from '../colour/accent-theme';

type Rgb = [number, number, number];

export type ProjectorPalette = {
  background: string;
  text: string;
  muted: string;
  surface: string;
  accent: string;
  onAccent: string;
  accentText: string;
  track: string;
  mutedBar: string;
};

export type EventColours = {
  primaryBackgroundColor?: unknown;
  primaryFontColor?: unknown;
  primaryAccentColor?: unknown;
  cardBackgroundColor?: unknown;
};

const WHITE: Rgb = [255, 255, 255];
const DARK: Rgb = [2, 6, 23];
/** The calm default: slate-900 background, near-white text, indigo-300 accent. */
const DEFAULT = { background: [15, 23, 42] as Rgb, text: [248, 250, 252] as Rgb, accent: [165, 180, 252] as Rgb };

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

/** The colour of a setting, or undefined when unset, not a colour or mostly transparent. */
function opaque(value: unknown): Rgb | undefined {
  const argb = toArgb(value);
  if (argb === undefined || argb >>> 24 < 0x80) return undefined;
  return [(argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff];
}

/** The first of `from` towards `to` (in small steps) that reaches `ratio` against `against`. */
function moveUntil(from: Rgb, to: Rgb, against: Rgb, ratio: number): Rgb {
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const c = mix(from, to, Math.min(1, t));
    if (contrast(c, against) >= ratio) return c;
  }
  return to;
}

/** The background with a little of the text colour in it, or away from it when that would cost the text its 4.5:1. */
function liftedSurface(background: Rgb, text: Rgb): Rgb {
  const towards = mix(background, text, 0.07);
  if (contrast(text, towards) >= 4.5) return towards;
  return mix(background, contrast(text, WHITE) > contrast(text, [0, 0, 0]) ? WHITE : [0, 0, 0], 0.1);
}

const betterOf = (on: Rgb) => (contrast(WHITE, on) >= contrast(DARK, on) ? WHITE : DARK);

export function projectorPalette(event: EventColours | undefined): ProjectorPalette {
  const setBackground = opaque(event?.primaryBackgroundColor);
  const background = setBackground ?? DEFAULT.background;
  const wantedText = setBackground ? opaque(event?.primaryFontColor) : DEFAULT.text;
  const text = wantedText && contrast(wantedText, background) >= 4.5 ? wantedText : betterOf(background);

  const card = setBackground ? opaque(event?.cardBackgroundColor) : undefined;
  const surface = card && contrast(text, card) >= 4.5 && contrast(card, background) >= 1.1 ? card : liftedSurface(background, text);

  const wantedAccent = (setBackground ? opaque(event?.primaryAccentColor) : undefined) ?? DEFAULT.accent;
  const accent = moveUntil(wantedAccent, text, surface, 3);
  const accentText = contrast(accent, surface) >= 4.5 ? accent : text;
  const muted = moveUntil(mix(text, surface, 0.3), text, surface, 4.5);

  return {
    background: hex(background),
    text: hex(text),
    muted: hex(muted),
    surface: hex(surface),
    accent: hex(accent),
    onAccent: hex(betterOf(accent)),
    accentText: hex(accentText),
    track: hex(mix(surface, text, 0.12)),
    mutedBar: hex(moveUntil(mix(surface, text, 0.4), text, surface, 3)),
  };
}

/** The palette as CSS custom properties (`--projector-background`, …) for the projector frame. */
export function paletteProperties(p: ProjectorPalette): Record<`--projector-${string}`, string> {
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [`--projector-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, v])) as Record<`--projector-${string}`, string>;
}
