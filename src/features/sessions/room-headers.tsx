import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The grid's room names, kept in view while the hours scroll, each with arrows that move its column left or right. */
export function RoomHeaders({ rooms, gutter, onMove }: { rooms: readonly string[]; gutter: number; onMove: (room: string, by: -1 | 1) => void }) {
  return (
    <div className="sticky top-0 z-20 flex border-b border-slate-200 bg-slate-50">
      <div style={{ width: gutter }} className="shrink-0" />
      {rooms.map((r, i) => (
        <div key={r} className="flex min-w-0 flex-1 items-center justify-between gap-1 border-l border-slate-200 px-2 py-1.5">
          <button type="button" className="rounded p-0.5 text-slate-500 hover:bg-slate-200 disabled:opacity-30" aria-label={`Move ${r} left`} disabled={i === 0} title={i === 0 ? `${r} is the first column` : undefined} onClick={() => onMove(r, -1)}>
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <h3 className="truncate text-sm font-semibold text-slate-800">{r}</h3>
          <button type="button" className="rounded p-0.5 text-slate-500 hover:bg-slate-200 disabled:opacity-30" aria-label={`Move ${r} right`} disabled={i === rooms.length - 1} title={i === rooms.length - 1 ? `${r} is the last column` : undefined} onClick={() => onMove(r, 1)}>
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
