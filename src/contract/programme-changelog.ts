/**
 * What changed between two releases of the programme, in words for organisers (and for the speakers they tell).
 *
 * Rules:
 * - a session is the same session across releases by its id;
 * - **added**: in the new release only; **cancelled**: in the old one only (deleted, or no longer listed);
 * - **moved**: its day or times changed (`time`), its room changed (`room`), or both: one change saying both;
 * - **speakers**: speakers joined or left it (names as the new release has them, or the old for those who left);
 * - **retitled**: its title changed;
 * - one session may have several changes (moved and retitled); changes come in programme order of the new
 *   release, cancelled sessions in the old release's order after them;
 * - a change in the abstract or the track alone is not a change worth telling (the programme's grid is unchanged).
 */
import type { ProgrammeSnapshot, SnapshotSession } from './programme';

export type SessionRef = { id: string; title: string; date: string; startTime: string; endTime: string; room: string };

export type ProgrammeChange =
  | { kind: 'added'; session: SessionRef }
  | { kind: 'cancelled'; session: SessionRef }
  | { kind: 'moved'; session: SessionRef; before: SessionRef; time: boolean; room: boolean }
  | { kind: 'speakers'; session: SessionRef; added: string[]; removed: string[] }
  | { kind: 'retitled'; session: SessionRef; before: string };

const ref = (s: SnapshotSession): SessionRef => ({ id: s.id, title: s.title, date: s.date, startTime: s.startTime, endTime: s.endTime, room: s.room });
const sameRoom = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Changes from `before` (null: nothing published yet, every session is added) to `after`. */
export function programmeChanges(before: ProgrammeSnapshot | null, after: ProgrammeSnapshot): ProgrammeChange[] {
  const old = new Map((before?.sessions ?? []).map((s) => [s.id, s]));
  const now = new Set(after.sessions.map((s) => s.id));
  const names = new Map([...(before?.speakers ?? []), ...after.speakers].map((p) => [p.id, p.name]));
  const name = (id: string) => names.get(id) || 'A speaker';
  const out: ProgrammeChange[] = [];
  for (const s of after.sessions) {
    const was = old.get(s.id);
    if (!was) {
      out.push({ kind: 'added', session: ref(s) });
      continue;
    }
    const time = was.date !== s.date || was.startTime !== s.startTime || was.endTime !== s.endTime;
    const room = !sameRoom(was.room, s.room);
    if (time || room) out.push({ kind: 'moved', session: ref(s), before: ref(was), time, room });
    const added = s.speakerIds.filter((id) => !was.speakerIds.includes(id));
    const removed = was.speakerIds.filter((id) => !s.speakerIds.includes(id));
    if (added.length || removed.length) out.push({ kind: 'speakers', session: ref(s), added: added.map(name), removed: removed.map(name) });
    if (was.title.trim() !== s.title.trim()) out.push({ kind: 'retitled', session: ref(s), before: was.title });
  }
  for (const s of before?.sessions ?? []) if (!now.has(s.id)) out.push({ kind: 'cancelled', session: ref(s) });
  return out;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Sat 14 Mar` for `2026-03-14` (the calendar's own weekday, whatever the reader's time zone). */
export function dayWords(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return 'no day set';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** `10:00–11:00`, `10:00` without an end, `no time set` without a start. */
export function timeWords(s: Pick<SessionRef, 'startTime' | 'endTime'>): string {
  if (!s.startTime) return 'no time set';
  return s.endTime ? `${s.startTime}–${s.endTime}` : s.startTime;
}

/** When and where: `Sat 14 Mar, 10:00–11:00, Hall A`. */
export function slotWords(s: SessionRef): string {
  const when = s.date ? `${dayWords(s.date)}, ${timeWords(s)}` : 'no day set';
  return `${when}, ${s.room || 'no room set'}`;
}

const quoted = (title: string) => `“${title.trim() || 'Untitled session'}”`;
const list = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** One change in a sentence. */
export function changeWords(c: ProgrammeChange): string {
  switch (c.kind) {
    case 'added':
      return `Added ${quoted(c.session.title)}: ${slotWords(c.session)}`;
    case 'cancelled':
      return `Cancelled ${quoted(c.session.title)} (was ${slotWords(c.session)})`;
    case 'moved': {
      const when = (s: SessionRef) => (s.date ? `${dayWords(s.date)} ${timeWords(s)}` : 'no day set');
      if (c.time && c.room) return `${quoted(c.session.title)} moved from ${when(c.before)} in ${c.before.room || 'no room'} to ${when(c.session)} in ${c.session.room || 'no room'}`;
      if (c.room) return `${quoted(c.session.title)} moved from ${c.before.room || 'no room'} to ${c.session.room || 'no room'} (${when(c.session)})`;
      return `${quoted(c.session.title)} moved from ${when(c.before)} to ${when(c.session)} (${c.session.room || 'no room set'})`;
    }
    case 'speakers': {
      const parts = [];
      if (c.added.length) parts.push(`${list(c.added)} joined`);
      if (c.removed.length) parts.push(`${list(c.removed)} left`);
      return `${quoted(c.session.title)}: ${parts.join('; ')}`;
    }
    case 'retitled':
      return `${quoted(c.before)} is now called ${quoted(c.session.title)}`;
  }
}

/** The heading each kind of change is listed under. */
export const CHANGE_HEADINGS: Record<ProgrammeChange['kind'], string> = {
  added: 'Added',
  cancelled: 'Cancelled',
  moved: 'Moved',
  speakers: 'Speakers changed',
  retitled: 'Retitled',
};

/** A name for a release from its changes, offered to the organiser: the one change, or counts ("3 added, 1 moved"). */
export function suggestedReleaseName(changes: readonly ProgrammeChange[], first: boolean): string {
  if (first) return 'First programme';
  if (changes.length === 0) return '';
  if (changes.length === 1) return changeWords(changes[0]).slice(0, 200);
  const counts = new Map<ProgrammeChange['kind'], number>();
  for (const c of changes) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
  const words: Record<ProgrammeChange['kind'], string> = { added: 'added', cancelled: 'cancelled', moved: 'moved', speakers: 'with new speakers', retitled: 'retitled' };
  return [...counts].map(([kind, n]) => `${n} ${words[kind]}`).join(', ');
}

export type SpeakerToTell = { id: string; name: string; email: string; changes: string[] };

/**
 * The speakers to tell about a release: everyone on a session that changed, as it was or as it is (a speaker who
 * left is told too), with the changes that concern them in words; by name.
 */
export function speakersToTell(before: ProgrammeSnapshot | null, after: ProgrammeSnapshot, changes: readonly ProgrammeChange[]): SpeakerToTell[] {
  const people = new Map([...(before?.speakers ?? []), ...after.speakers].map((p) => [p.id, p]));
  const speakersOf = new Map<string, Set<string>>();
  for (const s of [...(before?.sessions ?? []), ...after.sessions]) {
    const set = speakersOf.get(s.id) ?? new Set<string>();
    for (const id of s.speakerIds) set.add(id);
    speakersOf.set(s.id, set);
  }
  const told = new Map<string, SpeakerToTell>();
  for (const c of changes) {
    for (const id of speakersOf.get(c.session.id) ?? []) {
      const p = people.get(id);
      if (!p) continue;
      const entry = told.get(id) ?? { id, name: p.name, email: p.email, changes: [] };
      entry.changes.push(changeWords(c));
      told.set(id, entry);
    }
  }
  return [...told.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
