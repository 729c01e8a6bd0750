/**
 * Which section cards are open, as a set of editor keys, carried across the list's changes: a card keeps
 * its state when it moves; when every key is new (the stored sections were read again after a save) the
 * state follows the positions; a section with a problem or a warning is opened when those change, so an
 * error is never hidden inside a closed card.
 */
import type { EditorSection, SectionProblem } from './section-model';

/** The positions to open for the problems and warnings shown, and a signature telling when they changed. */
export function attentionOf(problems: ReadonlyMap<number, readonly SectionProblem[]> | undefined, warnings: ReadonlyMap<number, readonly string[]> | undefined) {
  const positions = new Set<number>();
  const parts: string[] = [];
  for (const [i, list] of problems ?? []) {
    if (list.length === 0) continue;
    positions.add(i);
    parts.push(`p${i}:${list.map((p) => `${p.field}=${p.message}`).join('|')}`);
  }
  for (const [i, list] of warnings ?? []) {
    if (list.length === 0) continue;
    positions.add(i);
    parts.push(`w${i}:${list.join('|')}`);
  }
  return { positions: [...positions].sort((a, b) => a - b), signature: parts.sort().join('\n') };
}

/** The open keys after the list went from `before` to `after`. */
export function carryOpen(before: readonly EditorSection[], after: readonly EditorSection[], open: ReadonlySet<string>): Set<string> {
  const known = new Set(before.map((s) => s.key));
  const replaced = after.length > 0 && before.length > 0 && after.every((s) => !known.has(s.key));
  if (replaced) return new Set(after.filter((_, i) => i < before.length && open.has(before[i].key)).map((s) => s.key));
  const present = new Set(after.map((s) => s.key));
  return new Set([...open].filter((k) => present.has(k)));
}

/** `open` with the sections at `positions` added. */
export function withOpened(sections: readonly EditorSection[], open: ReadonlySet<string>, positions: readonly number[]): Set<string> {
  const next = new Set(open);
  for (const i of positions) if (sections[i]) next.add(sections[i].key);
  return next;
}
