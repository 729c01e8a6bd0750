/**
 * A move on the schedule grid is a normal save on the console's one save
 * cycle (`saveRecordChanges`): the session is read again just before
 * writing, only the moved fields (date, start, end, room) are merged with
 * what changed elsewhere, and only what the move changed is sent. A field
 * the move changed that was also changed elsewhere to another value is a
 * conflict: nothing is sent until the organiser chooses, and the move is
 * then saved again with the choices (read once more). A move therefore
 * never undoes someone else's edit (a title changed elsewhere is never sent
 * at all). No React here: the grid calls it with its own read and write; a
 * failed read or write is thrown, as the grid expects.
 */
import { saveRecordChanges } from '../../api/save-cycle';
import { changesBetween, type FieldConflict } from '../../api/three-way-merge';
import type { MoveFields } from './grid-layout';

export type MoveChoices = Record<string, 'mine' | 'theirs'>;

export type MoveOutcome =
  | { status: 'saved'; sent: Partial<MoveFields>; keptElsewhere: string[]; /** Where the session is now: the fields read just before sending, with what was sent. */ now: MoveFields }
  | { status: 'unchanged'; now: MoveFields }
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
  const base = pick(o.base);
  const report = await saveRecordChanges<MoveFields, unknown>({
    readLatest: () => o.read(o.id),
    base,
    changes: changesBetween(base, pick(o.to)),
    bodyOf: pick,
    choices: o.choices,
    send: async (body) => ({ data: await o.write({ documentId: o.id, ...(body as Partial<MoveFields>) }), warnings: [], ignoredFields: [] }),
  });
  if (report.gone) return { status: 'deleted' };
  if (report.failure) throw report.failure.error;
  if (report.phase === 'conflict') return { status: 'conflict', conflicts: report.conflicts.fields };
  const sent = (report.sent ?? {}) as Partial<MoveFields>;
  const now = { ...(report.latest ? pick(report.latest) : pick(o.to)), ...sent };
  if (Object.keys(sent).length === 0) return { status: 'unchanged', now };
  return { status: 'saved', sent, keptElsewhere: report.keptElsewhere, now };
}
