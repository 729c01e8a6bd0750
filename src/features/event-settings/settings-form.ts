/**
 * The settings form: its values, its validation (the contract's
 * `eventFieldsSchema` and `eventConsistencyIssues`), and the `/updateEvent`
 * body holding only what changed.
 */
import { z } from 'zod';
import { EVENT_COLOUR_FIELDS, eventConsistencyIssues, eventFieldsSchema, type EventColourField, type EventFields, type EventSettings } from '../../contract/event';
import { COLOUR_CLEARS_TO, colourSchema, sameColour, toArgb, type Colour } from '../../contract/colour';
import { LIMITS } from '../../contract/common';

/** A track or tier row. `origin` is its position in the saved list (null: added here). */
export type ListRow = { rowId: string; origin: number | null; name: string };
export type TrackRow = ListRow & { color: Colour | '' };

export type SettingsFormValues = {
  name: string;
  welcomeText: string;
  dateStart: string;
  dateEnd: string;
  location: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  supportEmail: string;
  imagePath: string;
  mapImagePath: string;
  timeZoneOffset: number;
  carouselInterval: number;
  scheduleTimeDisplay: boolean;
  tracks: TrackRow[];
  tiers: ListRow[];
  colours: Record<EventColourField, Colour | ''>;
};

export const TEXT_FIELDS = [
  'name',
  'welcomeText',
  'dateStart',
  'dateEnd',
  'location',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'supportEmail',
  'imagePath',
  'mapImagePath',
] as const;

let rowCounter = 0;
export function newRowId(): string {
  rowCounter += 1;
  return `row-${Date.now().toString(36)}-${rowCounter}`;
}

function colourOrEmpty(v: unknown): Colour | '' {
  return toArgb(v) === undefined ? '' : (v as Colour);
}

/** The form's values for the event as the service returned it. */
export function toFormValues(e: EventSettings): SettingsFormValues {
  const colours = Object.fromEntries(EVENT_COLOUR_FIELDS.map((f) => [f, colourOrEmpty(e[f])])) as Record<EventColourField, Colour | ''>;
  return {
    name: e.name ?? '',
    welcomeText: e.welcomeText ?? '',
    dateStart: e.dateStart ?? '',
    dateEnd: e.dateEnd ?? '',
    location: e.location ?? '',
    address: e.address ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    postalCode: e.postalCode ?? '',
    country: e.country ?? '',
    supportEmail: e.supportEmail ?? '',
    imagePath: e.imagePath ?? '',
    mapImagePath: e.mapImagePath ?? '',
    timeZoneOffset: e.timeZoneOffset ?? 0,
    carouselInterval: e.carouselInterval ?? 5,
    scheduleTimeDisplay: e.scheduleTimeDisplay ?? true,
    tracks: (e.trackArray ?? []).map((name, i) => ({ rowId: `track-${i}`, origin: i, name, color: colourOrEmpty(e.trackColorArray?.[i]) })),
    tiers: (e.tierArray ?? []).map((name, i) => ({ rowId: `tier-${i}`, origin: i, name })),
    colours,
  };
}

const f = eventFieldsSchema.shape;
const rowName = (what: string) => z.string().trim().min(1, { error: `Give the ${what} a name, or remove it` });

/** Validation of the whole form, with the contract's rules and the cross-field check. */
export const settingsFormSchema = z
  .object({
    name: f.name,
    welcomeText: f.welcomeText,
    dateStart: f.dateStart,
    dateEnd: f.dateEnd,
    location: f.location,
    address: f.address,
    city: f.city,
    state: f.state,
    postalCode: f.postalCode,
    country: f.country,
    supportEmail: f.supportEmail,
    imagePath: f.imagePath,
    mapImagePath: f.mapImagePath,
    timeZoneOffset: f.timeZoneOffset,
    carouselInterval: f.carouselInterval,
    scheduleTimeDisplay: f.scheduleTimeDisplay,
    tracks: z
      .array(z.object({ rowId: z.string(), origin: z.number().nullable(), name: rowName('track'), color: z.union([z.literal(''), colourSchema]) }))
      .max(LIMITS.listEntries, { error: `At most ${LIMITS.listEntries} tracks` }),
    tiers: z
      .array(z.object({ rowId: z.string(), origin: z.number().nullable(), name: rowName('tier') }))
      .max(LIMITS.listEntries, { error: `At most ${LIMITS.listEntries} tiers` }),
    colours: z.record(z.enum(EVENT_COLOUR_FIELDS), z.union([z.literal(''), colourSchema])),
  })
  .superRefine((v, ctx) => {
    for (const issue of eventConsistencyIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.field], message: `The end date ${issue.message}` });
  });

/**
 * The colours to send for the tracks, in track order. A track without a
 * colour at the end is left out (the service warns and shows it white); one
 * before a coloured track is sent as white, which is how it shows anyway.
 */
export function trackColoursOf(tracks: readonly TrackRow[]): Colour[] {
  let last = -1;
  tracks.forEach((t, i) => {
    if (t.color !== '') last = i;
  });
  return tracks.slice(0, last + 1).map((t) => (t.color === '' ? COLOUR_CLEARS_TO : t.color));
}

function sameList<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y): boolean {
  return a.length === b.length && a.every((x, i) => eq(x, b[i]));
}

const trimmed = (rows: readonly ListRow[]) => rows.map((r) => r.name.trim());

/**
 * The `/updateEvent` body: only the fields that differ from the saved
 * settings. A colour emptied in the form is sent as its clear value.
 */
export function buildUpdateBody(
  initial: SettingsFormValues,
  current: SettingsFormValues,
  clearsTo: (field: EventColourField) => Colour = () => COLOUR_CLEARS_TO,
): EventFields {
  const body: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) {
    const now = k === 'name' ? current[k].trim() : current[k];
    if (now !== initial[k]) body[k] = k === 'supportEmail' || k === 'imagePath' || k === 'mapImagePath' ? now.trim() : now;
  }
  if (current.timeZoneOffset !== initial.timeZoneOffset) body.timeZoneOffset = current.timeZoneOffset;
  if (current.carouselInterval !== initial.carouselInterval) body.carouselInterval = current.carouselInterval;
  if (current.scheduleTimeDisplay !== initial.scheduleTimeDisplay) body.scheduleTimeDisplay = current.scheduleTimeDisplay;

  const tracksBefore = trimmed(initial.tracks);
  const tracksNow = trimmed(current.tracks);
  if (!sameList(tracksBefore, tracksNow)) body.trackArray = tracksNow;
  const coloursBefore = trackColoursOf(initial.tracks);
  const coloursNow = trackColoursOf(current.tracks);
  if (!sameList(coloursBefore, coloursNow, sameColour) || (body.trackArray && coloursNow.length !== coloursBefore.length)) {
    body.trackColorArray = coloursNow;
  }
  const tiersNow = trimmed(current.tiers);
  if (!sameList(trimmed(initial.tiers), tiersNow)) body.tierArray = tiersNow;

  for (const c of EVENT_COLOUR_FIELDS) {
    const before = initial.colours[c];
    const now = current.colours[c];
    if (now === before || (now !== '' && before !== '' && sameColour(now, before) && typeof now === typeof before)) continue;
    body[c] = now === '' ? clearsTo(c) : now;
  }
  return body as EventFields;
}

/** Whether the form differs from the saved settings in anything that would be sent. */
export function hasChanges(initial: SettingsFormValues, current: SettingsFormValues): boolean {
  return Object.keys(buildUpdateBody(initial, current)).length > 0;
}
