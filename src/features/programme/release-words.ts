/**
 * A release as the Publish and release pages show it: its changes grouped under headings in words, the clashes
 * the release still has (the schedule's own clash rules on the release's sessions), and the speakers to tell as
 * an e-mail list and a table.
 */
import { CHANGE_HEADINGS, changeWords, type ProgrammeChange, type SpeakerToTell } from '../../contract/programme-changelog';
import type { ProgrammeSnapshot } from '../../contract/programme';
import type { ClashSession } from '../../components/schedule/clashes';
import type { ExportTable } from '../../components/table-import/export-table';

const ORDER: ProgrammeChange['kind'][] = ['added', 'moved', 'speakers', 'retitled', 'cancelled'];

/** The changes under their headings (Added, Moved, Speakers changed, Retitled, Cancelled), empty groups left out. */
export function groupedChanges(changes: readonly ProgrammeChange[]): { kind: ProgrammeChange['kind']; heading: string; lines: string[] }[] {
  return ORDER.map((kind) => ({ kind, heading: CHANGE_HEADINGS[kind], lines: changes.filter((c) => c.kind === kind).map(changeWords) })).filter((g) => g.lines.length > 0);
}

/** The release's sessions in the shape the clash rules read (speakers as one speaker section). */
export function clashSessionsOf(snapshot: ProgrammeSnapshot): ClashSession[] {
  return snapshot.sessions.map((s) => ({
    documentId: s.id,
    title: s.title,
    date: s.date,
    startTime: s.startTime,
    endTime: s.endTime,
    location: s.room,
    track: -1,
    contentData: [{ type: 'speaker', data: { speakerIds: s.speakerIds } }],
  }));
}

/** `Ana Lima <ana@example.org>, …` for a mail's To line; speakers without an e-mail are left out. */
export function mailList(told: readonly SpeakerToTell[]): string {
  return told
    .filter((t) => t.email)
    .map((t) => `${t.name.replace(/[<>,;"]/g, ' ').replace(/\s+/g, ' ').trim()} <${t.email}>`)
    .join(', ');
}

/** The speakers to tell as a table (CSV): name, e-mail, what changed (one line per change), their calendar. */
export function speakersTable(told: readonly SpeakerToTell[], calendar?: (speakerId: string) => string): ExportTable {
  return {
    headers: ['Name', 'E-mail', 'What changed', ...(calendar ? ['Calendar'] : [])],
    rows: told.map((t) => [t.name, t.email, t.changes.join('\n'), ...(calendar ? [calendar(t.id)] : [])]),
  };
}
