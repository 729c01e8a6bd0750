import { useSyncExternalStore } from 'react';

/**
 * The section being edited (by its editor key), shared by the section editor (which sets it when a
 * section's fields get the focus or change) and the live preview (which outlines that block and keeps
 * it in view). One editor is mounted at a time, so one value is enough.
 */
let active: string | null = null;
const listeners = new Set<() => void>();

export function setActiveSection(key: string | null): void {
  if (key === active) return;
  active = key;
  for (const listener of [...listeners]) listener();
}

export function activeSection(): string | null {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The key of the section being edited, or null. */
export function useActiveSection(): string | null {
  return useSyncExternalStore(subscribe, activeSection, () => null);
}
