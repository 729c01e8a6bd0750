/**
 * User text is counted and cut by the characters people see (grapheme clusters, `Intl.Segmenter`):
 * an emoji, a flag or a letter with its accents is one character, and text is never cut inside one,
 * so a shortened preview never ends in half an emoji. The contract's length limits count the same way,
 * so the console's counters and the service agree. Without `Intl.Segmenter`, code points are counted.
 */

const segmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

function* characters(text: string): Generator<string> {
  if (segmenter) for (const s of segmenter.segment(text)) yield s.segment;
  else yield* text;
}

/** Segmenting looks at the whole text first: a limit is checked on a window of this many UTF-16 units per character. */
const UNITS_PER_CHARACTER = 16;

function count(text: string, stopAfter: number): number {
  let n = 0;
  for (const _char of characters(text)) {
    n += 1;
    if (n > stopAfter) break;
  }
  return n;
}

/**
 * How many characters `text` holds. With `stopAfter`, counting stops once past it, and only the first
 * `(stopAfter + 1) * 16` UTF-16 units are looked at: text whose characters average more than 16 units
 * each (no writing system does) counts as `stopAfter + 1`, so a huge text costs no more than a short one.
 */
export function countCharacters(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(stopAfter)) return count(text, stopAfter);
  const window = Math.min(text.length, (stopAfter + 1) * UNITS_PER_CHARACTER);
  const n = count(text.slice(0, window), stopAfter);
  return n <= stopAfter && window < text.length ? stopAfter + 1 : n;
}

/** True when `text` holds more than `max` characters. */
export function exceedsCharacters(text: string, max: number): boolean {
  if (text.length <= max) return false; // a character is at least one UTF-16 unit
  return countCharacters(text, max) > max;
}

/** The first `max` characters of `text`. */
export function cutCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let n = 0;
  for (const char of characters(text.slice(0, (max + 1) * UNITS_PER_CHARACTER))) {
    if (n === max) break;
    out += char;
    n += 1;
  }
  return out;
}

/** `text` whole when it has at most `max` characters, else its first `max - 1` characters and "…". */
export function shorten(text: string, max: number, ellipsis = '…'): string {
  if (!exceedsCharacters(text, max)) return text;
  return `${cutCharacters(text, Math.max(0, max - 1))}${ellipsis}`;
}
