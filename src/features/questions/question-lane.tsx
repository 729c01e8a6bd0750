import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Question } from '../../contract/question';
import { SortableArea, SortableItem } from '../../components/sortable/sortable-list';
import { cn } from '../../components/ui/cn';
import { QuestionRow, reorderLabel, type RowAction, type RowExtras } from './question-row';

export type FocusRequest = { id: string; nonce: number } | null;

export type QuestionLaneProps = {
  /** The board of a session this console may not moderate: questions without their actions. */
  readOnly?: boolean;
  /** Read only, but this console may drive the room's screens: approved and answered questions keep Show on screen. */
  mayShow?: boolean;
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
  /** Drag to reorder (the approved lane in the queue's order): the dropped question and the one whose place it takes. */
  onReorder?: (id: string, overId: string) => void;
};

/**
 * One lane as a virtual list: only the rows in view are rendered, each row is
 * memoised, and the row that has keyboard focus stays where it is on screen
 * when questions are added above it. With `onReorder` each row has a drag
 * handle (mouse, touch on the handle only, keys); the row being dragged stays
 * rendered while the lane scrolls under it.
 */
export function QuestionLane({ readOnly, mayShow, label, questions, activeId, freshIds, savingIds, onScreenId, focusRequest, onAction, onActivate, onActivity, offsetHours, extrasOf, selectedIds, onSelect, now, onReorder }: QuestionLaneProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const draggingIndex = dragging === null ? -1 : questions.findIndex((q) => q.documentId === dragging);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return draggingIndex < 0 || indexes.includes(draggingIndex) ? indexes : [...indexes, draggingIndex].sort((a, b) => a - b);
    },
    [draggingIndex],
  );
  const virtualizer = useVirtualizer({
    rangeExtractor,
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
  const list = (
    <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const q = questions[item.index];
        const row = (
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
            reorderLabel={onReorder ? reorderLabel(q, item.index, questions.length) : undefined}
            readOnly={readOnly}
            mayShow={mayShow}
          />
        );
        return (
          // The dragged row above the others (each row is placed by a transform, a layer of its own).
          <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={cn('absolute left-0 top-0 w-full', q.documentId === dragging && 'z-10')} style={{ transform: `translateY(${item.start}px)` }}>
            {onReorder ? (
              <SortableItem as="div" id={q.documentId} lifted={false} props={({ dragging: lifted }) => ({ className: lifted ? 'rounded-lg opacity-90 shadow-lg' : undefined })}>
                {() => row}
              </SortableItem>
            ) : (
              row
            )}
          </li>
        );
      })}
    </ul>
  );
  let body: ReactNode = list;
  if (onReorder) {
    body = (
      <SortableArea
        items={questions}
        getKey={(q) => q.documentId}
        noun="question"
        itemName={(q) => q.question}
        onMove={(from, to) => onReorder(questions[from].documentId, questions[to].documentId)}
        onDragChange={setDragging}
      >
        {list}
      </SortableArea>
    );
  }
  return (
    <div
      ref={scrollRef}
      className="max-h-[calc(100dvh-15rem)] min-h-64 overflow-y-auto overscroll-contain rounded-lg bg-slate-50 p-2 sm:p-3"
      onPointerMove={onActivity}
      onPointerDown={onActivity}
      onWheel={onActivity}
    >
      {body}
    </div>
  );
}
