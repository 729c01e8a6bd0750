/**
 * A batch that got no answer (the connection dropped, the server stopped) may
 * have been saved all the same. Before such rows are sent again, they are
 * looked up among the stored abstracts: a row to create that is found there is
 * sent as an edit of the saved abstract instead, so a retry never saves a row
 * twice. A row matches an abstract with the same abstract number and title, or
 * (for a row without a number) the only abstract with its title and no number;
 * each stored abstract is claimed by one row at most.
 */
import type { ImportRow } from './abstract-import-run';

export type StoredAbstractRef = { documentId: string; title?: string; abstractNumber?: string };

function keyOf(title: unknown, abstractNumber: unknown): string | null {
  const t = typeof title === 'string' ? title.trim() : '';
  if (!t) return null;
  const n = typeof abstractNumber === 'string' ? abstractNumber.trim() : '';
  return `${n}\u0000${t}`;
}

export function asEditsOfSaved(rows: readonly ImportRow[], unanswered: ReadonlySet<number>, stored: readonly StoredAbstractRef[]): { rows: ImportRow[]; matched: number } {
  const byKey = new Map<string, string[]>();
  for (const a of stored) {
    const k = keyOf(a.title, a.abstractNumber);
    if (k !== null) byKey.set(k, [...(byKey.get(k) ?? []), a.documentId]);
  }
  const claimed = new Set<string>();
  let matched = 0;
  const out = rows.map((row) => {
    if (!unanswered.has(row.rowNumber) || row.item.documentId) return row;
    const k = keyOf(row.item.title, row.item.abstractNumber);
    const candidates = k === null ? [] : (byKey.get(k) ?? []).filter((id) => !claimed.has(id));
    // Without a number, a title shared by several abstracts says nothing about which one this row made.
    const numbered = typeof row.item.abstractNumber === 'string' && row.item.abstractNumber.trim() !== '';
    if (candidates.length === 0 || (!numbered && candidates.length > 1)) return row;
    claimed.add(candidates[0]);
    matched++;
    return { ...row, item: { documentId: candidates[0], ...row.item } };
  });
  return { rows: out, matched };
}
