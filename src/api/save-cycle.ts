/**
 * The one save cycle: the life of a save of one record, the same for every
 * editor (the record form, the poll form, the event settings) and for saves
 * made without a form (a session moved on the schedule grid). No React here:
 * a hook or a plain function drives it (as `bulk-run.ts` is for bulk work).
 *
 *   editing ─save()→ re-reading ─→ merging ─→ sending ─→ saved
 *                        │            │  │         └──→ failed (the draft stays; `failure.step` 'send')
 *                        │            │  └─→ conflict ─resolve()→ sending …   ─cancel()→ editing
 *                        │            └─ confirm() said no → editing (nothing sent)
 *                        └─→ failed (the record could not be read: `failure.step` 're-read'; or it is gone: `gone`)
 *
 * - re-reading: the record is read again just before sending (`readLatest`,
 *   null when it was deleted elsewhere). A create has nothing to read.
 * - merging: my changes are merged with the changes made elsewhere since the
 *   base version (`three-way-merge.ts`): a field changed only elsewhere is kept
 *   (not sent) and named in `keptElsewhere`; a field changed on both sides to
 *   different values, or a content section edited on both sides, is a conflict
 *   and nothing is sent until each has a choice (`resolve`). A caller's
 *   `confirm` (a dry run, "this orphans 3 votes") runs here too.
 * - sending: only what changed here and is not already so elsewhere is sent;
 *   when nothing is left to send, nothing is sent and the save is `saved`.
 *   A send answered 404 on an edit means the record is gone.
 *
 * Every save ends in one report (`SaveReport`): what was sent, what was kept
 * from elsewhere, the service's warnings and ignored fields, the conflicts
 * waiting for a choice, whether the record is gone, and the failure if any.
 * The words for a person are in `save-cycle-words.ts`.
 *
 * The simple case, without a form (a schedule move):
 *
 *   const report = await saveRecordChanges({
 *     readLatest: () => readSession(id),                       // the record now, or null when deleted
 *     base: session,                                            // the record as the grid showed it
 *     changes: { date, startTime, endTime, location },
 *     send: (body) => api.post('/upsertSession', { documentId: id, ...body }),
 *   });
 *   if (report.phase === 'conflict') …                          // moved elsewhere meanwhile: nothing sent
 *
 * A save without a form has no cycle to keep between the conflict and the
 * choice: it saves again with `choices` (the record is read once more, so a
 * change made elsewhere in between is merged too), and a conflict with a
 * choice no longer stops it. A conflict that has none still does.
 */
import { isApiError } from './errors';
import type { Writer } from './last-writer';
import { applyChoices, applySectionChoices, changesBetween, mergeChanges, mergeSections, same, type Body, type FieldConflict, type FieldMerge, type Section, type SectionConflict, type SectionMerge } from './three-way-merge';

export type SavePhase = 'editing' | 're-reading' | 'merging' | 'conflict' | 'sending' | 'saved' | 'failed';

/** What the service answered a write (`WriteResult` of the client has this shape). */
export type SaveAnswer<D> = { data: D; warnings: string[]; ignoredFields: string[] };

/** Why a save stopped: the record could not be read again, or the send was refused or not answered. */
export type SaveFailure = { step: 're-read' | 'send'; error: unknown };

/** The one report of a save. */
export type SaveReport<R = unknown, D = unknown> = {
  phase: SavePhase;
  /** The body sent (without the caller's id); null when nothing was sent. */
  sent: Body | null;
  /** Fields changed only elsewhere, kept as they are there (write-body names; `contentData` for sections). */
  keptElsewhere: string[];
  warnings: string[];
  ignoredFields: string[];
  /** The same field or section changed here and elsewhere: waiting for a choice (phase `conflict`). */
  conflicts: { fields: FieldConflict[]; sections: SectionConflict[] };
  /** The record was deleted elsewhere (found by the re-read, or by a send answered 404). */
  gone: boolean;
  failure: SaveFailure | null;
  /** The service's answer (phase `saved` after a send). */
  data: D | null;
  /** The record as read just before sending (null for a create, or when it is gone). */
  latest: R | null;
  /** Who made the changes found elsewhere (kept or in conflict), when `whoElse` could say: "Ana, 20 s ago". */
  by: Writer | null;
};

