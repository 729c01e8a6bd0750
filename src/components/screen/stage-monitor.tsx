/**
 * A stage monitor: the screen of a room that faces the speaker (a lectern or floor monitor), opened by link or
 * paired like any screen. Dark, with the time left in the session as large as it gets (amber in the last 5
 * minutes, red and counting up when over), the question in the spotlight on the room's screens, the next open
 * question of the queue, and the desk's message across the bottom. When a message shows, the monitor tells the
 * server it was seen (the control room shows the receipt). When the room's screens show something else than a
 * question (the list, a poll), the monitor says what. Between sessions: what is next here, with its countdown.
 * When the desk moved the speaker's time (more minutes, or an end of its own), the clock counts to that end and the
 * header says so; a session given more time stays here past its end in the programme (the server decides).
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { eventClock } from '../../contract/rooms';
import type { MonitorView, ScreenQuestion, ScreenView } from '../../contract/screens';
import { cn } from '../ui/cn';
import { SlotTimes, speakerWords, startWords } from './now-next-slide';
import { fitText, largestFitting, linesOf, sh } from './screen-fit';
import { visibleLength } from './screen-text';
import { monitorClock, speakerTimeNote } from './stage-monitor-words';
import { useProgrammeTime } from './use-programme-time';
import type { ScreenLink } from './use-screen-stream';

const CLOCK_TONE = {
  calm: 'text-white',
  amber: 'text-orange-400',
  red: 'bg-red-700 text-white',
} as const;

/** Says once per message that this monitor showed it. A failed call is tried again with the next view. */
function useReceipt(token: string, message: MonitorView['message'], live: boolean) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!message || message.seenAt !== null || !live || told.current === message.id) return;
    told.current = message.id;
    void fetch(`/screen-api/${encodeURIComponent(token)}/seen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messageId: message.id }) })
      .then((res) => {
        if (!res.ok && res.status !== 404) told.current = null;
      })
      .catch(() => {
        told.current = null;
      });
  }, [token, message, live]);
}

/** The smallest text of a monitor's boxes: read from the lectern, a metre away, not from the back of the hall (about 17 px at 720p). */
const MONITOR_MIN_SH = 2.4;

/**
 * One of the two boxes under the clock: a question, or (`instead`) what the room's screens show when it is not a
 * question. The text takes the largest size at which it fits the box's height (less when a message shows), so a
 * long question is never cut.
 */
function QuestionBox({ label, question, instead, room, testId }: { label: string; question: ScreenQuestion | null; instead?: string | null; room: number; testId: string }) {
  const words = question ? question.text : (instead ?? 'None');
  const size = question || instead ? largestFitting((s) => linesOf(visibleLength(words), s, 74) * s * 1.2, room, 5.5, MONITOR_MIN_SH) : 3;
  return (
    <section aria-label={label} className="min-w-0 flex-1 overflow-hidden rounded-[0.8vw] bg-white/10" style={{ padding: sh(2) }}>
      <h2 className="font-semibold uppercase tracking-wide text-white/70" style={{ fontSize: sh(2.4) }}>
        {label}
      </h2>
      <p data-testid={testId} className={cn('[overflow-wrap:anywhere]', question ? 'font-semibold text-white' : instead ? 'font-semibold text-white/85' : 'text-white/60')} style={{ fontSize: sh(size), lineHeight: 1.2, marginTop: sh(1) }}>
        {words}
      </p>
    </section>
  );
}

export function StageMonitor({ view, monitor, token, link, style }: { view: ScreenView; monitor: MonitorView; token: string; link: ScreenLink; style: CSSProperties }) {
  const at = useProgrammeTime(view);
  const offset = view.room?.offsetHours ?? view.event.timeZoneOffset;
  useReceipt(token, monitor.message, link === 'live');
  const session = monitor.session;
  const endsAt = monitor.speakerTime?.endsAt ?? session?.endsAt ?? 0;
  const note = session ? speakerTimeNote(monitor.speakerTime) : null;
  const clock = session ? monitorClock(endsAt, at) : null;
  // A message's band takes room at the bottom: the clock gives up some of its height for it. The boxes' text room
  // (sh) is the screen less the header, the clock, the margins, the box's own label and padding, and the band.
  const clockSh = monitor.message ? 31 : 38;
  const boxRoom = monitor.message ? 27 : 34;
  return (
    <div style={style} data-testid="stage-monitor" className="relative flex h-dvh cursor-none flex-col overflow-hidden bg-black text-white" aria-label="Stage monitor">
      <header className="flex items-baseline justify-between text-white/80" style={{ padding: `${sh(1.6)} ${sh(3)}`, fontSize: sh(2.8), gap: sh(2) }}>
        <p className="min-w-0 truncate">
          {session ? (
            <>
              <span className="font-semibold text-white">{session.title || view.session?.title || 'This session'}</span> · {eventClock(session.startsAt, offset)}–<span data-testid="monitor-ends">{eventClock(endsAt, offset)}</span>
            </>
          ) : view.session ? (
            <span className="font-semibold text-white">{view.session.title}</span>
          ) : (
            `${view.room?.name || view.event.name || 'This room'}: between sessions`
          )}
        </p>
        <p className="shrink-0 tabular-nums">
          {note ? <span className="mr-[1em] rounded bg-orange-400/20 px-[0.5em] font-semibold text-orange-200">{note}</span> : null}
          {monitor.held ? <span className="mr-[1em] rounded bg-white/15 px-[0.5em] font-semibold text-white">Held by the desk</span> : null}
          {eventClock(at, offset)}
          {link !== 'live' ? <span className="ml-[1em] text-amber-300">{link === 'gone' ? 'link renewed or deleted' : 'reconnecting…'}</span> : null}
        </p>
      </header>

      {clock ? (
        <div role="timer" aria-label={`Time left: ${clock.words}`} data-tone={clock.tone} data-testid="monitor-clock" className={cn('mx-[3vw] flex items-center justify-center rounded-[1vw] font-bold tabular-nums leading-none', CLOCK_TONE[clock.tone])} style={{ fontSize: sh(clockSh * 0.79), height: sh(clockSh) }}>
          {clock.text}
        </div>
      ) : (
        <div className="mx-[3vw] flex flex-col items-center justify-center text-center" style={{ height: sh(clockSh), gap: sh(1.5) }}>
          {monitor.next ? (
            <>
              <p className="text-white/75" style={{ fontSize: sh(3.6) }}>
                Next here: <SlotTimes slot={monitor.next} offsetHours={offset} at={at} />
                {speakerWords(monitor.next) ? ` · ${speakerWords(monitor.next)}` : ''}
              </p>
              <p className="font-bold [overflow-wrap:anywhere]" style={{ fontSize: sh(fitText(visibleLength(monitor.next.title), 170, 14, 7, 1.15)), lineHeight: 1.15 }}>
                {monitor.next.title}
              </p>
              <p className="font-semibold text-orange-300" style={{ fontSize: sh(5) }}>
                {startWords(monitor.next, at, offset)}
              </p>
            </>
          ) : (
            <p className="font-bold" style={{ fontSize: sh(6) }}>
              Nothing more here
            </p>
          )}
        </div>
      )}

      <div className="mx-[3vw] flex min-h-0 flex-1" style={{ gap: sh(2), marginTop: sh(2), marginBottom: sh(2) }}>
        <QuestionBox label="On screen now" question={monitor.spotlight} instead={monitor.onScreen} room={boxRoom} testId="monitor-spotlight" />
        <QuestionBox label="Next question" question={monitor.upNext} room={boxRoom} testId="monitor-next" />
      </div>

      {monitor.message ? (
        <section aria-label="Message from the desk" aria-live="assertive" className="bg-yellow-300 font-bold text-black [overflow-wrap:anywhere]" style={{ padding: `${sh(1.8)} ${sh(3)}`, fontSize: sh(fitText(visibleLength(monitor.message.text), 170, 14, 6.5, 1.15)), lineHeight: 1.15 }}>
          <span data-testid="monitor-message">{monitor.message.text}</span>
        </section>
      ) : null}
    </div>
  );
}
