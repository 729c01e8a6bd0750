import { memo, useCallback, type RefObject } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../components/ui/cn';
import { PX_PER_MIN } from './grid-layout';

/** A room's column on the grid: a drop target, lined every half hour. */
export const RoomColumn = memo(function RoomColumn({ room, index, columns }: { room: string; index: number; columns: RefObject<(HTMLDivElement | null)[]> }) {
  const { setNodeRef, isOver } = useDroppable({ id: `room:${room}`, data: { room } });
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      columns.current[index] = el;
    },
    [setNodeRef, columns, index],
  );
  return (
    <div
      ref={ref}
      className={cn('min-w-0 flex-1 border-l border-slate-200', isOver && 'bg-indigo-50/60')}
      style={{ backgroundImage: `repeating-linear-gradient(to bottom, #e2e8f0 0 1px, transparent 1px ${30 * PX_PER_MIN}px)` }}
    />
  );
});
