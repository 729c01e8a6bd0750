/**
 * Read before write: a form's changes merged with the record as it is now.
 * Three versions of the write body are compared field by field: the base (the
 * record the form was loaded from), mine (the form) and theirs (the record read
 * again just before sending).
 *
 * - a field changed only here is sent;
 * - a field changed only elsewhere is kept (not sent) and named in `keptElsewhere`;
 * - a field changed on both sides to the same value is not sent;
 * - a field changed on both sides to different values is a conflict, and
 *   nothing is sent until the user chooses (`applyChoices`).
 *
 * Content sections (`contentData`) merge section by section. A section's
 * identity is its position and type: while a side keeps the list's shape (the
 * same types in the same order), section i on that side is section i of the
 * base. When one side added, removed or moved sections, a section the other
 * side edited is found on the reshaped side by its base content (it is still
 * there untouched). The same section edited on both sides is a section
 * conflict; sections reshaped on both sides, or a section edited on one side
 * and edited or removed on the reshaping side, is one conflict on the whole list.
 */
import { same } from './stable-json';

export { same };
export type Body = Record<string, unknown>;
export type Section = { type: string; data: Record<string, unknown> };

export type FieldConflict = { field: string; base: unknown; mine: unknown; theirs: unknown };
export type SectionConflict =
  | { kind: 'section'; index: number; type: string; mine: Section; theirs: Section }
  | { kind: 'list'; mine: Section[]; theirs: Section[] };

export type FieldMerge = {
  /** The fields to send (changed here, not already so elsewhere). */
  send: Body;
  /** Fields changed only elsewhere: kept, not sent. */
  keptElsewhere: string[];
  conflicts: FieldConflict[];
};

export type SectionMerge = {
  /** The merged list (for a section conflict: with my version at its place until chosen). */
  merged: Section[];
  conflicts: SectionConflict[];
};

/** The fields of `next` that differ from `base`, with their new values. */
export function changesBetween(base: Body, next: Body): Body {
  return Object.fromEntries(Object.keys(next).filter((k) => !same(base[k], next[k])).map((k) => [k, next[k]]));
}

/**
 * Merges two sets of changes made to the same base: `mine` and `theirs` hold
 * only the fields each side changed, with their new values.
 */
export function mergeChanges(base: Body, mine: Body, theirs: Body): FieldMerge {
  const send: Body = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, value] of Object.entries(mine)) {
    if (!(field in theirs)) send[field] = value;
    else if (!same(value, theirs[field])) conflicts.push({ field, base: base[field], mine: value, theirs: theirs[field] });
  }
  const keptElsewhere = Object.keys(theirs).filter((f) => !(f in mine));
  return { send, keptElsewhere, conflicts };
}

/** Merges three full write bodies (only the keys of `mine` are fields of the form). */
export function mergeFields(base: Body, mine: Body, theirs: Body): FieldMerge {
  const fields = Object.keys(mine);
  const pick = (b: Body) => Object.fromEntries(fields.map((f) => [f, b[f]]));
  return mergeChanges(base, changesBetween(base, mine), changesBetween(pick(base), pick(theirs)));
}

/** The user's choice for each conflicting field: the body to send. */
export function applyChoices(merge: FieldMerge, choices: Record<string, 'mine' | 'theirs'>): Body {
  const send = { ...merge.send };
  for (const c of merge.conflicts) if (choices[c.field] === 'mine') send[c.field] = c.mine;
  return send;
}

const shapeOf = (list: readonly Section[]) => list.map((s) => s.type).join('\u0000');

/** `edited` changed some sections of `base` in place; they are carried onto `reshaped` where their base content still stands. */
function carryEdits(base: readonly Section[], edited: readonly Section[], reshaped: readonly Section[]): Section[] | null {
  const out = [...reshaped];
  const used = new Set<number>();
  for (let j = 0; j < base.length; j += 1) {
    if (same(edited[j], base[j])) continue;
    const at = reshaped.findIndex((s, p) => !used.has(p) && same(s, base[j]));
    if (at < 0) return null;
    used.add(at);
    out[at] = edited[j];
  }
  return out;
}

export function mergeSections(base: readonly Section[], mine: readonly Section[], theirs: readonly Section[]): SectionMerge {
  if (same(mine, base)) return { merged: [...theirs], conflicts: [] };
  if (same(theirs, base) || same(mine, theirs)) return { merged: [...mine], conflicts: [] };
  const mineKept = shapeOf(mine) === shapeOf(base);
  const theirsKept = shapeOf(theirs) === shapeOf(base);
  const whole: SectionMerge = { merged: [...mine], conflicts: [{ kind: 'list', mine: [...mine], theirs: [...theirs] }] };
  if (mineKept && theirsKept) {
    const merged: Section[] = [];
    const conflicts: SectionConflict[] = [];
    base.forEach((b, i) => {
      const m = mine[i];
      const t = theirs[i];
      if (same(m, b)) merged.push(t);
      else if (same(t, b) || same(m, t)) merged.push(m);
      else {
        merged.push(m);
        conflicts.push({ kind: 'section', index: i, type: b.type, mine: m, theirs: t });
      }
    });
    return { merged, conflicts };
  }
  const carried = mineKept ? carryEdits(base, mine, theirs) : theirsKept ? carryEdits(base, theirs, mine) : null;
  return carried ? { merged: carried, conflicts: [] } : whole;
}

/** The sections to send once every section conflict has a choice (keyed by conflict position in `conflicts`). */
export function applySectionChoices(merge: SectionMerge, choices: readonly ('mine' | 'theirs')[]): Section[] {
  let merged = [...merge.merged];
  merge.conflicts.forEach((c, n) => {
    if (choices[n] !== 'theirs') return;
    if (c.kind === 'list') merged = [...c.theirs];
    else merged[c.index] = c.theirs;
  });
  return merged;
}
