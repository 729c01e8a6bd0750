/**
 * When a speaker cannot speak, from the times the organiser gave
 * (`contract/availability.ts`): with mode `unavailable`, the times listed;
 * with mode `available`, the rest of each day (on a day with no time listed,
 * the whole day). A speaker without an entry can speak at any time.
 */
import type { SpeakerAvailability } from '../../contract/availability';
import { toMinutes } from './to-minutes';

export type Span = { from: number; to: number };

const DAY = 24 * 60;
/** `23:59` as an end means to the end of the day. */
const endOf = (t: string) => {
  const m = toMinutes(t) ?? 0;
  return m === DAY - 1 ? DAY : m;
};

function merge(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else out.push({ ...s });
  }
  return out;
}

/** The times of `date` (minutes, merged, in order) when the speaker cannot speak. */
export function unavailableOn(entry: SpeakerAvailability | undefined, date: string): Span[] {
  if (!entry || entry.slots.length === 0) return [];
  const listed = merge(entry.slots.filter((s) => s.date === date).map((s) => ({ from: toMinutes(s.from) ?? 0, to: endOf(s.to) })));
  if (entry.mode === 'unavailable') return listed;
  const gaps: Span[] = [];
  let at = 0;
  for (const s of listed) {
    if (s.from > at) gaps.push({ from: at, to: s.from });
    at = Math.max(at, s.to);
  }
  if (at < DAY) gaps.push({ from: at, to: DAY });
  return gaps;
}

/** Whether a session from `start` to `end` (minutes; an untimed one occupies its start minute) meets a time the speaker cannot speak. */
export function meetsUnavailable(spans: readonly Span[], start: number, end: number): boolean {
  const e = end > start ? end : start + 1;
  return spans.some((s) => start < s.to && s.from < e);
}

/** Several speakers' unavailable times of one day, merged (what the grid shades while one of their sessions is dragged). */
export function unavailableOfAll(entries: readonly (SpeakerAvailability | undefined)[], date: string): Span[] {
  return merge(entries.flatMap((e) => unavailableOn(e, date)));
}
