/**
 * Scrolling while dragging near an edge, at a bounded speed: within 48 px of
 * the top or bottom of what can be seen of the grid, the grid (or, once it is
 * at its end, the page) scrolls, faster the closer the pointer, never faster
 * than `EDGE_MAX_PX_PER_S` (at the edge itself or beyond it). Together with
 * the drop geometry (a block never leaves the day shown), a drag held at an
 * edge can scroll to the day's end and no further.
 */
export const EDGE_ZONE_PX = 48;
/** 480 px a second: five hours of the grid a second at most. */
export const EDGE_MAX_PX_PER_S = 480;

/** The scroll speed (px/s; negative: up) for a pointer at `y` in a view from `top` to `bottom`. */
export function edgeSpeed(y: number, top: number, bottom: number, zone = EDGE_ZONE_PX, max = EDGE_MAX_PX_PER_S): number {
  const z = Math.max(1, Math.min(zone, (bottom - top) / 3));
  if (y >= bottom - z) return max * Math.min(1, (y - (bottom - z)) / z);
  if (y <= top + z) return -max * Math.min(1, (top + z - y) / z);
  return 0;
}

/** The pixels to scroll after `ms` milliseconds at `speed`, whole pixels (the browser rounds them anyway), carrying the rest. */
export function scrollStep(speed: number, ms: number, carry: number): { px: number; carry: number } {
  const exact = (speed * Math.min(ms, 100)) / 1000 + carry;
  const px = Math.trunc(exact);
  return { px, carry: exact - px };
}
