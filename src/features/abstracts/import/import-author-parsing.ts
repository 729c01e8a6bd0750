/**
 * Authors and institutions from the layouts spreadsheets of abstracts use:
 *
 * - an authors cell "Ann Lee (1,2); Bo Chan* (2)" with numbers pointing into an
 *   institutions cell "1. Univ A; 2. Univ B" (or "Univ A; Univ B" in order);
 * - numbers written as "[1,2]", "^1,2" or trailing digits "Ann Lee1,2";
 * - institution names in brackets instead of numbers: "Ann Lee (Univ A)";
 * - one column per author ("Author 1", "Author 1 institutions", …) with
 *   institution names, collected into one numbered list.
 *
 * A presenting author is marked with "*" or "(presenter)", or named in a
 * separate presenter column. Pure functions: no I/O.
 */
import type { Author } from '../../../contract/abstract';

export type ParsedAuthors = { institutions: string[]; authors: Author[] };

/** Splits a list cell on ";", "|" or new lines; when none is present, on commas outside brackets. */
export function splitListCell(text: string, allowCommas: boolean): string[] {
  const t = text.trim();
  if (!t) return [];
  let parts: string[];
  if (/[;|\n\r]/.test(t.replace(/[([][^)\]]*[)\]]/g, ''))) parts = splitOutsideBrackets(t.replace(/[|\r\n]+/g, ';'), ';');
  else if (allowCommas) parts = splitOutsideBrackets(t, ',');
  else parts = [t];
  return parts.map((p) => p.trim()).filter(Boolean);
}

function splitOutsideBrackets(text: string, sep: ',' | ';'): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === sep && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  if (sep === ';') return out;
  // Re-join pieces that are only numbers (the tail of "Lee1,2").
  const joined: string[] = [];
  for (const piece of out) {
    if (/^\s*\d+\s*$/.test(piece) && joined.length && /\d\s*$/.test(joined[joined.length - 1])) joined[joined.length - 1] += `,${piece.trim()}`;
    else joined.push(piece);
  }
  return joined;
}

/**
 * An institutions cell: "1. Univ A; 2. Univ B", "[1] Univ A | [2] Univ B",
 * "1) Univ A\n2) Univ B" or unnumbered "Univ A; Univ B" (numbered in order).
 * Numbered entries land at their number's position.
 */
export function parseInstitutionList(text: string): string[] {
  const parts = splitListCell(text, false);
  const numbered = parts.map((p) => /^\s*(?:\[(\d+)\]|\(?(\d+)[.):]?)\s+(.+)$/.exec(p));
  if (parts.length > 0 && numbered.every(Boolean)) {
    const out: string[] = [];
    const entries = numbered.map((m) => ({ n: Number(m![1] ?? m![2]), name: m![3].trim() }));
    const sorted = [...entries].sort((a, b) => a.n - b.n);
    const consecutive = sorted.every((e, i) => e.n === i + 1);
    if (consecutive) return sorted.map((e) => e.name);
    // Gaps or repeats: keep the written order, which is what the numbers most likely meant.
    for (const e of entries) out.push(e.name);
    return out;
  }
  return parts;
}

export type AuthorToken = {
  name: string;
  presenter: boolean;
  /** 1-based numbers written after the name. */
  numbers: number[];
  /** Institution names written in brackets after the name. */
  institutionNames: string[];
};

const PRESENTER_WORDS = /\((?:presenter|presenting(?: author)?|speaker)\)/i;

