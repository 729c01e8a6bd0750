/**
 * The programme as a release keeps it, built from what the API returns (`/getSessions`, `/getSpeakers`,
 * `/getEvent`): by the console's server from its own records, or by the console from what it read when the
 * server stands in front of another API. One builder, so both make the same snapshot of the same records.
 *
 * Rules:
 * - only listed sessions are in the programme (`unListed` ones are left out, as the app leaves them out);
 * - a session's speakers are the ids of its speaker sections, in order, without repeats; ids of speakers that
 *   no longer exist are dropped;
 * - the speakers kept are those some session names;
 * - the track is kept by its name (a position past the event's list is no track);
 * - sessions are in programme order: date, start, room, title (undated ones last).
 */
import { PROGRAMME_LIMITS, type ProgrammeSnapshot, type SnapshotSession, type SnapshotSpeaker } from './programme';

type SectionLike = { type: string; data?: unknown };
export type SnapshotSessionInput = {
  documentId: string;
  title: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  location?: string;
  track?: number;
  unListed?: boolean;
  contentData?: readonly SectionLike[];
};
export type SnapshotSpeakerInput = { documentId: string; name: string; email?: string };
export type SnapshotEventInput = { name: string; dateStart?: string; dateEnd?: string; timeZoneOffset?: number; trackArray?: readonly string[] };

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The speaker ids named by a session's speaker sections (`speakerIds`, or the keys of `speakerList` on older reads). */
export function sessionSpeakerIds(sections: readonly SectionLike[] | undefined): string[] {
  const out: string[] = [];
  for (const section of sections ?? []) {
    if (section.type !== 'speaker') continue;
    const data = record(section.data);
    const ids = Array.isArray(data.speakerIds) ? data.speakerIds.filter((x): x is string => typeof x === 'string') : Object.keys(record(data.speakerList));
    for (const id of ids) if (!out.includes(id)) out.push(id);
  }
  return out;
}

/** The names a session's speaker sections give its speakers (the read shape's `speakerList`), in the sections' order; an id without a name is left out. */
export function sessionSpeakerNames(sections: readonly SectionLike[] | undefined): string[] {
  const names = new Map<string, string>();
  for (const section of sections ?? []) {
    if (section.type !== 'speaker') continue;
    for (const [id, name] of Object.entries(record(record(section.data).speakerList))) if (typeof name === 'string') names.set(id, name);
  }
  return sessionSpeakerIds(sections).flatMap((id) => names.get(id) ?? []);
}

/** Plain text of rich text (a Delta JSON string, or plain text as it is). */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    const ops = Array.isArray(parsed) ? parsed : record(parsed).ops;
    if (!Array.isArray(ops)) return value;
    return ops.map((op) => (typeof record(op).insert === 'string' ? String(record(op).insert) : '')).join('');
  } catch {
    return value;
  }
}

/** The session's paragraphs as plain text, shortened to the release's limit. */
function abstractOf(sections: readonly SectionLike[] | undefined): string {
  const text = (sections ?? [])
    .filter((s) => s.type === 'paragraph')
    .map((s) => plainText(record(s.data).content).trim())
    .filter(Boolean)
    .join('\n\n');
  return text.length > PROGRAMME_LIMITS.textLength ? `${text.slice(0, PROGRAMME_LIMITS.textLength - 1)}…` : text;
}

const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/** Programme order: date, start, room, title; sessions without a date or time last. */
export function programmeOrder(a: SnapshotSession, b: SnapshotSession): number {
  const key = (s: SnapshotSession) => [s.date || '9999-99-99', s.startTime || '99:99', s.room.toLowerCase(), s.title.toLowerCase(), s.id];
  const x = key(a);
  const y = key(b);
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

export function buildSnapshot(event: SnapshotEventInput, sessions: readonly SnapshotSessionInput[], speakers: readonly SnapshotSpeakerInput[]): ProgrammeSnapshot {
  const known = new Map(speakers.map((s) => [s.documentId, s]));
  const tracks = event.trackArray ?? [];
  const listed: SnapshotSession[] = sessions
    .filter((s) => !s.unListed)
    .map((s) => ({
      id: s.documentId,
      title: cut(s.title, 1000),
      date: s.date ?? '',
      startTime: s.startTime ?? '',
      endTime: s.endTime ?? '',
      room: cut(s.location?.trim(), 500),
      track: s.track !== undefined && s.track >= 0 && s.track < tracks.length ? cut(tracks[s.track], 500) : '',
      speakerIds: sessionSpeakerIds(s.contentData).filter((id) => known.has(id)).slice(0, PROGRAMME_LIMITS.speakersPerSession),
      abstract: abstractOf(s.contentData),
    }))
    .sort(programmeOrder);
  const named = new Set(listed.flatMap((s) => s.speakerIds));
  const people: SnapshotSpeaker[] = speakers
    .filter((s) => named.has(s.documentId))
    .map((s) => ({ id: s.documentId, name: cut(s.name, 1000), email: (s.email ?? '').trim().toLowerCase() }));
  const offset = event.timeZoneOffset ?? 0;
  return {
    event: { name: cut(event.name, 1000), dateStart: event.dateStart ?? '', dateEnd: event.dateEnd ?? '', timeZoneOffset: Number.isInteger(offset) && offset >= -12 && offset <= 14 ? offset : 0 },
    sessions: listed,
    speakers: people,
  };
}
