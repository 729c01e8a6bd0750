import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { EVENT_COLOUR_FIELDS, eventListWarnings, type EventColourField, type EventSettings } from '../../contract/event';
import { clearsToOf, eventQueries } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { valueInWords } from '../../components/form/merge-wording';
import { saveWarnings, toSaveWarning, type SaveWarning } from '../../components/form/save-warnings';
import { useFirstSeen, WATCH_MS } from '../../components/form/use-read-before-write';
import { countByPosition, listChangeImpact, SESSION_WORDS, SPONSOR_WORDS, type ListImpact } from './list-change-impact';
import { buildUpdateBody, settingsFormSchema, toFormValues, trackColoursOf, type SettingsFormValues } from './settings-form';
import { FIELD_NAMES, formPathOf, SETTINGS_LABELS, settingsLabelOf } from './settings-form-labels';
import { useSettingsSave, type SavedSettings } from './use-settings-save';


/**
 * The event settings form's life: the values loaded (the base every change is
 * measured against), the body of only what changed, the impact of list edits,
 * what changed elsewhere while typing; its saves are in use-settings-save.ts
 * (a confirmation with the service's dry run when tracks or tiers move, the
 * save, the refusal bound to its fields, and the record read again after
 * saving). The draft survives a reload in this tab.
 *
 * Read before write: the settings are watched while the page is open, and
 * every save runs on the one save cycle (`api/save-cycle.ts`): read again
 * just before sending, merged, confirmed when lists move, sent. Changes made elsewhere to fields not changed here
 * are kept (and named); the same field changed on both sides waits for the
 * user's choice. Track names, track colours and tier names are each one field
 * (a list is compared whole: positions give sessions and sponsors their
 * meaning, so two different edits of one list are a conflict, not a mix).
 */

export type SettingsImpacts = ReturnType<typeof useListImpacts>;

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
  const [initial, setInitial] = useState(() => toFormValues(event));
  // Watched while open (the same key the page reads), so a change made elsewhere is noticed.
  const watched = useQuery({ ...eventQueries.settings(), refetchInterval: WATCH_MS });
  const form = useForm<SettingsFormValues>({ defaultValues: initial, resolver: zodResolver(settingsFormSchema), mode: 'onBlur' });
  const { control } = form;
  const draft = usePersistedDraft(form, 'event-settings');
  const tracks = useFieldArray({ control, name: 'tracks', keyName: 'key' });
  const tiers = useFieldArray({ control, name: 'tiers', keyName: 'key' });
  const values = useWatch({ control }) as SettingsFormValues;
  const schema = useQuery(eventQueries.apiSchema());
  const clearsTo = (f: EventColourField | 'trackColorArray') => clearsToOf(schema.data, f);

  const body = useMemo(() => buildUpdateBody(initial, values, (f) => clearsToOf(schema.data, f)), [initial, values, schema.data]);
  const changedCount = Object.keys(body).length;
  const impacts = useListImpacts(initial, values);
  const listsTouched = 'trackArray' in body || 'tierArray' in body || 'trackColorArray' in body;
  const theirs = useMemo(() => (watched.data ? buildUpdateBody(initial, toFormValues(watched.data), (f) => clearsToOf(schema.data, f)) : {}), [initial, watched.data, schema.data]);
  const elsewhereFields = Object.keys(theirs);
  const since = useFirstSeen(elsewhereFields.length ? JSON.stringify(theirs) : '', watched.dataUpdatedAt);
  const saving = useSettingsSave({ initial, setInitial, form, clearDraft: draft.clearDraft, clearsTo, impacts });

  return {
    form,
    values,
    tracks,
    tiers,
    clearsTo,
    changedCount,
    dirty: changedCount > 0,
    restored: draft.restored,
    impacts,
    listsTouched,
    ...saving,
    discard: () => {
      saving.reset();
      form.reset(initial);
      draft.clearDraft();
    },
    labels: SETTINGS_LABELS,
    /** The last save's warnings, each with the form path it is about. */
    saveWarnings: saving.saved ? settingsSaveWarnings(saving.saved) : [],
    /** What differs between the loaded settings and the settings as last read. */
    elsewhere: { labels: elsewhereFields.map(settingsLabelOf), values: elsewhereFields.map((f) => valueInWords((theirs as Record<string, unknown>)[f])), since },
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
