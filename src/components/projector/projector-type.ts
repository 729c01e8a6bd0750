/**
 * The projector's type scale, read from the back of a room: every size is a
 * multiple of one unit, `--pj` = 1 % of the screen's width on a 16:9 screen
 * (`min(1vw, 1.78vh)`, so a screen of another shape never overflows), so
 * 1920 × 1080 and 1280 × 720 show the same layout. Long texts shrink in steps
 * by length, never below a floor that still reads across a room.
 */

/**
 * The unit: 1 % of a 16:9 screen's width. A window taller than wide (a phone
 * held upright, a preview) would get a unit too small to read, so there it is
 * at least 0.9 % of the height (and no more than 2.2 % of the width); on any
 * screen wider than tall that floor is smaller than the unit and changes nothing.
 */
export const PJ_UNIT = 'max(min(1vw, 1.78vh), min(2.2vw, 0.9vh))';

/** A size of `n` units, as a CSS length. */
export const pj = (n: number) => `calc(var(--pj) * ${Number(n.toFixed(3))})`;

/** Units for a text of `length` characters shown at `base` units when short (about 80 characters or fewer). */
export function fittedUnits(length: number, base: number, floor = base * 0.45): number {
  const short = 80;
  if (length <= short) return base;
  return Math.max(floor, base * Math.sqrt(short / length));
}

