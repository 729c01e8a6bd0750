/**
 * One record editor's life, the same for every record: the draft of this tab
 * → content sections → checks → upsert → the report (warnings, ignored
 * fields, changes) → a refusal bound to the fields it names → the record read
 * again as the new base version.
 *
 * The record the form was loaded from (the base version) is kept, and the
 * fields changed since then are known (`changedFields()`). A create sends
 * every field; an edit sends only the changed ones (an omitted field is
 * unchanged on the service), so a change made elsewhere to another field
 * survives. An edit that changes nothing sends nothing.
 *
 * Read before write: the record is watched while the form is open
 * (`use-read-before-write.ts`: "Changed elsewhere 20 s ago"), and every save
 * runs on the one save cycle (`api/save-cycle.ts`): read again, merged, sent. Fields changed only elsewhere are
 * kept (and named in the report); the same field changed on both sides waits
 * in `conflict` for the user's choice (`resolve`); a record deleted elsewhere
 * waits in `gone` (`saveAsNew`).
 *
 *   const editor = useRecordForm({ draftKey: `speaker:${id}`, record, toValues, toBody, resolver, fields,
 *                                  save: (body) => upsert.mutateAsync(body), idOf: (d) => d.documentId,
 *                                  latest: speakerQueries.detail,
 *                                  reload: (id) => qc.fetchQuery(speakerQueries.detail(id)), onCreated });
 *   <form onSubmit={editor.submit}> … <FormProblems problems={editor.problems} />
 */
import { useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError, isApiError } from '../../api/errors';
import type { WriteResult } from '../../api/client';
import type { SectionRefs } from '../content-sections/section-references';
import { useSectionEditing } from '../content-sections/use-section-editing';
import { bindApiErrors } from './bind-api-errors';
import { changedKeys } from './changed-fields';
import { fieldLabel, type FieldLabels } from './merge-wording';
import type { SaveReport } from '../../api/save-cycle';
import { rereadFailedText } from '../../api/save-cycle-words';
import { changesBetween, type FieldConflict, type Section, type SectionConflict } from '../../api/three-way-merge';
import { usePersistedDraft } from './use-persisted-draft';
import { sendableSections, useReadBeforeWrite, type LatestQuery } from './use-read-before-write';
import { useSaveCycle } from './use-save-cycle';

type ReadSection = { type: string; data: Record<string, unknown> };

/** What a save answered, shown next to the form. */
export type RecordSaveReport = {
  created: boolean;
  warnings: string[];
  ignoredFields: string[];
  /** Warnings shown on the content section each names. */
  sectionWarnings: string[];
  /** The service's account of what changed, when it gives one. */
  changes?: Record<string, unknown>;
  /** Labels of the fields changed elsewhere that the save kept (read before write). */
  keptElsewhere?: string[];
};

/** The same field (or content section) changed here and elsewhere: nothing is sent until each has a choice. */
export type RecordConflict = { fields: FieldConflict[]; sections: SectionConflict[]; labels: FieldLabels };
export type ConflictChoices = { fields: Record<string, 'mine' | 'theirs'>; sections: ('mine' | 'theirs')[] };

const NO_REFS: SectionRefs = { sponsors: [], speakers: [], abstracts: [], sessions: [], ready: false, abstractsUnavailable: false };

