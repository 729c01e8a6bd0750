/**
 * The frame both projector views share: the event's colours (see
 * projector-palette.ts), its banner across the top and its name, "Join at …"
 * with a QR code, the page's content, and the operator's controls, which hide
 * with the cursor after three seconds without movement and come back on
 * movement, a key press or keyboard focus, in a strip of their own at the
 * foot of the screen (never over the content). The page fills the screen exactly:
 * no scrollbars at any 16:9 size.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link2, Maximize, Minimize } from 'lucide-react';
import { eventQueries } from '../../api/event-queries';
import { useScopes } from '../../api/account-queries';
import { useConnection } from '../../api/use-connection';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { paletteProperties, projectorPalette } from './projector-palette';
import { PJ_UNIT, pj } from './projector-type';
import { useJoinAddress } from './join-address';
import { JoinLine } from './join-line';
import { JoinAddressContext } from './join-context';
import { JoinAddressDialog } from './join-address-dialog';
import { useIdle } from './use-idle';

export type ProjectorFrameProps = {
  /** The page's title block (its h1), under the event's name. */
  heading: ReactNode;
  /** The page's own operator controls, before the join address and full screen buttons. */
  controls?: ReactNode;
  /** A short line for the room at the foot of the screen, left of the controls (as "+ 3 more questions"). */
  footer?: ReactNode;
  children: ReactNode;
};

function useFullscreen(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return on;
}

export function ProjectorFrame({ heading, controls, footer, children }: ProjectorFrameProps) {
  const connection = useConnection();
  const canRead = useScopes().has('event:read');
  const event = useQuery({ ...eventQueries.settings(), enabled: canRead });
  const settings = canRead ? event.data : undefined;
  const palette = useMemo(() => projectorPalette(settings), [settings]);
  const [address, setAddress] = useJoinAddress(connection?.clientId, connection?.eventId);
  const [editing, setEditing] = useState(false);
  const idle = useIdle(3000) && !editing;
  const fullscreen = useFullscreen();
  const banner = settings?.imagePath?.trim();

  const style = { ...paletteProperties(palette), '--pj': PJ_UNIT } as CSSProperties;
  return (
    <div
      style={style}
      data-idle={idle ? 'true' : 'false'}
      data-testid="projector"
      className={cn('relative flex h-dvh flex-col overflow-hidden bg-(--projector-background) text-(--projector-text)', idle && 'cursor-none')}
    >
      <header className="shrink-0">
        {banner ? <img src={banner} alt="" className="block w-full object-cover" style={{ height: pj(8) }} data-testid="projector-banner" /> : null}
        <div className="flex items-center justify-between" style={{ gap: pj(3), padding: `${pj(1.6)} ${pj(3.5)} ${pj(1.2)}` }}>
          <div className="min-w-0 flex-1">
            {settings?.name ? (
              <p className="truncate font-semibold text-(--projector-accent-text)" style={{ fontSize: pj(1.5) }}>
                {settings.name}
              </p>
            ) : null}
            {heading}
          </div>
          <JoinLine address={address} />
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col" style={{ padding: `${pj(0.8)} ${pj(3.5)} ${pj(1)}` }}>
        <JoinAddressContext value={address}>{children}</JoinAddressContext>
      </main>
      {/* The controls have a strip of their own at the foot of the screen, kept while they are hidden, so they never cover the content and it never moves when they come back. */}
      <div className="flex shrink-0 items-center justify-end gap-3 pb-3" style={{ paddingLeft: pj(3.5) }}>
        {footer ? <div className="mr-auto min-w-0">{footer}</div> : null}
        <aside
          aria-label="Projector controls"
          data-testid="projector-controls"
          className={cn(
            'relative z-30 mr-3 flex max-w-full flex-wrap items-center justify-end gap-2 rounded-xl bg-white/95 p-2 text-slate-800 shadow-lg ring-1 ring-slate-300 transition-opacity duration-300 motion-reduce:transition-none',
            idle ? 'opacity-0 has-focus-visible:opacity-100' : 'opacity-100',
          )}
        >
          {controls}
          <Button variant="secondary" size="sm" icon={<Link2 aria-hidden className="size-4" />} onClick={() => setEditing(true)}>
            {address ? 'Change join address' : 'Set join address'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={fullscreen ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
            onClick={() => (document.fullscreenElement ? void document.exitFullscreen() : void document.documentElement.requestFullscreen?.())}
          >
            {fullscreen ? 'Leave full screen' : 'Full screen'}
          </Button>
        </aside>
      </div>
      <JoinAddressDialog open={editing} onOpenChange={setEditing} address={address} onSave={setAddress} />
    </div>
  );
}

/** The page title block of a projector view: a small line above a large h1 that shrinks when long. */
export function ProjectorHeading({ kicker, title, units = 3 }: { kicker?: ReactNode; title: string; units?: number }) {
  return (
    <>
      {kicker ? (
        <p className="font-medium text-(--projector-muted)" style={{ fontSize: pj(1.5) }}>
          {kicker}
        </p>
      ) : null}
      <h1 className="font-bold tracking-tight break-words" style={{ fontSize: pj(units), lineHeight: 1.15 }}>
        {title}
      </h1>
    </>
  );
}
