/**
 * The last release as a frab schedule, the format video recording teams, conference apps (Giggity, ConfClerk)
 * and C3VOC's tools read: `schedule.xml` (valid against C3VOC's schedule.xml.xsd) and `schedule.json` (valid
 * against C3VOC's schedule JSON schema); both are in server/programme/test/, with their source.
 *
 * - Only scheduled sessions (a day and a start) are in it; days are the days that have sessions.
 * - An event's `id` is a stable number per session, its `guid` a stable UUID, its slug `<acronym>-<id>-<title>`.
 * - Speakers are `persons` by name only (never an e-mail).
 * - Times carry the event's offset (`2026-03-14T10:00:00+02:00`); `start` is `HH:MM`, `duration` `HH:MM`.
 */
import type { ProgrammeSnapshot, SnapshotSession } from '../../src/contract/programme';
import { slugify, stableNumbers, stableUuid } from './feed-ids';
import { clock, durationMinutes, isScheduled, isoAt, minutesOf, offsetZoneName } from './programme-times';

export type FrabOptions = {
  eventId: string;
  releaseNumber: number;
  /** `https://host/`: the console server's origin, which serves the feeds. */
  baseUrl: string;
  /** Link of a session (by its guid) on the public programme page, when that page is public. */
  sessionUrl?: (guid: string) => string;
};

type FrabPerson = { id: number; guid: string; name: string; public_name: string };
type FrabEvent = {
  id: number;
  guid: string;
  logo: string;
  date: string;
  start: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string;
  track: string;
  type: string;
  language: string;
  abstract: string;
  description: string;
  recording_license: string;
  do_not_record: boolean;
  persons: FrabPerson[];
  links: never[];
  attachments: never[];
  answers: never[];
};
type FrabDay = { index: number; date: string; day_start: string; day_end: string; rooms: Record<string, FrabEvent[]> };

export type FrabScheduleJson = {
  $schema: string;
  schedule: {
    version: string;
    base_url: string;
    conference: {
      acronym: string;
      title: string;
      start: string;
      end: string;
      daysCount: number;
      timeslot_duration: string;
      time_zone_name?: string;
      url: string;
      rooms: { name: string; guid: string }[];
      days: FrabDay[];
    };
  };
};

export function frabSchedule(snapshot: ProgrammeSnapshot, o: FrabOptions): FrabScheduleJson {
  const offset = snapshot.event.timeZoneOffset;
  const acronym = slugify(snapshot.event.name, 'event', 30);
  const scheduled = snapshot.sessions.filter(isScheduled);
  const ids = stableNumbers(scheduled.map((s) => s.id), `${o.eventId}:session`);
  const personIds = stableNumbers(snapshot.speakers.map((p) => p.id), `${o.eventId}:speaker`);
  const people = new Map(snapshot.speakers.map((p) => [p.id, p]));
  const roomName = (s: SnapshotSession) => s.room || 'No room';
  const rooms = [...new Set(scheduled.map(roomName))];
  const dates = [...new Set(scheduled.map((s) => s.date))].sort();

  const eventOf = (s: SnapshotSession): FrabEvent => {
    const id = ids.get(s.id) ?? 1;
    const slug = `${acronym}-${id}-${slugify(s.title, 'session', 50)}`;
    const guid = stableUuid(o.eventId, 'session', s.id);
    return {
      id,
      guid,
      logo: '',
      date: isoAt(s.date, minutesOf(s.startTime) ?? 0, offset),
      start: s.startTime,
      duration: clock(durationMinutes(s)),
      room: roomName(s),
      slug,
      url: o.sessionUrl?.(guid) ?? o.baseUrl,
      title: s.title || 'Untitled session',
      subtitle: '',
      track: s.track,
      type: 'talk',
      language: '',
      abstract: s.abstract,
      description: '',
      recording_license: '',
      do_not_record: false,
      persons: s.speakerIds.flatMap((pid) => {
        const p = people.get(pid);
        return p ? [{ id: personIds.get(pid) ?? 1, guid: stableUuid(o.eventId, 'speaker', pid), name: p.name, public_name: p.name }] : [];
      }),
      links: [],
      attachments: [],
      answers: [],
    };
  };

  const days: FrabDay[] = dates.map((date, i) => {
    const today = scheduled.filter((s) => s.date === date);
    const first = Math.min(...today.map((s) => minutesOf(s.startTime) ?? 0));
    const last = Math.max(...today.map((s) => (minutesOf(s.startTime) ?? 0) + durationMinutes(s)));
    const byRoom: Record<string, FrabEvent[]> = {};
    for (const room of rooms) {
      const events = today.filter((s) => roomName(s) === room).map(eventOf);
      if (events.length) byRoom[room] = events;
    }
    return { index: i + 1, date, day_start: isoAt(date, first, offset), day_end: isoAt(date, last, offset), rooms: byRoom };
  });

  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      version: `v${o.releaseNumber}`,
      base_url: o.baseUrl,
      conference: {
        acronym,
        title: snapshot.event.name || 'Programme',
        start: snapshot.event.dateStart || dates[0] || new Date(0).toISOString().slice(0, 10),
        end: snapshot.event.dateEnd || snapshot.event.dateStart || dates.at(-1) || new Date(0).toISOString().slice(0, 10),
        daysCount: days.length,
        timeslot_duration: '00:05',
        ...(offset === 0 ? { time_zone_name: 'UTC' } : {}),
        url: o.baseUrl,
        rooms: rooms.map((name) => ({ name, guid: stableUuid(o.eventId, 'room', name.toLowerCase()) })),
        days,
      },
    },
  };
}

