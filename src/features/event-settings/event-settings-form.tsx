import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Save, Undo2 } from 'lucide-react';
import { EVENT_COLOUR_FIELDS, eventListWarnings, formatUtcOffset, type EventColourField, type EventFields, type EventSettings } from '../../contract/event';
import { LIMITS } from '../../contract/common';
import { isApiError } from '../../api/errors';
import { clearsToOf, eventQueries, useUpdateEvent, type UpdateEventResult, updateEvent } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { ColourField } from '../../components/colour/colour-field';
import { PictureField } from '../../components/picture/picture-field';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { AppLookPreview } from './app-look-preview';
import { countByPosition, listChangeImpact, SESSION_WORDS, SPONSOR_WORDS, type ListImpact } from './list-change-impact';
import { ListImpactNotice } from './list-impact-notice';
import { SavedChanges } from './saved-changes';
import { buildUpdateBody, newRowId, settingsFormSchema, TEXT_FIELDS, toFormValues, trackColoursOf, type SettingsFormValues } from './settings-form';
import { SettingsSection } from './settings-section';
import { SortableListEditor } from './sortable-list-editor';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard';

const COLOUR_LABELS: Record<EventColourField, string> = {
  primaryBackgroundColor: 'Primary background',
  secondaryBackgroundColor: 'Secondary background (header)',
  tertiaryBackgroundColor: 'Tertiary background (bottom bar)',
  primaryAccentColor: 'Primary accent',
  secondaryAccentColor: 'Secondary accent',
  primaryFontColor: 'Primary text',
  secondaryFontColor: 'Secondary text',
  cardBackgroundColor: 'Card background',
};

const OFFSETS = Array.from({ length: LIMITS.timeZoneOffsetMax - LIMITS.timeZoneOffsetMin + 1 }, (_, i) => LIMITS.timeZoneOffsetMin + i);

type Saved = { result: UpdateEventResult; warnings: string[]; ignoredFields: string[] };

