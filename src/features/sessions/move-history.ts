/**
 * The grid's undo and redo, without React: the last 20 moves of this tab,
 * newest last. A new move clears what could be redone; an undo moves the
 * newest move to the redo list, a redo moves it back. Kept for the tab's
 * life per event (`move-history-store.ts`), so leaving the grid and coming
 * back keeps them.
 */
import type { MoveFields } from './grid-layout';

export const HISTORY_SIZE = 20;

export type MoveEntry = { id: string; title: string; before: MoveFields; after: MoveFields };
export type MoveHistory = { done: readonly MoveEntry[]; undone: readonly MoveEntry[] };

export const EMPTY_HISTORY: MoveHistory = { done: [], undone: [] };

export function recordMove(h: MoveHistory, entry: MoveEntry): MoveHistory {
  return { done: [...h.done, entry].slice(-HISTORY_SIZE), undone: [] };
}

/** The move an undo puts back (null: none). */
export const toUndo = (h: MoveHistory): MoveEntry | null => h.done[h.done.length - 1] ?? null;
/** The move a redo makes again (null: none). */
export const toRedo = (h: MoveHistory): MoveEntry | null => h.undone[h.undone.length - 1] ?? null;

export function undone(h: MoveHistory): MoveHistory {
  const e = toUndo(h);
  return e ? { done: h.done.slice(0, -1), undone: [...h.undone, e].slice(-HISTORY_SIZE) } : h;
}

export function redone(h: MoveHistory): MoveHistory {
  const e = toRedo(h);
  return e ? { done: [...h.done, e].slice(-HISTORY_SIZE), undone: h.undone.slice(0, -1) } : h;
}

const isFields = (x: unknown): x is MoveFields =>
  !!x && typeof x === 'object' && ['date', 'startTime', 'endTime', 'location'].every((k) => typeof (x as Record<string, unknown>)[k] === 'string');
const isEntry = (x: unknown): x is MoveEntry =>
  !!x && typeof x === 'object' && typeof (x as MoveEntry).id === 'string' && typeof (x as MoveEntry).title === 'string' && isFields((x as MoveEntry).before) && isFields((x as MoveEntry).after);

/** A history read back from storage; anything unreadable is an empty one. */
export function parseHistory(raw: string | null): MoveHistory {
  try {
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!v || typeof v !== 'object') return EMPTY_HISTORY;
    const { done, undone: back } = v as { done?: unknown; undone?: unknown };
    const list = (l: unknown) => (Array.isArray(l) ? l.filter(isEntry).slice(-HISTORY_SIZE) : []);
    return { done: list(done), undone: list(back) };
  } catch {
    return EMPTY_HISTORY;
  }
}
