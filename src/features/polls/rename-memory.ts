import { useSyncExternalStore } from 'react';
import { DRAFT_PREFIX } from '../../api/key-store';
import type { OptionChange } from './option-renames';

/**
 * Renames that stranded votes, remembered per poll in this tab (sessionStorage,
 * cleared on sign out with the drafts) so that the warning stays visible after
 * saving, and after a reload, with the original wording one click away.
 */
export type RenameRecord = { pollId: string; changes: OptionChange[]; warnings: string[]; savedAt: number };

const KEY = `${DRAFT_PREFIX}poll-renames`;
const listeners = new Set<() => void>();
let cache: Record<string, RenameRecord> | null = null;

function read(): Record<string, RenameRecord> {
  if (cache) return cache;
  try {
    cache = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, RenameRecord>;
  } catch {
    cache = {};
  }
  return cache;
}

function write(next: Record<string, RenameRecord>) {
  cache = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: kept in memory for this page
  }
  for (const l of [...listeners]) l();
}

export const renameMemory = {
  remember(record: RenameRecord) {
    const prev = read()[record.pollId];
    // A second rename keeps the wording the ballots carry.
    const merged = prev ? mergeChanges(prev.changes, record.changes) : record.changes;
    write({ ...read(), [record.pollId]: { ...record, changes: merged, warnings: [...(prev?.warnings ?? []), ...record.warnings] } });
  },
  forget(pollId: string) {
    const { [pollId]: _gone, ...rest } = read();
    write(rest);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: read,
};

function mergeChanges(old: OptionChange[], next: OptionChange[]): OptionChange[] {
  const out = [...old];
  for (const c of next) if (!out.some((o) => o.from === c.from)) out.push(c);
  return out;
}

export function useRenameMemory(): Record<string, RenameRecord> {
  return useSyncExternalStore(renameMemory.subscribe, renameMemory.snapshot, () => ({}));
}
