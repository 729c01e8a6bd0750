import { useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AlertTriangle } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import { LIMITS } from '../../contract/common';
import { pollQueries, upsertPoll, useUpsertPoll, type PollWriteBody } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { SaveBar } from '../../components/form/save-bar';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SwitchField } from '../../components/ui/switch-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { TextField } from '../../components/ui/text-field';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { ChangedElsewhereNotice } from '../../components/form/changed-elsewhere-notice';
import { ConflictPanel } from '../../components/form/conflict-panel';
import { DeletedElsewherePanel } from '../../components/form/deleted-elsewhere-panel';
import { fieldLabel, listOfLabels, valueInWords } from '../../components/form/merge-wording';
import { applyChoices, changesBetween, mergeChanges, type FieldMerge } from '../../components/form/three-way-merge';
import { useFirstSeen } from '../../components/form/use-read-before-write';
import { OptionsEditor } from './options-editor';
import { PollFacts } from './poll-facts';
import { POLL_FORM_FIELDS, SWITCH_HINTS, newPollValues, pollFormSchema, pollToFormValues, type PollFormValues } from './poll-form-schema';
import { strandedOptions, strandedSummary, type OptionChange } from './option-renames';
import { renameMemory } from './rename-memory';

type Output = z.output<typeof pollFormSchema>;

export type PollFormTarget = { kind: 'new'; sessionId: string; sortNr: number } | { kind: 'edit'; poll: Poll };

export type SavedPoll = { pollId: string; created: boolean; warnings: string[]; ignoredFields: string[] };

export type PollFormDialogProps = {
  target: PollFormTarget;
  allowSelfProxy: boolean | undefined;
  onClose: () => void;
  onSaved: (saved: SavedPoll) => void;
  onCountdownEnded?: () => void;
};

const SWITCHES = ['locked', 'visible', 'showVotes', 'whiteListed', 'onlyShowToAllowed'] as const;
const SWITCH_LABELS: Record<(typeof SWITCHES)[number], string> = {
  locked: 'Locked (voting closed)',
  visible: 'Visible in the app',
  showVotes: 'Show votes to attendees',
  whiteListed: 'Invited attendees only',
  onlyShowToAllowed: 'Hide from attendees not allowed to vote',
};

type Pending = { body: PollWriteBody; stranded: OptionChange[]; warnings: string[]; kept: string[] };

const FIELD_LABELS: Record<string, string> = { ...SWITCH_LABELS, question: 'Question', options: 'Options', maxChoices: 'Picks per person', sessionId: 'Session' };
const labelOf = (f: string) => fieldLabel(f, FIELD_LABELS);

/** The form's fields of a poll, as a write body (what the merge compares). */
function formBody(v: PollFormValues): Record<string, unknown> {
  return Object.fromEntries(POLL_FORM_FIELDS.map((k) => [k, v[k]]));
}

/** Only what the user changed goes out on an edit (an omitted field is unchanged). */
function changedFields(before: PollFormValues, after: Output): Partial<Output> {
  const out: Record<string, unknown> = {};
  for (const k of POLL_FORM_FIELDS) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) out[k] = after[k];
  }
  return out as Partial<Output>;
}

/**
 * Create or edit a poll, checked by the contract; a rename that strands votes is confirmed after a dry run.
 * An edit is measured against the poll as the form was opened (the base), and the poll is read again just
 * before saving: changes made elsewhere to other fields are kept, the same field changed on both sides is
 * asked, a poll deleted elsewhere can be saved as new. The page's live list shows changes while typing.
 */
