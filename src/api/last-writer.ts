/**
 * Who else last changed a record through the team (`/team-api/last-writer`, from the console's server's audit
 * log): the name a save's report and the conflict panel give to "elsewhere" ("Kept the change Ana made 20 s
 * ago to Title"). Null when nobody of the team did, when the console's server keeps no team, or when it cannot
 * be asked: the words then stay "made elsewhere". Never throws.
 */
import { consoleServerInit } from './console-server-request';
import { keyStore } from './key-store';

export type Writer = { name: string; at: number };

export async function readLastWriter(record: string): Promise<Writer | null> {
  const connection = keyStore.get();
  if (!connection || !record || typeof window === 'undefined') return null;
  try {
    const res = await fetch(`${window.location.origin}/team-api/last-writer?record=${encodeURIComponent(record)}`, consoleServerInit(connection, { method: 'GET' }));
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    const answer = (await res.json()) as { lastWriter?: { memberName?: unknown; at?: unknown } | null };
    const w = answer.lastWriter;
    return w && typeof w.memberName === 'string' && typeof w.at === 'number' ? { name: w.memberName, at: w.at } : null;
  } catch {
    return null;
  }
}
