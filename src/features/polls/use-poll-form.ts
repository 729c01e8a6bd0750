/**
 * The poll form's life, on the one save cycle (`api/save-cycle.ts`): an edit
 * is measured against the poll as the form was opened (the base) and the poll
 * is read again just before saving; changes made elsewhere to other fields are
 * kept, the same field changed on both sides is asked, a poll deleted elsewhere
 * can be saved as new. A rename that strands votes is confirmed after the
 * service's dry run (the cycle's confirmation step). The page's live list
 * shows changes made elsewhere while typing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Poll } from '../../contract/poll';
import { pollQueries, upsertPoll, useUpsertPoll, type PollWriteBody, type UpsertPollAnswer } from '../../api/poll-queries';
import type { SaveInputs, SaveReport } from '../../api/save-cycle';
import { keptElsewhereText, rereadFailedText } from '../../api/save-cycle-words';
import { readLastWriter } from '../../api/last-writer';
import { changesBetween, type Body } from '../../api/three-way-merge';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { fieldLabel, valueInWords } from '../../components/form/merge-wording';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { useFirstSeen } from '../../components/form/use-read-before-write';
import { useSaveCycle } from '../../components/form/use-save-cycle';
import { POLL_FORM_FIELDS, newPollValues, pollFormSchema, pollToFormValues, type PollFormValues } from './poll-form-schema';
import { strandedOptions, type OptionChange } from './option-renames';
import { renameMemory } from './rename-memory';

export type PollFormOutput = z.output<typeof pollFormSchema>;

export type PollFormTarget = { kind: 'new'; sessionId: string; sortNr: number } | { kind: 'edit'; poll: Poll };

export type SavedPoll = { pollId: string; created: boolean; warnings: string[]; ignoredFields: string[] };

/** A rename that would strand votes, waiting for the user's word (the service's dry run says what it does). */
export type PendingRename = { stranded: OptionChange[]; warnings: string[]; votes: number; answer: (go: boolean) => void };

export const SWITCHES = ['locked', 'visible', 'showVotes', 'whiteListed', 'onlyShowToAllowed'] as const;
export const SWITCH_LABELS: Record<(typeof SWITCHES)[number], string> = {
  locked: 'Voting closed',
  visible: 'Visible in the app',
  showVotes: 'Show votes to attendees',
  whiteListed: 'Invited attendees only',
  onlyShowToAllowed: 'Hide from attendees not allowed to vote',
};
export const POLL_FIELD_LABELS: Record<string, string> = { ...SWITCH_LABELS, question: 'Question', options: 'Options', maxChoices: 'Picks per person', sessionId: 'Session' };
const labelOf = (f: string) => fieldLabel(f, POLL_FIELD_LABELS);

/** The form's fields of a poll, as a write body (what the merge compares). */
function formBody(v: PollFormValues | PollFormOutput): Body {
  return Object.fromEntries(POLL_FORM_FIELDS.map((k) => [k, v[k]]));
}

type Options = { target: PollFormTarget; onClose: () => void; onSaved: (saved: SavedPoll) => void };