/** A choice for each conflict: by field name; sections by position in the report's section conflicts. */
export type SaveChoices = { fields: Record<string, 'mine' | 'theirs'>; sections?: readonly ('mine' | 'theirs')[] };

/** Content sections, compared in the shape they are sent (the caller normalises them). */
export type SaveSections<R> = { base: readonly Section[]; mine: readonly Section[]; of: (record: R) => readonly Section[] };

export type SaveInputs<R, D> = {
  /** Reads the record as it is now: null when it was deleted elsewhere. Null for a create (nothing to read). */
  readLatest: (() => Promise<R | null>) | null;
  /** The base version as a write body (what the editor was loaded from; `{}` for a create). */
  base: Body;
  /** The fields changed here, with their new values (for a create: every field). */
  changes: Body;
  /** The record as a write body (default: the record itself). */
  bodyOf?: (record: R) => Body;
  /** What changed elsewhere since the base version (default: the fields of `bodyOf(latest)` that differ from `base`). */
  theirChanges?: (latest: R) => Body;
  /** Content sections edited with the record; sent as `contentData`. */
  sections?: SaveSections<R>;
  /** Asked once the body is known, before it is sent (a dry run, a confirmation): false goes back to editing. */
  confirm?: (body: Body, latest: R | null) => Promise<boolean>;
  /** Sends the body (the caller adds the record's id). */
  send: (body: Body, latest: R | null) => Promise<SaveAnswer<D>>;
  /** Choices made already, for the field conflicts a save found before (saved again after asking): those conflicts are resolved with them. */
  choices?: Record<string, 'mine' | 'theirs'>;
  /** Asked once something changed elsewhere (kept or in conflict): who did it (api/last-writer.ts), or null. */
  whoElse?: () => Promise<Writer | null>;
};

type Waiting<R, D> = { inputs: SaveInputs<R, D>; fields: FieldMerge; sections: SectionMerge | null; theirSections: Section[]; latest: R; by: Writer | null };

function emptyReport<R, D>(phase: SavePhase): SaveReport<R, D> {
  return { phase, sent: null, keptElsewhere: [], warnings: [], ignoredFields: [], conflicts: { fields: [], sections: [] }, gone: false, failure: null, data: null, latest: null, by: null };
}

const isNotFound = (e: unknown) => isApiError(e) && e.status === 404;

/** The body and kept fields of a merge without conflicts (sections sent only when they differ from theirs). */
function mergedBody(fields: Body, sections: SectionMerge | null, theirSections: readonly Section[]): Body {
  const body = { ...fields };
  if (sections && !same(sections.merged, theirSections)) body.contentData = sections.merged;
  return body;
}

/**
 * One editor's save cycle. `getState()` / `subscribe()` let a component follow
 * it (`useSyncExternalStore`); `save()` and `resolve()` resolve with the report
 * when the cycle needs someone again (saved, conflict, failed, back to editing).
 */
export class SaveCycle<R = unknown, D = unknown> {
  private state: SaveReport<R, D> = emptyReport('editing');
  private waiting: Waiting<R, D> | null = null;
  private readonly listeners = new Set<() => void>();

  getState = (): SaveReport<R, D> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(next: SaveReport<R, D>): SaveReport<R, D> {
    this.state = next;
    for (const l of this.listeners) l();
    return next;
  }

  /** A save is under way (re-reading, merging or sending): a second one is not started. */
  get busy(): boolean {
    return this.state.phase === 're-reading' || this.state.phase === 'merging' || this.state.phase === 'sending';
  }

