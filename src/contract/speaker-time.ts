/**
 * The speaker's time, adjusted by hand, without React or a database (room-desk.ts has the request; the console's
 * server keeps one per room). Shared by the server (what a stage monitor counts to) and the control room:
 *
 * - An adjustment is whole minutes from the programme's end of one session, at most two hours either way, and
 *   never ends the session at or before its start.
 * - It applies to that session only: once another session of the room starts in the programme, it is forgotten.
 * - A session given more time stays the speaker's after its end in the programme, until the adjusted end or until
 *   the next session of the room starts, whichever comes first. The room's own screens keep the programme.
 */
import { eventClock, nowAndNext, type Slot } from './rooms';
import { SPEAKER_TIME_MAX_MINUTES, type SpeakerTime, type SpeakerTimeChange } from './room-desk';

const MINUTE = 60_000;

/** The minutes from the programme's end after `change`, on top of `current` (what was added to this session before). */
export function changedMinutes(current: number, change: SpeakerTimeChange): number {
  return change.kind === 'add' ? current + change.minutes : change.minutes;
}

/** Why `minutes` from the programme's end cannot be the session's end (null when it can). */
export function speakerTimeProblem(slot: Pick<Slot, 'startsAt' | 'endsAt'>, minutes: number): string | null {
  if (Math.abs(minutes) > SPEAKER_TIME_MAX_MINUTES) return `would be ${Math.abs(minutes)} min ${minutes > 0 ? 'after' : 'before'} the programme’s end: at most ${SPEAKER_TIME_MAX_MINUTES} either way`;
  if (slot.endsAt + minutes * MINUTE <= slot.startsAt) return 'would end the session before it starts';
  return null;
}

/** The minutes a room's adjustment gives `slot` (0 when it is another session's, or none). */
export function minutesFor(slot: Pick<Slot, 'id'>, time: Pick<SpeakerTime, 'sessionId' | 'minutes'> | null | undefined): number {
  return time && time.sessionId === slot.id ? time.minutes : 0;
}

export type SpeakerClock = {
  /** The session the speaker's time is of. */
  slot: Slot;
  /** The end the speaker's time counts to (Unix ms). */
  endsAt: number;
  /** Minutes from the programme's end (0: the programme's end). */
  minutes: number;
  /** True past the programme's end, in the time the desk added. */
  extended: boolean;
};

/**
 * The speaker's session in `room` at `at`, with the end their time counts to: the session running in the programme,
 * or one given more time that ended in the programme since, while its added time lasts and no other session of the
 * room has started. Null between sessions.
 */
export function speakerClock(slots: readonly Slot[], room: string, at: number, time: Pick<SpeakerTime, 'sessionId' | 'minutes'> | null | undefined): SpeakerClock | null {
  const { now } = nowAndNext(slots, room, at);
  if (now) {
    const minutes = minutesFor(now, time);
    return { slot: now, endsAt: now.endsAt + minutes * MINUTE, minutes, extended: false };
  }
  if (!time || time.minutes <= 0) return null;
  const slot = slots.find((s) => s.id === time.sessionId && s.room === room);
  if (!slot || at < slot.endsAt || at >= slot.endsAt + time.minutes * MINUTE) return null;
  const overtaken = slots.some((s) => s.room === room && s.id !== slot.id && s.startsAt > slot.startsAt && s.startsAt <= at);
  return overtaken ? null : { slot, endsAt: slot.endsAt + time.minutes * MINUTE, minutes: time.minutes, extended: true };
}

/** How a session's end is moved: "5 min added: ends 11:50 instead of 11:45", "3 min taken off: …", or the programme's end. */
export function speakerTimeWords(minutes: number, programmeEndsAt: number, offsetHours: number): string {
  const programme = eventClock(programmeEndsAt, offsetHours);
  if (minutes === 0) return `Ends at the programme’s end, ${programme}`;
  const moved = eventClock(programmeEndsAt + minutes * MINUTE, offsetHours);
  return `${Math.abs(minutes)} min ${minutes > 0 ? 'added' : 'taken off'}: ends ${moved} instead of ${programme}`;
}

/**
 * The minutes from the programme's end for "Ends at HH:MM" on the event's clock (24-hour): the time of day nearest
 * the programme's end (so 00:10 after a session ending at 23:50 is 20 min later). Null when it is not a time of day.
 */
export function minutesToEndAt(timeOfDay: string, programmeEndsAt: number, offsetHours: number): number | null {
  const t = /^\s*(\d{1,2})[:.h](\d{2})\s*$/.exec(timeOfDay);
  if (!t) return null;
  const hours = Number(t[1]);
  const mins = Number(t[2]);
  if (hours > 23 || mins > 59) return null;
  const day = 24 * 60;
  const end = new Date(programmeEndsAt + offsetHours * 3_600_000);
  const endMinute = end.getUTCHours() * 60 + end.getUTCMinutes();
  let diff = hours * 60 + mins - endMinute;
  if (diff > day / 2) diff -= day;
  if (diff < -day / 2) diff += day;
  return diff;
}
