/**
 * A record form's saves on the one save cycle (`api/save-cycle.ts`): the
 * form's checks, the sections prepared, then re-read, merged and sent; the
 * report becomes what the form shows (problems bound to fields, a conflict to
 * choose on, the record gone, the saved record as the new base version).
 * `use-record-form.ts` owns the form; this file owns its saves.
 */
import { readLastWriter } from '../../api/last-writer';
import { useState, type MutableRefObject } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, describeError, isApiError } from '../../api/errors';
import type { SaveReport } from '../../api/save-cycle';
import { rereadFailedText } from '../../api/save-cycle-words';
import { changesBetween, type Section } from '../../api/three-way-merge';
import type { useSectionEditing } from '../content-sections/use-section-editing';
import { bindApiErrors } from './bind-api-errors';
import { fieldLabel } from './merge-wording';
import { sendableSections } from './use-read-before-write';
import { useSaveCycle } from './use-save-cycle';
import type { ConflictChoices, RecordConflict, RecordFormOptions, RecordSaveReport } from './record-form-types';

type Context<V extends FieldValues, R, D, K extends QueryKey> = {
  o: RecordFormOptions<V, R, D, K>;
  form: UseFormReturn<V>;
  isNew: boolean;
  /** The base version (after a save: as read back). */
  base: MutableRefObject<R | undefined>;
  sections: ReturnType<typeof useSectionEditing>;
  clearDraft: () => void;
  becomeBase: (record: R | undefined) => void;
  readLatest: (id: string) => Promise<R | null>;
  setReport: (report: RecordSaveReport) => void;
  changedFields: (values: V) => string[];
};

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** The record's fields and sections as a save cycle's inputs (what is read, merged and sent). */
function cycleInputs<V extends FieldValues, R, D, K extends QueryKey>(o: RecordFormOptions<V, R, D, K>, base: R | undefined, sections: Section[] | null) {
  const bodyOf = (r: R | undefined) => o.toBody(o.toValues(r));
  const sectionsOf = o.sections?.of;
  return {
    bodyOf: (r: R) => bodyOf(r),
    sections: sectionsOf && sections ? { base: sendableSections(sectionsOf(base)), mine: sections, of: (r: R) => sendableSections(sectionsOf(r)) } : undefined,
  };
}

