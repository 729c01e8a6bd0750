import type { ApiHelper } from './fixtures';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The date and times of a session on now on an event's clock (its wall time: UTC + `timeZoneOffset` hours), from
 * `before` minutes ago to `after` minutes ahead, kept within the day so that it never crosses midnight.
 */
export async function onNowTimes(api: ApiHelper, before: number, after: number): Promise<{ date: string; startTime: string; endTime: string }> {
  const { timeZoneOffset = 0 } = await api.get<{ timeZoneOffset?: number }>('/getEvent');
  const local = new Date(Date.now() + timeZoneOffset * 3_600_000);
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
  return { date: local.toISOString().slice(0, 10), startTime: hhmm(Math.max(0, minuteOfDay - before)), endTime: hhmm(Math.min(23 * 60 + 59, minuteOfDay + after)) };
}
