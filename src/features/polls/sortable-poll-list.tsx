import { useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from './restrict-to-vertical-axis';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import { PollCard, type PollCardProps } from './poll-card';

export type PollItemProps = Omit<PollCardProps, 'poll' | 'handle'>;

export type SortablePollListProps = {
  polls: Poll[];
  /** Called with the new order after a drop. */
  onReorder: (ordered: Poll[]) => void;
  itemProps: (poll: Poll) => PollItemProps;
  disabled?: boolean;
};

const instructions: ScreenReaderInstructions = {
  draggable:
    'To reorder, press space or enter to pick up this poll, use the up and down arrow keys to move it, then press space or enter again to drop it, or escape to cancel.',
};

function SortablePollItem({ poll, itemProps, disabled, position, count }: { poll: Poll; itemProps: PollItemProps; disabled?: boolean; position: number; count: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: poll.pollId, disabled });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder poll “${poll.question}”, position ${position} of ${count}`}
      className="-ml-1 mt-0.5 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'relative z-10 opacity-90 shadow-lg' : undefined}>
      <PollCard poll={poll} handle={handle} {...itemProps} />
    </li>
  );
}

/** The polls of one session in sortNr order; drag (mouse, touch) or keyboard to reorder. */
export function SortablePollList({ polls, onReorder, itemProps, disabled }: SortablePollListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => polls.map((p) => p.pollId), [polls]);
  const nameOf = (id: string | number) => {
    const p = polls.find((x) => x.pollId === id);
    return p ? `“${p.question}”` : 'the poll';
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up poll ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `Poll ${nameOf(active.id)} is over position ${positionOf(over.id)} of ${ids.length}.` : `Poll ${nameOf(active.id)} is no longer over a position.`),
    onDragEnd: ({ active, over }) => (over ? `Poll ${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.` : `Poll ${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. Poll ${nameOf(active.id)} went back to position ${positionOf(active.id)}.`,
  };

  function onDragEnd(e: DragEndEvent) {
    const { active, over } = e;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const next = [...polls];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onReorder(next);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="flex flex-col gap-4">
          {polls.map((poll, i) => (
            <SortablePollItem key={poll.pollId} poll={poll} itemProps={itemProps(poll)} disabled={disabled} position={i + 1} count={polls.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