export function useRecordSave<V extends FieldValues, R, D, K extends QueryKey>(ctx: Context<V, R, D, K>) {
  const { o, form, isNew, base, sections, setReport } = ctx;
  const [problems, setProblems] = useState<string[]>([]);
  const [settling, setSettling] = useState(false);
  const save = useSaveCycle<R, D>();
  const labelOf = (f: string) => fieldLabel(f, o.labels);

  function bindRefusal(e: unknown) {
    if (!isApiError(e)) return setProblems([e instanceof Error ? e.message : String(e)]);
    const other = o.sections ? sections.refused(e) : e.details;
    setProblems(bindRecordRefusal(e, other, form, o.formPathOf));
  }

  /** Runs one save on the cycle: a create (`asNew` after the record was deleted elsewhere) or an edit merged with the record as it is now. */
  async function runSave(values: V, mineSections: Section[] | null, asNew = false) {
    const all = o.toBody(values);
    const creating = isNew || asNew;
    const from = base.current;
    const id = creating ? '' : o.idOf(from as R);
    const inputs = cycleInputs(o, from, mineSections);
    const r = await save.cycle.save({
      ...inputs,
      readLatest: creating ? null : () => ctx.readLatest(id),
      base: creating ? {} : o.toBody(o.toValues(from)),
      changes: creating ? all : changesBetween(o.toBody(o.toValues(from)), all),
      send: (body) => o.save(creating ? body : { ...body, documentId: id }),
      whoElse: creating ? undefined : () => readLastWriter(id),
    });
    await settle(r, values, creating);
  }

  /** What a save's report means for the form: conflicts marked, problems listed, or the saved record as the new base. */
  async function settle(r: SaveReport<R, D>, values: V, creating: boolean) {
    if (r.phase === 'conflict') {
      if (o.sections) sections.markConflicts(r.conflicts.sections.flatMap((c) => (c.kind === 'section' ? [c.index] : [])));
      return;
    }
    if (r.phase === 'failed') {
      // Nothing typed is lost: the form keeps every value; problems go next to their fields.
      if (r.failure?.step === 're-read') setProblems([rereadFailedText(o.what ?? 'record', r.failure.error)]);
      else if (r.failure && !r.gone) bindRefusal(r.failure.error);
      return;
    }
    if (r.phase !== 'saved') return;
    const kept = r.keptElsewhere.map(labelOf);
    setSettling(true);
    try {
      if (r.sent && Object.keys(r.sent).length === 0 && !creating) {
        // Everything typed here was already so elsewhere: nothing was sent, the record as read is the new base.
        const nothing: RecordSaveReport = { created: false, warnings: [], ignoredFields: [], sectionWarnings: [], changes: {}, keptElsewhere: kept, keptBy: r.by };
        setReport(nothing);
        const fresh = await o.reload(o.idOf(base.current as R)).catch(() => undefined);
        if (fresh) ctx.becomeBase(fresh);
        o.onSaved?.(nothing);
        return;
      }
      await saved(r, values, creating, kept);
    } finally {
      setSettling(false);
    }
  }

  /** A send answered: the report shown, then the new record's page or the record read back as the new base version. */
  async function saved(r: SaveReport<R, D>, values: V, creating: boolean, kept: string[]) {
    const answer = { warnings: r.warnings, ignoredFields: r.ignoredFields, data: r.data as D };
    const other = o.sections ? sections.saved(answer) : answer.warnings;
    const data = answer.data as D & { created?: boolean; changes?: Record<string, unknown> };
    const rep: RecordSaveReport = {
      created: creating || !!data.created,
      warnings: other,
      ignoredFields: answer.ignoredFields,
      sectionWarnings: answer.warnings.filter((w) => !other.includes(w)),
      changes: data.changes,
      keptElsewhere: kept,
      keptBy: r.by,
    };
    setReport(rep);
    if (rep.created) {
      form.reset(values);
      ctx.clearDraft();
      o.onCreated(o.savedIdOf(answer.data), rep);
      return;
    }
    const fresh = (await o.reload(o.savedIdOf(answer.data)).catch(() => undefined)) ?? undefined;
    if (fresh !== undefined) ctx.becomeBase(fresh);
    else {
      // Saved, but not read back: what was sent is the new base.
      form.reset(values);
      ctx.clearDraft();
    }
    o.onSaved?.(rep);
  }

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    const issues = o.check?.(values, isNew) ?? [];
    if (issues.length) {
      for (const i of issues) form.setError(i.path as Path<V>, { type: 'contract', message: i.message });
      setProblems([`${issues.length === 1 ? 'One field needs' : `${issues.length} fields need`} attention before saving.`]);
      return;
    }
    const prepared = o.sections ? sections.prepare() : null;
    if (prepared && !prepared.ok) {
      setProblems([`${prepared.count} ${plural(prepared.count, 'problem', 'problems')} in the content sections: see the sections marked "Needs attention". Nothing was sent.`]);
      return;
    }
    const mineSections = prepared?.ok && (isNew || sections.dirty) ? prepared.contentData : null;
    if (!isNew && ctx.changedFields(values).length === 0 && !mineSections) {
      const nothing: RecordSaveReport = { created: false, warnings: [], ignoredFields: [], sectionWarnings: [], changes: {} };
      setReport(nothing);
      o.onSaved?.(nothing);
      return;
    }
    await runSave(values, mineSections ?? (o.sections && !isNew ? sendableSections(o.sections.of(base.current)) : null));
  });


  const conflict: RecordConflict | null =
    save.state.phase === 'conflict' ? { fields: save.state.conflicts.fields, sections: save.state.conflicts.sections, labels: o.labels ?? {}, by: save.state.by } : null;

  return {
    problems,
    saving: save.busy || settling,
    submit,
    /** The same field or section changed here and elsewhere, waiting for the user's choice. */
    conflict,
    /** The user chose for every conflicting field and section: the save goes on with those choices. */
    async resolve(choices: ConflictChoices) {
      if (o.sections) sections.markConflicts([]);
      await settle(await save.cycle.resolve(choices), form.getValues(), false);
    },
    /** Back to editing without saving (the conflict is asked again on the next save). */
    cancelConflict() {
      save.cycle.cancel();
      if (o.sections) sections.markConflicts([]);
    },
    /** The record was deleted elsewhere (found at the last save). */
    gone: save.state.gone,
    /** Saves what the form holds as a new record (after it was deleted elsewhere). */
    async saveAsNew() {
      const prepared = o.sections ? sections.prepare() : null;
      if (prepared && !prepared.ok) return;
      await runSave(form.getValues(), prepared?.ok ? prepared.contentData : null, true);
    },
  };
}

/** A refused save bound to the form: details naming a field go next to it; the rest is returned as problems. */
function bindRecordRefusal<V extends FieldValues>(e: ApiError, other: { field: string; message: string }[], form: UseFormReturn<V>, formPathOf?: (field: string) => string): string[] {
  const pathOf = formPathOf ?? ((f: string) => f.replace(/\[(\d+)\]/g, '.$1'));
  const values = form.getValues();
  const details = other.map((d) => ({ ...d, field: d.field ? pathOf(d.field) : '' }));
  const known = [...Object.keys(values), ...details.map((d) => d.field).filter((f) => f.includes('.') && hasPath(values, f))];
  const leftovers = details.length ? bindApiErrors(new ApiError({ status: e.status, code: e.code, message: e.message, details }), form.setError, known) : [];
  return [`Not saved: ${describeError(e)}`, ...leftovers];
}

function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}
