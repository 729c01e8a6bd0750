/**
 * Stable identities for the feeds: a session, speaker or room keeps its UUID, its number and its slug from one
 * release to the next, so calendars update an entry instead of adding one, and video teams' tools keep their
 * recordings attached. UUIDs are name-based (version 5 layout over SHA-1 of the event and the record's id);
 * numbers are 31 bits of a hash, made unique within a release (the rare collision takes the next free number,
 * in id order).
 */
import { createHash } from 'node:crypto';

export function stableUuid(...parts: string[]): string {
  const h = createHash('sha1').update(parts.join('\u0000')).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** A positive whole number per id (1 … 2^31-1), unique among `ids`. */
export function stableNumbers(ids: readonly string[], scope: string): Map<string, number> {
  const out = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of [...new Set(ids)].sort()) {
    let n = (createHash('sha1').update(`${scope}\u0000${id}`).digest().readUInt32BE(0) & 0x7fffffff) || 1;
    while (taken.has(n)) n = n >= 0x7fffffff ? 1 : n + 1;
    taken.add(n);
    out.set(id, n);
  }
  return out;
}

/** Lower-case letters, digits and dashes, never ending in a dash (frab's slug rule); `fallback` when nothing is left. */
export function slugify(value: string, fallback: string, max = 60): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
