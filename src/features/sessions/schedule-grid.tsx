/**
 * The schedule grid (`/sessions?view=grid`): one tab per event day, one
 * column per room (in the organiser's order, kept in this browser), the day's
 * hours as rows, each session a block coloured by its track with its title,
 * time and speakers, clashes marked on the blocks; sessions without a date,
 * time or room in the Unscheduled tray.
 *
 * Its rules live beside it, without React: the keyboard (`grid-keyboard.ts`),
 * where a drag puts a session (`drop-geometry.ts`), the day's places
 * (`grid-layout.ts`); its parts are the day tabs, the block, the room column,
 * the tray and the conflict dialog (the console's conflict panel).
 *
 * Moving: drag a block (or a tray item) to another time or room, drag its
 * lower edge to change its end; 5-minute snap. While dragging, a ghost shows
 * the new place and time (the block stays, faded), the grid scrolls near an
 * edge at a bounded speed, and a block never leaves the day shown. A move
 * touching a running, imminent or past session, or larger than 2 hours,
 * asks first; the last 20 moves can be undone and redone for the tab's life. From the keyboard: Space picks
 * a block up, the arrows move it, Space or Enter drops it (saved), U puts it
 * in the Unscheduled tray, Escape puts it back; Enter on a block not picked up
 * opens the session. Every move is announced. Phones get the day's list instead.
 *
 * Performance: blocks are memoised and positioned absolutely in one layer
 * (a move between rooms changes a style, never remounts); a day's places are
 * computed once (`dayPlaces`) and every handler a block receives is stable,
 * so a day tab re-renders the new day's blocks and nothing else of the grid.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DndContext, pointerWithin } from '@dnd-kit/core';
import { Redo2, Undo2 } from 'lucide-react';
import { availabilityQueries } from '../../api/availability-queries';
import { useConnection } from '../../api/use-connection';
import type { EventSettings } from '../../contract/event';
import type { Session } from '../../contract/session';
import { ChangeoverField } from '../../components/schedule/changeover-field';
import { clashesBySession, findClashes } from '../../components/schedule/clashes';
import { orderRooms, useRoomOrder } from '../../components/schedule/schedule-prefs';
import { speakerIdsOf } from '../../components/schedule/session-speakers';
import { unavailableOfAll } from '../../components/schedule/speaker-availability';
import { Button } from '../../components/ui/button';
import { eventWallTime } from '../../components/ui/event-clock';
import { paths } from '../../paths';
import { DayTabs } from './day-tabs';
import { DropGhost } from './drop-ghost';
import { GridBlock } from './grid-block';
import { gridKey, type Picked } from './grid-keyboard';
import { dayBounds, dayPlaces, isScheduled, PX_PER_MIN, roomsOf, scheduleDays, spanOf, toTime } from './grid-layout';
import { MoveConflictDialog } from './move-conflict-dialog';
import { MoveQuestionDialog } from './move-question-dialog';
import { TrackLegend } from './track-legend';
import { useGridDrag } from './use-grid-drag';
import { RoomColumn } from './room-column';
import { RoomHeaders } from './room-headers';
import { SessionsByDay, speakerNames, type Lists } from './sessions-table';
import { UnavailableShade } from './unavailable-shade';
import { UnscheduledTray } from './unscheduled-tray';
import { useNow, usePhone } from './use-grid-clock';
import { useSessionMoves } from './use-session-moves';

const GUTTER = 56;
const COLUMN_MIN = 168;

type Props = {
  sessions: readonly Session[];
  day: string;
  onDay: (date: string) => void;
  lists: Lists;
  event?: EventSettings;
  changeover: number;
  setChangeover: (m: number) => void;
  /** A role that may read the programme but not change it: the blocks open their sessions, and nothing moves. */
  readOnly?: boolean;
};

