/**
 * The keyboard shortcuts of the page on screen. A page that has keys of its
 * own registers their list while it is mounted (`usePageShortcuts`); the
 * palette's "Keyboard shortcuts" view (`?`) shows that list under the keys
 * that work everywhere. One list per page, the one the page's own help shows.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type Shortcut = { keys: readonly string[]; does: string };

/** Keys that work on every page of the console. */
export const GLOBAL_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], does: 'Open the command palette (⌘ K on a Mac)' },
  { keys: ['/'], does: 'Search sessions, speakers, sponsors, guests, abstracts, polls and questions' },
  { keys: ['?'], does: 'Show the keys of this page' },
];

let current: { title: string; shortcuts: readonly Shortcut[] } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's keys while the calling page is mounted; `title` names the page ("Q&A board"). */
export function usePageShortcuts(title: string, shortcuts: readonly Shortcut[]) {
  useEffect(() => {
    const mine = { title, shortcuts };
    current = mine;
    listeners.forEach((l) => l());
    return () => {
      if (current === mine) current = null;
      listeners.forEach((l) => l());
    };
  }, [title, shortcuts]);
}

/** The keys the page on screen registered, or null. */
export function useCurrentPageShortcuts() {
  return useSyncExternalStore(subscribe, () => current);
}

/** The keys read as a person says them: "Ctrl + K", "j / ↓". */
export function shortcutJoiner(keys: readonly string[]): string {
  return keys[0] === 'Shift' || keys[0] === 'Ctrl' ? ' + ' : ' / ';
}

/** True while the person types in a field (single-key shortcuts must not fire there). */
export function isTypingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.isContentEditable) return true;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]');
}
