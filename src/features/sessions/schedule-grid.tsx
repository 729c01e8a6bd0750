/**
 * The schedule grid (`/sessions?view=grid`): one tab per event day, one
 * column per room (in the organiser's order, kept in this browser), the day's
 * hours as rows, each session a block coloured by its track with its title,
 * time and speakers, clashes marked on the blocks; sessions without a date,
 * time or room in the Unscheduled tray.
 *
 * Moving: drag a block (or a tray item) to another time or room, drag its
 * lower edge to change its end; 5-minute snap. From the keyboard: Space picks
 * a block up, the arrows move it by 5 minutes or one room, Shift+Up/Down
 * changes its end, Space or Enter drops it (saved), U puts it in the
 * Unscheduled tray (saved; so does dropping a block on the tray), Escape puts it back;
 * Enter on a block not picked up opens the session. Every move is announced.
 * Phones get the day's list instead.
 *
 * Performance: blocks are memoised and positioned absolutely in one layer
 * (a move between rooms changes a style, never remounts); a day's places are
 * computed once (`dayPlaces`) and every handler a block receives is stable,
 * so a day tab re-renders the new day's blocks and nothing else of the grid;
 * during a drag only the dragged block follows the pointer, by a CSS transform.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { AlertTriangle, ChevronLeft, ChevronRight, GripVertical, Undo2 } from 'lucide-react';
import type { EventSettings } from '../../contract/event';
import type { Session } from '../../contract/session';
import { toCss } from '../../contract/colour';
import { ChangeoverField } from '../../components/schedule/changeover-field';
import { clashesBySession, clashText, findClashes, type Clash } from '../../components/schedule/clashes';
import { orderRooms, useRoomOrder } from '../../components/schedule/schedule-prefs';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { formatDay, timeRange } from '../../components/ui/dates';
import { Dialog } from '../../components/ui/dialog';
import { eventWallTime } from '../../components/ui/event-clock';
import { paths } from '../../paths';
import { dayBounds, dayPlaces, isScheduled, keyMove, moveFieldsOf, moveTo, PX_PER_MIN, resizeTo, roomsOf, scheduleDays, snap, spanOf, toTime, unschedule, type MoveFields } from './grid-layout';
import { SessionsByDay, speakerNames, type Lists } from './sessions-table';
import { placeWords, useSessionMoves } from './use-session-moves';

const GUTTER = 56;
const COLUMN_MIN = 168;
const FIELD_LABELS: Record<string, string> = { date: 'Day', startTime: 'Start time', endTime: 'End time', location: 'Room' };

function usePhone(): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = window.matchMedia('(max-width: 767px)');
      m.addEventListener('change', l);
      return () => m.removeEventListener('change', l);
    },
    () => window.matchMedia('(max-width: 767px)').matches,
    () => false,
  );
}

/** The event's clock, to the minute, for the now line. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

type Props = {
  sessions: readonly Session[];
  day: string;
  onDay: (date: string) => void;
  lists: Lists;
  event?: EventSettings;
  changeover: number;
  setChangeover: (m: number) => void;
};

type Picked = { id: string; fields: MoveFields };

export function ScheduleGrid({ sessions, day: inAddress, onDay, lists, event, changeover, setChangeover }: Props) {
  // A day tab shows its day at once; the address follows in the router's own (deferred) update, so the
  // page around the grid re-renders after the new day is on screen, not before. Back and Forward still move it.
  const [wanted, setWanted] = useState(inAddress);
  useEffect(() => setWanted(inAddress), [inAddress]);
  const selectDay = useCallback(
    (d: string) => {
      setWanted(d);
      onDay(d);
    },
    [onDay],
  );
  const phone = usePhone();
  const now = useNow();
  const navigate = useNavigate();
  const moves = useSessionMoves();
  const [picked, setPicked] = useState<Picked | null>(null);
  const offset = event?.timeZoneOffset ?? 0;
  const today = eventWallTime(now, offset);

  // Sessions as shown: with the moves being saved and the block picked up by keyboard in their new place.
  const shown = useMemo(
    () =>
      sessions.map((s) => {
        const o = picked?.id === s.documentId ? picked.fields : moves.overrides.get(s.documentId);
        return o ? { ...s, ...o } : s;
      }),
    [sessions, picked, moves.overrides],
  );
  const clashes = useMemo(
    () => clashesBySession(findClashes(shown, { eventStart: event?.dateStart, eventEnd: event?.dateEnd, trackCount: event ? event.trackArray.length : undefined, changeover })),
    [shown, event, changeover],
  );
  const days = useMemo(() => scheduleDays(shown, event?.dateStart, event?.dateEnd), [shown, event?.dateStart, event?.dateEnd]);
  const day = days.includes(wanted) ? wanted : days.includes(today.date) ? today.date : (days[0] ?? '');
  const [storedRooms, setStoredRooms] = useRoomOrder(event?.documentId);
  const rooms = useMemo(() => orderRooms(roomsOf(shown.filter(isScheduled)), storedRooms), [shown, storedRooms]);
  const todays = useMemo(() => shown.filter((s) => isScheduled(s) && s.date === day), [shown, day]);
  const unscheduled = useMemo(() => shown.filter((s) => !isScheduled(s)), [shown]);
  const bounds = useMemo(() => dayBounds(todays), [todays]);
  const places = useMemo(() => dayPlaces(todays, rooms, bounds.from), [todays, rooms, bounds.from]);
  const perDay = useMemo(() => {
    const n = new Map<string, number>();
    for (const s of shown) if (isScheduled(s)) n.set(s.date, (n.get(s.date) ?? 0) + 1);
    return n;
  }, [shown]);
  const byId = useMemo(() => new Map(sessions.map((s) => [s.documentId, s])), [sessions]);

  // A picked-up block keeps the focus wherever it goes (from the tray into the grid too).
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!picked) return;
    const el = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(picked.id)}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [picked]);

  // After a block goes to the tray by keyboard, the focus follows it there (the tray item takes it as it appears).
  const [focusInTray, setFocusInTray] = useState<string | null>(null);

  const dragEndedAt = useRef(0);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const columns = useRef<(HTMLDivElement | null)[]>([]);

  const onDragEnd = useCallback(
    ({ active, delta, over, activatorEvent }: DragEndEvent) => {
      dragEndedAt.current = Date.now();
      const key = String(active.id);
      const resize = key.startsWith('resize:');
      const s = byId.get(resize ? key.slice(7) : key);
      if (!s) return;
      if (resize) {
        moves.move(s, resizeTo(s, spanOf(s).end + delta.y / PX_PER_MIN));
        return;
      }
      if (over?.data.current?.tray) {
        // Back to the tray: its room and times cleared, saved like any move (and undoable).
        if (isScheduled(s)) moves.move(s, unschedule(s));
        return;
      }
      const room = over?.data.current?.room;
      if (typeof room !== 'string') return;
      let start: number;
      if (isScheduled(s) && s.date === day) start = spanOf(s).start + delta.y / PX_PER_MIN;
      else {
        // From the tray: the block's top goes where the pointer is.
        const col = columns.current[rooms.indexOf(room)];
        const y = (activatorEvent as PointerEvent).clientY + delta.y;
        start = bounds.from + (col ? (y - col.getBoundingClientRect().top) / PX_PER_MIN : 0);
      }
      moves.move(s, moveTo(s, { date: day, room, start }));
    },
    [byId, moves, day, rooms, bounds.from],
  );

  const blockKey = (e: KeyboardEvent<HTMLElement>, id: string) => {
    const s = byId.get(id);
    if (!s) return;
    if (!picked || picked.id !== id) {
      if (e.key === 'Enter') {
        e.preventDefault();
        navigate(paths.session.link(id));
      } else if (e.key === ' ') {
        e.preventDefault();
        const fields = isScheduled(s) && s.date === day ? moveFieldsOf(s) : moveTo(s, { date: day, room: rooms[0] ?? '', start: isScheduled(s) ? spanOf(s).start : bounds.from + 60 });
        if (!fields.location) {
          moves.announce('There is no room on the grid yet: give a session a room (Location) in its editor first.');
          return;
        }
        setPicked({ id, fields });
        setFocusInTray(null);
        moves.announce(
          `Picked up “${s.title}”, ${placeWords(fields)}. Up and Down move it by 5 minutes, Left and Right by one room, Shift with Up or Down changes its end. Space drops it, U puts it in the Unscheduled tray, Escape puts it back.`,
        );
      }
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      setPicked(null);
      moves.announce(`“${s.title}” put back at ${placeWords(moveFieldsOf(s)) || 'the Unscheduled tray'}. Nothing was changed.`);
    } else if (e.key === 'u' || e.key === 'U') {
      e.preventDefault();
      setPicked(null);
      if (isScheduled(s)) {
        setFocusInTray(id);
        moves.move(s, unschedule(s));
      } else moves.announce(`“${s.title}” put back in the Unscheduled tray. Nothing was changed.`);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      setPicked(null);
      moves.move(s, picked.fields);
    } else {
      const next = keyMove({ documentId: id, ...picked.fields }, e.key, e.shiftKey, rooms);
      if (!next) return;
      e.preventDefault();
      setPicked({ id, fields: next });
      moves.announce(placeWords(next));
    }
  };
  // One handler for every block, for the grid's whole life (it reads the latest state), so a memoised block
  // re-renders only when its own session, place or marks change.
  const latestKey = useRef(blockKey);
  useLayoutEffect(() => {
    latestKey.current = blockKey;
  });
  const onBlockKey = useCallback((e: KeyboardEvent<HTMLElement>, id: string) => latestKey.current(e, id), []);

  const openSession = useCallback(
    (id: string) => {
      if (Date.now() - dragEndedAt.current < 400) return;
      navigate(paths.session.link(id));
    },
    [navigate],
  );

  const moveRoom = (room: string, by: -1 | 1) => {
    const order = [...rooms];
    const i = order.indexOf(room);
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    setStoredRooms(order);
    moves.announce(`${room} is now column ${j + 1} of ${order.length}.`);
  };

  const undoable = moves.last ? byId.get(moves.last.id) : undefined;
  const tabsId = useId();

  if (!day) {
    return <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">No session has a date yet, and the event has no dates: set the event's dates in Settings or give a session a date.</p>;
  }

  const height = (bounds.to - bounds.from) * PX_PER_MIN;
  const hours: number[] = [];
  for (let m = bounds.from; m <= bounds.to; m += 60) hours.push(m);
  const nowTop = today.date === day && today.minutes >= bounds.from && today.minutes <= bounds.to ? (today.minutes - bounds.from) * PX_PER_MIN : null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Event days" className="flex flex-wrap gap-1" onKeyDown={(e) => tabKeys(e, days, day, selectDay)}>
          {days.map((d) => (
            <button
              key={d}
              id={`${tabsId}-${d}`}
              type="button"
              role="tab"
              aria-selected={d === day}
              aria-controls={`${tabsId}-panel`}
              tabIndex={d === day ? 0 : -1}
              onClick={() => selectDay(d)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                d === day ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {formatDay(d)}
              <span className="ml-1.5 text-xs opacity-80">{perDay.get(d) ?? 0}</span>
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ChangeoverField value={changeover} onChange={setChangeover} />
          <Button variant="secondary" size="sm" disabled={!undoable} onClick={() => moves.undo(undoable)}>
            <Undo2 aria-hidden className="size-4" /> Undo move
            {moves.last ? <span className="sr-only"> of “{moves.last.title}”</span> : null}
          </Button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700" data-testid="grid-status">
        {moves.message}
      </p>

      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragEnd={onDragEnd}
        onDragCancel={() => (dragEndedAt.current = Date.now())}
        accessibility={{
          screenReaderInstructions: { draggable: 'Press Space to pick this session up, the arrow keys to move it, Space to drop it, U to put it in the Unscheduled tray, Escape to put it back; Enter opens it.' },
          announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragMove: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined },
        }}
      >
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${day}`}>
          {phone ? (
            <SessionsByDay groups={[{ date: day, sessions: [...todays].sort((a, b) => spanOf(a).start - spanOf(b).start) }]} lists={{ ...lists, clashes }} />
          ) : rooms.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">No session has a room yet: give a session a room (Location) in its editor, then drag the others onto the grid.</p>
          ) : (
            <div className="max-h-[75vh] overflow-auto rounded-lg border border-slate-200 bg-white" data-testid="schedule-grid">
              <div style={{ minWidth: GUTTER + rooms.length * COLUMN_MIN }}>
                <div className="sticky top-0 z-20 flex border-b border-slate-200 bg-slate-50">
                  <div style={{ width: GUTTER }} className="shrink-0" />
                  {rooms.map((r, i) => (
                    <div key={r} className="flex min-w-0 flex-1 items-center justify-between gap-1 border-l border-slate-200 px-2 py-1.5">
                      <button type="button" className="rounded p-0.5 text-slate-500 hover:bg-slate-200 disabled:opacity-30" aria-label={`Move ${r} left`} disabled={i === 0} onClick={() => moveRoom(r, -1)}>
                        <ChevronLeft aria-hidden className="size-4" />
                      </button>
                      <h3 className="truncate text-sm font-semibold text-slate-800">{r}</h3>
                      <button type="button" className="rounded p-0.5 text-slate-500 hover:bg-slate-200 disabled:opacity-30" aria-label={`Move ${r} right`} disabled={i === rooms.length - 1} onClick={() => moveRoom(r, 1)}>
                        <ChevronRight aria-hidden className="size-4" />
                      </button>
                    </div>
                  ))}
                </div>
                <div className="relative flex" style={{ height }}>
                  <div style={{ width: GUTTER }} className="relative shrink-0" aria-hidden>
                    {hours.map((m) => (
                      <span key={m} className="absolute right-2 -translate-y-1/2 text-xs text-slate-500 tabular-nums first:translate-y-0" style={{ top: (m - bounds.from) * PX_PER_MIN }}>
                        {toTime(m)}
                      </span>
                    ))}
                  </div>
                  <div className="relative flex flex-1" ref={layer}>
                    {rooms.map((r, i) => (
                      <RoomColumn key={r} room={r} index={i} columns={columns} />
                    ))}
                    <div className="pointer-events-none absolute inset-0">
                      {todays.map((s) => {
                        const place = places.get(s.documentId);
                        if (!place) return null;
                        return (
                          <Block
                            key={s.documentId}
                            session={s}
                            top={place.top}
                            height={place.height}
                            left={place.left}
                            width={place.width}
                            colour={s.track >= 0 ? lists.trackColours[s.track] : undefined}
                            trackName={s.track >= 0 ? lists.trackNames[s.track] : undefined}
                            speakers={speakerNames(s, lists.speakerName)}
                            clashes={clashes.get(s.documentId)}
                            speakerName={lists.speakerName}
                            picked={picked?.id === s.documentId}
                            saving={moves.overrides.has(s.documentId)}
                            onKey={onBlockKey}
                            onOpen={openSession}
                          />
                        );
                      })}
                    </div>
                    {nowTop !== null ? (
                      <div className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-500" style={{ top: nowTop }} data-testid="now-line">
                        <span className="absolute -top-2.5 left-1 rounded bg-red-600 px-1 text-[11px] font-semibold text-white">Now {today.time}</span>
                      </div>
                    ) : null}
                  </div>
                </div>
              </div>
            </div>
          )}
        </div>

        <TrayDrop labelledBy={`${tabsId}-tray`}>
          <h2 id={`${tabsId}-tray`} className="text-sm font-semibold text-slate-800">
            Unscheduled <span className="font-normal text-slate-600">({unscheduled.length})</span>
          </h2>
          {unscheduled.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Every session has a day, a time and a room.{phone ? '' : ' Drop a block here (or press U on a picked-up block) to take it off the grid.'}</p>
          ) : (
            <>
              <p className="mt-1 text-xs text-slate-600">
                Sessions without a day, a start time or a room.{phone ? ' Open one to give it its place.' : ' Drag one onto a room, or focus it and press Space to place it on this day; drop a block here (or press U on a picked-up block) to take it off the grid.'}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {unscheduled.map((s) => (
                  <li key={s.documentId}>
                    <TrayItem session={s} picked={picked?.id === s.documentId} takeFocus={focusInTray === s.documentId} onFocused={() => setFocusInTray(null)} onKey={onBlockKey} onOpen={openSession} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </TrayDrop>
      </DndContext>

      <Dialog
        open={!!moves.conflict}
        onOpenChange={(o) => (o ? undefined : moves.dismissConflict())}
        title="Changed elsewhere meanwhile"
        description={moves.conflict ? `“${moves.conflict.session.title}” was changed by someone else since the grid showed it. Nothing was saved.` : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => moves.resolve('theirs')}>
              Keep the other change
            </Button>
            <Button onClick={() => moves.resolve('mine')}>Keep my move</Button>
          </>
        }
      >
        <ul className="space-y-1 text-sm text-slate-800" data-testid="move-conflicts">
          {moves.conflict?.conflicts.map((c) => (
            <li key={c.field}>
              <span className="font-medium">{FIELD_LABELS[c.field] ?? c.field}</span>: your move {String(c.mine) || '(none)'}; now {String(c.theirs) || '(none)'}
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}

function tabKeys(e: KeyboardEvent<HTMLElement>, days: readonly string[], day: string, onDay: (d: string) => void) {
  const i = days.indexOf(day);
  const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? days.length - 1 : null;
  if (next === null || next < 0 || next >= days.length) return;
  e.preventDefault();
  onDay(days[next]);
  requestAnimationFrame(() => (e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next] ?? null)?.focus());
}

/** The Unscheduled tray, a drop target too: a block dropped here leaves the grid (its room and times cleared). */
function TrayDrop({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'tray', data: { tray: true } });
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

