/**
 * The programme as it is published: releases and feeds (docs/sessions-and-content-sections.md "Releases",
 * docs/server.md "Programme feeds"). The console's own server keeps numbered releases, each a snapshot of the
 * listed sessions with their rooms, times and speakers, and serves feeds of the last one with no key.
 *
 * One schema per shape, shared by the server (it parses every body with them: 400 naming the field) and the
 * console (it reads every answer with them).
 */
import { z } from 'zod';
import { LIMITS, dateSchema, emailSchema, int, text, timeOfDaySchema } from './common';

/** How many sessions and speakers one release may hold (a large congress has about 1,000 sessions). */
export const PROGRAMME_LIMITS = { sessions: 5000, speakers: 10000, speakersPerSession: 100, nameLength: 200, textLength: 5000 } as const;

const bounded = (what: string, max: number) => text(what).max(max, { error: `must be at most ${max} characters` });

export const snapshotSessionSchema = z.object({
  id: bounded('a session id', 200).min(1, { error: 'is required' }),
  title: bounded('the title', 1000),
  date: dateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  room: bounded('the room', 500),
  /** The track's name at the time of the release ('' for none), so a renamed track list never changes an old release. */
  track: bounded('the track name', 500),
  speakerIds: z.array(bounded('a speaker id', 200), { error: 'must be an array of speaker ids' }).max(PROGRAMME_LIMITS.speakersPerSession, { error: `must hold at most ${PROGRAMME_LIMITS.speakersPerSession} speakers` }),
  /** Plain text of the session's paragraphs, shortened. */
  abstract: bounded('the abstract', PROGRAMME_LIMITS.textLength),
});
export type SnapshotSession = z.infer<typeof snapshotSessionSchema>;

export const snapshotSpeakerSchema = z.object({
  id: bounded('a speaker id', 200).min(1, { error: 'is required' }),
  name: bounded('the name', 1000),
  /** For "Speakers to tell" (organisers only); never written into a feed. */
  email: z.union([z.literal(''), emailSchema], { error: 'must be a valid e-mail address, or empty' }),
});
export type SnapshotSpeaker = z.infer<typeof snapshotSpeakerSchema>;

export const snapshotEventSchema = z.object({
  name: bounded('the event name', 1000),
  dateStart: dateSchema,
  dateEnd: dateSchema,
  timeZoneOffset: int('a whole number of hours')
    .min(LIMITS.timeZoneOffsetMin, { error: `must be between ${LIMITS.timeZoneOffsetMin} and ${LIMITS.timeZoneOffsetMax}` })
    .max(LIMITS.timeZoneOffsetMax, { error: `must be between ${LIMITS.timeZoneOffsetMin} and ${LIMITS.timeZoneOffsetMax}` }),
});

/** The programme at the moment of a release: listed sessions (programme order), the speakers they name, the event. */
export const programmeSnapshotSchema = z.object({
  event: snapshotEventSchema,
  sessions: z.array(snapshotSessionSchema, { error: 'must be an array of sessions' }).max(PROGRAMME_LIMITS.sessions, { error: `must hold at most ${PROGRAMME_LIMITS.sessions} sessions` }),
  speakers: z.array(snapshotSpeakerSchema, { error: 'must be an array of speakers' }).max(PROGRAMME_LIMITS.speakers, { error: `must hold at most ${PROGRAMME_LIMITS.speakers} speakers` }),
});
export type ProgrammeSnapshot = z.infer<typeof programmeSnapshotSchema>;

/** `POST /console-api/programme/releases`. With UPSTREAM_URL the snapshot is what the console read; the local API builds its own. */
export const publishBodySchema = z.object({
  name: text('a few words on what changed').trim().min(1, { error: 'is required: a few words on what changed' }).max(PROGRAMME_LIMITS.nameLength, { error: `must be at most ${PROGRAMME_LIMITS.nameLength} characters` }),
  /** The release the organiser's preview compared with (0: none yet); answered back so the console can say another came in between. */
  basedOn: int('a release number').min(0, { error: 'must be 0 or a release number' }).optional(),
  snapshot: programmeSnapshotSchema.optional(),
});
export type PublishBody = z.input<typeof publishBodySchema>;

export const releaseSummarySchema = z.object({
  number: z.number().int(),
  name: z.string(),
  publishedAt: z.number(),
  sessionCount: z.number().int(),
  changeCount: z.number().int(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

export const releaseSchema = releaseSummarySchema.extend({
  /** The release this one was compared with (0: the first). */
  previous: z.number().int(),
  snapshot: programmeSnapshotSchema,
  /** The snapshot of `previous`, so the changes can be put into words and the speakers told (null for the first). */
  previousSnapshot: programmeSnapshotSchema.nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releasesListSchema = z.object({ releases: z.array(releaseSummarySchema) });
export const latestReleaseSchema = z.object({ release: releaseSchema.nullable() });

/** A release number in an address: a whole number from 1. */
export const releaseNumberSchema = z.coerce
  .number({ error: 'must be a release number' })
  .int({ error: 'must be a whole release number' })
  .min(1, { error: 'must be 1 or more' })
  .max(2147483647, { error: 'must be a release number' });

/**
 * The feeds of the last release: the public programme page, the schedule for video teams and apps (frab XML and
 * JSON), and calendars (iCal: the whole programme, one per room, one per speaker). Each has its own address.
 */
export const FEED_KINDS = ['page', 'frab', 'ical'] as const;
export const feedKindSchema = z.enum(FEED_KINDS, { error: `must be one of ${FEED_KINDS.join(', ')}` });
export type FeedKind = z.infer<typeof feedKindSchema>;

export const feedSchema = z.object({
  kind: feedKindSchema,
  on: z.boolean(),
  /** Listed on the public programme page, and kept by shared caches; otherwise unlisted (not indexed, private caching). */
  public: z.boolean(),
  /** The feed's path on the console's server (`/feeds/<token>`), null before it was first turned on. */
  path: z.string().nullable(),
  updatedAt: z.number(),
});
export type Feed = z.infer<typeof feedSchema>;
export const feedsListSchema = z.object({ feeds: z.array(feedSchema) });

export const feedSettingsBodySchema = z.object({
  on: z.boolean({ error: 'must be true or false' }).optional(),
  public: z.boolean({ error: 'must be true or false' }).optional(),
});
