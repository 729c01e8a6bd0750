import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { EVENT_COLOUR_FIELDS, eventListWarnings, type EventColourField, type EventFields, type EventSettings } from '../../contract/event';
import { describeError, isApiError } from '../../api/errors';
import { clearsToOf, eventQueries, useUpdateEvent, type UpdateEventResult, updateEvent } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { fieldLabel, valueInWords } from '../../components/form/merge-wording';
import { saveWarnings, toSaveWarning, type SaveWarning } from '../../components/form/save-warnings';
import type { SaveReport } from '../../api/save-cycle';
import { rereadFailedText } from '../../api/save-cycle-words';
import type { Body } from '../../api/three-way-merge';
import { useFirstSeen, WATCH_MS } from '../../components/form/use-read-before-write';
import { useSaveCycle } from '../../components/form/use-save-cycle';
import { countByPosition, listChangeImpact, SESSION_WORDS, SPONSOR_WORDS, type ListImpact } from './list-change-impact';
import { buildUpdateBody, settingsFormSchema, TEXT_FIELDS, toFormValues, trackColoursOf, type SettingsFormValues } from './settings-form';

/**
 * The event settings form's life: the values loaded (the base every change is
 * measured against), the body of only what changed, the impact of list edits,
 * a confirmation with the service's dry run when tracks or tiers move, the
 * save, the refusal bound to its fields (the one binder), and the record read
 * again after saving. The draft survives a reload in this tab.
 *
 * Read before write: the settings are watched while the page is open, and
 * every save runs on the one save cycle (`api/save-cycle.ts`): read again
 * just before sending, merged, confirmed when lists move, sent. Changes made elsewhere to fields not changed here
 * are kept (and named); the same field changed on both sides waits for the
 * user's choice. Track names, track colours and tier names are each one field
 * (a list is compared whole: positions give sessions and sponsors their
 * meaning, so two different edits of one list are a conflict, not a mix).
 */
export const SETTINGS_LABELS: Record<string, string> = {
  name: 'Event name',
  welcomeText: 'Welcome text',
  dateStart: 'First day',
  dateEnd: 'Last day',
  location: 'Venue',
  address: 'Street address',
  state: 'State or region',
  supportEmail: 'Support e-mail',
  imagePath: 'Event banner',
  mapImagePath: 'Venue map',
  timeZoneOffset: 'Time zone',
  carouselInterval: 'Seconds between sponsor slides',
  scheduleTimeDisplay: 'Show times on the schedule',
  trackArray: 'Track names',
  trackColorArray: 'Track colours',
  tierArray: 'Sponsor tiers',
};
const labelOf = (f: string) => fieldLabel(f, SETTINGS_LABELS);
export type SavedSettings = { result: UpdateEventResult; warnings: string[]; ignoredFields: string[] };
export type SettingsRefusal = { message: string; details: string[] };

const FIELD_NAMES = [...TEXT_FIELDS, 'timeZoneOffset', 'carouselInterval', 'scheduleTimeDisplay', 'tracks', 'tiers', 'colours'];