const RoomColumn = memo(function RoomColumn({ room, index, columns }: { room: string; index: number; columns: RefObject<(HTMLDivElement | null)[]> }) {
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

type BlockProps = {
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
};

const Block = memo(function Block({ session: s, top, height, left, width, colour, trackName, speakers, clashes, speakerName, picked, saving, onKey, onOpen }: BlockProps) {
  const id = s.documentId;
  const move = useDraggable({ id, data: { from: 'grid' } });
  const resize = useDraggable({ id: `resize:${id}` });
  const dy = resize.transform ? snap(resize.transform.y / PX_PER_MIN) * PX_PER_MIN : 0;
  const shownHeight = Math.max(8 * PX_PER_MIN, height + dy);
  const t = move.transform;
  const { start, end } = spanOf(s);
  const previewStart = t ? start + snap(t.y / PX_PER_MIN) : start;
  const previewEnd = t ? end + snap(t.y / PX_PER_MIN) : resize.transform ? end + dy / PX_PER_MIN : end;
  const time = t || resize.transform ? timeRange(toTime(previewStart), s.endTime ? toTime(previewEnd) : '') : timeRange(s.startTime, s.endTime);
  const clashed = !!clashes?.length;
  const style: CSSProperties = {
    top,
    height: shownHeight,
    left,
    width,
    borderLeftColor: colour === undefined ? '#94a3b8' : toCss(colour, '#94a3b8'),
    transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined,
    zIndex: t || resize.isDragging || picked ? 30 : undefined,
  };
  const extra = [trackName, clashed ? `clash: ${clashes.map((c) => clashText(c, { speaker: speakerName }, id)).join('; ')}` : '', picked ? 'picked up' : ''].filter(Boolean);
  return (
    <div
      ref={move.setNodeRef}
      {...move.attributes}
      {...move.listeners}
      aria-roledescription="session block"
      data-block-id={id}
      data-testid="grid-block"
      onKeyDown={(e) => onKey(e, id)}
      onClick={() => onOpen(id)}
      style={style}
      className={cn(
        'pointer-events-auto absolute cursor-grab touch-none overflow-hidden rounded-md border border-l-4 bg-white px-1.5 py-0.5 text-left text-xs shadow-sm select-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        clashed ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-300',
        t && 'cursor-grabbing shadow-lg',
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
      <p className="truncate text-slate-700 tabular-nums">{time}</p>
      {speakers ? (
        <p className="truncate text-slate-600">
          <span className="sr-only">, </span>
          {speakers}
        </p>
      ) : null}
      {extra.length ? <span className="sr-only">, {extra.join(', ')}</span> : null}
      <div ref={resize.setNodeRef} {...resize.listeners} aria-hidden className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize hover:bg-indigo-200/70" data-testid="resize-handle" />
    </div>
  );
});

type TrayItemProps = { session: Session; picked: boolean; takeFocus: boolean; onFocused: () => void; onKey: (e: KeyboardEvent<HTMLElement>, id: string) => void; onOpen: (id: string) => void };

function TrayItem({ session: s, picked, takeFocus, onFocused, onKey, onOpen }: TrayItemProps) {
  const d = useDraggable({ id: s.documentId, data: { from: 'tray' } });
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
      {...d.attributes}
      {...d.listeners}
      aria-roledescription="session block"
      data-block-id={s.documentId}
      data-testid="tray-item"
      onKeyDown={(e) => onKey(e, s.documentId)}
      onBlur={(e) => {
        if (takeFocus && e.relatedTarget) onFocused();
      }}
      onClick={() => onOpen(s.documentId)}
      style={{ transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined, zIndex: t ? 40 : undefined, position: 'relative' }}
      className={cn(
        'flex cursor-grab touch-none items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm shadow-sm select-none focus-visible:outline-2 focus-visible:outline-indigo-600',
        picked && 'ring-2 ring-indigo-600',
      )}
    >
      <GripVertical aria-hidden className="size-4 text-slate-400" />
      <span className="font-medium text-slate-900">{s.title || 'Untitled session'}</span>
      <span className="sr-only">, unscheduled:</span>
      <span className="text-xs text-slate-600">no {missing}</span>
    </div>
  );
}