export function usePollForm({ target, onClose, onSaved }: Options) {
  const live = target.kind === 'edit' ? target.poll : null;
  const [editing] = useState(live);
  const [newFor] = useState(target.kind === 'new' ? target.sessionId : '');
  const initial = useMemo(() => (editing ? pollToFormValues(editing) : newPollValues(newFor)), [editing, newFor]);
  const qc = useQueryClient();
  const form = useForm<PollFormValues, unknown, PollFormOutput>({ resolver: zodResolver(pollFormSchema), defaultValues: initial, mode: 'onTouched' });
  const draft = usePersistedDraft(form, editing ? `poll:${editing.pollId}` : `poll:new:${initial.sessionId}`);
  const upsert = useUpsertPoll();
  const save = useSaveCycle<Poll, UpsertPollAnswer>();
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingRename | null>(null);
  const stranded = useRef<OptionChange[]>([]);
  const optionCount = form.watch('options')?.length ?? 0;

  // Keep the inline errors in step as the option count changes.
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger('maxChoices');
  }, [optionCount, form.formState.isSubmitted, form]);

  // Changed elsewhere while this form is open (the page's list is live): named, never applied to the form.
  const theirs = live ? formBody(pollToFormValues(live)) : {};
  const elsewhere = live && editing ? Object.keys(changesBetween(formBody(initial), theirs)) : [];
  const since = useFirstSeen(elsewhere.length ? JSON.stringify(theirs) : '', 0);

  /** Before an edit that renames options with votes: the service's dry run, then the user's word. */
  async function confirmRename(body: Body, latest: Poll | null, values: PollFormOutput): Promise<boolean> {
    stranded.current = body.options && latest ? strandedOptions(latest.options, values.options, latest.voteCounts) : [];
    if (stranded.current.length === 0 || !editing) return true;
    try {
      const dry = await upsertPoll({ documentId: editing.pollId, ...body } as PollWriteBody, { dryRun: true });
      const votes = stranded.current.reduce((s, c) => s + c.votes, 0);
      return await new Promise<boolean>((answer) => setPending({ stranded: stranded.current, warnings: dry.warnings, votes, answer }));
    } catch (e) {
      setGeneral(bindApiErrors(e, form.setError, POLL_FORM_FIELDS));
      return false;
    }
  }

  /** What a save's report means for the dialog: closed when saved, problems listed when not. */
  function settle(r: SaveReport<Poll, UpsertPollAnswer>) {
    setPending(null);
    if (r.phase !== 'failed' && r.phase !== 'saved') return;
    if (r.failure?.step === 're-read') return setGeneral([rereadFailedText('poll', r.failure.error)]);
    if (r.failure && !r.gone) return setGeneral(bindApiErrors(r.failure.error, form.setError, POLL_FORM_FIELDS));
    if (r.phase !== 'saved') return;
    draft.clearDraft();
    if (r.keptElsewhere.length) toast.info(keptElsewhereText(r.keptElsewhere.map(labelOf), r.by));
    if (r.data) {
      const pollId = r.data.pollId ?? editing?.pollId ?? '';
      if (stranded.current.length > 0 && pollId) renameMemory.remember({ pollId, changes: stranded.current, warnings: r.warnings, savedAt: Date.now() });
      onSaved({ pollId, created: !!r.data.created, warnings: r.warnings, ignoredFields: r.ignoredFields });
    }
    onClose();
  }

  const send = (documentId?: string) => (body: Body) => upsert.mutateAsync((documentId ? { documentId, ...body } : body) as PollWriteBody);

  /** Creates a poll from the form (a new poll, or one deleted elsewhere saved again). */
  const create = (body: Body) => save.cycle.save({ readLatest: null, base: {}, changes: body, send: send() }).then(settle);

  const onValid = async (values: PollFormOutput) => {
    setGeneral([]);
    if (!editing) return create({ ...values, sortNr: target.kind === 'new' ? target.sortNr : undefined });
    const changes = changesBetween(formBody(initial), formBody(values));
    if (Object.keys(changes).length === 0) {
      draft.clearDraft();
      onClose();
      return;
    }
    const inputs: SaveInputs<Poll, UpsertPollAnswer> = {
      readLatest: () => qc.fetchQuery({ ...pollQueries.detail(editing.sessionId, editing.pollId), staleTime: 0 }),
      base: formBody(initial),
      changes,
      bodyOf: (p) => formBody(pollToFormValues(p)),
      confirm: (body, latest) => confirmRename(body, latest, values),
      send: send(editing.pollId),
      whoElse: () => readLastWriter(editing.pollId),
    };
    settle(await save.cycle.save(inputs));
  };

  return {
    form,
    editing,
    initial,
    draft,
    general,
    pending,
    /** Re-reading, merging or sending. */
    busy: save.busy,
    sending: save.state.phase === 'sending',
    conflict: save.state.phase === 'conflict' ? save.state.conflicts.fields : null,
    /** Who saved the other values (kept or in conflict), when the team's log could say. */
    elsewhereBy: save.state.by,
    gone: save.state.gone,
    submit: form.handleSubmit(onValid),
    resolve: async (choices: { fields: Record<string, 'mine' | 'theirs'> }) => settle(await save.cycle.resolve(choices)),
    cancelConflict: () => save.cycle.cancel(),
    saveAsNew: () => void form.handleSubmit((v) => create({ ...v, sessionId: editing?.sessionId ?? v.sessionId }))(),
    discardDraft() {
      draft.clearDraft();
      form.reset(initial);
    },
    /** What differs between the poll as opened and the page's live list. */
    elsewhere: { labels: elsewhere.map(labelOf), values: elsewhere.map((f) => valueInWords(theirs[f])), since },
  };
}

export type PollFormState = ReturnType<typeof usePollForm>;
