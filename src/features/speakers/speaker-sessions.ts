/**
 * The sessions a speaker appears in: those with a speaker section naming the
 * speaker (by `speakerIds`, or by `speakerList` on older reads), with the
 * section's heading as the speaker's part ("Moderators"), in programme order.
 */
import type { Session } from '../../contract/session';

export type SpeakerSession = { id: string; title: string; date: string; startTime: string; endTime: string; location: string; parts: string[] };

function namesSpeaker(data: Record<string, unknown>, speakerId: string): boolean {
  const ids = data.speakerIds;
  if (Array.isArray(ids)) return ids.includes(speakerId);
  const list = data.speakerList;
  return !!list && typeof list === 'object' && speakerId in list;
}

export function sessionsOfSpeaker(sessions: readonly Session[], speakerId: string): SpeakerSession[] {
  const out: SpeakerSession[] = [];
  for (const s of sessions) {
    const parts = (s.contentData ?? [])
      .filter((c) => c.type === 'speaker' && namesSpeaker(c.data ?? {}, speakerId))
      .map((c) => String(c.data?.speakerType ?? '').trim() || 'Speakers');
    if (parts.length) out.push({ id: s.documentId, title: s.title, date: s.date, startTime: s.startTime, endTime: s.endTime, location: s.location, parts: [...new Set(parts)] });
  }
  return out.sort((a, b) => `${a.date || '9'} ${a.startTime}`.localeCompare(`${b.date || '9'} ${b.startTime}`) || a.title.localeCompare(b.title));
}

/** Every speaker's sessions at once (for the speakers' cards), by speaker id, in programme order. */
export function sessionsBySpeaker(sessions: readonly Session[]): Map<string, SpeakerSession[]> {
  const ids = new Set<string>();
  for (const s of sessions) for (const c of s.contentData ?? []) if (c.type === 'speaker') for (const id of idsOf(c.data ?? {})) ids.add(id);
  return new Map([...ids].map((id) => [id, sessionsOfSpeaker(sessions, id)]));
}

function idsOf(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.speakerIds)) return data.speakerIds.filter((x): x is string => typeof x === 'string');
  return data.speakerList && typeof data.speakerList === 'object' ? Object.keys(data.speakerList) : [];
}