/** One author entry: "Ann Lee* (1,2)", "Ann Lee [1]", "Ann Lee^1,2", "Ann Lee1,2", "Ann Lee (Univ A)". */
export function parseAuthorToken(raw: string): AuthorToken {
  let s = raw.trim();
  let presenter = false;
  if (PRESENTER_WORDS.test(s)) {
    presenter = true;
    s = s.replace(PRESENTER_WORDS, ' ');
  }
  if (s.includes('*')) {
    presenter = true;
    s = s.replace(/\*/g, ' ');
  }
  const numbers: number[] = [];
  const institutionNames: string[] = [];
  // Bracketed parts: numbers or institution names.
  s = s.replace(/[([]([^)\]]*)[)\]]/g, (_, inner: string) => {
    const bits = inner.split(/[,;]/).map((b) => b.trim()).filter(Boolean);
    if (bits.length && bits.every((b) => /^\d+$/.test(b))) numbers.push(...bits.map(Number));
    else if (inner.trim()) institutionNames.push(...inner.split(';').map((b) => b.trim()).filter(Boolean));
    return ' ';
  });
  // ^1,2 or trailing digits 1,2 glued to the name (only when no bracketed numbers were given).
  const tail = numbers.length ? null : /(?:\^|\s|(?<=[^\d\s]))(\d+(?:\s*,\s*\d+)*)\s*$/.exec(s);
  if (tail) {
    numbers.push(...tail[1].split(',').map((b) => Number(b.trim())));
    s = s.slice(0, tail.index);
  }
  s = s.replace(/\^/g, ' ');
  return { name: s.replace(/\s+/g, ' ').trim(), presenter, numbers, institutionNames };
}

function isSamePerson(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Authors cell plus institutions cell (and an optional presenter name) into the
 * service's shape. Numbers are kept as written (number n becomes position
 * n - 1) so that a number with no institution is reported by the contract's
 * consistency check rather than silently dropped.
 */
export function parseAuthorsAndInstitutions(authorsText: string, institutionsText = '', presenterName = ''): ParsedAuthors {
  const institutions = parseInstitutionList(institutionsText);
  const tokens = splitListCell(authorsText, true).map(parseAuthorToken).filter((t) => t.name);
  const authors: Author[] = tokens.map((t) => {
    const indexes = [...t.numbers.map((n) => n - 1)];
    for (const name of t.institutionNames) {
      let at = institutions.findIndex((i) => i.toLowerCase() === name.toLowerCase());
      if (at < 0) {
        institutions.push(name);
        at = institutions.length - 1;
      }
      indexes.push(at);
    }
    const author: Author = { name: t.name, institutionIndexes: [...new Set(indexes)] };
    if (t.presenter || (presenterName && isSamePerson(presenterName, t.name))) author.isPresenter = true;
    return author;
  });
  return { institutions, authors };
}

export type AuthorColumns = { name: string; institutions?: string; presenter?: boolean };

/**
 * One column per author: names with their institution names. The institutions
 * are numbered in order of first appearance.
 */
export function authorsFromColumns(entries: readonly AuthorColumns[], presenterName = ''): ParsedAuthors {
  const institutions: string[] = [];
  const authors: Author[] = [];
  for (const e of entries) {
    const token = parseAuthorToken(e.name ?? '');
    if (!token.name) continue;
    const indexes: number[] = [];
    for (const inst of splitListCell(e.institutions ?? '', false)) {
      let at = institutions.findIndex((i) => i.toLowerCase() === inst.toLowerCase());
      if (at < 0) {
        institutions.push(inst);
        at = institutions.length - 1;
      }
      indexes.push(at);
    }
    const author: Author = { name: token.name, institutionIndexes: [...new Set(indexes)] };
    if (e.presenter || token.presenter || (presenterName && isSamePerson(presenterName, token.name))) author.isPresenter = true;
    authors.push(author);
  }
  return { institutions, authors };
}

/** The reverse, for exports: "Ann Lee* (1,2); Bo Chan (2)" and "1. Univ A; 2. Univ B". */
export function formatAuthorsCell(authors: readonly Author[]): string {
  return authors
    .map((a) => {
      const nums = [...new Set(a.institutionIndexes ?? [])].sort((x, y) => x - y).map((n) => n + 1);
      return `${a.name}${a.isPresenter ? '*' : ''}${nums.length ? ` (${nums.join(',')})` : ''}`;
    })
    .join('; ');
}

export function formatInstitutionsCell(institutions: readonly string[]): string {
  return institutions.map((name, i) => `${i + 1}. ${name}`).join('; ');
}
