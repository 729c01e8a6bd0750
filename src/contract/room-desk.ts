/**
 * What the room's desk decides beside the stage (not part of the Event Management API: the console's own server
 * keeps it, docs/server.md "Room screens"):
 *
 * - **A screen's kind.** A room screen shows the room to the audience; a stage monitor (a lectern or floor
 *   monitor) shows the speaker the time left, the spotlighted question, the next one in the queue and the desk's
 *   message.
 * - **Messages to the stage monitor.** One message per room at a time ("5 minutes", "Mic 2 is dead"); the monitor
 *   says it was seen, and the control room shows that receipt. Sending again replaces it; an empty text clears it.
 * - **Holding a room.** A room's screens follow the programme. The desk can hold them on one session's stage (an
 *   overrunning talk keeps its questions up after its end; a talk's poll shown before it starts) or on now and next
 *   (a technical break), and release them to the programme again.
 * - **The speaker's time.** A talk starts late, or the chair gives the speaker five more minutes: the desk moves
 *   the end the stage monitor and the control room's talk timer count to, for the session on now only, without
 *   touching the programme (attendees and the room's screen keep the programme's times). Kept as whole minutes
 *   from the programme's end (speaker-time.ts has the rules).
 */
import { z } from 'zod';
import { atMostCharacters, idText, text } from './common';

export const SCREEN_KINDS = ['room', 'monitor'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
export const screenKindSchema = z.enum(SCREEN_KINDS, { error: 'must be room (the audience’s screen) or monitor (the speaker’s stage monitor)' });

export const MONITOR_MESSAGE_MAX = 200;
export const roomField = atMostCharacters(text('a room (a place of the programme, or empty for the lobby)').trim(), 200);

/** The desk's message to a room's stage monitor; an empty text takes it down. */
export const monitorMessageSchema = z.strictObject({
  room: roomField,
  text: atMostCharacters(text('the message').trim(), MONITOR_MESSAGE_MAX),
});
/** A stage monitor saying it showed a message. */
export const monitorSeenSchema = z.strictObject({ messageId: atMostCharacters(idText('a message id').min(1, { error: 'is required' }), 60) });

export type MonitorMessage = { id: string; text: string; sentAt: number; seenAt: number | null };

/** What a room's screens are held on: a session's stage, or now and next. */
export const roomHoldTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('session'), sessionId: atMostCharacters(idText('a session id').min(1, { error: 'is required' }), 200) }),
    z.strictObject({ kind: z.literal('next') }),
  ],
  { error: 'must be a session’s stage ({ kind: "session", sessionId }) or now and next ({ kind: "next" })' },
);
export type RoomHoldTarget = z.infer<typeof roomHoldTargetSchema>;
/** Holds a room's screens (`hold`), or releases them to the programme (`hold: null`). */
export const roomHoldSchema = z.strictObject({ room: roomField, hold: z.union([roomHoldTargetSchema, z.null()], { error: 'must be what to hold the screens on, or null to release them' }) });
export type RoomHold = { room: string; hold: RoomHoldTarget; since: number };

/** Words for what a hold keeps on screen. */
export function holdWords(hold: RoomHoldTarget, sessionTitle?: string): string {
  return hold.kind === 'next' ? 'now and next' : sessionTitle ? `the stage of “${sessionTitle}”` : 'a session’s stage';
}

export const SPEAKER_TIME_MAX_MINUTES = 120;
const speakerMinutes = z
  .number({ error: 'must be a whole number of minutes' })
  .int({ error: 'must be a whole number of minutes' })
  .min(-SPEAKER_TIME_MAX_MINUTES, { error: `must be at least -${SPEAKER_TIME_MAX_MINUTES} (two hours less)` })
  .max(SPEAKER_TIME_MAX_MINUTES, { error: `must be at most ${SPEAKER_TIME_MAX_MINUTES} (two hours more)` });
/** More or less time (`add`, on top of what was already added), or minutes from the programme's end (`set`; 0 is the programme's end). */
export const speakerTimeChangeSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('add'), minutes: speakerMinutes }), z.strictObject({ kind: z.literal('set'), minutes: speakerMinutes })],
  { error: 'must be { kind: "add", minutes } (more or less time) or { kind: "set", minutes } (minutes from the programme’s end; 0 is its end)' },
);
export type SpeakerTimeChange = z.infer<typeof speakerTimeChangeSchema>;
/** The desk moves the end the speaker's time counts to, for one session of the room. */
export const speakerTimeSchema = z.strictObject({
  room: roomField,
  sessionId: atMostCharacters(idText('a session id').min(1, { error: 'is required' }), 200),
  change: speakerTimeChangeSchema,
});
/** A room's speaker's time: `minutes` from the programme's end of session `sessionId` (never 0: the programme's end is no row). */
export type SpeakerTime = { room: string; sessionId: string; minutes: number; setAt: number };
