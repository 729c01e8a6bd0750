/**
 * A move on the schedule grid is a normal save: read the session again just
 * before writing, merge only the moved fields (date, start, end, room) with
 * the three-way rules of `three-way-merge.ts`, and send only what the move
 * changed. A field the move changed that was also changed elsewhere to
 * another value is a conflict: nothing is sent until the organiser chooses.
 * A move therefore never undoes someone else's edit (a title changed
 * elsewhere is never sent at all). No React here: the grid calls it with
 * its own read and write.
 */
import { applyChoices, mergeFields, type FieldConflict } from '../../api/three-way-merge';
import type { MoveFields } from './grid-layout';

export type MoveChoices = Record<string, 'mine' | 'theirs'>;

export type MoveOutcome =
  | { status: 'saved'; sent: Partial<MoveFields>; keptElsewhere: string[] }
  | { status: 'unchanged' }
  | { status: 'conflict'; conflicts: FieldConflict[] }
  | { status: 'deleted' };

export type MoveSave = {
  id: string;
  /** The session's moved fields as the grid showed them before the move. */
  base: MoveFields;
  /** The fields after the move. */
  to: MoveFields;
  /** The session's fields as the service holds them now (null: deleted). */
  read: (id: string) => Promise<MoveFields | null>;
  write: (body: { documentId: string } & Partial<MoveFields>) => Promise<unknown>;
  /** The organiser's choice for each conflicting field, after a first try found conflicts. */
  choices?: MoveChoices;
};

const pick = (f: MoveFields) => ({ date: f.date, startTime: f.startTime, endTime: f.endTime, location: f.location });

export async function saveSessionMove(o: MoveSave): Promise<MoveOutcome> {
  const theirs = await o.read(o.id);
  if (!theirs) return { status: 'deleted' };
  const merge = mergeFields(pick(o.base), pick(o.to), pick(theirs));
  const unresolved = merge.conflicts.filter((c) => !o.choices?.[c.field]);
  if (unresolved.length) return { status: 'conflict', conflicts: unresolved };
  const send = applyChoices(merge, o.choices ?? {}) as Partial<MoveFields>;
  if (Object.keys(send).length === 0) return { status: 'unchanged' };
  await o.write({ documentId: o.id, ...send });
  return { status: 'saved', sent: send, keptElsewhere: merge.keptElsewhere };
}
