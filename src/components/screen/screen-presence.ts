/**
 * What a console says of a screen's connection, and only what it knows: "connected" while its own stream of
 * the screens list is live; once that stream is down (the server is unreachable, the network dropped), a
 * screen that was connected is "last seen 12:11" (when this console last heard from the server, in the
 * event's time, 24-hour), never "connected".
 */
import { browserOffsetMinutes, eventWallTime } from '../ui/event-clock';

export type ListFreshness = { live: boolean; heardAt: number };

export function screenPresence(connected: boolean, list: ListFreshness, offsetHours: number | undefined): string {
  if (!connected) return 'not connected';
  if (list.live) return 'connected';
  if (!list.heardAt) return 'not known';
  const at = new Date(list.heardAt);
  return `last seen ${eventWallTime(at, offsetHours ?? browserOffsetMinutes(at) / 60).time}`;
}
