/**
 * The grid's pointer drags: the sensor (a drag starts after 4 px), the ghost
 * of where the dragged session would go (one answer, `dropResult`, for the
 * ghost and for the drop), the scrolling near an edge, and the drop handed
 * to `onDrop`. A click that ends a drag is not an "open" (`justDragged`).
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import type { Session } from '../../contract/session';
import { dropResult, samePlace, type DayBounds } from './drop-geometry';
import { isScheduled, moveFieldsOf, type MoveFields } from './grid-layout';
import { useEdgeScroll } from './use-edge-scroll';

type Inputs = {
  byId: ReadonlyMap<string, Session>;
  day: string;
  rooms: readonly string[];
  bounds: DayBounds;
  /** The rooms' columns, in the rooms' order (where a session from the tray lands). */
  columns: RefObject<(HTMLDivElement | null)[]>;
  /** The grid's scrolling view. */
  view: RefObject<HTMLElement | null>;
  onDrop: (session: Session, to: MoveFields) => void;
};

const sessionKey = (id: string | number) => {
  const key = String(id);
  return { resize: key.startsWith('resize:'), id: key.startsWith('resize:') ? key.slice(7) : key };
};

export function useGridDrag({ byId, day, rooms, bounds, columns, view, onDrop }: Inputs) {
  const [ghost, setGhost] = useState<MoveFields | null>(null);
  /** The session being dragged (its speakers' unavailable times are shaded). */
  const [dragging, setDragging] = useState<string | null>(null);
  const endedAt = useRef(0);
  const edge = useEdgeScroll(view);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const drop = useRef(onDrop);
  drop.current = onDrop;

  const resultOf = useCallback(
    ({ active, delta, over, activatorEvent }: DragMoveEvent | DragEndEvent) => {
      const k = sessionKey(active.id);
      const s = byId.get(k.id);
      if (!s) return null;
      const room = over?.data.current?.room;
      const target = over?.data.current?.tray ? { tray: true as const } : typeof room === 'string' ? { room } : null;
      const col = typeof room === 'string' ? columns.current[rooms.indexOf(room)] : null;
      const y = (activatorEvent as PointerEvent).clientY + delta.y;
      return { session: s, to: dropResult({ session: s, resize: k.resize, over: target, day, bounds, dy: delta.y, yInColumn: col ? y - col.getBoundingClientRect().top : null }) };
    },
    [byId, day, rooms, bounds, columns],
  );

  const finish = useCallback(() => {
    endedAt.current = Date.now();
    edge.stop();
    setGhost(null);
    setDragging(null);
  }, [edge]);

  const handlers = {
    onDragStart: useCallback(
      ({ active, activatorEvent }: DragStartEvent) => {
        edge.start((activatorEvent as PointerEvent).clientY);
        // The ghost shows at once, in the block's own place, until the pointer moves it.
        const s = byId.get(sessionKey(active.id).id);
        setDragging(s?.documentId ?? null);
        setGhost(s && isScheduled(s) && s.date === day ? moveFieldsOf(s) : null);
      },
      [edge, byId, day],
    ),
    onDragMove: useCallback(
      (e: DragMoveEvent) => {
        const r = resultOf(e);
        const next = r?.to && isScheduled({ documentId: '', ...r.to }) ? r.to : null;
        setGhost((g) => (samePlace(g, next) ? g : next));
      },
      [resultOf],
    ),
    onDragEnd: useCallback(
      (e: DragEndEvent) => {
        finish();
        const r = resultOf(e);
        if (r?.to) drop.current(r.session, r.to);
      },
      [finish, resultOf],
    ),
    onDragCancel: finish,
  };

  const justDragged = useCallback(() => Date.now() - endedAt.current < 400, []);
  return { sensors, handlers, ghost, dragging, justDragged };
}
