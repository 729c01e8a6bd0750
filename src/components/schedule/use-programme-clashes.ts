/**
 * The programme's clashes as every view shows them: the rules of
 * `clashes.ts` on the sessions, with the event's dates and tracks (from the
 * event's settings), the speakers' availability (kept by the console's
 * server) and the changeover the organiser set in this browser.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availabilityQueries } from '../../api/availability-queries';
import { eventQueries } from '../../api/event-queries';
import { clashesBySession, findClashes, type Clash, type ClashSession } from './clashes';
import { useChangeover } from './schedule-prefs';

export function useProgrammeClashes(sessions: readonly ClashSession[] | undefined) {
  const event = useQuery(eventQueries.settings());
  const ev = event.data;
  const availability = useQuery(availabilityQueries.bySpeaker()).data;
  const [changeover, setChangeover] = useChangeover(ev?.documentId);
  const clashes = useMemo<Clash[]>(
    () => (sessions ? findClashes(sessions, { eventStart: ev?.dateStart, eventEnd: ev?.dateEnd, trackCount: ev ? ev.trackArray.length : undefined, changeover, availability }) : []),
    [sessions, ev, changeover, availability],
  );
  const bySession = useMemo(() => clashesBySession(clashes), [clashes]);
  return { availability, event: ev, offsetHours: ev?.timeZoneOffset ?? 0, clashes, bySession, changeover, setChangeover };
}
