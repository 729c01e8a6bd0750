import type { MoveFields } from './grid-layout';
import { PX_PER_MIN, roomIndex, spanOf } from './grid-layout';
import { timeRange } from '../../components/ui/dates';

/**
 * Where a dragged session would go, drawn while dragging: a dashed block in
 * the room's column at the new time, with the time and room in words. The
 * drop saves exactly this place (`drop-geometry.ts` gives both).
 */
export function DropGhost({ to, title, rooms, from }: { to: MoveFields | null; title: string; rooms: readonly string[]; from: number }) {
  if (!to) return null;
  const col = roomIndex(rooms, to.location);
  if (col < 0) return null;
  const { start, end } = spanOf({ documentId: '', ...to });
  const width = 100 / Math.max(1, rooms.length);
  return (
    <div
      className="pointer-events-none absolute z-30 overflow-hidden rounded-md border-2 border-dashed border-indigo-600 bg-indigo-50/90 px-1.5 py-0.5 text-xs font-semibold text-indigo-950 shadow-lg"
      style={{ top: (start - from) * PX_PER_MIN, height: Math.max(18, (end - start) * PX_PER_MIN), left: `${col * width}%`, width: `${width}%` }}
      data-testid="drop-ghost"
    >
      <p className="truncate">{title || 'Untitled session'}</p>
      <p className="truncate font-normal">
        <span className="tabular-nums">{timeRange(to.startTime, to.endTime)}</span> · {to.location}
      </p>
    </div>
  );
}
