/**
 * The control room's words, without React: a room from its address, its name for people, and the talk timer
 * (time left in the session on the event's clock, amber in the last 5 minutes, red when over).
 */
import { eventClock, eventDayWords, LOBBY, minutesLeft, timerTone, type Slot } from '../../contract/rooms';
import { LOBBY_SEGMENT } from '../../paths';

/** The room an address segment names ('' for the lobby). */
export function roomFromSegment(segment: string): string {
  return segment === LOBBY_SEGMENT ? LOBBY : segment;
}

export function roomName(room: string): string {
  return room === LOBBY ? 'Lobby' : room;
}

export type TalkTimer = { words: string; tone: 'calm' | 'amber' | 'red' };

/** "12 min left", "1 min left", "Over by 3 min" (minutes rounded up while running, so 0:30 left reads "1 min left"). */
export function talkTimer(slot: Pick<Slot, 'endsAt'>, at: number): TalkTimer {
  const tone = timerTone(slot, at);
  if (tone === 'red') {
    const over = Math.max(0, Math.floor((at - slot.endsAt) / 60_000));
    return { words: over === 0 ? 'Time is up' : `Over by ${over} min`, tone };
  }
  const left = minutesLeft(slot, at);
  return { words: left >= 120 ? `${Math.floor(left / 60)} h ${String(left % 60).padStart(2, '0')} min left` : `${left} min left`, tone };
}

/** "Starts in 7 min", "Starts in 1 h 05", "Starts in 2 d 3 h", "Starting now". */
export function startsIn(slot: Pick<Slot, 'startsAt'>, at: number): string {
  const minutes = Math.ceil((slot.startsAt - at) / 60_000);
  if (minutes <= 0) return 'Starting now';
  if (minutes < 60) return `Starts in ${minutes} min`;
  if (minutes < 24 * 60) return `Starts in ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
  return `Starts in ${Math.floor(minutes / (24 * 60))} d ${Math.floor((minutes % (24 * 60)) / 60)} h`;
}

/**
 * When a session starts, on the event's clock, 24-hour, with its day when that is not today: "at 09:00" (today),
 * "tomorrow 09:00", "on Tue 1 Dec 10:30" (any other day, earlier ones too).
 */
export function startsWhen(startsAt: number, now: number, offsetHours: number): string {
  const time = eventClock(startsAt, offsetHours);
  const day = eventDayWords(startsAt, now, offsetHours);
  if (!day) return `at ${time}`;
  return day === 'tomorrow' ? `tomorrow ${time}` : `on ${day} ${time}`;
}

/** When the next session starts, as the desk reads it: "at 09:00 · Starts in 45 min" today, else its day ("tomorrow 09:00"). */
export function nextWhen(slot: Pick<Slot, 'startsAt'>, now: number, offsetHours: number): string {
  const when = startsWhen(slot.startsAt, now, offsetHours);
  return eventDayWords(slot.startsAt, now, offsetHours) ? when : `${when} · ${startsIn(slot, now)}`;
}

/** "Last changed by Ana · 20 s ago" (seconds under a minute, then minutes). */
export function changedBy(name: string, at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  return `Last changed by ${name} · ${seconds < 60 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`}`;
}
