import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Question } from '../../contract/question';
import type { FocusRequest } from './question-lane';

/**
 * The highlighted question of the shown lane and where keyboard focus goes:
 * when the highlighted question leaves the lane the next one at the same
 * place takes over, and after a dialog closes focus returns to the lane.
 */
export function useBoardHighlight(displayed: Question[], dialogOpen: boolean) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const lastIndex = useRef(0);
  const laneRegion = useRef<HTMLDivElement>(null);
  const activeIndex = activeId ? displayed.findIndex((q) => q.documentId === activeId) : -1;
  const requestFocus = useCallback((id: string) => setFocusRequest({ id, nonce: Date.now() + Math.random() }), []);

  useLayoutEffect(() => {
    const focusInLane = () => {
      const el = document.activeElement;
      return !el || el === document.body || !!laneRegion.current?.contains(el);
    };
    if (activeIndex >= 0) {
      lastIndex.current = activeIndex;
      return;
    }
    if (displayed.length === 0) {
      if (activeId !== null) setActiveId(null);
      return;
    }
    // The highlighted question left the lane: the next one at the same place takes over.
    const next = displayed[Math.min(lastIndex.current, displayed.length - 1)];
    setActiveId(next.documentId);
    if (activeId !== null && !dialogOpen && focusInLane()) requestFocus(next.documentId);
  }, [activeIndex, displayed, activeId, dialogOpen, requestFocus]);

  const current = activeIndex >= 0 ? displayed[activeIndex] : displayed[0];

  // When a dialog closes and the question it came from has left the lane, focus goes to the highlighted one.
  const wasOpen = useRef(false);
  const currentId = current?.documentId;
  useEffect(() => {
    const closed = wasOpen.current && !dialogOpen;
    wasOpen.current = dialogOpen;
    if (!closed || !currentId) return;
    const t = setTimeout(() => {
      const el = document.activeElement;
      if (!el || el === document.body) requestFocus(currentId);
    }, 0);
    return () => clearTimeout(t);
  }, [dialogOpen, currentId, requestFocus]);

  const move = useCallback(
    (delta: number) => {
      if (displayed.length === 0) return;
      // The first move from outside the lane lands on the highlighted question itself.
      const rowFocused = !!document.activeElement?.closest('[data-question-id]');
      if (!rowFocused && activeIndex >= 0) {
        requestFocus(displayed[activeIndex].documentId);
        return;
      }
      const from = activeIndex >= 0 ? activeIndex : delta > 0 ? -1 : displayed.length;
      const to = Math.max(0, Math.min(displayed.length - 1, from + delta));
      const id = displayed[to].documentId;
      setActiveId(id);
      requestFocus(id);
    },
    [displayed, activeIndex, requestFocus],
  );

  return { current, setActiveId, focusRequest, laneRegion, move };
}
