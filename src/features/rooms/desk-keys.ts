/**
 * The control room's keys, for the desk's keyboard and a presenter remote (a clicker sends PageDown / PageUp, some
 * → / ←, and "b" or "." for its blank-screen button):
 *
 * - Next question: PageDown, →;
 * - Previous question: PageUp, ←;
 * - Clear the screen: B or "." (a clicker's blank button);
 *
 * never while typing in a field, inside a widget that uses those keys itself (a menu, a list box, a dialog…), or
 * with Ctrl, Alt or Meta held (the browser's and the system's own shortcuts). ↑, ↓ and Space are left to scroll the
 * page: a desk scrolling down its control room must not step what the room sees.
 */
export type DeskKey = 'next' | 'previous' | 'clear';

/** Where a key was pressed: a field (typing), a widget with keys of its own, a button or link, or the page. */
export type KeyPlace = 'field' | 'widget' | 'button' | 'page';

export const DESK_KEYS = {
  next: { keys: 'PageDown ArrowRight', words: 'PageDown or →' },
  previous: { keys: 'PageUp ArrowLeft', words: 'PageUp or ←' },
  clear: { keys: 'B Period', words: 'B' },
} as const;

export function deskKey(key: string, modifiers: { ctrlKey: boolean; altKey: boolean; metaKey: boolean }, place: KeyPlace): DeskKey | null {
  if (place === 'field' || place === 'widget') return null;
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  switch (key) {
    case 'PageDown':
    case 'ArrowRight':
      return 'next';
    case 'PageUp':
    case 'ArrowLeft':
      return 'previous';
    case 'b':
    case 'B':
    case '.':
      return 'clear';
    default:
      return null;
  }
}

type Place = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

const WIDGETS = '[role="menu"],[role="menubar"],[role="listbox"],[role="radiogroup"],[role="tablist"],[role="slider"],[role="grid"],[role="tree"],[role="dialog"],[role="alertdialog"],[role="combobox"]';

/** The place of a key event's target. */
export function keyPlace(target: Place | null): KeyPlace {
  if (!target || !target.tagName) return 'page';
  const tag = target.tagName.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || target.isContentEditable) return 'field';
  if (target.closest?.(WIDGETS)) return 'widget';
  if (tag === 'button' || tag === 'a' || tag === 'summary' || target.closest?.('button,a[href],[role="button"]')) return 'button';
  return 'page';
}
