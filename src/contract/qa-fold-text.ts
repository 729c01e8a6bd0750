/**
 * Text folded for comparison, with the way back to the original: lower case, accents and other marks taken off
 * ("Café" → "cafe"), compatibility forms unfolded ("ﬁ" → "fi", full-width letters → ASCII). Each folded
 * character remembers the index of the original character it came from, so a match in the folded text can be
 * marked in the text as typed. Used by the board's search, the duplicate grouping and the word filter.
 */
export type FoldedText = { text: string; from: number[] };

const MARKS = /\p{M}/gu;

export function foldChar(c: string): string {
  return c.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The folded text alone (no way back): for comparing, where nothing is marked. */
export function foldPlain(original: string): string {
  return original.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

export function foldText(original: string, mapChar: (c: string) => string = foldChar): FoldedText {
  let text = '';
  const from: number[] = [];
  let i = 0;
  for (const c of original) {
    const f = mapChar(c);
    text += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += c.length;
  }
  return { text, from };
}

/** The original range [start, end) of folded range [a, b). */
export function originalRange(folded: FoldedText, a: number, b: number, original: string): [number, number] {
  const start = folded.from[a] ?? original.length;
  const lastFrom = folded.from[b - 1] ?? start;
  const cp = original.codePointAt(lastFrom) ?? 0;
  return [start, lastFrom + (cp > 0xffff ? 2 : 1)];
}
