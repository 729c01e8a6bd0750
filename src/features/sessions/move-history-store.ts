/**
 * The grid's undo and redo for this tab, one history per event: kept in a
 * store outside React (and in the tab's sessionStorage), so it survives
 * leaving the grid for an editor and coming back, and a reload.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { EMPTY_HISTORY, parseHistory, type MoveHistory } from './move-history';

const listeners = new Set<() => void>();
const histories = new Map<string, MoveHistory>();
const keyOf = (eventId: string) => `console:schedule:moves:${eventId}`;

function read(eventId: string): MoveHistory {
  let h = histories.get(eventId);
  if (!h) {
    try {
      h = parseHistory(sessionStorage.getItem(keyOf(eventId)));
    } catch {
      h = EMPTY_HISTORY;
    }
    histories.set(eventId, h);
  }
  return h;
}

export function updateMoveHistory(eventId: string, change: (h: MoveHistory) => MoveHistory) {
  const next = change(read(eventId));
  histories.set(eventId, next);
  try {
    sessionStorage.setItem(keyOf(eventId), JSON.stringify(next));
  } catch {
    // Storage refused: the history lasts as long as the page.
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useMoveHistory(eventId: string): [MoveHistory, (change: (h: MoveHistory) => MoveHistory) => void] {
  const h = useSyncExternalStore(subscribe, () => read(eventId), () => EMPTY_HISTORY);
  return [h, useCallback((change: (h: MoveHistory) => MoveHistory) => updateMoveHistory(eventId, change), [eventId])];
}
