import { Controller } from 'react-hook-form';
import { EVENT_COLOUR_FIELDS, formatUtcOffset, type EventColourField } from '../../contract/event';
import { LIMITS } from '../../contract/common';
import { ColourField } from '../../components/colour/colour-field';
import { colourName } from '../../components/colour/colour-name';
import { PictureField } from '../../components/picture/picture-field';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { AppLookPreview } from './app-look-preview';
import { SettingsSection } from './settings-section';
import type { SettingsEditor } from './use-settings-form';

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

/** The event's own fields: basics, dates, venue, support, appearance (with the app preview on narrow screens) and schedule. */
export function GeneralSettingsSections({ editor }: { editor: SettingsEditor }) {
  const { form, values, clearsTo } = editor;
  const { control, register } = form;
  const err = form.formState.errors;
  return (
    <>
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

    <SettingsSection id="appearance" field="colours" title="Appearance" description={`The banner and the eight colours of the attendee app. Clear makes a colour ${colourName(clearsTo('primaryBackgroundColor')) ?? 'blank'} in the app.`}>
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
    </>
  );
}
