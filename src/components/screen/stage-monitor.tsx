/**
 * A stage monitor: the screen of a room that faces the speaker (a lectern or floor monitor), opened by link or
 * paired like any screen. Dark, with the time left in the session as large as it gets (amber in the last 5
 * minutes, red and counting up when over), the question in the spotlight on the room's screens, the next open
 * question of the queue, and the desk's message across the bottom. When a message shows, the monitor tells the
 * server it was seen (the control room shows the receipt). Between sessions: what is next here, with its countdown.
 * When the desk moved the speaker's time (more minutes, or an end of its own), the clock counts to that end and the
 * header says so; a session given more time stays here past its end in the programme (the server decides).
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { eventClock } from '../../contract/rooms';
import type { MonitorView, ScreenQuestion, ScreenView } from '../../contract/screens';
import { cn } from '../ui/cn';
import { countdownWords } from './now-next-slide';
import { fitText, sh } from './screen-fit';
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

function QuestionBox({ label, question, testId }: { label: string; question: ScreenQuestion | null; testId: string }) {
  const size = question ? fitText(visibleLength(question.text), 78, 22, 5.5, 1.2) : 3;
  return (
    <section aria-label={label} className="min-w-0 flex-1 overflow-hidden rounded-[0.8vw] bg-white/10" style={{ padding: sh(2) }}>
      <h2 className="font-semibold uppercase tracking-wide text-white/70" style={{ fontSize: sh(2.4) }}>
        {label}
      </h2>
      <p data-testid={testId} className={cn('[overflow-wrap:anywhere]', question ? 'font-semibold text-white' : 'text-white/60')} style={{ fontSize: sh(size), lineHeight: 1.2, marginTop: sh(1) }}>
        {question ? question.text : 'None'}
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
        <div role="timer" aria-label={`Time left: ${clock.words}`} data-tone={clock.tone} data-testid="monitor-clock" className={cn('mx-[3vw] flex items-center justify-center rounded-[1vw] font-bold tabular-nums leading-none', CLOCK_TONE[clock.tone])} style={{ fontSize: sh(30), height: sh(38) }}>
          {clock.text}
        </div>
      ) : (
        <div className="mx-[3vw] flex flex-col items-center justify-center text-center" style={{ height: sh(38), gap: sh(1.5) }}>
          {monitor.next ? (
            <>
              <p className="text-white/75" style={{ fontSize: sh(3.6) }}>
                Next here at {eventClock(monitor.next.startsAt, offset)}
              </p>
              <p className="font-bold [overflow-wrap:anywhere]" style={{ fontSize: sh(fitText(visibleLength(monitor.next.title), 170, 14, 7, 1.15)), lineHeight: 1.15 }}>
                {monitor.next.title}
              </p>
              <p className="font-semibold text-orange-300" style={{ fontSize: sh(5) }}>
                {countdownWords(monitor.next.startsAt - at)}
              </p>
            </>
          ) : (
            <p className="font-bold" style={{ fontSize: sh(6) }}>
              Nothing more here today
            </p>
          )}
        </div>
      )}

      <div className="mx-[3vw] flex min-h-0 flex-1" style={{ gap: sh(2), marginTop: sh(2), marginBottom: sh(2) }}>
        <QuestionBox label="On screen now" question={monitor.spotlight} testId="monitor-spotlight" />
        <QuestionBox label="Next question" question={monitor.upNext} testId="monitor-next" />
      </div>

      {monitor.message ? (
        <section aria-label="Message from the desk" aria-live="assertive" className="bg-yellow-300 font-bold text-black [overflow-wrap:anywhere]" style={{ padding: `${sh(1.8)} ${sh(3)}`, fontSize: sh(fitText(visibleLength(monitor.message.text), 170, 14, 6.5, 1.15)), lineHeight: 1.15 }}>
          <span data-testid="monitor-message">{monitor.message.text}</span>
        </section>
      ) : null}
    </div>
  );
}
