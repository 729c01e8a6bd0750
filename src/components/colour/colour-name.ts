/**
 * A colour's name in everyday words ("dark teal", "light grey"), for the
 * colour field's description: people read a name, not an encoding. Greys by
 * lightness; other colours by hue with "light"/"dark" from lightness, and
 * "greyish" when washed out.
 */
import { toArgb } from '../../contract/colour';

const HUES: [number, string][] = [
  [12, 'red'],
  [40, 'orange'],
  [46, 'amber'],
  [65, 'yellow'],
  [85, 'lime'],
  [150, 'green'],
  [185, 'teal'],
  [200, 'cyan'],
  [215, 'sky blue'],
  [245, 'blue'],
  [262, 'indigo'],
  [285, 'violet'],
  [310, 'purple'],
  [335, 'pink'],
  [350, 'rose'],
  [360, 'red'],
];

/** The name of a colour value (ARGB integer or `#RRGGBB` / `#AARRGGBB`); undefined when it is not a colour. */
export function colourName(value: unknown): string | undefined {
  const argb = toArgb(value);
  if (argb === undefined) return undefined;
  const [r, g, b] = [(argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (s < 0.12 || d < 0.06) {
    if (l > 0.96) return 'white';
    if (l > 0.75) return 'light grey';
    if (l > 0.4) return 'grey';
    if (l > 0.1) return 'dark grey';
    return 'black';
  }
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  let hue = (HUES.find(([limit]) => h < limit) ?? HUES[0])[1];
  if (hue === 'orange' && l < 0.35) hue = 'brown';
  const shade = l > 0.75 ? 'light ' : l < 0.3 ? 'dark ' : '';
  const washed = s < 0.35 ? 'greyish ' : '';
  return `${shade}${washed}${hue}`;
}