/** Where a field named by the service lives in the form. */
export function formPathOf(field: string): string | null {
  const root = field.split(/[.[]/)[0];
  if (root === 'trackArray' || root === 'trackColorArray') return 'tracks';
  if (root === 'tierArray') return 'tiers';
  if ((EVENT_COLOUR_FIELDS as readonly string[]).includes(root)) return `colours.${root}`;
  return FIELD_NAMES.includes(root) ? root : null;
}

/** What the track and tier edits do to the sessions and sponsors that point at them by position. */
function useListImpacts(initial: SettingsFormValues, values: SettingsFormValues) {
  const sessions = useQuery(sessionQueries.list());
  const sponsors = useQuery(sponsorQueries.list());
  const savedTracks = initial.tracks.map((t) => t.name);
  const savedTiers = initial.tiers.map((t) => t.name);
  const trackImpacts: ListImpact[] = sessions.data
    ? listChangeImpact(savedTracks, values.tracks ?? [], countByPosition(sessions.data.map((s) => s.track)), SESSION_WORDS, 'on')
    : [];
  const tierImpacts: ListImpact[] = sponsors.data
    ? listChangeImpact(savedTiers, values.tiers ?? [], countByPosition(sponsors.data.map((s) => s.tier)), SPONSOR_WORDS, 'in')
    : [];
  const listWarnings = eventListWarnings(
    { trackArray: savedTracks, tierArray: savedTiers },
    { trackArray: (values.tracks ?? []).map((t) => t.name), tierArray: (values.tiers ?? []).map((t) => t.name), trackColorArray: trackColoursOf(values.tracks ?? []) },
  );
  return {
    trackImpacts,
    tierImpacts,
    listWarnings,
    trackWarnings: listWarnings.filter((w) => !w.startsWith('tierArray')).map(inWords),
    tierWarnings: listWarnings.filter((w) => w.startsWith('tierArray')).map(inWords),
    seriousImpacts: [...trackImpacts, ...tierImpacts].filter((i) => i.kind !== 'renamed'),
    sessionsUncounted: sessions.isError,
    sponsorsUncounted: sponsors.isError,
  };
}

/** A list edit that moves sessions or sponsors, waiting for the user's word (with the service's dry run). */
export type PendingLists = { body: EventFields; answer: (go: boolean) => void };

export function useSettingsForm(event: EventSettings) {
  const qc = useQueryClient();
  const [initial, setInitial] = useState(() => toFormValues(event));
  const [saved, setSaved] = useState<SavedSettings | null>(null);
  const [refusal, setRefusal] = useState<SettingsRefusal | null>(null);
  const [pending, setPending] = useState<PendingLists | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [settling, setSettling] = useState(false);
  const save = useSaveCycle<EventSettings, UpdateEventResult>();
  const running = useRef<Promise<unknown>>(Promise.resolve());
  // Watched while open (the same key the page reads), so a change made elsewhere is noticed.
  const watched = useQuery({ ...eventQueries.settings(), refetchInterval: WATCH_MS });
  const form = useForm<SettingsFormValues>({ defaultValues: initial, resolver: zodResolver(settingsFormSchema), mode: 'onBlur' });
  const { control, handleSubmit, setError, reset } = form;
  const draft = usePersistedDraft(form, 'event-settings');
  const tracks = useFieldArray({ control, name: 'tracks', keyName: 'key' });
  const tiers = useFieldArray({ control, name: 'tiers', keyName: 'key' });
  const values = useWatch({ control }) as SettingsFormValues;
  const mutation = useUpdateEvent();
  const schema = useQuery(eventQueries.apiSchema());
  const clearsTo = (f: EventColourField | 'trackColorArray') => clearsToOf(schema.data, f);

  const body = useMemo(() => buildUpdateBody(initial, values, (f) => clearsToOf(schema.data, f)), [initial, values, schema.data]);
  const changedCount = Object.keys(body).length;
  const impacts = useListImpacts(initial, values);
  const listsTouched = 'trackArray' in body || 'tierArray' in body || 'trackColorArray' in body;
  const theirs = useMemo(() => (watched.data ? buildUpdateBody(initial, toFormValues(watched.data), (f) => clearsToOf(schema.data, f)) : {}), [initial, watched.data, schema.data]);
  const elsewhereFields = Object.keys(theirs);
  const since = useFirstSeen(elsewhereFields.length ? JSON.stringify(theirs) : '', watched.dataUpdatedAt);

  /** The settings as read after a save become the base (as sent, when they cannot be read). */
  async function becomeBase(sent: SettingsFormValues) {
    const fresh = await qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 }).catch(() => null);
    const next = fresh ? toFormValues(fresh) : sent;
    setInitial(next);
    reset(next);
    draft.clearDraft();
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
      const details = bindApiErrors(e, setError, { fields: FIELD_NAMES, values: form.getValues(), pathOf: formPathOf });
      const named = isApiError(e) && e.details.length > 0;
      return setRefusal(named ? { message: e.message, details } : { message: describeError(e), details: [] });
    }
    if (r.phase !== 'saved') return;
    setKept(r.keptElsewhere.map(labelOf));
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

  const onSubmit = handleSubmit(
    async (v) => {
      const mine = buildUpdateBody(initial, v, clearsTo);
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
            theirChanges: (fresh) => buildUpdateBody(initial, toFormValues(fresh), clearsTo),
            confirm: confirmLists,
            send: (toSend) => mutation.mutateAsync(toSend as EventFields),
          }),
        v,
      );
    },
    () => setRefusal({ message: 'Some fields need attention before saving; they are marked below.', details: [] }),
  );

  const discard = () => {
    save.cycle.cancel();
    setKept([]);
    reset(initial);
    draft.clearDraft();
    setRefusal(null);
  };

  const pendingDryRun = useMemo(() => (pending ? () => updateEvent(pending.body, { dryRun: true }) : undefined), [pending]);

  return {
    form,
    values,
    tracks,
    tiers,
    clearsTo,
    changedCount,
    dirty: changedCount > 0,
    saving: save.busy || settling,
    restored: draft.restored,
    impacts,
    listsTouched,
    saved,
    dismissSaved: () => setSaved(null),
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
    discard,
    labels: SETTINGS_LABELS,
    /** The last save's warnings, each with the form path it is about. */
    saveWarnings: saved ? settingsSaveWarnings(saved) : [],
    dismissWarnings: () => setSaved((s) => (s ? { ...s, warnings: [], ignoredFields: [] } : s)),
    resolve: (choices: { fields: Record<string, 'mine' | 'theirs'> }) => void run(() => save.cycle.resolve(choices), form.getValues()),
    cancelConflict: () => save.cycle.cancel(),
    /** Labels of fields changed elsewhere that the last save kept. */
    kept,
    /** What differs between the loaded settings and the settings as last read. */
    elsewhere: { labels: elsewhereFields.map(labelOf), values: elsewhereFields.map((f) => valueInWords((theirs as Record<string, unknown>)[f])), since },
  };
}

export type SettingsEditor = ReturnType<typeof useSettingsForm>;

/** A warning of the service about the settings, its field said by label ("Track names: shortened …"). */
function inWords(warning: string): string {
  return toSaveWarning(warning, Object.keys(SETTINGS_LABELS), SETTINGS_LABELS).text;
}

/** A save's warnings for the save bar: fields by their labels, each pointing at where it sits in the form. */
function settingsSaveWarnings(saved: SavedSettings): SaveWarning[] {
  return saveWarnings(saved, [...Object.keys(SETTINGS_LABELS), ...FIELD_NAMES, ...EVENT_COLOUR_FIELDS], SETTINGS_LABELS).map((w) => {
    if (w.target?.kind !== 'field') return w;
    const path = formPathOf(w.target.path);
    return path ? { ...w, target: { kind: 'field', path } } : { text: w.text };
  });
}
