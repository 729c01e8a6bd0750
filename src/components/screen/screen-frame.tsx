/**
 * The frame of every slide on a room's screen: the event's colours, its banner, the event's and session's
 * names with what the slide is, the room's way in, and in a corner how live the picture is.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { ScreenView } from '../../contract/screens';
import { JoinLine } from '../projector/join-line';
import { fittedUnits, pj } from '../projector/projector-type';
import { visibleLength } from './screen-text';
import type { ScreenLink } from './use-screen-stream';

/**
 * Where consoles relay the figures (a server in front of a remote API): once none arrived for this long, the
 * screen says as of when it shows them (no console is reading them: the board or polls page is closed).
 */
const RELAY_QUIET_MS = 60_000;

/** The time now, every 15 s while `on`. */
function useTick(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

type Props = { view: ScreenView; link: ScreenLink; since: number; style: CSSProperties; kicker: string; title: string; children: ReactNode };

export function ScreenFrame({ view, link, since, style, kicker, title, children }: Props) {
  const now = useTick(view.relayedAt != null);
  const c = view.content;
  return (
    <div style={style} data-testid="room-screen" className="relative flex h-dvh cursor-none flex-col overflow-hidden bg-(--projector-background) text-(--projector-text)">
      <header className="shrink-0">
        {view.event.banner ? <img src={view.event.banner} alt="" referrerPolicy="no-referrer" className="block w-full object-cover" style={{ height: pj(8) }} /> : null}
        <div className="flex items-center justify-between" style={{ gap: pj(3), padding: `${pj(1.6)} ${pj(3.5)} ${pj(1.2)}` }}>
          <div className="min-w-0 flex-1">
            {view.event.name && view.session ? (
              <p className="truncate font-semibold text-(--projector-accent-text)" style={{ fontSize: pj(1.5) }}>
                {view.event.name}
              </p>
            ) : null}
            <p className="font-medium text-(--projector-muted)" style={{ fontSize: pj(1.5) }}>
              {kicker}
            </p>
            <h1 className="line-clamp-2 font-bold tracking-tight [overflow-wrap:anywhere]" style={{ fontSize: pj(fittedUnits(visibleLength(title), 3, 2)), lineHeight: 1.15 }}>
              {title}
            </h1>
          </div>
          {c.kind !== 'welcome' ? <JoinLine address={view.joinLine} /> : null}
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col" style={{ padding: `${pj(0.8)} ${pj(3.5)} ${pj(2)}` }}>
        {children}
      </main>
      {link === 'live' && typeof view.relayedAt === 'number' && now - view.relayedAt > RELAY_QUIET_MS && c.kind !== 'welcome' ? (
        <p role="status" className="absolute right-3 bottom-2 rounded-md bg-(--projector-surface) px-2 py-1 text-(--projector-muted)" style={{ fontSize: pj(1.1) }}>
          As of {new Date(view.relayedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </p>
      ) : null}
      {link !== 'live' ? (
        <p role="status" className="absolute right-3 bottom-2 rounded-md bg-(--projector-surface) px-2 py-1 text-(--projector-muted)" style={{ fontSize: pj(1.1) }}>
          {link === 'gone' ? 'This link was renewed or deleted: showing the last picture.' : `Reconnecting… not live since ${new Date(since).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`}
        </p>
      ) : null}
    </div>
  );
}

/** The whole screen for a message (connecting, a link that no longer works). */
export function ScreenMessage({ text, style, status }: { text: string; style: CSSProperties; status?: boolean }) {
  return (
    <div style={style} className="flex h-dvh items-center justify-center bg-(--projector-background) p-8 text-(--projector-text)">
      <p role={status ? 'status' : 'alert'} className="max-w-[60ch] text-center" style={{ fontSize: pj(2.4) }}>
        {text}
      </p>
    </div>
  );
}

/** A slide's place held while what it shows is not there (yet). */
export function QuietSlide({ text }: { text: string }) {
  return (
    <p role="status" className="m-auto text-(--projector-muted)" style={{ fontSize: pj(2.4) }}>
      {text}
    </p>
  );
}
