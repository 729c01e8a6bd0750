import { Globe2 } from 'lucide-react';
import { eventZoneIfDifferent } from './event-clock';

/** "Times in event time, UTC+8", for a page header, where the browser's zone differs from the event's; else nothing. */
export function EventTimeNote({ offsetHours }: { offsetHours: number | undefined }) {
  const zone = offsetHours === undefined ? null : eventZoneIfDifferent(offsetHours);
  if (!zone) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600" data-testid="event-time-note">
      <Globe2 aria-hidden className="size-4" />
      Times in event time, {zone}
    </span>
  );
}