/** XML text: the five special characters escaped, and the two characters XML 1.0 cannot hold (U+FFFE, U+FFFF) left out. */
const escapeXml = (value: string) =>
  value.replace(/[\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** The same schedule as frab XML. */
export function frabXml(json: FrabScheduleJson, timeZoneOffset: number): string {
  const c = json.schedule.conference;
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<schedule>'];
  out.push('  <generator name="event-console" version="1"/>');
  out.push(`  ${el('version', json.schedule.version)}`);
  out.push('  <conference>');
  out.push(`    ${el('acronym', c.acronym)}`, `    ${el('title', c.title)}`, `    ${el('start', c.start)}`, `    ${el('end', c.end)}`);
  out.push(`    ${el('days', String(c.daysCount))}`, `    ${el('timeslot_duration', c.timeslot_duration)}`);
  out.push(`    ${el('base_url', json.schedule.base_url)}`, `    ${el('time_zone_name', offsetZoneName(timeZoneOffset))}`);
  out.push('  </conference>');
  // The XSD wants at least one day: an empty programme is one empty day at the conference's start.
  const days = c.days.length ? c.days : [{ index: 1, date: c.start, day_start: isoAt(c.start, 0, timeZoneOffset), day_end: isoAt(c.start, 0, timeZoneOffset), rooms: {} }];
  for (const day of days) {
    out.push(`  <day index="${day.index}" date="${day.date}" start="${day.day_start}" end="${day.day_end}">`);
    for (const [room, events] of Object.entries(day.rooms)) {
      out.push(`    <room name="${escapeXml(room)}">`);
      for (const e of events) {
        out.push(`      <event id="${e.id}" guid="${e.guid}">`);
        out.push(
          `        ${el('date', e.date)}`,
          `        ${el('start', e.start)}`,
          `        ${el('duration', e.duration)}`,
          `        ${el('room', e.room)}`,
          `        ${el('slug', e.slug)}`,
          `        ${el('url', e.url)}`,
          `        ${el('title', e.title)}`,
          `        ${el('subtitle', e.subtitle)}`,
          `        ${el('track', e.track)}`,
          `        ${el('type', e.type)}`,
          `        ${el('language', e.language)}`,
          `        ${el('abstract', e.abstract)}`,
          `        ${el('description', e.description)}`,
        );
        out.push('        <persons>');
        for (const p of e.persons) out.push(`          <person id="${p.id}">${escapeXml(p.name)}</person>`);
        out.push('        </persons>');
        out.push('        <links/>', '      </event>');
      }
      out.push('    </room>');
    }
    out.push('  </day>');
  }
  out.push('</schedule>', '');
  return out.join('\n');
}
