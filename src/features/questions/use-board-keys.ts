import { useEffect } from 'react';
import type { Question } from '../../contract/question';
import { LANES, type LaneId } from './question-lanes';
import type { RowAction } from './question-row';

export type BoardKeyHandlers = {
  dialogOpen: boolean;
  current: Question | undefined;
  move: (delta: number) => void;
  act: (q: Question | undefined, action: RowAction) => void;
  undo: () => unknown;
  clearScreen: () => void;
  markActivity: () => void;
  showNewNow: () => void;
  openHelp: () => void;
  switchLane: (id: LaneId) => void;
};

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  if (el.isContentEditable) return true;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]');
}

/** The board's keyboard shortcuts (j/k, a/r/p/e, Enter, Delete, z, s/c, n, ?, 1–5, Alt+↑/↓/Home for the queue), off while typing or in a dialog. */
export function useBoardKeys(h: BoardKeyHandlers) {
  const { dialogOpen, current, move, act, undo, clearScreen, markActivity, showNewNow, openHelp, switchLane } = h;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey) return;
      if (isTyping(e.target) || dialogOpen) return;
      // A question picked up by its drag handle: the arrow keys, space, enter and escape belong to the drag.
      if ((e.target as HTMLElement | null)?.closest?.('[data-dragging]')) return;
      if (e.altKey) {
        // The queue: Alt+↑/↓ moves the highlighted approved question, Alt+Home makes it the next to be asked.
        const queueMove = ({ ArrowUp: 'up', ArrowDown: 'down', Home: 'top' } as const)[e.key as 'ArrowUp' | 'ArrowDown' | 'Home'];
        if (!queueMove || current?.status !== 'approved') return;
        e.preventDefault();
        markActivity();
        act(current, queueMove);
        return;
      }
      const target = e.target as HTMLElement;
      const onControl = !!target.closest?.('button, a, [role="tab"]') && !target.matches('[data-question-id]');
      let handled = true;
      switch (e.key) {
        case 'j':
        case 'ArrowDown':
          if (e.key === 'ArrowDown' && target.closest?.('[role="tablist"]')) return;
          move(1);
          break;
        case 'k':
        case 'ArrowUp':
          if (e.key === 'ArrowUp' && target.closest?.('[role="tablist"]')) return;
          move(-1);
          break;
        case 'a':
          act(current, 'approve');
          break;
        case 'r':
          act(current, 'reject');
          break;
        case 'p':
          act(current, 'pending');
          break;
        case 'e':
          act(current, 'edit');
          break;
        case 'Enter':
          if (onControl) return;
          act(current, 'answer');
          break;
        case 'Delete':
          act(current, 'delete');
          break;
        case 'z':
          markActivity();
          void undo();
          break;
        case 's':
          act(current, 'show');
          break;
        case 'c':
          clearScreen();
          break;
        case 'n':
          showNewNow();
          break;
        case '?':
          openHelp();
          break;
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
          switchLane(LANES[Number(e.key) - 1].id);
          break;
        default:
          handled = false;
      }
      if (handled) {
        e.preventDefault();
        markActivity();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogOpen, move, act, current, undo, clearScreen, markActivity, showNewNow, openHelp, switchLane]);
}
