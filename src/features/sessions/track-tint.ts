/**
 * A block's fill from its track's colour: the colour itself for the block's
 * left edge, and a pale mix of it with white for its body, pale enough that
 * the block's dark text keeps its contrast whatever the colour. A session
 * without a track (or a track without a colour) is grey.
 */
import { toArgb } from '../../contract/colour';

/** How much of the track's colour the body takes (the rest is white). */
const BODY_SHARE = 0.2;
export const NO_TRACK = { edge: '#94A3B8', body: '#F1F5F9' };

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0').toUpperCase();

export function trackTint(colour: unknown): { edge: string; body: string } {
  const argb = toArgb(colour);
  if (argb === undefined) return NO_TRACK;
  const rgb = [(argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff];
  // White (the API's "no colour") reads as no track.
  if (rgb.every((c) => c === 0xff)) return NO_TRACK;
  const mix = (c: number) => 255 - (255 - c) * BODY_SHARE;
  return { edge: `#${rgb.map(hex).join('')}`, body: `#${rgb.map(mix).map(hex).join('')}` };
}
