/**
 * The Q&A picker's order: the sessions on now first, then the ones coming next (soonest first), then the
 * earlier ones (the one that ended last first), then those with no date or time. A session's times are the
 * event's wall clock (`timeZoneOffset` hours from UTC), so "now" is read on that clock. A session with no end
 * time runs until its start plus an hour.
 */
export type PickerSession = { date?: string; startTime?: string; endTime?: string };
export type PickerPart = 'now' | 'next' | 'earlier' | 'unscheduled';

const HOUR = 3_600_000;

/** The session's start and end as Unix ms, read on the event's clock; null without a date and start time. */
export function sessionSpan(s: PickerSession, offsetHours = 0): { start: number; end: number } | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.date ?? '');
  const start = /^(\d{2}):(\d{2})/.exec(s.startTime ?? '');
  if (!date || !start) return null;
  const at = (h: number, m: number) => Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), h, m) - offsetHours * HOUR;
  const startMs = at(Number(start[1]), Number(start[2]));
  const end = /^(\d{2}):(\d{2})/.exec(s.endTime ?? '');
  let endMs = end ? at(Number(end[1]), Number(end[2])) : startMs + HOUR;
  if (endMs <= startMs) endMs = end ? endMs + 24 * HOUR : startMs + HOUR; // an end past midnight
  return { start: startMs, end: endMs };
}

export function pickerPart(s: PickerSession, now: number, offsetHours = 0): PickerPart {
  const span = sessionSpan(s, offsetHours);
  if (!span) return 'unscheduled';
  if (span.start <= now && now < span.end) return 'now';
  return span.start > now ? 'next' : 'earlier';
}

const PART_RANK: Record<PickerPart, number> = { now: 0, next: 1, earlier: 2, unscheduled: 3 };

/** The sessions in picker order (a new array; equal sessions keep their order). */
export function pickerOrder<S extends PickerSession>(sessions: readonly S[], now: number, offsetHours = 0): { session: S; part: PickerPart }[] {
  return sessions
    .map((session, i) => ({ session, i, part: pickerPart(session, now, offsetHours), span: sessionSpan(session, offsetHours) }))
    .sort((a, b) => {
      if (a.part !== b.part) return PART_RANK[a.part] - PART_RANK[b.part];
      if (a.span && b.span) {
        if (a.part === 'earlier') return b.span.end - a.span.end || a.i - b.i;
        return a.span.start - b.span.start || a.i - b.i;
      }
      return a.i - b.i;
    })
    .map(({ session, part }) => ({ session, part }));
}