/** Where a field named by the service lives in the form. */
function formPathOf(field: string): FieldPath<SettingsFormValues> | null {
  const root = field.split(/[.[]/)[0];
  if ((TEXT_FIELDS as readonly string[]).includes(root) || root === 'timeZoneOffset' || root === 'carouselInterval' || root === 'scheduleTimeDisplay') {
    return root as FieldPath<SettingsFormValues>;
  }
  if (root === 'trackArray' || root === 'trackColorArray') return 'tracks';
  if (root === 'tierArray') return 'tiers';
  if ((EVENT_COLOUR_FIELDS as readonly string[]).includes(root)) return `colours.${root as EventColourField}`;
  return null;
}

export function EventSettingsForm({ event }: { event: EventSettings }) {
  const qc = useQueryClient();
  const [initial, setInitial] = useState(() => toFormValues(event));
  const [saved, setSaved] = useState<Saved | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; details: string[] } | null>(null);
  const [pending, setPending] = useState<EventFields | null>(null);
  const form = useForm<SettingsFormValues>({
    defaultValues: initial,
    resolver: zodResolver(settingsFormSchema),
    mode: 'onBlur',
  });
  const { control, register, handleSubmit, formState, setError, reset } = form;
  const draft = usePersistedDraft(form, 'event-settings');
  const tracks = useFieldArray({ control, name: 'tracks', keyName: 'key' });
  const tiers = useFieldArray({ control, name: 'tiers', keyName: 'key' });
  const values = useWatch({ control }) as SettingsFormValues;
  const mutation = useUpdateEvent();

  const schema = useQuery(eventQueries.apiSchema());
  const sessions = useQuery(sessionQueries.list());
  const sponsors = useQuery(sponsorQueries.list());
  const clearsTo = (f: EventColourField) => clearsToOf(schema.data, f);

  const body = useMemo(() => buildUpdateBody(initial, values, (f) => clearsToOf(schema.data, f)), [initial, values, schema.data]);
  const changedCount = Object.keys(body).length;
  const dirty = changedCount > 0;

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
  const trackWarnings = listWarnings.filter((w) => !w.startsWith('tierArray'));
  const tierWarnings = listWarnings.filter((w) => w.startsWith('tierArray'));
  const seriousImpacts = [...trackImpacts, ...tierImpacts].filter((i) => i.kind !== 'renamed');
  const listsTouched = 'trackArray' in body || 'tierArray' in body || 'trackColorArray' in body;

  async function save(toSend: EventFields) {
    setRefusal(null);
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
      const general: string[] = [];
      if (isApiError(e)) {
        for (const d of e.details) {
          const path = d.field ? formPathOf(d.field) : null;
          const message = d.use ? `${d.message} (use ${d.use})` : d.message;
          if (path) setError(path, { type: 'server', message: `${d.field}: ${message}` });
          else general.push(d.field ? `${d.field}: ${message}` : message);
        }
        setRefusal({ message: e.details.length > 0 ? e.message : e.explain(), details: general });
      } else {
        setRefusal({ message: e instanceof Error ? e.message : String(e), details: [] });
      }
      throw e;
    }
  }

  const onValid = (v: SettingsFormValues) => {
    const toSend = buildUpdateBody(initial, v, clearsTo);
    if (Object.keys(toSend).length === 0) {
      toast.info('Nothing to save: the settings are as saved.');
      return;
    }
    const listsChanged = 'trackArray' in toSend || 'tierArray' in toSend || 'trackColorArray' in toSend;
    if (listsChanged && (seriousImpacts.length > 0 || listWarnings.length > 0)) {
      setPending(toSend);
      return;
    }
    void save(toSend).catch(() => undefined);
  };

  const onInvalid = () => {
    setRefusal({ message: 'Some fields need attention before saving; they are marked below.', details: [] });
  };

  const err = formState.errors;
  const pendingDryRun = useMemo(() => (pending ? () => updateEvent(pending, { dryRun: true }) : undefined), [pending]);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <UnsavedChangesGuard when={dirty && !mutation.isPending} message="The event settings have changes that are not saved. They stay as a draft in this tab if you leave." />
      {saved ? (
        <SavedChanges changes={saved.result.changes ?? {}} warnings={saved.warnings} ignoredFields={saved.ignoredFields} onDismiss={() => setSaved(null)} />
      ) : null}
      {refusal ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Not saved</p>
          <p className="mt-1">{refusal.message}</p>
          {refusal.details.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {refusal.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {draft.restored && dirty ? (
        <p role="status" className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
          Your unsaved changes from earlier in this tab were restored.
        </p>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_260px]">
        <div className="min-w-0 space-y-6">
          <SettingsSection id="basics" title="Basics">
            <TextField label="Event name" required {...register('name')} error={err.name?.message} />
            <Controller
              control={control}
              name="welcomeText"
              render={({ field }) => (
                <RichTextField
                  label="Welcome text"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={err.welcomeText?.message}
                  hint="Shown on the app's home page."
                />
              )}
            />
          </SettingsSection>

          <SettingsSection id="dates" title="Dates and time zone">
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label="First day" type="date" {...register('dateStart')} error={err.dateStart?.message} />
              <TextField label="Last day" type="date" {...register('dateEnd')} error={err.dateEnd?.message} hint="Not before the first day." />
              <Controller
                control={control}
                name="timeZoneOffset"
                render={({ field }) => (
                  <SelectField
                    label="Time zone"
                    value={String(field.value)}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    options={OFFSETS.map((h) => ({ value: String(h), label: formatUtcOffset(h) }))}
                    error={err.timeZoneOffset?.message}
                    hint="Hours from UTC, −12 to +14."
                  />
                )}
              />
            </div>
          </SettingsSection>

          <SettingsSection id="venue" title="Venue and address">
            <TextField label="Venue" {...register('location')} error={err.location?.message} />
            <TextField label="Street address" autoComplete="street-address" {...register('address')} error={err.address?.message} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="City" {...register('city')} error={err.city?.message} />
              <TextField label="State or region" {...register('state')} error={err.state?.message} />
              <TextField label="Postal code" {...register('postalCode')} error={err.postalCode?.message} />
              <TextField label="Country" {...register('country')} error={err.country?.message} />
            </div>
            <Controller
              control={control}
              name="mapImagePath"
              render={({ field }) => (
                <PictureField label="Venue map" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={err.mapImagePath?.message} />
              )}
            />
          </SettingsSection>

          <SettingsSection id="support" title="Support">
            <TextField label="Support e-mail" type="email" autoComplete="email" hint="Shown to attendees who need help." {...register('supportEmail')} error={err.supportEmail?.message} />
          </SettingsSection>

          <SettingsSection id="appearance" title="Appearance" description="The banner and the eight colours of the attendee app. Clear writes the service's clear value for that colour.">
            <Controller
              control={control}
              name="imagePath"
              render={({ field }) => (
                <PictureField label="Event banner" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={err.imagePath?.message} />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {EVENT_COLOUR_FIELDS.map((f) => (
                <Controller
                  key={f}
                  control={control}
                  name={`colours.${f}`}
                  render={({ field }) => (
                    <ColourField label={COLOUR_LABELS[f]} value={field.value} onChange={field.onChange} clearsTo={clearsTo(f)} error={err.colours?.[f]?.message} />
                  )}
                />
              ))}
            </div>
            <div className="xl:hidden">
              <AppLookPreview colours={values.colours} eventName={values.name} bannerUrl={values.imagePath} tracks={values.tracks ?? []} />
            </div>
          </SettingsSection>

          <SettingsSection id="schedule" title="Schedule">
            <Controller
              control={control}
              name="scheduleTimeDisplay"
              render={({ field }) => (
                <SwitchField label="Show times on the schedule" checked={field.value} onCheckedChange={field.onChange} hint="When off, sessions are listed without their start and end times." />
              )}
            />
            <TextField
              label="Seconds between sponsor slides"
              type="number"
              inputMode="numeric"
              min={LIMITS.carouselIntervalMin}
              max={LIMITS.carouselIntervalMax}
              step={1}
              className="max-w-xs"
              hint="1 to 60 seconds."
              {...register('carouselInterval', { valueAsNumber: true })}
              error={err.carouselInterval?.message}
            />
          </SettingsSection>

          <SettingsSection
            id="tracks"
            title="Tracks"
            description="Sessions store the position of their track, not its name: renaming, reordering or removing a track changes what those sessions show under."
          >
            <SortableListEditor
              noun="track"
              max={LIMITS.listEntries}
              rows={tracks.fields.map((f, i) => ({ id: f.key, name: values.tracks?.[i]?.name ?? f.name, isNew: f.origin === null }))}
              onMove={tracks.move}
              onRemove={tracks.remove}
              onAdd={() => tracks.append({ rowId: newRowId(), origin: null, name: '', color: '' })}
              renderFields={(i) => (
                <div className="grid gap-3 lg:grid-cols-2">
                  <TextField label={`Track ${i + 1} name`} {...register(`tracks.${i}.name`)} error={err.tracks?.[i]?.name?.message} />
                  <Controller
                    control={control}
                    name={`tracks.${i}.color`}
                    render={({ field }) => (
                      <ColourField
                        label={`Track ${i + 1} colour`}
                        value={field.value}
                        onChange={field.onChange}
                        clearsTo={clearsToOf(schema.data, 'trackColorArray')}
                        hint={field.value === '' ? 'No colour: shows white' : undefined}
                      />
                    )}
                  />
                </div>
              )}
            />
            {err.tracks?.message || err.tracks?.root?.message ? (
              <p className="text-xs font-medium text-red-700">{err.tracks?.message ?? err.tracks?.root?.message}</p>
            ) : null}
            <ListImpactNotice
              id="tracks-impact"
              impacts={trackImpacts}
              warnings={trackWarnings}
              countProblem={sessions.isError ? 'The sessions could not be counted, so what a reorder does to them is not known.' : null}
            />
          </SettingsSection>

          <SettingsSection id="tiers" title="Sponsor tiers" description="Sponsors store the position of their tier, not its name: reordering or removing a tier changes what those sponsors show under.">
            <SortableListEditor
              noun="tier"
              max={LIMITS.listEntries}
              rows={tiers.fields.map((f, i) => ({ id: f.key, name: values.tiers?.[i]?.name ?? f.name, isNew: f.origin === null }))}
              onMove={tiers.move}
              onRemove={tiers.remove}
              onAdd={() => tiers.append({ rowId: newRowId(), origin: null, name: '' })}
              renderFields={(i) => <TextField label={`Tier ${i + 1} name`} {...register(`tiers.${i}.name`)} error={err.tiers?.[i]?.name?.message} />}
            />
            {err.tiers?.message || err.tiers?.root?.message ? (
              <p className="text-xs font-medium text-red-700">{err.tiers?.message ?? err.tiers?.root?.message}</p>
            ) : null}
            <ListImpactNotice
              id="tiers-impact"
              impacts={tierImpacts}
              warnings={tierWarnings}
              countProblem={sponsors.isError ? 'The sponsors could not be counted, so what a reorder does to them is not known.' : null}
            />
          </SettingsSection>
        </div>
        <aside className="hidden xl:block" aria-label="Preview">
          <div className="sticky top-6">
            <AppLookPreview colours={values.colours} eventName={values.name} bannerUrl={values.imagePath} tracks={values.tracks ?? []} />
          </div>
        </aside>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 backdrop-blur sm:-mx-6 lg:-mx-8">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-sm text-slate-700" aria-live="polite">
            {dirty ? `${changedCount} unsaved ${changedCount === 1 ? 'change' : 'changes'}` : 'All changes saved'}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              icon={<Undo2 aria-hidden className="size-4" />}
              disabled={!dirty || mutation.isPending}
              onClick={() => {
                reset(initial);
                draft.clearDraft();
                setRefusal(null);
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" icon={<Save aria-hidden className="size-4" />} busy={mutation.isPending} disabled={!dirty}>
              Save settings
            </Button>
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Save the track and tier changes?"
        confirmLabel="Save settings"
        dryRun={pendingDryRun}
        onConfirm={async () => {
          if (pending) await save(pending);
        }}
      >
        {listsTouched && seriousImpacts.length > 0 ? (
          <>
            <p>Sessions and sponsors keep their positions, so after saving:</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {seriousImpacts.map((i) => (
                <li key={`${i.kind}-${i.position}-${i.before}`}>{i.message}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The service warns about this change; check what it says before saving.</p>
        )}
      </ConfirmDialog>
    </form>
  );
}
