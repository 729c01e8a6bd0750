/**
 * How long a text looks on screen: its graphemes (what a reader counts as characters), not its code points,
 * so that a few letters under thousands of combining marks are sized as the few letters they are (and their
 * marks are clipped by the card, never spilling over the screen).
 */
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

export function visibleLength(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** Text of a card: wraps anywhere and is clipped by its card, whatever it holds (a 500-letter word, a flood of combining marks). */
export const cardText = 'overflow-hidden [overflow-wrap:anywhere]';
