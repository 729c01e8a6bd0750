/**
 * The Unscheduled tray: sessions without a day, a start time or a room, each
 * draggable onto a room (or picked up with Space); a drop target too, where
 * a block dropped leaves the grid (its room and times cleared).
 */
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { Session } from '../../contract/session';
import { cn } from '../../components/ui/cn';

type TrayProps = {
  labelledBy: string;
  sessions: readonly Session[];
  phone: boolean;
  pickedId: string | null;
  focusId: string | null;
  onFocused: () => void;
  onKey: (e: KeyboardEvent<HTMLElement>, id: string) => void;
  onOpen: (id: string) => void;
  /** The sessions are listed and open; none is dragged, and nothing is dropped here. */
  readOnly?: boolean;
};

export function UnscheduledTray({ labelledBy, sessions, phone, pickedId, focusId, onFocused, onKey, onOpen, readOnly = false }: TrayProps) {
  const still = phone || readOnly;
  return (
    <TrayDrop labelledBy={labelledBy} readOnly={readOnly}>
      <h2 id={labelledBy} className="text-sm font-semibold text-slate-800">
        Unscheduled <span className="font-normal text-slate-600">({sessions.length})</span>
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Every session has a day, a time and a room.{still ? '' : ' Drop a block here (or press U on a picked-up block) to take it off the grid.'}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600">
            Sessions without a day, a start time or a room.{readOnly ? '' : phone ? ' Open one to give it its place.' : ' Drag one onto a room, or focus it and press Space to place it on this day; drop a block here (or press U on a picked-up block) to take it off the grid.'}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sessions.map((s) => (
              <li key={s.documentId}>
                <TrayItem session={s} picked={pickedId === s.documentId} takeFocus={focusId === s.documentId} onFocused={onFocused} onKey={onKey} onOpen={onOpen} readOnly={readOnly} />
              </li>
            ))}
          </ul>
        </>
      )}
    </TrayDrop>
  );
}

function TrayDrop({ labelledBy, children, readOnly }: { labelledBy: string; children: ReactNode; readOnly: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'tray', data: { tray: true }, disabled: readOnly });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={labelledBy}
      data-testid="unscheduled-tray"
      className={cn('relative rounded-lg border border-dashed p-3', isOver ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50')}
    >
      {isOver ? (
        <p className="absolute right-3 top-3 rounded bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white" aria-hidden>
          Release to take it off the grid
        </p>
      ) : null}
      {children}
    </section>
  );
}

type TrayItemProps = { session: Session; picked: boolean; takeFocus: boolean; onFocused: () => void; onKey: (e: KeyboardEvent<HTMLElement>, id: string) => void; onOpen: (id: string) => void; readOnly: boolean };

function TrayItem({ session: s, picked, takeFocus, onFocused, onKey, onOpen, readOnly }: TrayItemProps) {
  const d = useDraggable({ id: s.documentId, data: { from: 'tray' }, disabled: readOnly });
  const handle = readOnly ? { role: 'link', tabIndex: 0 } : { ...d.attributes, ...d.listeners, 'aria-roledescription': 'session block' };
  const own = useRef<HTMLDivElement | null>(null);
  const { setNodeRef } = d;
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      own.current = el;
      setNodeRef(el);
    },
    [setNodeRef],
  );
  // Taken as it appears, and again if the item is drawn anew when the saved session comes back from the
  // service; given up once the organiser moves the focus elsewhere.
  useLayoutEffect(() => {
    if (takeFocus) own.current?.focus();
  }, [takeFocus]);
  const t = d.transform;
  const missing = [!s.date && 'day', !s.startTime && 'time', !s.location.trim() && 'room'].filter(Boolean).join(', ');
  return (
    <div
      ref={ref}
      {...handle}
      data-block-id={s.documentId}
      data-testid="tray-item"
      onKeyDown={(e) => onKey(e, s.documentId)}
      onBlur={(e) => {
        if (takeFocus && e.relatedTarget) onFocused();
      }}
      onClick={() => onOpen(s.documentId)}
      style={{ transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined, zIndex: t ? 40 : undefined, position: 'relative' }}
      className={cn(
        'flex touch-none items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm shadow-sm select-none focus-visible:outline-2 focus-visible:outline-indigo-600',
        readOnly ? 'cursor-pointer' : 'cursor-grab',
        picked && 'ring-2 ring-indigo-600',
      )}
    >
      {readOnly ? null : <GripVertical aria-hidden className="size-4 text-slate-400" />}
      <span className="font-medium text-slate-900">{s.title || 'Untitled session'}</span>
      <span className="sr-only">, unscheduled:</span>
      <span className="text-xs text-slate-600">no {missing}</span>
    </div>
  );
}
