/**
 * Clashes in the programme, found as the organiser plans: one set of rules
 * for the schedule grid, the sessions list, the session editor and the
 * dashboard. A clash is a warning: nothing here ever blocks a save.
 *
 * Rules:
 * - **room**: two sessions in the same room (`location`, compared without
 *   case or outer spaces) on the same day whose times overlap;
 * - **speaker**: one speaker in two sessions on the same day whose times
 *   overlap, or that are less than the changeover apart (minutes, default 0);
 * - **outside**: a session dated before the event's first day or after its
 *   last;
 * - **endBeforeStart**: an end time earlier than the start time;
 * - **lostTrack**: a track position the event's track list no longer has;
 * - **unavailable**: a speaker in a session at a time the organiser said
 *   they cannot speak (`speaker-availability.ts`; one clash per speaker and
 *   session).
 *
 * Times are `HH:mm` on the session's `date`. Intervals are half-open
 * [start, end): touching sessions (one ends at 10:00, the next starts at
 * 10:00) do not clash. A session without an end time, or whose end is before
 * its start, occupies its start minute only; two sessions starting at the same
 * minute in one room always clash. Sessions without a date or start time take
 * part in no time rule.
 */
import type { SpeakerAvailability } from '../../contract/availability';
import { meetsUnavailable, unavailableOn } from './speaker-availability';
import { toMinutes } from './to-minutes';
import { speakerIdsOf } from './session-speakers';

export type ClashSession = {
  documentId: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  track: number;
  contentData?: readonly { type: string; data?: Record<string, unknown> }[];
};

export type ClashRef = { id: string; title: string };

export type Clash =
  | { kind: 'room'; a: ClashRef; b: ClashRef; room: string }
  | { kind: 'speaker'; a: ClashRef; b: ClashRef; speakerId: string; /** Minutes between the first's end and the second's start (negative: they overlap). */ gap: number }
  | { kind: 'outside'; a: ClashRef; date: string }
  | { kind: 'endBeforeStart'; a: ClashRef }
  | { kind: 'lostTrack'; a: ClashRef; track: number }
  | { kind: 'unavailable'; a: ClashRef; speakerId: string };

export type ClashOptions = {
  /** The event's first and last day, `YYYY-MM-DD` (empty: unknown, no date rule). */
  eventStart?: string;
  eventEnd?: string;
  /** How many tracks the event has; undefined: not known yet, no track rule. */
  trackCount?: number;
  /** Minutes a speaker needs between two sessions (default 0). */
  changeover?: number;
  /** Speakers' availability, by speaker id (none: no availability rule). */
  availability?: ReadonlyMap<string, SpeakerAvailability>;
};

type Span = { s: ClashSession; start: number; end: number };

function spanOf(s: ClashSession): Span | null {
  if (!s.date) return null;
  const start = toMinutes(s.startTime);
  if (start === null) return null;
  const end = toMinutes(s.endTime);
  return { s, start, end: end !== null && end > start ? end : start };
}

/** Whether two spans overlap with `gap` minutes needed between them (touching is not a clash). */
function overlaps(a: Span, b: Span, gap = 0): boolean {
  if (a.start === b.start) return true;
  return a.start < b.end + gap && b.start < a.end + gap;
}

const ref = (s: ClashSession): ClashRef => ({ id: s.documentId, title: s.title });
/** Pairs in programme order, so a clash reads "earlier session, later session". */
const ordered = (x: Span, y: Span): [Span, Span] => (x.start < y.start || (x.start === y.start && x.s.documentId < y.s.documentId) ? [x, y] : [y, x]);
const roomKey = (location: string) => location.trim().toLowerCase();

