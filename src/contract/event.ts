import { z } from 'zod';
import { LIMITS, dateSchema, emailSchema, flag, int, richTextSchema, text, urlSchema, writeExtrasShape } from './common';
import type { ApiIssue } from './common';
import { colourSchema, COLOUR_CLEARS_TO } from './colour';
import type { WriteRules } from './write-body';

/** The eight colours of the attendee app's look. */
export const EVENT_COLOUR_FIELDS = [
  'primaryBackgroundColor',
  'secondaryBackgroundColor',
  'tertiaryBackgroundColor',
  'primaryAccentColor',
  'secondaryAccentColor',
  'primaryFontColor',
  'secondaryFontColor',
  'cardBackgroundColor',
] as const;
export type EventColourField = (typeof EVENT_COLOUR_FIELDS)[number];

/** The value `/apiSchema` gives to clear each colour field. */
export const COLOUR_CLEARS: Record<string, string> = Object.fromEntries(
  [...EVENT_COLOUR_FIELDS, 'tintColor'].map((f) => [f, COLOUR_CLEARS_TO]),
);

const nameList = (what: string) =>
  z
    .array(text(`a ${what} name`).trim(), { error: `must be an array of ${what} names` })
    .max(LIMITS.listEntries, { error: `must hold at most ${LIMITS.listEntries} ${what}s` });

export const eventFieldsSchema = z.object({
  name: text('the event name').trim().min(1, { error: 'may not be empty' }),
  welcomeText: richTextSchema,
  dateStart: dateSchema,
  dateEnd: dateSchema,
  location: text('the venue name'),
  address: text('the address'),
  city: text('the city'),
  state: text('the state'),
  postalCode: text('the postal code'),
  country: text('the country'),
  supportEmail: z.union([z.literal(''), emailSchema], { error: 'must be a valid e-mail address' }),
  imagePath: urlSchema,
  mapImagePath: urlSchema,
  timeZoneOffset: int('a whole number of hours')
    .min(LIMITS.timeZoneOffsetMin, { error: `must be between ${LIMITS.timeZoneOffsetMin} and ${LIMITS.timeZoneOffsetMax}` })
    .max(LIMITS.timeZoneOffsetMax, { error: `must be between ${LIMITS.timeZoneOffsetMin} and ${LIMITS.timeZoneOffsetMax}` }),
  carouselInterval: int('a whole number of seconds')
    .min(LIMITS.carouselIntervalMin, { error: `must be between ${LIMITS.carouselIntervalMin} and ${LIMITS.carouselIntervalMax} seconds` })
    .max(LIMITS.carouselIntervalMax, { error: `must be between ${LIMITS.carouselIntervalMin} and ${LIMITS.carouselIntervalMax} seconds` }),
  scheduleTimeDisplay: flag(),
  trackArray: nameList('track'),
  tierArray: nameList('tier'),
  trackColorArray: z
    .array(colourSchema, { error: 'must be an array of colours' })
    .max(LIMITS.listEntries, { error: `must hold at most ${LIMITS.listEntries} colours` }),
  primaryBackgroundColor: colourSchema,
  secondaryBackgroundColor: colourSchema,
  tertiaryBackgroundColor: colourSchema,
  primaryAccentColor: colourSchema,
  secondaryAccentColor: colourSchema,
  primaryFontColor: colourSchema,
  secondaryFontColor: colourSchema,
  cardBackgroundColor: colourSchema,
});
export const eventUpdateSchema = eventFieldsSchema.partial();
export type EventFields = z.input<typeof eventUpdateSchema>;

/** The event's settings as `/getEvent` returns them (lenient: extra fields tolerated, optional ones defaulted). */
const str = () => z.string().optional().default('');
const colourRead = () => z.union([z.number(), z.string()]).optional();
export const eventSchema = z.looseObject({
  documentId: z.string(),
  name: z.string(),
  welcomeText: str(),
  dateStart: str(),
  dateEnd: str(),
  location: str(),
  address: str(),
  city: str(),
  state: str(),
  postalCode: str(),
  country: str(),
  supportEmail: str(),
  imagePath: str(),
  mapImagePath: str(),
  timeZoneOffset: z.number().optional().default(0),
  carouselInterval: z.number().optional().default(5),
  scheduleTimeDisplay: z.boolean().optional().default(true),
  trackArray: z.array(z.string()).optional().default([]),
  tierArray: z.array(z.string()).optional().default([]),
  trackColorArray: z.array(z.union([z.number(), z.string()])).optional().default([]),
  primaryBackgroundColor: colourRead(),
  secondaryBackgroundColor: colourRead(),
  tertiaryBackgroundColor: colourRead(),
  primaryAccentColor: colourRead(),
  secondaryAccentColor: colourRead(),
  primaryFontColor: colourRead(),
  secondaryFontColor: colourRead(),
  cardBackgroundColor: colourRead(),
  guestCount: z.number().int().optional(),
  guestCapacity: z.number().int().optional(),
  categories: z.array(z.string()).optional().default([]),
});
export type EventSettings = z.infer<typeof eventSchema>;

