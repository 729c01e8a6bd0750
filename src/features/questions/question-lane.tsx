import { useEffect, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Question } from '../../contract/question';
import { QuestionRow, type RowAction, type RowExtras } from './question-row';

export type FocusRequest = { id: string; nonce: number } | null;

export type QuestionLaneProps = {
  label: string;
  questions: readonly Question[];
  activeId: string | null;
  freshIds: ReadonlySet<string>;
  savingIds: ReadonlySet<string>;
  /** The question on the room's screen, if any. */
  onScreenId: string | null;
  focusRequest: FocusRequest;
  onAction: (id: string, action: RowAction) => void;
  onActivate: (id: string) => void;
  /** Pointer or scroll activity inside the lane (the moderator is mid-action). */
  onActivity: () => void;
  /** The event's clock, for when each question was asked. */
  offsetHours?: number;
  /** Flags, search marks, similar questions and the like, per question. */
  extrasOf?: (q: Question) => RowExtras;
  selectedIds?: ReadonlySet<string>;
  onSelect?: (id: string, range: boolean) => void;
  /** Now, for "4 min ago". */
  now?: number;
};

/**
 * One lane as a virtual list: only the rows in view are rendered, each row is
 * memoised, and the row that has keyboard focus stays where it is on screen
 * when questions are added above it.
 */
export function QuestionLane({ label, questions, activeId, freshIds, savingIds, onScreenId, focusRequest, onAction, onActivate, onActivity, offsetHours, extrasOf, selectedIds, onSelect, now }: QuestionLaneProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: questions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 112,
    overscan: 6,
    gap: 12,
    getItemKey: (index) => questions[index]?.documentId ?? index,
  });

  // Keep the focused row still on screen when the order changes around it.
  const anchor = useRef<{ id: string; top: number } | null>(null);
  const focusedRowTop = () => {
    const el = document.activeElement?.closest<HTMLElement>('[data-question-id]');
    if (!el || !scrollRef.current?.contains(el)) return null;
    return { id: el.dataset.questionId!, top: el.getBoundingClientRect().top };
  };
  anchor.current = focusedRowTop() ?? anchor.current;
  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    if (!a || !scrollRef.current) return;
    const index = questions.findIndex((q) => q.documentId === a.id);
    if (index < 0) return;
    const el = scrollRef.current.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(a.id)}"]`);
    if (!el) return;
    const delta = el.getBoundingClientRect().top - a.top;
    if (Math.abs(delta) > 1) scrollRef.current.scrollTop += delta;
  }, [questions]);

  useEffect(() => {
    if (!focusRequest) return;
    const index = questions.findIndex((q) => q.documentId === focusRequest.id);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let tries = 0;
    let frame = 0;
    const focus = () => {
      const el = scrollRef.current?.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(focusRequest.id)}"]`);
      if (el) {
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'nearest' });
      } else if (tries++ < 10) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves focus
  }, [focusRequest]);

  const items = virtualizer.getVirtualItems();
  const tabbableId = activeId && questions.some((q) => q.documentId === activeId) ? activeId : questions[0]?.documentId;
  return (
    <div
      ref={scrollRef}
      className="max-h-[calc(100dvh-15rem)] min-h-64 overflow-y-auto overscroll-contain rounded-lg bg-slate-50 p-2 sm:p-3"
      onPointerMove={onActivity}
      onPointerDown={onActivity}
      onWheel={onActivity}
    >
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const q = questions[item.index];
          return (
            <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="absolute left-0 top-0 w-full" style={{ transform: `translateY(${item.start}px)` }}>
              <QuestionRow
                question={q}
                active={q.documentId === tabbableId}
                fresh={freshIds.has(q.documentId)}
                saving={savingIds.has(q.documentId)}
                onScreen={q.documentId === onScreenId}
                onAction={onAction}
                onActivate={onActivate}
                offsetHours={offsetHours}
                extras={extrasOf?.(q)}
                selected={selectedIds?.has(q.documentId)}
                onSelect={onSelect}
                now={now}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
