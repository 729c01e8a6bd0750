/**
 * Speakers' availability, between the console and its server (not part of the Event Management API, which has no
 * such field: the console's own server keeps it, docs/server.md "Speaker availability"). For each speaker the
 * organiser lists times on the event's days and says what they are: the only times the speaker can speak
 * (`available`), or times they cannot (`unavailable`). No entry, or no times: the speaker can speak at any time.
 * Times are the event's wall-clock times, as the sessions' own.
 */
import { z } from 'zod';
import { atMostCharacters, dateSchema, idText, timeOfDaySchema } from './common';

/** The most times one speaker's entry holds. */
export const AVAILABILITY_SLOTS_MAX = 60;

const nonEmpty = { error: 'is required' };

export const availabilitySlotSchema = z
  .strictObject({
    date: dateSchema.refine((v) => v !== '', nonEmpty),
    from: timeOfDaySchema.refine((v) => v !== '', nonEmpty),
    /** The end: `24:00` is not a time of day; a slot to the end of the day ends at `23:59`. */
    to: timeOfDaySchema.refine((v) => v !== '', nonEmpty),
  })
  .refine((s) => s.from < s.to, { path: ['to'], error: 'must be after the start' });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilityModeSchema = z.enum(['available', 'unavailable'], { error: 'must be available or unavailable' });
export type AvailabilityMode = z.infer<typeof availabilityModeSchema>;

/** One speaker's times, as the console writes them (an empty list removes the speaker's entry). */
export const availabilityWriteSchema = z.strictObject({
  speakerId: atMostCharacters(idText('a speaker id').min(1, nonEmpty), 200),
  mode: availabilityModeSchema,
  slots: z.array(availabilitySlotSchema, { error: 'must be a list of times' }).max(AVAILABILITY_SLOTS_MAX, { error: `may hold at most ${AVAILABILITY_SLOTS_MAX} times` }),
});
export type AvailabilityWrite = z.infer<typeof availabilityWriteSchema>;

export const speakerAvailabilitySchema = z.object({
  speakerId: z.string(),
  mode: availabilityModeSchema,
  slots: z.array(availabilitySlotSchema),
  updatedAt: z.number(),
});
export type SpeakerAvailability = z.infer<typeof speakerAvailabilitySchema>;

/** Every speaker's entry of the event. */
export const availabilityListSchema = z.object({ speakers: z.array(speakerAvailabilitySchema) });
export type AvailabilityList = z.infer<typeof availabilityListSchema>;
