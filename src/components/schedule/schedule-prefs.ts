/**
 * The organiser's schedule preferences, kept in this browser per event:
 * the speaker changeover (minutes a speaker needs between two sessions,
 * default 0) and the order of the rooms in the grid. Shared live by every
 * view on screen (the grid, the list, the editor, the dashboard).
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const cache = new Map<string, string | null>();

function read(name: string): string | null {
  if (!cache.has(name)) {
    try {
      cache.set(name, localStorage.getItem(name));
    } catch {
      cache.set(name, null);
    }
  }
  return cache.get(name) ?? null;
}

function write(name: string, value: string) {
  try {
    localStorage.setItem(name, value);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  cache.set(name, value);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function useStored(key: string): [string | null, (v: string) => void] {
  const raw = useSyncExternalStore(subscribe, () => read(key), () => null);
  return [raw, useCallback((v: string) => write(key, v), [key])];
}

/** Reads a stored changeover: a whole number of minutes, 0…240; anything else is 0. */
export function parseChangeover(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 && n <= 240 ? n : 0;
}

export function useChangeover(eventId: string | undefined): [number, (minutes: number) => void] {
  const [raw, set] = useStored(`console:schedule:changeover:${eventId ?? ''}`);
  return [parseChangeover(raw), useCallback((m: number) => set(String(Math.max(0, Math.min(240, Math.round(m))))), [set])];
}

/** The rooms in the organiser's order: stored rooms first (those still in use), then new ones by name. */
export function orderRooms(rooms: readonly string[], stored: readonly string[]): string[] {
  const present = new Set(rooms);
  const first = stored.filter((r, i) => present.has(r) && stored.indexOf(r) === i);
  const rest = rooms.filter((r) => !first.includes(r)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return [...first, ...rest];
}

export function useRoomOrder(eventId: string | undefined): [string[], (rooms: string[]) => void] {
  const [raw, set] = useStored(`console:schedule:rooms:${eventId ?? ''}`);
  let stored: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) stored = parsed.filter((x): x is string => typeof x === 'string');
  } catch {
    stored = [];
  }
  return [stored, useCallback((rooms: string[]) => set(JSON.stringify(rooms)), [set])];
}
