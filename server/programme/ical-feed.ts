/**
 * Calendars of the last release (ical-generator): the whole programme, one room's sessions, or one speaker's.
 *
 * - Each scheduled session is a VEVENT with a stable UID (`<uuid>@<host>`, the same in every calendar and every
 *   release, so a subscribed calendar updates it), its room as LOCATION, its speakers and track in the
 *   description, and SEQUENCE = the release's number.
 * - Times are the event's wall time with a TZID of the event's fixed offset (`Etc/GMT-2` for UTC+2) and its
 *   VTIMEZONE, so calendars show them in the event's time and convert them for a reader elsewhere.
 * - A session without an end lasts 0 minutes (a point in time), as in the programme.
 */
import { ICalCalendar, type ICalDayJsStub } from 'ical-generator';
import type { ProgrammeSnapshot, SnapshotSession } from '../../src/contract/programme';
import { stableUuid } from './feed-ids';
import { durationMinutes, instantAt, isScheduled, minutesOf, offsetText, offsetZoneName } from './programme-times';

/**
 * A wall-clock time on the event's clock, in the shape ical-generator reads from date libraries: it prints the
 * wall time as it is (no conversion through the process's own time zone).
 */
class WallTime implements ICalDayJsStub {
  constructor(
    private readonly date: string,
    private readonly minutes: number,
    private readonly offsetHours: number,
  ) {}
  private instant() {
    return instantAt(this.date, this.minutes, this.offsetHours);
  }
  format(format?: string): string {
    const local = new Date(this.instant() + this.offsetHours * 3_600_000).toISOString();
    if (format === 'YYYYMMDD') return local.slice(0, 10).replaceAll('-', '');
    if (format === 'HHmmss') return `${local.slice(11, 13)}${local.slice(14, 16)}00`;
    return `${local.slice(0, 19)}${offsetText(this.offsetHours)}`;
  }
  isValid() {
    return Number.isFinite(this.instant());
  }
  toDate() {
    return new Date(this.instant());
  }
  toJSON() {
    return this.format();
  }
  tz() {
    return this;
  }
}

/** VTIMEZONE of a fixed offset: one STANDARD part, no daylight saving. */
export function fixedOffsetZone(hours: number): string {
  const off = offsetText(hours).replace(':', '');
  return ['BEGIN:VTIMEZONE', `TZID:${offsetZoneName(hours)}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${off}`, `TZOFFSETTO:${off}`, `TZNAME:UTC${offsetText(hours)}`, 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n');
}

export type IcalOptions = { eventId: string; releaseNumber: number; publishedAt: number; host: string; name: string; sessionUrl?: (s: SnapshotSession) => string | undefined };

export function icalFeed(snapshot: ProgrammeSnapshot, sessions: readonly SnapshotSession[], o: IcalOptions): string {
  const offset = snapshot.event.timeZoneOffset;
  const zone = offsetZoneName(offset);
  const people = new Map(snapshot.speakers.map((p) => [p.id, p.name]));
  const cal = new ICalCalendar({ name: o.name, prodId: { company: 'Event console', product: 'Programme', language: 'EN' }, ttl: 60 * 15 });
  cal.timezone({ name: zone, generator: () => fixedOffsetZone(offset) });
  for (const s of sessions.filter(isScheduled)) {
    const start = minutesOf(s.startTime) ?? 0;
    const speakers = s.speakerIds.map((id) => people.get(id)).filter((n): n is string => Boolean(n));
    const description = [speakers.length ? `With ${speakers.join(', ')}` : '', s.track ? `Track: ${s.track}` : '', s.abstract].filter(Boolean).join('\n\n');
    cal.createEvent({
      id: `${stableUuid(o.eventId, 'session', s.id)}@${o.host}`,
      sequence: o.releaseNumber,
      start: new WallTime(s.date, start, offset),
      end: new WallTime(s.date, start + durationMinutes(s), offset),
      timezone: zone,
      summary: s.title || 'Untitled session',
      location: s.room || undefined,
      description: description || undefined,
      url: o.sessionUrl?.(s),
      stamp: new Date(o.publishedAt),
    });
  }
  return cal.toString();
}
