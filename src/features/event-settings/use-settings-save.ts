/**
 * The event settings' saves on the one save cycle (`api/save-cycle.ts`): the
 * settings read again just before sending, my update body merged with the
 * changes made elsewhere (both measured against the loaded settings), a
 * confirmation with the service's dry run when tracks or tiers move sessions
 * or sponsors, the send, the refusal bound to its fields, and the settings
 * read again as the new base. `use-settings-form.ts` owns the form.
 */
import { useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EventColourField, EventFields, EventSettings } from '../../contract/event';
import { describeError, isApiError } from '../../api/errors';
import { eventQueries, updateEvent, useUpdateEvent, type UpdateEventResult } from '../../api/event-queries';
import type { SaveReport } from '../../api/save-cycle';
import { rereadFailedText } from '../../api/save-cycle-words';
import type { Body } from '../../api/three-way-merge';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { useSaveCycle } from '../../components/form/use-save-cycle';
import { buildUpdateBody, toFormValues, type SettingsFormValues } from './settings-form';
import { FIELD_NAMES, formPathOf, settingsLabelOf } from './settings-form-labels';

export type SavedSettings = { result: UpdateEventResult; warnings: string[]; ignoredFields: string[] };
export type SettingsRefusal = { message: string; details: string[] };
/** A list edit that moves sessions or sponsors, waiting for the user's word (with the service's dry run). */
export type PendingLists = { body: EventFields; answer: (go: boolean) => void };

type Context = {
  initial: SettingsFormValues;
  setInitial: (values: SettingsFormValues) => void;
  form: UseFormReturn<SettingsFormValues>;
  clearDraft: () => void;
  clearsTo: (f: EventColourField | 'trackColorArray') => unknown;
  impacts: { seriousImpacts: readonly unknown[]; listWarnings: readonly string[] };
};

export function useSettingsSave({ initial, setInitial, form, clearDraft, clearsTo, impacts }: Context) {
  const qc = useQueryClient();
  const [saved, setSaved] = useState<SavedSettings | null>(null);
  const [refusal, setRefusal] = useState<SettingsRefusal | null>(null);
  const [pending, setPending] = useState<PendingLists | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [settling, setSettling] = useState(false);
  const save = useSaveCycle<EventSettings, UpdateEventResult>();
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const mutation = useUpdateEvent();
  const update = (from: SettingsFormValues, to: SettingsFormValues) => buildUpdateBody(from, to, clearsTo as Parameters<typeof buildUpdateBody>[2]);

  /** The settings as read after a save become the base (as sent, when they cannot be read). */
  async function becomeBase(sent: SettingsFormValues) {
    const fresh = await qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 }).catch(() => null);
    const next = fresh ? toFormValues(fresh) : sent;
    setInitial(next);
    form.reset(next);
    clearDraft();
  }

  /** Before tracks or tiers move sessions or sponsors: the confirmation (with the service's dry run). */
  function confirmLists(toSend: Body): Promise<boolean> {
    const listsChanged = 'trackArray' in toSend || 'tierArray' in toSend || 'trackColorArray' in toSend;
    if (!listsChanged || (impacts.seriousImpacts.length === 0 && impacts.listWarnings.length === 0)) return Promise.resolve(true);
    return new Promise((answer) => setPending({ body: toSend as EventFields, answer }));
  }

  /** What a save's report means for the page: the refusal bound to its fields, or the saved settings as the new base. */
  async function settle(r: SaveReport<EventSettings, UpdateEventResult>, sent: SettingsFormValues) {
    setPending(null);
    if (r.phase === 'failed' && r.failure) {
      const e = r.failure.error;
      if (r.failure.step === 're-read') return setRefusal({ message: rereadFailedText('settings', e), details: [] });
      const details = bindApiErrors(e, form.setError, { fields: FIELD_NAMES, values: form.getValues(), pathOf: formPathOf });
      const named = isApiError(e) && e.details.length > 0;
      return setRefusal(named ? { message: e.message, details } : { message: describeError(e), details: [] });
    }
    if (r.phase !== 'saved') return;
    setKept(r.keptElsewhere.map(settingsLabelOf));
    setSettling(true);
    if (r.data) setSaved({ result: r.data, warnings: r.warnings, ignoredFields: r.ignoredFields });
    await becomeBase(sent);
    setSettling(false);
    if (r.data) toast.success('Event settings saved');
  }

  /** One save on the cycle: the settings read again, my changes merged with theirs, confirmed when lists move, sent. */
  function run(start: () => Promise<SaveReport<EventSettings, UpdateEventResult>>, sent: SettingsFormValues) {
    setRefusal(null);
    const done = start().then((r) => settle(r, sent));
    running.current = done;
    return done;
  }

  const onSubmit = form.handleSubmit(
    async (v) => {
      const mine = update(initial, v);
      if (Object.keys(mine).length === 0) {
        toast.info('Nothing to save: the settings are as saved.');
        return;
      }
      await run(
        () =>
          save.cycle.save({
            readLatest: () => qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 }),
            base: {},
            changes: mine,
            // Their changes measured as mine are: the update body between the loaded settings and the settings now.
            theirChanges: (fresh) => update(initial, toFormValues(fresh)),
            confirm: confirmLists,
            send: (toSend) => mutation.mutateAsync(toSend as EventFields),
          }),
        v,
      );
    },
    () => setRefusal({ message: 'Some fields need attention before saving; they are marked below.', details: [] }),
  );

  const pendingDryRun = useMemo(() => (pending ? () => updateEvent(pending.body, { dryRun: true }) : undefined), [pending]);

  return {
    saving: save.busy || settling,
    saved,
    dismissSaved: () => setSaved(null),
    dismissWarnings: () => setSaved((s) => (s ? { ...s, warnings: [], ignoredFields: [] } : s)),
    refusal,
    pending: pending?.body ?? null,
    cancelPending: () => pending?.answer(false),
    confirmPending: async () => {
      pending?.answer(true);
      await running.current;
    },
    pendingDryRun,
    onSubmit,
    /** Re-reading or merging before a save (the changed-elsewhere notice waits). */
    checking: save.state.phase === 're-reading' || save.state.phase === 'merging',
    /** Fields changed here and elsewhere, waiting for a choice. */
    conflict: save.state.phase === 'conflict' ? save.state.conflicts.fields : null,
    resolve: (choices: { fields: Record<string, 'mine' | 'theirs'> }) => void run(() => save.cycle.resolve(choices), form.getValues()),
    cancelConflict: () => save.cycle.cancel(),
    /** Labels of fields changed elsewhere that the last save kept. */
    kept,
    /** Back to editing: no conflict, nothing kept, no refusal (the form's discard). */
    reset: () => {
      save.cycle.cancel();
      setKept([]);
      setRefusal(null);
    },
  };
}
