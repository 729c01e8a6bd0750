/**
 * A stage monitor's clock, without React: the time left in the session as minutes and seconds, large enough to
 * read from the lectern, amber in the last 5 minutes and red when over ("+2:10": over by two minutes ten). It counts
 * to the end the desk set when it moved the speaker's time (src/contract/speaker-time.ts), and says so.
 */
import { timerTone } from '../../contract/rooms';

export type MonitorClock = { text: string; words: string; tone: 'calm' | 'amber' | 'red' };

const two = (n: number) => String(n).padStart(2, '0');

function minutesSeconds(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The time left to `endsAt` at `at`: "12:34" (rounded up to the second while running), "+0:00" at the end, "+2:10" over. */
export function monitorClock(endsAt: number, at: number): MonitorClock {
  const tone = timerTone({ endsAt }, at);
  if (at >= endsAt) {
    const over = at - endsAt;
    const minutes = Math.floor(over / 60_000);
    return { text: `+${minutesSeconds(over)}`, words: minutes === 0 ? 'Time is up' : `Over by ${minutes} min`, tone: 'red' };
  }
  const left = Math.ceil((endsAt - at) / 1000) * 1000;
  const minutes = Math.ceil(left / 60_000);
  return { text: minutesSeconds(left), words: `${minutes} min left`, tone };
}

/** What the desk did to the speaker's time, beside the session's times: "5 min added", "3 min taken off" (null: the programme's). */
export function speakerTimeNote(speakerTime: { minutes: number } | null | undefined): string | null {
  if (!speakerTime || speakerTime.minutes === 0) return null;
  return `${Math.abs(speakerTime.minutes)} min ${speakerTime.minutes > 0 ? 'added' : 'taken off'} by the desk`;
}
