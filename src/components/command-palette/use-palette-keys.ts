/**
 * The keys that open the palette, anywhere in the shell: Ctrl+K or ⌘K opens
 * it (and closes it again), `/` opens it to search, `?` shows the keys of the
 * page. `/` and `?` do nothing while the person types in a field or a dialog
 * is open, and `?` leaves a page that answers it itself (the Q&A board's own
 * help) alone.
 */
import { useEffect } from 'react';
import { isTypingIn } from './page-shortcuts';
import type { PaletteMode } from './palette-types';

const dialogOpen = () => !!document.querySelector('[role="dialog"], [role="alertdialog"]');

export function usePaletteKeys(open: (mode: PaletteMode) => void, toggle: () => void) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        toggle();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (e.key !== '/' && e.key !== '?') return;
      if (isTypingIn(e.target) || dialogOpen()) return;
      if (e.key === '/') {
        e.preventDefault();
        open('search');
        return;
      }
      // After the page's own handlers have had their turn.
      setTimeout(() => {
        if (!e.defaultPrevented && !dialogOpen()) open('keys');
      }, 0);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, toggle]);
}
