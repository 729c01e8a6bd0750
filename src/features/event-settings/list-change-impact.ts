/**
 * What a change of the track or tier list does to the records that point into
 * it. Sessions store `track` and sponsors store `tier` as positions, not
 * names: after the save, a record at position p shows under whatever name is
 * at position p then (a blank heading when the list no longer reaches p).
 */
import type { ListRow } from './settings-form';

export type ImpactKind = 'moved' | 'blank' | 'renamed';

export type ListImpact = {
  kind: ImpactKind;
  position: number;
  count: number;
  before: string;
  after: string;
  message: string;
};

export type RecordWords = { one: string; many: string };

export const SESSION_WORDS: RecordWords = { one: 'session', many: 'sessions' };
export const SPONSOR_WORDS: RecordWords = { one: 'sponsor', many: 'sponsors' };

/** How many records sit at each position. */
export function countByPosition(positions: readonly (number | undefined | null)[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of positions) {
    if (typeof p === 'number' && Number.isInteger(p) && p >= 0) m.set(p, (m.get(p) ?? 0) + 1);
  }
  return m;
}

/**
 * One account per saved position that has records and whose name changes:
 * "3 sessions on 'Clinical' will show under 'Posters'".
 */
export function listChangeImpact(
  savedNames: readonly string[],
  rows: readonly ListRow[],
  counts: ReadonlyMap<number, number>,
  words: RecordWords,
  preposition = 'on',
): ListImpact[] {
  const out: ListImpact[] = [];
  const positions = [...counts.keys()].sort((a, b) => a - b);
  for (const p of positions) {
    const count = counts.get(p) ?? 0;
    if (count === 0 || p >= savedNames.length) continue;
    const before = savedNames[p];
    const row = rows[p];
    const after = row ? row.name.trim() : '';
    const n = `${count} ${count === 1 ? words.one : words.many}`;
    const willVerb = 'will show';
    if (!row) {
      out.push({ kind: 'blank', position: p, count, before, after: '', message: `${n} ${preposition} '${before}' ${willVerb} under a blank heading (the list no longer has a position ${p + 1}).` });
    } else if (row.origin === p) {
      if (after !== before) {
        out.push({ kind: 'renamed', position: p, count, before, after, message: `${n} ${preposition} '${before}' ${willVerb} under its new name '${after}'.` });
      }
    } else if (after !== before) {
      out.push({ kind: 'moved', position: p, count, before, after, message: `${n} ${preposition} '${before}' ${willVerb} under '${after}'.` });
    }
  }
  return out;
}