export function findClashes(sessions: readonly ClashSession[], o: ClashOptions = {}): Clash[] {
  const out: Clash[] = [];
  const changeover = Math.max(0, o.changeover ?? 0);
  const last = o.eventEnd || o.eventStart;
  for (const s of sessions) {
    const start = toMinutes(s.startTime);
    const end = toMinutes(s.endTime);
    if (start !== null && end !== null && end < start) out.push({ kind: 'endBeforeStart', a: ref(s) });
    if (s.date && o.eventStart && last && (s.date < o.eventStart || s.date > last)) out.push({ kind: 'outside', a: ref(s), date: s.date });
    if (o.trackCount !== undefined && s.track >= o.trackCount) out.push({ kind: 'lostTrack', a: ref(s), track: s.track });
  }

  const spans = sessions.map(spanOf).filter((x): x is Span => x !== null);
  const byRoom = new Map<string, Span[]>();
  const bySpeaker = new Map<string, Span[]>();
  for (const sp of spans) {
    const room = roomKey(sp.s.location);
    if (room) byRoom.set(`${sp.s.date}\u0000${room}`, [...(byRoom.get(`${sp.s.date}\u0000${room}`) ?? []), sp]);
    for (const id of speakerIdsOf(sp.s)) bySpeaker.set(`${sp.s.date}\u0000${id}`, [...(bySpeaker.get(`${sp.s.date}\u0000${id}`) ?? []), sp]);
  }
  for (const group of byRoom.values()) {
    pairs(group, 0, (a, b) => out.push({ kind: 'room', a: ref(a.s), b: ref(b.s), room: a.s.location.trim() }));
  }
  for (const [key, group] of bySpeaker) {
    const [date, speakerId] = key.split('\u0000');
    pairs(group, changeover, (a, b) => out.push({ kind: 'speaker', a: ref(a.s), b: ref(b.s), speakerId, gap: b.start - a.end }));
    const entry = o.availability?.get(speakerId);
    if (entry) {
      const spans = unavailableOn(entry, date);
      for (const sp of group) if (meetsUnavailable(spans, sp.start, sp.end)) out.push({ kind: 'unavailable', a: ref(sp.s), speakerId });
    }
  }
  return out;
}

function pairs(group: Span[], gap: number, found: (a: Span, b: Span) => void) {
  const sorted = [...group].sort((x, y) => x.start - y.start);
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      if (sorted[j].start >= sorted[i].end + gap && sorted[j].start !== sorted[i].start) break;
      if (sorted[i].s.documentId !== sorted[j].s.documentId && overlaps(sorted[i], sorted[j], gap)) {
        const [a, b] = ordered(sorted[i], sorted[j]);
        found(a, b);
      }
    }
  }
}

/** The sessions a clash is about (one or two). */
export function clashSessions(c: Clash): ClashRef[] {
  return 'b' in c ? [c.a, c.b] : [c.a];
}

/** Each session's clashes, by session id. */
export function clashesBySession(clashes: readonly Clash[]): Map<string, Clash[]> {
  const map = new Map<string, Clash[]>();
  for (const c of clashes) for (const r of clashSessions(c)) map.set(r.id, [...(map.get(r.id) ?? []), c]);
  return map;
}

/** The clash in words, seen from session `from` when given ("Hall A is also booked by …"), else naming both. */
export function clashText(c: Clash, names: { speaker?: (id: string) => string | undefined } = {}, from?: string): string {
  const title = (r: ClashRef) => `“${r.title || 'Untitled session'}”`;
  const other = 'b' in c ? (from === c.b.id ? c.a : c.b) : undefined;
  switch (c.kind) {
    case 'room':
      return from && other ? `${c.room} is also booked for ${title(other)} at the same time` : `${c.room}: ${title(c.a)} and ${title(c.b)} overlap`;
    case 'speaker': {
      const who = names.speaker?.(c.speakerId) || 'A speaker';
      const why = c.gap >= 0 ? `only ${c.gap} min apart` : 'at the same time';
      return from && other ? `${who} is also in ${title(other)}, ${why}` : `${who} is in ${title(c.a)} and ${title(c.b)}, ${why}`;
    }
    case 'outside':
      return `${from ? 'It is' : `${title(c.a)} is`} dated outside the event's days`;
    case 'endBeforeStart':
      return `${from ? 'It ends' : `${title(c.a)} ends`} before it starts`;
    case 'lostTrack':
      return `${from ? 'Its' : `${title(c.a)}'s`} track no longer exists`;
    case 'unavailable': {
      const who = names.speaker?.(c.speakerId) || 'A speaker';
      return `${who} cannot speak at ${from ? 'this time' : `the time of ${title(c.a)}`}`;
    }
  }
}