  /** Runs one save: re-read, merge, then send, stop on a conflict, or fail. */
  async save(inputs: SaveInputs<R, D>): Promise<SaveReport<R, D>> {
    this.waiting = null;
    this.set(emptyReport('re-reading'));
    if (!inputs.readLatest) {
      const body = { ...inputs.changes };
      if (inputs.sections) body.contentData = [...inputs.sections.mine];
      return this.send(inputs, body, [], null);
    }
    let latest: R | null;
    try {
      latest = await inputs.readLatest();
    } catch (e) {
      if (!isNotFound(e)) return this.set({ ...emptyReport('failed'), failure: { step: 're-read', error: e } });
      latest = null;
    }
    if (latest === null) return this.set({ ...emptyReport('failed'), gone: true });
    this.set({ ...emptyReport('merging'), latest });
    const bodyOf = inputs.bodyOf ?? ((r: R) => r as Body);
    const theirs = inputs.theirChanges ? inputs.theirChanges(latest) : theirChangesSince(inputs.base, bodyOf(latest), inputs.changes);
    const fields = mergeChanges(inputs.base, inputs.changes, theirs);
    const theirSections = inputs.sections ? [...inputs.sections.of(latest)] : [];
    const sections = inputs.sections ? mergeSections(inputs.sections.base, inputs.sections.mine, theirSections) : null;
    const kept = [...fields.keptElsewhere];
    if (inputs.sections && !same(theirSections, inputs.sections.base)) kept.push('contentData');
    const chosen = inputs.choices ?? {};
    const open = fields.conflicts.filter((c) => !chosen[c.field]);
    const conflicted = open.length > 0 || (sections?.conflicts.length ?? 0) > 0;
    // Asked before sending, so that this save is not yet the last write of the record.
    const by = (kept.length > 0 || conflicted) && inputs.whoElse ? await inputs.whoElse().catch(() => null) : null;
    if (conflicted) {
      this.waiting = { inputs, fields, sections, theirSections, latest, by };
      return this.set({ ...emptyReport('conflict'), keptElsewhere: kept, latest, by, conflicts: { fields: open, sections: sections?.conflicts ?? [] } });
    }
    return this.send(inputs, mergedBody(applyChoices(fields, chosen), sections, theirSections), kept, latest, by);
  }

  /** Every conflict has a choice: the save goes on with them (`sections`: by position in the report's section conflicts). */
  async resolve(choices: SaveChoices): Promise<SaveReport<R, D>> {
    const w = this.waiting;
    if (!w || this.state.phase !== 'conflict') return this.state;
    this.waiting = null;
    const fields = applyChoices(w.fields, { ...w.inputs.choices, ...choices.fields });
    const sections = w.sections ? { merged: applySectionChoices(w.sections, choices.sections ?? []), conflicts: [] } : null;
    return this.send(w.inputs, mergedBody(fields, sections, w.theirSections), this.state.keptElsewhere, w.latest, w.by);
  }

  /** Back to editing (a conflict is asked again on the next save; a failure or report is cleared). */
  cancel(): SaveReport<R, D> {
    this.waiting = null;
    return this.set(emptyReport('editing'));
  }

  private async send(inputs: SaveInputs<R, D>, body: Body, keptElsewhere: string[], latest: R | null, by: Writer | null = null): Promise<SaveReport<R, D>> {
    const base: SaveReport<R, D> = { ...emptyReport('merging'), keptElsewhere, latest, by };
    const creating = inputs.readLatest === null;
    if (!creating && Object.keys(body).length === 0) return this.set({ ...base, phase: 'saved', sent: {} });
    if (inputs.confirm) {
      this.set(base);
      if (!(await inputs.confirm(body, latest))) return this.set(emptyReport('editing'));
    }
    this.set({ ...base, phase: 'sending' });
    try {
      const answer = await inputs.send(body, latest);
      return this.set({ ...base, phase: 'saved', sent: body, data: answer.data, warnings: answer.warnings, ignoredFields: answer.ignoredFields });
    } catch (e) {
      return this.set({ ...base, phase: 'failed', gone: !creating && isNotFound(e), failure: { step: 'send', error: e } });
    }
  }
}

/** The fields that changed elsewhere since `base`: those of the latest body, and those changed here. */
function theirChangesSince(base: Body, latest: Body, mine: Body): Body {
  const keys = new Set([...Object.keys(base), ...Object.keys(mine)]);
  const pick = (b: Body) => Object.fromEntries([...keys].map((k) => [k, b[k]]));
  return changesBetween(pick(base), pick(latest));
}

/**
 * One save without a form: read the record, merge `changes` with what changed
 * elsewhere since `base`, and send (or stop on a conflict; nothing is then
 * sent). Resolves with the report; never throws (a failure is in `failure`).
 */
export function saveRecordChanges<R, D>(inputs: SaveInputs<R, D>): Promise<SaveReport<R, D>> {
  return new SaveCycle<R, D>().save(inputs);
}