export type RecordFormOptions<V extends FieldValues, R, D, K extends QueryKey = QueryKey> = {
  /** The draft's name in this tab, e.g. `session:<id>` or `session:new`. */
  draftKey: string;
  /** The base version: the record as loaded (undefined for a new record). */
  record: R | undefined;
  idOf: (record: R) => string;
  toValues: (record: R | undefined) => V;
  /** The write body's fields (no id, no sections); its keys are what "changed" is measured on. */
  toBody: (values: V) => Record<string, unknown>;
  resolver?: Resolver<V>;
  /** The form's checks beyond the resolver, with form paths (run before anything is sent). */
  check?: (values: V, isNew: boolean) => { path: string; message: string }[];
  /** Content sections edited with the record. */
  sections?: { of: (record: R | undefined) => readonly ReadSection[] | undefined; refs: SectionRefs };
  /** The form path a field named by the service sits at (default: the name itself). */
  formPathOf?: (field: string) => string;
  /** Sends the body (`documentId` included on an edit). */
  save: (body: Record<string, unknown>) => Promise<WriteResult<D>>;
  /** The saved record's id from the save's answer. */
  savedIdOf: (data: D) => string;
  /** The record's detail query from the area's factory: watched while editing, read again before an edit is sent. */
  latest: LatestQuery<R, K>;
  /** The record kind in words ("session"), for the words of a failed re-read (default "record"). */
  what?: string;
  /** Plain labels of write-body fields the default wording gets wrong (`startTime` reads "Start time" already). */
  labels?: FieldLabels;
  /** Reads the record again after an edit (the new base version). */
  reload: (id: string) => Promise<R | null | undefined>;
  /** A new record was created: the page moves to its address. */
  onCreated: (id: string, report: RecordSaveReport) => void;
  /** An edit was saved (or there was nothing to send). */
  onSaved?: (report: RecordSaveReport) => void;
  /** The report carried over from the create that led here. */
  initialReport?: RecordSaveReport;
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

export function useRecordForm<V extends FieldValues, R, D, K extends QueryKey = QueryKey>(o: RecordFormOptions<V, R, D, K>) {
  const base = useRef<R | undefined>(o.record);
  const isNew = o.record === undefined;
  const form: UseFormReturn<V> = useForm<V>({ defaultValues: o.toValues(o.record) as DefaultValues<V>, resolver: o.resolver });
  const draft = usePersistedDraft(form, o.draftKey);
  const sections = useSectionEditing(o.sections?.of(o.record), o.sections?.refs ?? NO_REFS, o.sections ? o.draftKey : undefined);
  const [report, setReport] = useState<RecordSaveReport | undefined>(o.initialReport);
  const [problems, setProblems] = useState<string[]>([]);
  const [settling, setSettling] = useState(false);
  const save = useSaveCycle<R, WriteResult<D>['data']>();
  const labelOf = (f: string) => fieldLabel(f, o.labels);
  const rbw = useReadBeforeWrite({
    id: o.record === undefined ? undefined : o.idOf(base.current ?? o.record),
    base: () => base.current,
    latest: o.latest,
    toValues: o.toValues,
    toBody: o.toBody,
    sectionsOf: o.sections?.of,
  });

  /** Fields of the write body that differ from the base version (every field of a new record). */
  const changedFields = (values: V = form.getValues()): string[] => {
    const now = o.toBody(values);
    return isNew ? Object.keys(now) : changedKeys(o.toBody(o.toValues(base.current)), now);
  };

  function becomeBase(record: R | undefined) {
    base.current = record;
    form.reset(o.toValues(record));
    draft.clearDraft();
    if (o.sections) sections.reload(o.sections.of(record));
  }

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
      readLatest: creating ? null : () => rbw.readLatest(id),
      base: creating ? {} : o.toBody(o.toValues(from)),
      changes: creating ? all : changesBetween(o.toBody(o.toValues(from)), all),
      send: (body) => o.save(creating ? body : { ...body, documentId: id }),
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
        const nothing: RecordSaveReport = { created: false, warnings: [], ignoredFields: [], sectionWarnings: [], changes: {}, keptElsewhere: kept };
        setReport(nothing);
        const fresh = await o.reload(o.idOf(base.current as R)).catch(() => undefined);
        if (fresh) becomeBase(fresh);
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
    };
    setReport(rep);
    if (rep.created) {
      form.reset(values);
      draft.clearDraft();
      o.onCreated(o.savedIdOf(answer.data), rep);
      return;
    }
    const fresh = (await o.reload(o.savedIdOf(answer.data)).catch(() => undefined)) ?? undefined;
    if (fresh !== undefined) becomeBase(fresh);
    else {
      // Saved, but not read back: what was sent is the new base.
      form.reset(values);
      draft.clearDraft();
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
    if (!isNew && changedFields(values).length === 0 && !mineSections) {
      const nothing: RecordSaveReport = { created: false, warnings: [], ignoredFields: [], sectionWarnings: [], changes: {} };
      setReport(nothing);
      o.onSaved?.(nothing);
      return;
    }
    await runSave(values, mineSections ?? (o.sections && !isNew ? sendableSections(o.sections.of(base.current)) : null));
  });

  const conflict: RecordConflict | null =
    save.state.phase === 'conflict' ? { fields: save.state.conflicts.fields, sections: save.state.conflicts.sections, labels: o.labels ?? {} } : null;

  return {
    form,
    isNew,
    /** The record the form was loaded from (after a save: as read back). */
    base: () => base.current,
    changedFields,
    sections,
    report,
    setReport,
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
    /** The record was deleted elsewhere (found at the last save, or while watching). */
    gone: save.state.gone || rbw.elsewhere.gone,
    /** Saves what the form holds as a new record (after it was deleted elsewhere). */
    async saveAsNew() {
      const prepared = o.sections ? sections.prepare() : null;
      if (prepared && !prepared.ok) return;
      await runSave(form.getValues(), prepared?.ok ? prepared.contentData : null, true);
    },
    /** What differs between the base version and the record as last read elsewhere. */
    elsewhere: { ...rbw.elsewhere, labels: rbw.elsewhere.fields.map(labelOf) },
    /** How many fields differ from the base version (the content sections count as one). */
    changedCount: Object.keys(form.formState.dirtyFields).length + (o.sections && sections.dirty ? 1 : 0),
    /** The form's field names (a save's warning naming one opens it). */
    fieldNames: () => Object.keys(form.getValues()),
    labels: o.labels ?? {},
    /** Something differs from the base version. */
    dirty: form.formState.isDirty || (!!o.sections && sections.dirty),
    /** The form was filled from this tab's draft. */
    draftRestored: (draft.restored && form.formState.isDirty) || (!!o.sections && sections.restored),
    /** Throws the draft away and shows the base version again. */
    discardDraft() {
      draft.clearDraft();
      form.reset(o.toValues(base.current));
      if (o.sections) sections.discard(o.sections.of(base.current));
    },
    /** Forgets the draft (after the record was deleted). */
    clearDraft: draft.clearDraft,
  };
}

/** A refused save bound to the form: details naming a field go next to it; the rest is returned as problems. */
function bindRecordRefusal<V extends FieldValues>(e: ApiError, other: { field: string; message: string }[], form: UseFormReturn<V>, formPathOf?: (field: string) => string): string[] {
  const pathOf = formPathOf ?? ((f: string) => f.replace(/\[(\d+)\]/g, '.$1'));
  const values = form.getValues();
  const details = other.map((d) => ({ ...d, field: d.field ? pathOf(d.field) : '' }));
  const known = [...Object.keys(values), ...details.map((d) => d.field).filter((f) => f.includes('.') && hasPath(values, f))];
  const leftovers = details.length ? bindApiErrors(new ApiError({ status: e.status, code: e.code, message: e.message, details }), form.setError, known) : [];
  return [`Not saved: ${e.explain()}`, ...leftovers];
}

function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}
