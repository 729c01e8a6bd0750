import { createContext, useContext, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '../ui/cn';
import { restrictToVerticalAxis } from './restrict-to-vertical-axis';
import { sortableWords } from './sortable-words';
import { PromptKeyboardSensor } from './prompt-keyboard-sensor';

export type SortableItemState = { dragging: boolean };

type ItemAttributes = Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> & { [data: `data-${string}`]: string };

export type SortableListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  /** What the list holds, in the announcements and instructions: "poll", "track", "section". */
  noun: string;
  /** The item's own name, as a screen reader hears it: a poll's question, a track's name. */
  itemName: (item: T, index: number) => string;
  /** An item was dropped at another place (indexes in `items`; `moveItem` makes the new list). */
  onMove: (from: number, to: number) => void;
  /** The item's content; put a `<DragHandle>` in it. */
  renderItem: (item: T, index: number, state: SortableItemState) => ReactNode;
  /** Attributes of the item's `<li>` (class, label, data). */
  itemProps?: (item: T, index: number, state: SortableItemState) => ItemAttributes;
  /** A picture that follows the pointer while the list stays still (without it, the item itself moves). */
  overlay?: (item: T, index: number) => ReactNode;
  disabled?: boolean;
  className?: string;
  listLabel?: string;
  listRef?: Ref<HTMLOListElement>;
};

type HandleBinding = { ref: (el: HTMLElement | null) => void; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners; dragging: boolean };
const HandleContext = createContext<HandleBinding | null>(null);

export type SortableAreaProps<T> = Pick<SortableListProps<T>, 'items' | 'getKey' | 'noun' | 'itemName' | 'onMove' | 'overlay' | 'disabled'> & {
  /** The key of the item being dragged, or null once it is dropped or the drag is cancelled. */
  onDragChange?: (key: string | null) => void;
  /** The items, each in a `<SortableItem>` (a list of its own, or a virtual list rendering only some of them). */
  children: ReactNode;
};

/**
 * A vertical list reordered by drag and drop: with the mouse, by touch (hold for a moment), and from the
 * keyboard (focus the handle, space or enter to pick up, arrow keys to move, space or enter to drop,
 * escape to cancel), every step announced to screen readers with the item's own name.
 */
export function SortableList<T>({ items, getKey, renderItem, itemProps, className, listLabel, listRef, ...area }: SortableListProps<T>) {
  return (
    <SortableArea items={items} getKey={getKey} {...area}>
      <ol ref={listRef} className={className} aria-label={listLabel}>
        {items.map((item, index) => (
          <SortableItem key={getKey(item)} id={getKey(item)} disabled={area.disabled} lifted={!area.overlay} props={(state) => itemProps?.(item, index, state)}>
            {(state) => renderItem(item, index, state)}
          </SortableItem>
        ))}
      </ol>
    </SortableArea>
  );
}

/**
 * The drag and drop of a `SortableList` (sensors, announcements, the drop) around items laid out by the caller,
 * for a list `SortableList` cannot draw itself (a virtual list). Every item of `items` has a place in the order,
 * rendered or not; those rendered are `<SortableItem>`s with the same keys.
 */
export function SortableArea<T>({ items, getKey, noun, itemName, onMove, overlay, disabled, onDragChange, children }: SortableAreaProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(getKey);
  // The order when the drag started: positions are counted in it, even once the drop has moved the list.
  const started = useRef<{ keys: string[]; names: string[] }>({ keys, names: [] });
  const [dragging, setDragging] = useState<string | null>(null);
  const drag = (key: string | null) => {
    setDragging(key);
    onDragChange?.(key);
  };
  const snapshot = () => {
    started.current = { keys, names: items.map(itemName) };
  };
  const words = () => sortableWords(noun, started.current.names);
  const startIndex = (id: string | number | undefined) => (id === undefined ? -1 : started.current.keys.indexOf(String(id)));
  // Where the item is over, or null when it is over no place of the list.
  const target = (id: string | number | undefined) => {
    const i = startIndex(id);
    return i < 0 ? null : i;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      snapshot();
      return words().start(startIndex(active.id));
    },
    onDragOver: ({ active, over }) => words().over(startIndex(active.id), target(over?.id)),
    onDragEnd: ({ active, over }) => words().end(startIndex(active.id), target(over?.id)),
    onDragCancel: ({ active }) => words().cancel(startIndex(active.id)),
  };

  function onDragStart({ active }: DragStartEvent) {
    snapshot();
    drag(String(active.id));
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    drag(null);
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  const draggedIndex = dragging === null ? -1 : keys.indexOf(dragging);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => drag(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: sortableWords(noun, []).instructions } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
      {overlay ? <DragOverlay>{draggedIndex >= 0 ? overlay(items[draggedIndex], draggedIndex) : null}</DragOverlay> : null}
    </DndContext>
  );
}

/**
 * One item of a `SortableArea`: an `<li>` (or a `<div>` inside an element placed by someone else, as a virtual
 * list's row) that moves aside while another is dragged over it, and gives its `<DragHandle>` the drag.
 */
export function SortableItem({
  id,
  as: Tag = 'li',
  disabled,
  lifted,
  props,
  children,
}: {
  id: string;
  as?: 'li' | 'div';
  disabled?: boolean;
  /** The item itself follows the pointer: it is lifted above the others. */
  lifted: boolean;
  props?: (state: SortableItemState) => ItemAttributes | undefined;
  children: (state: SortableItemState) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const state = { dragging: isDragging };
  const own = props?.(state);
  return (
    <HandleContext.Provider value={{ ref: setActivatorNodeRef, attributes, listeners, dragging: isDragging }}>
      <Tag {...own} className={cn(own?.className, lifted && isDragging && 'relative z-10 opacity-90 shadow-lg')} ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
        {children(state)}
      </Tag>
    </HandleContext.Provider>
  );
}

const handleLook =
  'shrink-0 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The grip an item of a `SortableList` is dragged by (and picked up with from the keyboard); `data-dragging` while
 * its item is dragged, so that a page's own keys can leave the arrow keys to the drag.
 */
export function DragHandle({ label, className, iconClassName, ...rest }: { label: string; iconClassName?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'type'>) {
  const binding = useContext(HandleContext);
  if (!binding) throw new Error('DragHandle is used outside a SortableList item.');
  return (
    <button type="button" {...rest} ref={binding.ref} {...binding.attributes} {...binding.listeners} data-dragging={binding.dragging || undefined} aria-label={label} className={cn(handleLook, className)}>
      <GripVertical aria-hidden className={iconClassName ?? 'size-4'} />
    </button>
  );
}
