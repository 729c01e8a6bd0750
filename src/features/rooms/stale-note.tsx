import { useEventOffset } from '../../api/event-queries';
import { eventClock } from '../../contract/rooms';

/**
 * Under a list the control room keeps while its refresh fails (the server restarting, the network down): the desk
 * keeps the last list it had, and this one line says it is not fresh, since when, and that it is retried.
 */
export function StaleNote({ what, since }: { what: string; since: number }) {
  const offset = useEventOffset();
  return (
    <p role="status" data-testid="stale-note" className="mb-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950 ring-1 ring-amber-300">
      Could not be refreshed: {what} as {since > 0 ? `at ${eventClock(since, offset ?? 0)}` : 'last read'}, tried again by itself.
    </p>
  );
}
