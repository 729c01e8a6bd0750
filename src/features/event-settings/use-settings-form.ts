import { useMemo, useState } from 'react';
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
import { applyChoices, mergeChanges, type FieldMerge } from '../../components/form/three-way-merge';
import { useFirstSeen, WATCH_MS } from '../../components/form/use-read-before-write';
import { countByPosition, listChangeImpact, SESSION_WORDS, SPONSOR_WORDS, type ListImpact } from './list-change-impact';
import { buildUpdateBody, settingsFormSchema, TEXT_FIELDS, toFormValues, trackColoursOf, type SettingsFormValues } from './settings-form';

/**
 * The event settings form's life: the values loaded (the base every change is
 * measured against), the body of only what changed, the impact of list edits,
 * a confirmation with the service's dry run when tracks or tiers move, the
 * save, the refusal bound to its fields (the one binder), and the record read
 * again after saving. The draft survives a reload in this tab.
 *
 * Read before write: the settings are watched while the page is open, and read
 * again just before a save. Changes made elsewhere to fields not changed here
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

export function useSettingsForm(event: EventSettings) {
  const qc = useQueryClient();
  const [initial, setInitial] = useState(() => toFormValues(event));
  const [saved, setSaved] = useState<SavedSettings | null>(null);
  const [refusal, setRefusal] = useState<SettingsRefusal | null>(null);
  const [pending, setPending] = useState<EventFields | null>(null);
  const [conflict, setConflict] = useState<FieldMerge | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
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

  async function save(toSend: EventFields) {
    setRefusal(null);
    setChecking(true);
    try {
      const r = await mutation.mutateAsync(toSend);
      setSaved({ result: r.data, warnings: r.warnings, ignoredFields: r.ignoredFields });
      draft.clearDraft();
      const fresh = await qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 });
      const next = toFormValues(fresh);
      setInitial(next);
      reset(next);
      toast.success('Event settings saved');
    } catch (e) {
      const details = bindApiErrors(e, setError, { fields: FIELD_NAMES, values: form.getValues(), pathOf: formPathOf });
      const named = isApiError(e) && e.details.length > 0;
      setRefusal(named ? { message: e.message, details } : { message: describeError(e), details: [] });
      throw e;
    } finally {
      setChecking(false);
    }
  }

  /** Sends the merged changes (after the list-change confirmation when lists move), naming what was kept from elsewhere. */
  function proceed(toSend: EventFields, keptElsewhere: string[]) {
    setKept(keptElsewhere.map(labelOf));
    if (Object.keys(toSend).length === 0) {
      // Everything changed here is already so elsewhere: take the settings as they are now.
      void qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 }).then((fresh) => {
        const next = toFormValues(fresh);
        setInitial(next);
        reset(next);
        draft.clearDraft();
      });
      return;
    }
    const listsChanged = 'trackArray' in toSend || 'tierArray' in toSend || 'trackColorArray' in toSend;
      if (listsChanged && (impacts.seriousImpacts.length > 0 || impacts.listWarnings.length > 0)) {
        setPending(toSend);
        return;
      }
    void save(toSend).catch(() => undefined);
  }

  const onSubmit = handleSubmit(
    async (v) => {
      const mine = buildUpdateBody(initial, v, clearsTo);
      if (Object.keys(mine).length === 0) {
        toast.info('Nothing to save: the settings are as saved.');
        return;
      }
      setRefusal(null);
      setChecking(true);
      let fresh: EventSettings;
      try {
        fresh = await qc.fetchQuery({ ...eventQueries.settings(), staleTime: 0 });
      } catch (e) {
        setRefusal({ message: `Not saved: the settings could not be read again before saving. ${describeError(e)}`, details: [] });
        return;
      } finally {
        setChecking(false);
      }
      const merge = mergeChanges({}, mine, buildUpdateBody(initial, toFormValues(fresh), clearsTo));
      if (merge.conflicts.length > 0) {
        setConflict(merge);
        return;
      }
      proceed(merge.send as EventFields, merge.keptElsewhere);
    },
    () => setRefusal({ message: 'Some fields need attention before saving; they are marked below.', details: [] }),
  );

  const discard = () => {
    setConflict(null);
    setKept([]);
    reset(initial);
    draft.clearDraft();
    setRefusal(null);
  };

  const pendingDryRun = useMemo(() => (pending ? () => updateEvent(pending, { dryRun: true }) : undefined), [pending]);

  return {
    form,
    values,
    tracks,
    tiers,
    clearsTo,
    changedCount,
    dirty: changedCount > 0,
    saving: mutation.isPending || checking,
    restored: draft.restored,
    impacts,
    listsTouched,
    saved,
    dismissSaved: () => setSaved(null),
    refusal,
    pending,
    cancelPending: () => setPending(null),
    confirmPending: async () => {
      if (pending) await save(pending);
    },
    pendingDryRun,
    onSubmit,
    discard,
    checking,
    /** Fields changed here and elsewhere, waiting for a choice. */
    conflict,
    labels: SETTINGS_LABELS,
    /** The last save's warnings, each with the form path it is about. */
    saveWarnings: saved ? settingsSaveWarnings(saved) : [],
    dismissWarnings: () => setSaved((s) => (s ? { ...s, warnings: [], ignoredFields: [] } : s)),
    resolve: (choices: { fields: Record<string, 'mine' | 'theirs'> }) => {
      if (!conflict) return;
      setConflict(null);
      proceed(applyChoices(conflict, choices.fields) as EventFields, conflict.keptElsewhere);
    },
    cancelConflict: () => setConflict(null),
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
