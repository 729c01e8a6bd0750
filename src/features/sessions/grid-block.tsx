/**
 * One session's block on the grid: its title, time and speakers, its clashes
 * marked (and said to screen readers), filled with its track's colour,
 * draggable by its body (a move) and by its lower edge (a resize); while
 * dragged it stays in place, faded, and the ghost shows where it goes (so a
 * drag never grows the grid or runs away with it). Memoised: it re-renders only when its own
 * session, place or marks change.
 */
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { AlertTriangle } from 'lucide-react';
import type { Session } from '../../contract/session';
import { clashText, type Clash } from '../../components/schedule/clashes';
import { cn } from '../../components/ui/cn';
import { timeRange } from '../../components/ui/dates';
import { trackTint } from './track-tint';

export type BlockProps = {
  session: Session;
  top: number;
  height: number;
  left: string;
  width: string;
  colour: unknown;
  trackName?: string;
  speakers: string;
  clashes?: readonly Clash[];
  speakerName?: (id: string) => string | undefined;
  picked: boolean;
  saving: boolean;
  onKey: (e: KeyboardEvent<HTMLElement>, id: string) => void;
  onOpen: (id: string) => void;
  /** Opens its session, and is neither moved nor resized. */
  readOnly?: boolean;
};

export const GridBlock = memo(function GridBlock({ session: s, top, height, left, width, colour, trackName, speakers, clashes, speakerName, picked, saving, onKey, onOpen, readOnly = false }: BlockProps) {
  const id = s.documentId;
  const move = useDraggable({ id, data: { from: 'grid' }, disabled: readOnly });
  const resize = useDraggable({ id: `resize:${id}`, disabled: readOnly });
  // Read only, the block is a way to its session: no drag, no resize, no words about picking it up.
  const handle = readOnly ? { role: 'link', tabIndex: 0 } : { ...move.attributes, ...move.listeners, 'aria-roledescription': 'session block' };
  // While dragged the block stays where it is (faded); the ghost shows where it goes.
  const dragged = move.isDragging || resize.isDragging;
  const clashed = !!clashes?.length;
  const tint = trackTint(colour);
  const style: CSSProperties = { top, height, left, width, borderLeftColor: tint.edge, backgroundColor: clashed ? undefined : tint.body, zIndex: picked ? 30 : undefined };
  const extra = [trackName, clashed ? `clash: ${clashes.map((c) => clashText(c, { speaker: speakerName }, id)).join('; ')}` : '', picked ? 'picked up' : ''].filter(Boolean);
  return (
    <div
      ref={move.setNodeRef}
      {...handle}
      data-block-id={id}
      data-testid="grid-block"
      onKeyDown={(e) => onKey(e, id)}
      onClick={() => onOpen(id)}
      style={style}
      className={cn(
        'pointer-events-auto absolute touch-none overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs shadow-sm select-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        readOnly ? 'cursor-pointer' : 'cursor-grab',
        clashed ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-300',
        dragged && 'cursor-grabbing opacity-50',
        picked && 'ring-2 ring-indigo-600',
        saving && 'opacity-80',
      )}
    >
      <p className="flex items-start gap-1 font-semibold leading-tight text-slate-900">
        {clashed ? <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0 text-amber-700" data-testid="block-clash" /> : null}
        <span className="line-clamp-2">
          {s.title || 'Untitled session'}
          <span className="sr-only">, {s.location},</span>
        </span>
      </p>
      <p className="truncate text-slate-800 tabular-nums">{timeRange(s.startTime, s.endTime)}</p>
      {speakers ? (
        <p className="truncate text-slate-700">
          <span className="sr-only">, </span>
          {speakers}
        </p>
      ) : null}
      {extra.length ? <span className="sr-only">, {extra.join(', ')}</span> : null}
      {readOnly ? null : <div ref={resize.setNodeRef} {...resize.listeners} aria-hidden className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize hover:bg-indigo-200/70" data-testid="resize-handle" />}
    </div>
  );
});
