/**
 * Rooms: a place in the programme (the sessions' `location`) or the lobby (the whole event). A room's screens
 * follow the programme on the event's clock (`timeZoneOffset`, whole hours east of UTC): while a session of the
 * room runs they show its stage; before and between sessions the room's now and next. The lobby shows now and
 * next in every room. Pure functions, shared by the server (what a screen shows) and the console (the AV desk).
 */
export const LOBBY = '';

/**
 * What the programme says of one session, as rooms need it; `speakers`: its speakers' names in order, at most
 * SLOT_SPEAKERS_MAX, and `moreSpeakers` how many more it has (absent: none known).
 */
export type ProgrammeSession = { id: string; title: string; date: string; startTime: string; endTime: string; location: string; speakers?: string[]; moreSpeakers?: number };

/** A session's speakers' names as rooms carry them: the first SLOT_SPEAKERS_MAX, each cut to SLOT_SPEAKER_NAME_MAX, and how many more. */
export function slotSpeakers(names: readonly string[]): { speakers: string[]; moreSpeakers: number } {
  const kept = names.map((n) => n.trim()).filter(Boolean);
  return { speakers: kept.slice(0, SLOT_SPEAKERS_MAX).map((n) => Array.from(n).slice(0, SLOT_SPEAKER_NAME_MAX).join('')), moreSpeakers: Math.max(0, kept.length - SLOT_SPEAKERS_MAX) };
}

/** A room's screen names at most this many speakers of a session ("and 3 more" after them). */
export const SLOT_SPEAKERS_MAX = 6;
/** A speaker's name on a room's screen is cut to this many characters. */
export const SLOT_SPEAKER_NAME_MAX = 120;

/** A session with its start and end as instants (Unix ms). */
export type Slot = ProgrammeSession & { room: string; startsAt: number; endsAt: number };

/** The room of a session: its location, trimmed (two spellings with other spaces are one room). */
export function roomOf(session: { location?: unknown }): string {
  return typeof session.location === 'string' ? session.location.trim().replace(/\s+/g, ' ') : LOBBY;
}

/** The instant (Unix ms) of a date and a time of day on the event's clock; null when either is missing or malformed. */
export function eventInstant(date: string, time: string, offsetHours: number): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])) - offsetHours * 3_600_000;
}

/** The sessions that have a room, a date and a start, as slots in time order (a session without an end lasts until the next one in its room, or an hour). */
export function slotsOf(sessions: readonly ProgrammeSession[], offsetHours: number): Slot[] {
  const slots: Slot[] = [];
  for (const s of sessions) {
    const room = roomOf(s);
    const startsAt = eventInstant(s.date, s.startTime, offsetHours);
    if (!room || startsAt === null) continue;
    const end = eventInstant(s.date, s.endTime, offsetHours);
    slots.push({ ...s, room, startsAt, endsAt: end !== null && end > startsAt ? end : startsAt + 3_600_000 });
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** Every room of the programme, by name. */
export function roomsOf(sessions: readonly ProgrammeSession[]): string[] {
  return [...new Set(sessions.map(roomOf).filter((r) => r !== LOBBY))].sort((a, b) => a.localeCompare(b));
}

export type NowAndNext = {
  room: string;
  /** The session running now (the latest started when two overlap). */
  now: Slot | null;
  /** The next session to start. */
  next: Slot | null;
  /** When what the room shows changes next on its own (a start or an end), or null. */
  changesAt: number | null;
};

/** What runs in a room at `at`, and what comes next. */
export function nowAndNext(slots: readonly Slot[], room: string, at: number): NowAndNext {
  const mine = slots.filter((s) => s.room === room);
  const running = mine.filter((s) => s.startsAt <= at && at < s.endsAt);
  const now = running.length > 0 ? running[running.length - 1] : null;
  const next = mine.find((s) => s.startsAt > at) ?? null;
  const changes = [now?.endsAt, next?.startsAt].filter((t): t is number => typeof t === 'number');
  return { room, now, next, changesAt: changes.length > 0 ? Math.min(...changes) : null };
}

/** Now and next in every room (the lobby's screens). */
export function everyRoom(slots: readonly Slot[], at: number): NowAndNext[] {
  return [...new Set(slots.map((s) => s.room))].sort((a, b) => a.localeCompare(b)).map((room) => nowAndNext(slots, room, at));
}

/** Minutes left in a session at `at` (negative once over), for the talk timer. */
export function minutesLeft(slot: Pick<Slot, 'endsAt'>, at: number): number {
  return Math.ceil((slot.endsAt - at) / 60_000);
}

/** The talk timer's tone: calm, amber in the last 5 minutes, red when over. */
export function timerTone(slot: Pick<Slot, 'endsAt'>, at: number): 'calm' | 'amber' | 'red' {
  const left = slot.endsAt - at;
  if (left <= 0) return 'red';
  return left <= 5 * 60_000 ? 'amber' : 'calm';
}

/** A time of day on the event's clock, 24-hour ("09:05"). */
export function eventClock(at: number, offsetHours: number): string {
  const d = new Date(at + offsetHours * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whole days from `reference`'s date to `at`'s date, both on the event's clock (0 the same day, 1 the next). */
export function eventDaysApart(at: number, reference: number, offsetHours: number): number {
  const day = (t: number) => Math.floor((t + offsetHours * 3_600_000) / 86_400_000);
  return day(at) - day(reference);
}

/**
 * The day of an instant as it is said beside a time of day, on the event's clock: nothing on the day of
 * `reference` (today), "tomorrow" the day after, else "Tue 1 Dec".
 */
export function eventDayWords(at: number, reference: number, offsetHours: number): string {
  const apart = eventDaysApart(at, reference, offsetHours);
  if (apart === 0) return '';
  if (apart === 1) return 'tomorrow';
  const d = new Date(at + offsetHours * 3_600_000);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
