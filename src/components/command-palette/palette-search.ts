/**
 * The palette's search: which records match what was typed, best first.
 *
 * - Every word typed must appear somewhere in the record (its title or its
 *   detail), in any order; case and accents do not matter ("jose" finds "José").
 * - A record whose title starts with the words comes first, then one with a
 *   word of its title starting with the first word typed, then a title that
 *   holds the words anywhere, then a match in the detail only.
 * - Within a rank, shorter titles first (the closer match), then A to Z.
 *
 * Records carry their searchable text already folded (`paletteRecord`), so a
 * keystroke is a scan of plain `includes` over the list: tens of thousands of
 * records in a few milliseconds.
 */

export const RECORD_KINDS = ['session', 'speaker', 'sponsor', 'guest', 'abstract', 'poll', 'question'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type PaletteRecord = {
  /** Unique within its kind. */
  id: string;
  kind: RecordKind;
  title: string;
  /** A second line: e-mail, company, session, … */
  detail: string;
  /** The in-app address it opens. */
  to: string;
  /** Folded title, for ranking. */
  foldedTitle: string;
  /** Folded title and detail, searched. */
  folded: string;
};

/** Lower case, accents removed, runs of spaces made one. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function paletteRecord(r: { id: string; kind: RecordKind; title: string; detail?: string; to: string }): PaletteRecord {
  const detail = r.detail ?? '';
  const foldedTitle = fold(r.title);
  return { ...r, detail, foldedTitle, folded: detail ? `${foldedTitle} \u0000 ${fold(detail)}` : foldedTitle };
}

/** How well a record matches (lower is better), or null when a word is missing. */
function rankOf(record: PaletteRecord, query: string, words: readonly string[]): number | null {
  for (const w of words) if (!record.folded.includes(w)) return null;
  const t = record.foldedTitle;
  if (t.startsWith(query)) return 0;
  const first = words[0];
  if (t.startsWith(first) || t.includes(` ${first}`)) return 1;
  if (words.every((w) => t.includes(w))) return 2;
  return 3;
}

type Hit = { r: PaletteRecord; rank: number };

/** Better first: rank, then the shorter title, then A to Z. */
function compare(a: Hit, b: Hit): number {
  return a.rank - b.rank || a.r.title.length - b.r.title.length || (a.r.foldedTitle < b.r.foldedTitle ? -1 : a.r.foldedTitle > b.r.foldedTitle ? 1 : 0);
}

/**
 * The records matching `query`, best first, at most `limit`. An empty query matches nothing.
 * Only the best `limit` are kept while scanning (a one-letter query over ten thousand guests sorts no more than that).
 */
export function searchRecords(records: readonly PaletteRecord[], query: string, limit = 30): PaletteRecord[] {
  const q = fold(query);
  if (!q || limit <= 0) return [];
  const words = q.split(' ');
  const best: Hit[] = [];
  for (const r of records) {
    const rank = rankOf(r, q, words);
    if (rank === null) continue;
    const hit = { r, rank };
    if (best.length === limit && compare(hit, best[limit - 1]) >= 0) continue;
    if (best.length === limit) best.pop();
    let i = best.length;
    while (i > 0 && compare(hit, best[i - 1]) < 0) i--;
    best.splice(i, 0, hit);
  }
  return best.map((h) => h.r);
}
