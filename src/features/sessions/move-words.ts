/**
 * A place on the grid in words, for the live region and the grid's messages:
 * "Hall B, Thu, Nov 26, 10:15–11:15", or "the Unscheduled tray" for a
 * session without its day, time and room.
 */
import { formatDay, timeRange } from '../../components/ui/dates';
import { isScheduled, type MoveFields } from './grid-layout';

export function placeWords(f: MoveFields): string {
  if (!isScheduled({ documentId: '', ...f })) return 'the Unscheduled tray';
  return [f.location, formatDay(f.date), timeRange(f.startTime, f.endTime)].filter(Boolean).join(', ');
}

/** The moved fields by the grid's words. */
export const MOVE_FIELD_LABELS: Record<string, string> = { date: 'Day', startTime: 'Start time', endTime: 'End time', location: 'Room' };