export function ScheduleGrid({ sessions, day: inAddress, onDay, lists, event, changeover, setChangeover, readOnly = false }: Props) {
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
  const offset = event?.timeZoneOffset ?? 0;
  const today = eventWallTime(now, offset);
  const eventNow = useCallback(() => eventWallTime(Date.now(), offset), [offset]);
  // Undo and redo are kept per event of this connection (known before the event's settings are read).
  const connection = useConnection();
  const moves = useSessionMoves(connection?.eventId ?? event?.documentId ?? '', eventNow);
  const [picked, setPicked] = useState<Picked | null>(null);
  const view = useRef<HTMLDivElement>(null);

  // Sessions as shown: with the moves being saved and the block picked up by keyboard in their new place.
  const shown = useMemo(
    () =>
      sessions.map((s) => {
        const o = picked?.id === s.documentId ? picked.fields : moves.overrides.get(s.documentId);
        return o ? { ...s, ...o } : s;
      }),
    [sessions, picked, moves.overrides],
  );
  const availability = useQuery(availabilityQueries.bySpeaker()).data;
  const clashes = useMemo(
    () => clashesBySession(findClashes(shown, { eventStart: event?.dateStart, eventEnd: event?.dateEnd, trackCount: event ? event.trackArray.length : undefined, changeover, availability })),
    [shown, event, changeover, availability],
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
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const drag = useGridDrag({ byId, day, rooms, bounds, columns, view, onDrop: moves.move });
  const { ghost, dragging, justDragged } = drag;

  // While a session is moved (pointer or keyboard): the times its speakers cannot speak, and who they are.
  const moving = byId.get(dragging ?? picked?.id ?? '');
  const movingSpeakers = useMemo(() => (moving ? speakerIdsOf(moving).filter((id) => availability?.has(id)) : []), [moving, availability]);
  const shaded = useMemo(() => unavailableOfAll(movingSpeakers.map((id) => availability?.get(id)), day), [movingSpeakers, availability, day]);

  // A picked-up block keeps the focus wherever it goes (from the tray into the grid too).
  useEffect(() => {
    if (!picked) return;
    const el = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(picked.id)}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [picked]);

  // After a block goes to the tray by keyboard, the focus follows it there (the tray item takes it as it appears).
  const [focusInTray, setFocusInTray] = useState<string | null>(null);

  const blockKey = (e: KeyboardEvent<HTMLElement>, id: string) => {
    const s = byId.get(id);
    if (!s) return;
    if (readOnly) {
      // Read only: Enter opens the session; no key picks a block up.
      if (e.key === 'Enter') {
        e.preventDefault();
        navigate(paths.session.link(id));
      }
      return;
    }
    const r = gridKey(picked, { key: e.key, shift: e.shiftKey, session: s, day, rooms, bounds });
    if (!r.handled) return;
    e.preventDefault();
    setPicked(r.picked);
    const fx = r.effect;
    if (fx.kind === 'open') navigate(paths.session.link(id));
    else if (fx.kind === 'announce') {
      if (r.picked) setFocusInTray(null);
      moves.announce(fx.text);
    } else if (fx.kind === 'move') {
      if (fx.toTray) setFocusInTray(id);
      moves.move(s, fx.to);
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
      if (justDragged()) return;
      navigate(paths.session.link(id));
    },
    [navigate, justDragged],
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

  const undoable = moves.nextUndo ? byId.get(moves.nextUndo.id) : undefined;
  const redoable = moves.nextRedo ? byId.get(moves.nextRedo.id) : undefined;
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
        <DayTabs idBase={tabsId} days={days} day={day} perDay={perDay} onDay={selectDay} />
        <div className="flex flex-wrap items-center gap-3">
          <ChangeoverField value={changeover} onChange={setChangeover} />
          {readOnly ? null : <>
          <Button variant="secondary" size="sm" disabled={!undoable} onClick={() => moves.undo(undoable)}>
            <Undo2 aria-hidden className="size-4" /> Undo move
            {moves.nextUndo ? <span className="sr-only"> of “{moves.nextUndo.title}”</span> : null}
          </Button>
          <Button variant="secondary" size="sm" disabled={!redoable} onClick={() => moves.redo(redoable)}>
            <Redo2 aria-hidden className="size-4" /> Redo
            {moves.nextRedo ? <span className="sr-only"> move of “{moves.nextRedo.title}”</span> : null}
          </Button>
          </>}
        </div>
      </div>
      {phone ? null : (
        <div className="flex min-h-5 flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <TrackLegend names={lists.trackNames} colours={lists.trackColours} />
          {/* Always there, so that the grid never moves under the pointer when the note appears. */}
          <p className="text-xs text-slate-700" data-testid="unavailable-note">
            {shaded.length > 0 ? `Shaded: when ${movingSpeakers.map((id) => lists.speakerName?.(id) ?? 'a speaker').join(', ')} cannot speak.` : ''}
          </p>
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700" data-testid="grid-status">
        {moves.message}
      </p>

      <DndContext
        sensors={drag.sensors}
        collisionDetection={pointerWithin}
        autoScroll={false}
        {...drag.handlers}
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
            <div ref={view} className="max-h-[75vh] overflow-auto rounded-lg border border-slate-200 bg-white" data-testid="schedule-grid">
              <div style={{ minWidth: GUTTER + rooms.length * COLUMN_MIN }}>
                <RoomHeaders rooms={rooms} gutter={GUTTER} onMove={moveRoom} />
                <div className="relative flex" style={{ height }}>
                  <div style={{ width: GUTTER }} className="relative shrink-0" aria-hidden>
                    {hours.map((m) => (
                      <span key={m} className="absolute right-2 -translate-y-1/2 text-xs text-slate-500 tabular-nums first:translate-y-0" style={{ top: (m - bounds.from) * PX_PER_MIN }}>
                        {toTime(m)}
                      </span>
                    ))}
                  </div>
                  <div className="relative flex flex-1">
                    {rooms.map((r, i) => (
                      <RoomColumn key={r} room={r} index={i} columns={columns} />
                    ))}
                    <div className="pointer-events-none absolute inset-0">
                      <UnavailableShade spans={shaded} from={bounds.from} to={bounds.to} />
                      {todays.map((s) => {
                        const place = places.get(s.documentId);
                        if (!place) return null;
                        return (
                          <GridBlock
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
                            readOnly={readOnly}
                            onKey={onBlockKey}
                            onOpen={openSession}
                          />
                        );
                      })}
                      <DropGhost to={ghost} title={moving?.title ?? ''} rooms={rooms} from={bounds.from} />
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

        <UnscheduledTray
          labelledBy={`${tabsId}-tray`}
          sessions={unscheduled}
          phone={phone}
          pickedId={picked?.id ?? null}
          focusId={focusInTray}
          onFocused={() => setFocusInTray(null)}
          onKey={onBlockKey}
          onOpen={openSession}
          readOnly={readOnly}
        />
      </DndContext>

      <MoveConflictDialog conflict={moves.conflict} onResolve={moves.resolve} onDismiss={moves.dismissConflict} />
      <MoveQuestionDialog question={moves.question} onConfirm={moves.confirmQuestion} onCancel={moves.cancelQuestion} />
    </div>
  );
}
