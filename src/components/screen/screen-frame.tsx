/**
 * The frame of every slide on a room's screen, in the event's colours:
 * - `header` (the questions): the banner, the event's name with what the slide is, the session's title (sized to
 *   the width the way in leaves it, and wrapping rather than cut off) and the room's way in with its QR code;
 * - `strip` (a poll, a spotlight): the banner shrinks to the strip's left end (whole, in its own proportions),
 *   the strip's words say what the slide is (a poll's status and how many people voted), and the way in without
 *   a code beside them, or on a line of its own when both do not fit one; nothing is cut off. The rest is the
 *   slide's, which is told how high its card is (slide-room.ts);
 * - `bare` (the lobby's welcome): the banner only; the slide shows the name and the way in itself.
 * In a corner, how live the picture is, in the event's time (24-hour). (A link renewed or unpaired is no frame:
 * the page shows a pairing code instead.)
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ScreenView } from '../../contract/screens';
import { eventWallTime } from '../ui/event-clock';
import { CARD_HEIGHT, CARD_PAD_SH, MIN_SH, PAGE_PAD_SH, SCREEN_WIDTH_SH, STRIP_SH, fitText, sh } from './screen-fit';
import { SlideRoom } from './slide-room';
import { ScreenJoin } from './screen-join';
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

/** An instant on the event's clock, 24-hour ("12:11"). */
export function eventClock(at: number, offsetHours: number): string {
  return eventWallTime(at, offsetHours).time;
}

export type FrameVariant = 'header' | 'strip' | 'bare';

/** The header's title beside the way in and its QR code (which take up to half the header): its width, in sh. */
const TITLE_BESIDE_JOIN_SH = (SCREEN_WIDTH_SH - 2 * PAGE_PAD_SH.x) / 2 - 4;

type Props = {
  view: ScreenView;
  link: ScreenLink;
  since: number;
  style: CSSProperties;
  variant: FrameVariant;
  /** The small line above the title (header), or the strip's words (strip). */
  kicker: ReactNode;
  title: string;
  children: ReactNode;
};

export function ScreenFrame({ view, link, since, style, variant, kicker, title, children }: Props) {
  const now = useTick(view.relayedAt != null);
  const clock = (at: number) => eventClock(at, view.event.timeZoneOffset);
  const banner = view.event.banner;
  const { main, probe, cardHeight } = useCardRoom();
  return (
    <div style={style} data-testid="room-screen" data-frame={variant} className="relative flex h-dvh cursor-none flex-col overflow-hidden bg-(--projector-background) text-(--projector-text)">
      {variant === 'strip' ? (
        <header className="flex shrink-0 flex-wrap items-center" style={{ minHeight: sh(STRIP_SH), columnGap: sh(2.4), paddingRight: sh(PAGE_PAD_SH.x), paddingLeft: banner ? 0 : sh(PAGE_PAD_SH.x) }} data-testid="screen-strip">
          <h1 className="sr-only">{title}</h1>
          {banner ? <img src={banner} alt="" referrerPolicy="no-referrer" className="block w-auto max-w-[18%] shrink-0 self-start object-contain object-left" style={{ height: sh(STRIP_SH) }} data-testid="screen-banner" /> : null}
          <div className="min-w-0 [overflow-wrap:anywhere]" style={{ fontSize: sh(MIN_SH), lineHeight: 1.1 }} data-testid="screen-kicker">
            {kicker}
          </div>
          <ScreenJoin address={view.joinLine} variant="strip" />
        </header>
      ) : (
        <header className="shrink-0">
          {banner ? <img src={banner} alt="" referrerPolicy="no-referrer" className="block w-full object-cover" style={{ height: sh(variant === 'bare' ? 14 : 9) }} data-testid="screen-banner" /> : null}
          {variant === 'header' ? (
            <div className="flex items-center justify-between" style={{ gap: sh(4), padding: `${sh(1.6)} ${sh(PAGE_PAD_SH.x)} ${sh(1)}` }}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-(--projector-accent-text) [overflow-wrap:anywhere]" style={{ fontSize: sh(2.8), lineHeight: 1.2 }} data-testid="screen-kicker">
                  {kicker}
                </p>
                <h1 className="font-bold tracking-tight [overflow-wrap:anywhere]" style={{ fontSize: sh(fitText(visibleLength(title), view.joinLine.trim() ? TITLE_BESIDE_JOIN_SH : SCREEN_WIDTH_SH - 2 * PAGE_PAD_SH.x, 12, 6, 1.15)), lineHeight: 1.15 }}>
                  {title}
                </h1>
              </div>
              <ScreenJoin address={view.joinLine} variant="qr" />
            </div>
          ) : null}
        </header>
      )}
      <main ref={main} className="flex min-h-0 flex-1 flex-col" style={{ padding: `${sh(PAGE_PAD_SH.top)} ${sh(PAGE_PAD_SH.x)} ${sh(PAGE_PAD_SH.bottom)}` }}>
        <SlideRoom.Provider value={cardHeight}>{children}</SlideRoom.Provider>
      </main>
      <span ref={probe} aria-hidden className="pointer-events-none invisible absolute top-0 left-0 w-0" style={{ height: sh(100) }} />
      {link === 'live' && typeof view.relayedAt === 'number' && now - view.relayedAt > RELAY_QUIET_MS && view.content.kind !== 'welcome' ? <Corner>As of {clock(view.relayedAt)}</Corner> : null}
      {link === 'reconnecting' ? <Corner>Reconnecting… not live since {clock(since)}</Corner> : null}
    </div>
  );
}

/**
 * The height of the card below the frame's header, in sh: the main area's inner height over the screen's unit
 * (a probe 100 sh high), less the card's padding; measured again whenever either changes size.
 */
function useCardRoom() {
  const main = useRef<HTMLElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [cardHeight, setCardHeight] = useState(CARD_HEIGHT);
  useLayoutEffect(() => {
    const area = main.current;
    const unit = probe.current;
    if (!area || !unit) return;
    const measure = () => {
      const perSh = unit.getBoundingClientRect().height / 100;
      if (!(perSh > 0)) return;
      const style = getComputedStyle(area);
      const inner = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      setCardHeight(Math.max(10, Math.floor((inner / perSh - 2 * CARD_PAD_SH.y) * 10) / 10));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    observer.observe(unit);
    return () => observer.disconnect();
  }, []);
  return { main, probe, cardHeight };
}

function Corner({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="absolute rounded-md bg-(--projector-surface) text-(--projector-muted)" style={{ right: sh(1), bottom: sh(0.6), fontSize: sh(2.2), padding: `${sh(0.4)} ${sh(1)}` }}>
      {children}
    </p>
  );
}

/** The card a strip slide fills (a poll, a spotlight). */
export const cardPadding = `${sh(CARD_PAD_SH.y)} ${sh(CARD_PAD_SH.x)}`;

/** The whole screen for a message (connecting, a link that no longer works). */
export function ScreenMessage({ text, style, status }: { text: string; style: CSSProperties; status?: boolean }) {
  return (
    <div style={style} className="flex h-dvh items-center justify-center bg-(--projector-background) p-8 text-(--projector-text)">
      <p role={status ? 'status' : 'alert'} className="max-w-[60ch] text-center" style={{ fontSize: sh(4.2) }}>
        {text}
      </p>
    </div>
  );
}

/** A slide's place held while what it shows is not there (yet). */
export function QuietSlide({ text }: { text: string }) {
  return (
    <p role="status" className="m-auto text-(--projector-muted)" style={{ fontSize: sh(4.2) }}>
      {text}
    </p>
  );
}
