/**
 * The browser tests' one knob on the console's fixed waits: a page whose script set
 * `window.__consoleTimerScale` (a number from 0.01 to 1) before the console loaded runs the intervals that use
 * `scaledMs` that much faster, so a test that proves "the dashboard refreshes by itself" or "an open editor
 * notices a change made elsewhere" waits a second or two instead of 15 or 20. The console never sets it:
 * unset (every real tab), anything else than such a number, or no `window` (unit tests) leaves every
 * interval as written. Playwright sets it with an init script (`consoleTimerScale` in e2e/fixtures.ts).
 */
const MIN_SCALE = 0.01;

export function timerScale(source: unknown = typeof window === 'undefined' ? undefined : (window as { __consoleTimerScale?: unknown }).__consoleTimerScale): number {
  return typeof source === 'number' && Number.isFinite(source) && source >= MIN_SCALE && source <= 1 ? source : 1;
}

/** `ms` as written, or shortened by the tests' knob (never below 100 ms). */
export function scaledMs(ms: number, scale: number = timerScale()): number {
  return scale === 1 ? ms : Math.max(100, Math.round(ms * scale));
}
