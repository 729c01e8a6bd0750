/**
 * What is on now and what comes next, for the dashboard's "Live now" panel.
 *
 * Rules:
 * - A session's `date`, `startTime` and `endTime` are the event's wall time:
 *   "now" is read on the event's clock (`timeZoneOffset`, whole hours from
 *   UTC), not the laptop's, so a producer in another zone sees the same
 *   sessions on now.
 * - A session is on now from its start (inclusive) to its end (exclusive). A
 *   session without times is never "on now".
 * - The sessions are grouped by track (the track's name) or by room (the
 *   session's location); a session without one goes under "No track" /
 *   "No room". In each group: the sessions on now, and the first one that
 *   starts later today ("next").
 * - It is an event day when today falls within the event's dates, or when a
 *   session is dated today. Outside event days the panel has nothing to show.
 */

import type { Session } from '../../contract/session';
import { eventWallTime } from '../../components/ui/event-clock';

/** The parts of a session the panel reads. */
export type LiveSession = Pick<Session, 'documentId' | 'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'track'>;

export type GroupBy = 'track' | 'room';

export type LiveGroup<S extends LiveSession> = { name: string; now: S[]; next: S | undefined };

export type LiveNow<S extends LiveSession> = {
  eventDay: boolean;
  /** Groups with something on now or next today, in track order (by track) or by name (by room). */
  groups: LiveGroup<S>[];
  /** Today's date on the event's clock, `YYYY-MM-DD`. */
  today: string;
  /** The time now on the event's clock, `HH:mm`. */
  time: string;
};

/** Minutes since midnight of `HH:MM`, or null when it is not a time. */
function minutes(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function liveNow<S extends LiveSession>(
  sessions: readonly S[],
  options: { now: Date; offsetHours: number; groupBy: GroupBy; trackNames: readonly string[]; eventStart?: string; eventEnd?: string },
): LiveNow<S> {
  const clock = eventWallTime(options.now, options.offsetHours);
  const today = clock.date;
  const nowMin = clock.minutes;
  const todays = sessions.filter((s) => s.date === today);
  const withinDates = !!options.eventStart && options.eventStart <= today && today <= (options.eventEnd || options.eventStart);
  const eventDay = withinDates || todays.length > 0;

  const groupOf = (s: S): { key: string; name: string; order: number } => {
    if (options.groupBy === 'room') {
      const room = s.location.trim();
      return room ? { key: `room:${room}`, name: room, order: 0 } : { key: 'room:', name: 'No room', order: 1 };
    }
    const name = s.track >= 0 ? options.trackNames[s.track] : undefined;
    return name !== undefined && name.trim() ? { key: `track:${s.track}`, name, order: s.track } : { key: 'track:', name: 'No track', order: Number.MAX_SAFE_INTEGER };
  };

  const groups = new Map<string, LiveGroup<S> & { order: number }>();
  const byStart = [...todays].sort((a, b) => (minutes(a.startTime) ?? 0) - (minutes(b.startTime) ?? 0));
  for (const s of byStart) {
    const start = minutes(s.startTime);
    const end = minutes(s.endTime);
    if (start === null) continue;
    const on = end !== null && start <= nowMin && nowMin < end;
    const upcoming = start > nowMin;
    if (!on && !upcoming) continue;
    const g = groupOf(s);
    const group = groups.get(g.key) ?? { name: g.name, now: [], next: undefined, order: g.order };
    if (on) group.now.push(s);
    else if (!group.next) group.next = s;
    groups.set(g.key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return { eventDay, today, time: clock.time, groups: sorted.map(({ name, now, next }) => ({ name, now, next })) };
}
