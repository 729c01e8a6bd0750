import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverClock } from '../../api/clock';
import { useEventOffset } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { roomsOf, slotsOf, type Slot } from '../../contract/rooms';

/** The server-corrected time, redrawn every second (the talk timer and "starts in" move with it). */
export function useSecondTick(): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The programme as rooms on the event's clock: every room (a session's location), the sessions with a time as
 * slots, and the event's hours from UTC. `ready` once the sessions and the event's clock are read.
 */
export function useProgrammeRooms() {
  const sessions = useQuery(sessionQueries.list());
  const offset = useEventOffset();
  const programme = useMemo(
    () => (sessions.data ?? []).map((s) => ({ id: s.documentId, title: s.title, date: s.date ?? '', startTime: s.startTime ?? '', endTime: s.endTime ?? '', location: s.location ?? '' })),
    [sessions.data],
  );
  const slots: Slot[] = useMemo(() => (offset === undefined ? [] : slotsOf(programme, offset)), [programme, offset]);
  const rooms = useMemo(() => roomsOf(programme), [programme]);
  return { sessions, rooms, slots, offset: offset ?? 0, ready: sessions.isSuccess && offset !== undefined };
}