/** Cross-field rules of `/updateEvent`, checked on the settings as they would be after the write. */
export function eventConsistencyIssues(e: { dateStart?: string; dateEnd?: string }): ApiIssue[] {
  if (e.dateStart && e.dateEnd && e.dateEnd < e.dateStart) {
    return [{ field: 'dateEnd', message: `must not precede dateStart (${e.dateStart})` }];
  }
  return [];
}

/** Warnings the service gives on a saved track/tier change (rules 2 and 3). */
export function eventListWarnings(
  before: { trackArray?: string[]; tierArray?: string[] },
  after: { trackArray?: string[]; tierArray?: string[]; trackColorArray?: unknown[] },
): string[] {
  const warnings: string[] = [];
  const bt = before.trackArray ?? [];
  const at = after.trackArray ?? [];
  if (at.length < bt.length) {
    warnings.push(`trackArray: shortened from ${bt.length} to ${at.length} tracks; sessions on a removed track show under a blank heading`);
  }
  const bTier = before.tierArray ?? [];
  const aTier = after.tierArray ?? [];
  if (aTier.length < bTier.length) {
    warnings.push(`tierArray: shortened from ${bTier.length} to ${aTier.length} tiers; sponsors in a removed tier show under a blank heading`);
  }
  const colours = after.trackColorArray?.length ?? 0;
  if (at.length > colours) {
    warnings.push(`trackColorArray: ${at.length} tracks are named but ${colours} colours were given; a track without a colour is white`);
  }
  return warnings;
}

const refusedBy = (message: string) => ({ message });
const ownerRefusal = refusedBy("the event's owner is changed in the vendor console, not through the service");
const planRefusal = refusedBy('plan limits (attendee capacity, seat counts) are set by the subscription, not through the service');
const liveRefusal = refusedBy('going live (activating, publishing, access code) is done in the vendor console, not through the service');
const blockRefusal = refusedBy('blocking individual attendees is done in the vendor console, not through the service');
const maintainedRefusal = refusedBy('this value is maintained by the service and cannot be written');
const keyRefusal = refusedBy('keys and connected-service links are managed in the vendor console, not through the service');

/**
 * Rule 5: fields the service refuses with an explanation (not ignored).
 * `guestCount` and `guestCapacity` are returned by `/getEvent`: posted back unchanged they are ignored
 * (read-modify-write stays safe); a different value is refused with the message here.
 */
export const EVENT_REFUSED_FIELDS: Record<string, { message: string }> = {
  owner: ownerRefusal,
  ownerId: ownerRefusal,
  ownerEmail: ownerRefusal,
  guestCapacity: planRefusal,
  maxAssignedUsers: planRefusal,
  seatCount: planRefusal,
  seats: planRefusal,
  capacity: planRefusal,
  active: liveRefusal,
  isActive: liveRefusal,
  live: liveRefusal,
  published: liveRefusal,
  isPublished: liveRefusal,
  accessCode: liveRefusal,
  blockedUsers: blockRefusal,
  bannedUsers: blockRefusal,
  blockedAttendees: blockRefusal,
  guestCount: maintainedRefusal,
  tags: maintainedRefusal,
  tagList: maintainedRefusal,
  publishedDataUrl: maintainedRefusal,
  publishedDataLink: maintainedRefusal,
  apiKey: keyRefusal,
  apiKeys: keyRefusal,
  keys: keyRefusal,
  webhooks: keyRefusal,
  connectedServices: keyRefusal,
  integrations: keyRefusal,
};

/** Returned by `/getEvent`, dropped when posted back unchanged. */
export const EVENT_ECHO_FIELDS = ['guestCount', 'guestCapacity'] as const;

export const eventWriteRules: WriteRules = {
  readOnly: {
    documentId: "the event's id",
    categories: 'the abstract category list grows when an abstract names a new category',
  },
  refused: Object.fromEntries(
    Object.entries(EVENT_REFUSED_FIELDS).filter(([k]) => !(EVENT_ECHO_FIELDS as readonly string[]).includes(k)),
  ),
};

export const updateEventResponseSchema = z.looseObject({
  status: z.string(),
  changes: z.record(z.string(), z.looseObject({ before: z.unknown(), after: z.unknown() })),
  ...writeExtrasShape,
});

/** `UTC+2`, `UTC−5`, `UTC±0` for a time-zone offset in hours. */
export function formatUtcOffset(hours: number): string {
  if (hours === 0) return 'UTC±0';
  return hours > 0 ? `UTC+${hours}` : `UTC−${Math.abs(hours)}`;
}
