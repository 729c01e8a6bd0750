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
import { useMemo, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { SectionRefs } from '../content-sections/section-references';
import { useSectionEditing } from '../content-sections/use-section-editing';
import { checkNotes, sectionNeeds, sectionsShowingNothing, withNeeds } from '../content-sections/section-needs';
import { stableJson } from '../../api/stable-json';
import { changedKeys } from './changed-fields';
import { fieldLabel } from './merge-wording';
import { usePersistedDraft } from './use-persisted-draft';
import { useReadBeforeWrite } from './use-read-before-write';
import { useRecordSave } from './use-record-save';

const NO_REFS: SectionRefs = { sponsors: [], speakers: [], abstracts: [], sessions: [], ready: false, abstractsUnavailable: false };

export type { RecordSaveReport, RecordConflict, ConflictChoices, RecordFormOptions } from './record-form-types';
import type { RecordSaveReport, RecordFormOptions } from './record-form-types';

export function useRecordForm<V extends FieldValues, R, D, K extends QueryKey = QueryKey>(o: RecordFormOptions<V, R, D, K>) {
  const base = useRef<R | undefined>(o.record);
  const isNew = o.record === undefined;
  const form: UseFormReturn<V> = useForm<V>({ defaultValues: o.toValues(o.record) as DefaultValues<V>, resolver: o.resolver });
  const draft = usePersistedDraft(form, o.draftKey);
  const sections = useSectionEditing(o.sections?.of(o.record), o.sections?.refs ?? NO_REFS, o.sections ? o.draftKey : undefined);
  const [report, setReport] = useState<RecordSaveReport | undefined>(o.initialReport);
  // What each section needs and what it must agree with, checked as the form changes.
  const host = o.sections?.host ? o.sections.host(form.watch()) : undefined;
  const hostKey = stableJson(host);
  const sectionRefs = o.sections?.refs;
  const needs = useMemo(
    () => (sectionRefs ? sectionNeeds(sections.sections, sectionRefs, host) : new Map<number, string[]>()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `hostKey` stands for `host`, a new object each render
    [sections.sections, sectionRefs, hostKey],
  );
  const cardWarnings = useMemo(() => withNeeds(sections.warnings, needs, sections.problems), [sections.warnings, needs, sections.problems]);
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

  const saving = useRecordSave({ o, form, isNew, base, sections, clearDraft: draft.clearDraft, becomeBase, readLatest: rbw.readLatest, setReport, changedFields });
  // A save that would put a section showing nothing in front of attendees asks first.
  const [emptyQuestion, setEmptyQuestion] = useState<string[] | null>(null);
  const emptyConfirmed = useRef(false);
  const submit = (e?: Parameters<typeof saving.submit>[0]) => {
    const empty = o.sections && sections.dirty ? sectionsShowingNothing(sections.sections) : [];
    if (empty.length > 0 && !emptyConfirmed.current) {
      e?.preventDefault();
      setEmptyQuestion(empty);
      return Promise.resolve();
    }
    emptyConfirmed.current = false;
    return saving.submit(e);
  };

  return {
    form,
    isNew,
    /** The record the form was loaded from (after a save: as read back). */
    base: () => base.current,
    changedFields,
    sections: { ...sections, warnings: cardWarnings },
    /** Sections to look at before saving (what they lack, what disagrees with the event): the save bar lists them. */
    sectionChecks: checkNotes(needs, sections.sections),
    report,
    setReport,
    ...saving,
    submit,
    /** The sections that would show nothing, while the save waits for the user's word. */
    emptyQuestion,
    /** The user's word on the empty sections: save anyway, or go back to them. */
    answerEmpty(save: boolean) {
      setEmptyQuestion(null);
      if (!save) return;
      emptyConfirmed.current = true;
      void submit();
    },
    /** The record was deleted elsewhere (found at the last save, or while watching). */
    gone: saving.gone || rbw.elsewhere.gone,
    /** What differs between the base version and the record as last read elsewhere. */
    elsewhere: { ...rbw.elsewhere, labels: rbw.elsewhere.fields.map(labelOf) },
    /** How many fields differ from the base version, plus each content section edited, added, removed or moved. */
    changedCount: Object.keys(form.formState.dirtyFields).length + (o.sections ? sections.changes : 0),
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