export function PollFormDialog({ target, allowSelfProxy, onClose, onSaved, onCountdownEnded }: PollFormDialogProps) {
  const live = target.kind === 'edit' ? target.poll : null;
  const [editing] = useState(live);
  const [newFor] = useState(target.kind === 'new' ? target.sessionId : '');
  const initial = useMemo(() => (editing ? pollToFormValues(editing) : newPollValues(newFor)), [editing, newFor]);
  const qc = useQueryClient();
  const [conflict, setConflict] = useState<FieldMerge | null>(null);
  const [gone, setGone] = useState(false);
  const form = useForm<PollFormValues, unknown, Output>({ resolver: zodResolver(pollFormSchema), defaultValues: initial, mode: 'onTouched' });
  const draft = usePersistedDraft(form, editing ? `poll:${editing.pollId}` : `poll:new:${initial.sessionId}`);
  const save = useUpsertPoll();
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const formId = useId();
  const { register, control, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const question = watch('question') ?? '';
  const options = watch('options') ?? [];

  // Keep the inline errors in step as the option count changes.
  useEffect(() => {
    if (formState.isSubmitted) void form.trigger('maxChoices');
  }, [options.length, formState.isSubmitted, form]);

  // Changed elsewhere while this form is open (the page's list is live): named, never applied to the form.
  const elsewhere = live && editing ? Object.keys(changesBetween(formBody(initial), formBody(pollToFormValues(live)))) : [];
  const since = useFirstSeen(elsewhere.length && live ? JSON.stringify(formBody(pollToFormValues(live))) : '', 0);

  async function write(body: PollWriteBody, stranded: OptionChange[], kept: string[] = []) {
    try {
      const r = await save.mutateAsync(body);
      draft.clearDraft();
      if (kept.length) toast.info(`Kept the change${kept.length === 1 ? '' : 's'} made elsewhere to ${listOfLabels(kept.map(labelOf))}.`);
      const pollId = r.data?.pollId ?? editing?.pollId ?? '';
      if (stranded.length > 0 && pollId) renameMemory.remember({ pollId, changes: stranded, warnings: r.warnings, savedAt: Date.now() });
      onSaved({ pollId, created: !!r.data?.created, warnings: r.warnings, ignoredFields: r.ignoredFields });
      onClose();
    } catch (e) {
      setPending(null);
      setGeneral(bindApiErrors(e, form.setError, POLL_FORM_FIELDS));
    }
  }

  const onValid = async (values: Output) => {
    setGeneral([]);
    if (!editing) {
      await write({ ...values, sortNr: target.kind === 'new' ? target.sortNr : undefined }, []);
      return;
    }
    const mine = changedFields(initial, values);
    if (Object.keys(mine).length === 0) {
      draft.clearDraft();
      onClose();
      return;
    }
    // Read before write: the poll as it is now, merged with what changed here.
    setChecking(true);
    let fresh: Poll | null;
    try {
      fresh = await qc.fetchQuery({ ...pollQueries.detail(editing.sessionId, editing.pollId), staleTime: 0 });
    } catch (e) {
      setGeneral([`The poll could not be read again before saving: ${describeError(e)}`]);
      return;
    } finally {
      setChecking(false);
    }
    if (!fresh) return setGone(true);
    const merge = mergeChanges({}, mine, changesBetween(formBody(initial), formBody(pollToFormValues(fresh))));
    if (merge.conflicts.length > 0) return setConflict(merge);
    await proceed(merge.send as Partial<Output>, merge.keptElsewhere, values, fresh);
  };

  async function proceed(changes: Partial<Output>, kept: string[], values: Output, fresh: Poll) {
    if (!editing) return;
    if (Object.keys(changes).length === 0) {
      draft.clearDraft();
      if (kept.length) toast.info(`Kept the change${kept.length === 1 ? '' : 's'} made elsewhere to ${listOfLabels(kept.map(labelOf))}.`);
      onClose();
      return;
    }
    const body: PollWriteBody = { documentId: editing.pollId, ...changes };
    const stranded = changes.options ? strandedOptions(fresh.options, values.options, fresh.voteCounts) : [];
    if (stranded.length === 0) {
      await write(body, [], kept);
      return;
    }
    // Ask the service first what the rename would do, and let the user decide knowing it.
    setChecking(true);
    try {
      const dry = await upsertPoll(body, { dryRun: true });
      setPending({ body, stranded, warnings: dry.warnings, kept });
    } catch (e) {
      setGeneral(bindApiErrors(e, form.setError, POLL_FORM_FIELDS));
    } finally {
      setChecking(false);
    }
  }

  const optionErrors = errors.options as unknown as (({ message?: string } | undefined)[] & { message?: string; root?: { message?: string } }) | undefined;
  const itemErrors = Array.isArray(optionErrors) ? optionErrors.map((e) => e?.message) : [];
  const listError = optionErrors?.message ?? optionErrors?.root?.message;
  const strandedVotes = pending?.stranded.reduce((s, c) => s + c.votes, 0) ?? 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={editing ? 'Edit poll' : 'New poll'}
      size="lg"
      footer={
        pending ? (
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={save.isPending}>
              Back to editing
            </Button>
            <Button variant="danger" busy={save.isPending} onClick={() => void write(pending.body, pending.stranded, pending.kept)}>
              Save and orphan {strandedVotes === 1 ? '1 vote' : `${strandedVotes} votes`}
            </Button>
          </>
        ) : (
          <SaveBar
            place="dialog"
            formId={formId}
            dirty={formState.isDirty}
            saving={save.isPending || checking}
            saveLabel={editing ? 'Save poll' : 'Create poll'}
            changedCount={editing ? Object.keys(formState.dirtyFields).length : undefined}
            extra={
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            }
          />
        )
      }
    >
      {draft.restored ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-indigo-50 p-2 text-xs text-indigo-950">
          <span>Restored what you typed before (not saved yet).</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              draft.clearDraft();
              form.reset(initial);
            }}
          >
            Discard and start from the saved poll
          </Button>
        </div>
      ) : null}
      {gone && editing ? (
        <DeletedElsewherePanel
          what="poll"
          busy={save.isPending}
          onSaveAsNew={() => void form.handleSubmit((v) => write({ ...v, sessionId: editing.sessionId }, []))()}
          onDiscard={() => {
            draft.clearDraft();
            onClose();
          }}
        />
      ) : null}
      {conflict && editing ? (
        <ConflictPanel
          fields={conflict.conflicts}
          sections={[]}
          labels={FIELD_LABELS}
          busy={save.isPending || checking}
          onCancel={() => setConflict(null)}
          onResolve={(choices) => {
            const merge = conflict;
            setConflict(null);
            void form.handleSubmit(async (v) => {
              const fresh = await qc.fetchQuery({ ...pollQueries.detail(editing.sessionId, editing.pollId), staleTime: 0 }).catch(() => null);
              if (!fresh) return setGone(true);
              await proceed(applyChoices(merge, choices.fields) as Partial<Output>, merge.keptElsewhere, v, fresh);
            })();
          }}
        />
      ) : !gone && !save.isPending && !checking ? (
        <ChangedElsewhereNotice labels={elsewhere.map(labelOf)} values={live ? elsewhere.map((f) => valueInWords(formBody(pollToFormValues(live))[f])) : []} since={since} />
      ) : null}
      {pending ? (
        <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden className="size-5 text-amber-700" />
            This change would orphan {strandedVotes === 1 ? '1 vote' : `${strandedVotes} votes`}
          </p>
          <p className="mt-1">{strandedSummary(pending.stranded)}.</p>
          {pending.warnings.length > 0 ? (
            <>
              <p className="mt-2 font-medium">The service's dry run reports:</p>
              <ul className="list-disc pl-5">
                {pending.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-2">Ballots record the wording, so these votes stop counting. Restoring the original wording later brings them back.</p>
        </div>
      ) : null}
      {general.length > 0 ? (
        <div role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-medium">The poll was not saved:</p>
          <ul className="list-disc pl-5">
            {general.map((g, i) => (
              <li key={i}>{g}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form id={formId} noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5" aria-busy={checking || undefined}>
        <fieldset disabled={!!pending || !!conflict} className="flex flex-col gap-5">
          <TextareaField
            label="Question"
            required
            rows={2}
            maxChars={LIMITS.pollQuestion}
            value={question}
            error={errors.question?.message}
            {...register('question')}
          />
          <Controller
            control={control}
            name="options"
            render={({ field }) => (
              <OptionsEditor
                idPrefix={formId}
                value={field.value ?? []}
                onChange={(next) => field.onChange(next)}
                error={listError}
                itemErrors={itemErrors}
                voteCounts={editing?.voteCounts}
              />
            )}
          />
          <TextField
            label="Picks per person (maxChoices)"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, options.length)}
            hint={`From 1 to the number of options (${options.length}).`}
            error={errors.maxChoices?.message}
            className="max-w-xs"
            {...register('maxChoices', { valueAsNumber: true })}
          />
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-medium text-slate-800">What attendees get</legend>
            {SWITCHES.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => <SwitchField label={SWITCH_LABELS[name]} hint={SWITCH_HINTS[name]} checked={!!field.value} onCheckedChange={field.onChange} />}
              />
            ))}
            {watch('whiteListed') && editing && !editing.whitelistId ? (
              <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-950 ring-1 ring-amber-200">
                This poll has no list of its own: it uses the session's list of invited attendees, and if the session has none, nobody can vote.
              </p>
            ) : null}
          </fieldset>
        </fieldset>
      </form>
      {editing ? (
        <div className="mt-5">
          <PollFacts poll={editing} allowSelfProxy={allowSelfProxy} onCountdownEnded={onCountdownEnded} />
        </div>
      ) : (
        <p className="mt-5 text-xs text-slate-600">
          The session's self-proxy setting: {allowSelfProxy === false ? 'off (only the organiser appoints proxies)' : 'on (attendees appoint their own proxy)'}.
        </p>
      )}
    </Dialog>
  );
}
