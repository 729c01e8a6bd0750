import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';

export type SortableListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Spoken name of an item in drag announcements, e.g. "Univ A". */
  describe: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  /** What the list holds, e.g. "institution". */
  noun: string;
};

/**
 * A vertical list reordered by dragging a handle, with the keyboard too
 * (focus the handle, Space to pick up, arrows to move, Space to drop, Escape
 * to cancel); every move is announced to screen readers.
 */
export function SortableList<T>({ items, getKey, describe, onMove, renderItem, noun }: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = items.map(getKey);
  const nameOf = (id: string | number) => {
    const i = keys.indexOf(String(id));
    return i >= 0 ? `${noun} ${i + 1}, ${describe(items[i], i)}` : noun;
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : keys.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${keys.length}.` : `${nameOf(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${keys.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = keys.indexOf(String(e.active.id));
    const to = keys.indexOf(String(e.over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: `To move this ${noun}, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.` },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {items.map((item, index) => (
            <SortableRow key={keys[index]} id={keys[index]} label={`Move ${noun} ${index + 1}${describe(item, index) ? `, ${describe(item, index)}` : ''}`}>
              {(handle) => renderItem(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="mt-1 shrink-0 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children(handle)}
    </li>
  );
}
