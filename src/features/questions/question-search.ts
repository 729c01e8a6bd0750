/**
 * The board's search: what the moderator types, split into words, each folded (case and accents ignored);
 * a question matches when every word appears in its text or its answer. The matching parts of the text are
 * marked (merged where they touch).
 */
import { foldPlain, foldText, originalRange } from '../../contract/qa-fold-text';

export type SearchTerms = readonly string[];

export function searchTerms(query: string): SearchTerms {
  return foldPlain(query.trim()).split(/\s+/).filter(Boolean);
}

export function matchesSearch(terms: SearchTerms, ...texts: string[]): boolean {
  if (terms.length === 0) return true;
  const hay = texts.map(foldPlain).join('\n');
  return terms.every((t) => hay.includes(t));
}

/** Ranges [start, end) of `text` that match a term, in order and merged. */
export function searchRanges(terms: SearchTerms, text: string): [number, number][] {
  if (terms.length === 0) return [];
  const folded = foldText(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let at = folded.text.indexOf(term);
    while (at >= 0) {
      ranges.push(originalRange(folded, at, at + term.length, text));
      at = folded.text.indexOf(term, at + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
