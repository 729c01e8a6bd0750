/**
 * A room between sessions, and the lobby: what comes next (title, speakers, time on the event's clock with its day
 * when it is not today, a countdown; the way in is the header's); the lobby lists now and next in every room. Times
 * are the event's, 24-hour. The countdown runs on the programme's time the view was built at, so a screen whose own
 * clock is wrong still counts right.
 */
import { eventClock, eventDayWords, eventDaysApart } from '../../contract/rooms';
import type { ScreenSlot, ScreenView } from '../../contract/screens';
import { pj } from '../projector/projector-type';
import { useProgrammeTime } from './use-programme-time';

/** "in 12 min", "in 1 h 05", "starting now". */
export function countdownWords(ms: number): string {
  if (ms <= 30_000) return 'starting now';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `in ${minutes} min`;
  return `in ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** When a session starts, said from `at`: a countdown today, else its day ("tomorrow", "on Tue 1 Dec"). */
export function startWords(slot: Pick<ScreenSlot, 'startsAt'>, at: number, offsetHours: number): string {
  const day = eventDayWords(slot.startsAt, at, offsetHours);
  if (!day) return countdownWords(slot.startsAt - at);
  return eventDaysApart(slot.startsAt, at, offsetHours) === 1 ? day : `on ${day}`;
}

/** A session's speakers in words: "Ana Silva, Hiro Fischer and Lee Park", "… and 3 more"; '' when none is known. */
export function speakerWords(slot: Pick<ScreenSlot, 'speakers' | 'moreSpeakers'>): string {
  const names = slot.speakers ?? [];
  const more = slot.moreSpeakers ?? 0;
  if (names.length === 0) return '';
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A session's times on the event's clock, with its day first when it is not the day of `at`. */
export function SlotTimes({ slot, offsetHours, at }: { slot: ScreenSlot; offsetHours: number; at: number }) {
  const day = eventDayWords(slot.startsAt, at, offsetHours);
  return (
    <>
      {day ? `${day} ` : ''}
      {eventClock(slot.startsAt, offsetHours)}–{eventClock(slot.endsAt, offsetHours)}
    </>
  );
}

export function NowNextSlide({ view }: { view: ScreenView }) {
  const c = view.content;
  const at = useProgrammeTime(view);
  const offset = view.room?.offsetHours ?? 0;
  if (c.kind === 'next') {
    return (
      <section aria-label="Next in this room" className="m-auto flex max-w-[90%] flex-col items-center text-center" style={{ gap: pj(1.6) }}>
        {c.next ? (
          <>
            <p className="font-medium text-(--projector-muted)" style={{ fontSize: pj(2) }}>
              Next in {c.room} · <SlotTimes slot={c.next} offsetHours={offset} at={at} />
            </p>
            <p className="font-bold [overflow-wrap:anywhere]" style={{ fontSize: pj(4), lineHeight: 1.15 }}>
              {c.next.title}
            </p>
            {speakerWords(c.next) ? (
              <p className="font-medium [overflow-wrap:anywhere]" style={{ fontSize: pj(2.6), lineHeight: 1.2 }} data-testid="next-speakers">
                {speakerWords(c.next)}
              </p>
            ) : null}
            <p className="font-semibold text-(--projector-accent-text)" style={{ fontSize: pj(3) }} data-testid="countdown">
              {startWords(c.next, at, offset)}
            </p>
          </>
        ) : (
          <p className="font-bold" style={{ fontSize: pj(3.4) }}>
            Nothing more in {c.room}.
          </p>
        )}
      </section>
    );
  }
  if (c.kind !== 'rooms') return null;
  return (
    <section aria-label="Now and next in every room" className="flex min-h-0 flex-1 flex-col" style={{ gap: pj(1.2) }}>
      <ul className="grid min-h-0 flex-1 content-start" style={{ gap: pj(1), gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))' }}>
        {c.rooms.map((r) => (
          <li key={r.room} className="rounded-xl bg-(--projector-surface)" style={{ padding: pj(1.4) }}>
            <p className="font-bold" style={{ fontSize: pj(2.4) }}>
              {r.room}
            </p>
            <p style={{ fontSize: pj(1.8) }}>
              <span className="text-(--projector-muted)">Now: </span>
              {r.now ? (
                <>
                  {r.now.title}
                  {speakerWords(r.now) ? ` · ${speakerWords(r.now)}` : ''} <span className="text-(--projector-muted)">(until {eventClock(r.now.endsAt, offset)})</span>
                </>
              ) : (
                'nothing'
              )}
            </p>
            <p style={{ fontSize: pj(1.8) }}>
              <span className="text-(--projector-muted)">Next: </span>
              {r.next ? (
                <>
                  {r.next.title}
                  {speakerWords(r.next) ? ` · ${speakerWords(r.next)}` : ''}{' '}
                  <span className="text-(--projector-muted)">
                    ({eventDayWords(r.next.startsAt, at, offset) ? <SlotTimes slot={r.next} offsetHours={offset} at={at} /> : <>{eventClock(r.next.startsAt, offset)}, {countdownWords(r.next.startsAt - at)}</>})
                  </span>
                </>
              ) : (
                'nothing more'
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
