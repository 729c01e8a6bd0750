/**
 * The team's word filter: which listed words or phrases a question contains, and where.
 *
 * - Case and accents are ignored ("DAMN", "dámn"), and letters that look alike count as the letter they
 *   imitate: digits and signs inside a word ("sh1t", "@ss", "$hit"), and Cyrillic or Greek letters that look
 *   Latin ("аss" with a Cyrillic а). A word of digits only stays a number ("2024" is not "zoza").
 * - Whole words only: "ass" does not match "assess" or "class", "hell" not "hello". A listed word also matches
 *   its common endings ("idiots", "fucking", "shitty"). A phrase matches its words in a row, whatever the spaces or punctuation
 *   between them ("shut   up", "shut-up").
 * Shared by the console's server (automatic approval as questions arrive) and the board (flags and marks).
 */
import { foldChar, foldText } from './qa-fold-text';

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g',
  '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e',
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};

const LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{N}@$!|€]/u;
const JOINER = /[.'’*]/u;

type Token = { word: string; start: number; end: number };

/** The text's words, folded and with look-alikes read as letters, each with its place in the text as typed. */
export function filterTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const chars = [...text];
  let i = 0;
  let at = 0;
  while (i < chars.length) {
    if (!WORD_CHAR.test(chars[i])) {
      at += chars[i].length;
      i++;
      continue;
    }
    let j = i;
    let end = at;
    // A joiner between two word characters ("s.h.i.t", "f*ck", "don't") stays inside the word.
    const joins = (k: number) => JOINER.test(chars[k]) && k + 1 < chars.length && WORD_CHAR.test(chars[k + 1]) && WORD_CHAR.test(chars[k - 1] ?? '');
    while (j < chars.length && (WORD_CHAR.test(chars[j]) || joins(j))) {
      end += chars[j].length;
      j++;
    }
    const raw = chars.slice(i, j).join('');
    const hasLetter = [...raw].some((c) => LETTER.test(c));
    // Signs like "!" only count as letters inside a word; a trailing "!" is punctuation.
    const trimmed = raw.replace(/[!|]+$/u, '');
    const folded = foldText(trimmed, (c) => {
      const f = foldChar(c);
      return (hasLetter || !/\p{N}/u.test(c) ? (LOOK_ALIKES[f] ?? LOOK_ALIKES[c] ?? f) : f).replace(/[.'’*]/g, '');
    }).text;
    if (folded) tokens.push({ word: folded, start: at, end: at + trimmed.length });
    at = end;
    i = j;
  }
  return tokens;
}

/** A listed entry as the words it must match in a row. */
export function entryWords(entry: string): string[] {
  return filterTokens(entry).map((t) => t.word);
}

/** A listed word, or the word with a common ending ("idiots", "fucking", "pissed", "shitty"). */
const ENDINGS = ['', 's', 'es', 'ing', 'ed', 'er', 'ers', 'y'];
function sameWord(listed: string, word: string): boolean {
  if (!word.startsWith(listed)) return false;
  const rest = word.slice(listed.length);
  // The last letter doubled before an ending: "shitty", "cumming".
  return ENDINGS.includes(rest) || (rest.length > 1 && rest[0] === listed.at(-1) && ENDINGS.includes(rest.slice(1)));
}

export type WordMatch = { entry: string; start: number; end: number };

/** The listed words and phrases `text` contains, each where it stands in the text (in text order). */
export function findListedWords(text: string, list: readonly string[]): WordMatch[] {
  if (list.length === 0 || !text) return [];
  const tokens = filterTokens(text);
  const entries = list.map((entry) => ({ entry, words: entryWords(entry) })).filter((e) => e.words.length > 0);
  const out: WordMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const e of entries) {
      if (i + e.words.length > tokens.length) continue;
      if (e.words.every((w, k) => sameWord(w, tokens[i + k].word))) out.push({ entry: e.entry, start: tokens[i].start, end: tokens[i + e.words.length - 1].end });
    }
  }
  return out;
}
