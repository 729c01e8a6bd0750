/**
 * A machine's pairing code and its wait (`/s`, and a screen whose link was renewed or which was unpaired shows it
 * in place, room-screen-page.tsx): six characters without look-alikes, valid ten minutes, a new one when it runs
 * out; any moderator types it in the console ("Pair a screen") with a room, and the machine becomes that room's
 * screen (`/screen/<token>`, the machine's own secret being its link). The machine keeps its link, so opening `/s`
 * again goes back to its screen while the link works. No key, no sign-in.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PairingStart, PairingStatus } from '../../contract/screens';
import { paths } from '../../paths';
import { paletteProperties, projectorPalette } from '../projector/projector-palette';
import { PJ_UNIT } from '../projector/projector-type';
import { sh } from './screen-fit';

const KEPT = 'console-paired-screen';
/** How often a waiting machine asks whether it was paired: a moderator's pairing shows within about this long. */
const POLL_MS = 500;

type Phase = { kind: 'starting' } | { kind: 'showing'; pairing: PairingStart } | { kind: 'trouble'; words: string };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(res.status === 429 ? 'Too many codes asked from this network: a new one comes in a minute.' : `The console’s server answered ${res.status}.`);
  return (await res.json()) as T;
}

type PairingProps = {
  /** Go back to the screen this machine was paired as, while its link works (`/s`); else a code at once. */
  goBack?: boolean;
  /** Called with the machine's secret (its screen's link) once a moderator has paired it; the view navigates there. */
  onPaired: (secret: string) => void;
  /** The heading ("Pair this screen"). */
  title?: string;
  /** Why the machine shows a code, said above it in large words. */
  reason?: ReactNode;
};

/** The machine's pairing code, a new one when it runs out, until a moderator pairs it (see the file's note). */
export function PairingView({ goBack = false, onPaired, title = 'Pair this screen', reason }: PairingProps) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [now, setNow] = useState(() => Date.now());
  const [attempt, setAttempt] = useState(0);
  const style = useMemo(() => ({ ...paletteProperties(projectorPalette(undefined)), '--pj': PJ_UNIT }) as CSSProperties, []);
  const paired = useRef(onPaired);
  useEffect(() => {
    paired.current = onPaired;
  });

  // A machine paired before goes back to its screen while its link works; else it asks for a code.
  useEffect(() => {
    let gone = false;
    void (async () => {
      const kept = localStorage.getItem(KEPT);
      if (kept && goBack) {
        const res = await fetch(`/screen-api/${encodeURIComponent(kept)}`, { cache: 'no-store' }).catch(() => null);
        if (res?.ok) {
          if (!gone) navigate(paths.roomScreen.link(kept), { replace: true });
          return;
        }
        if (res?.status === 404) localStorage.removeItem(KEPT);
      }
      try {
        const pairing = await json<PairingStart>(await fetch('/screen-api/pair', { method: 'POST', cache: 'no-store' }));
        if (!gone) setPhase({ kind: 'showing', pairing });
      } catch (error) {
        if (!gone) setPhase({ kind: 'trouble', words: error instanceof Error ? error.message : 'The console’s server could not be reached.' });
      }
    })();
    return () => {
      gone = true;
    };
  }, [navigate, attempt, goBack]);

  // Waiting for a moderator: the pairing's state every moment; a new code when this one runs out.
  useEffect(() => {
    if (phase.kind !== 'showing') {
      if (phase.kind === 'trouble') {
        const retry = setTimeout(() => setAttempt((a) => a + 1), 10_000);
        return () => clearTimeout(retry);
      }
      return;
    }
    const { secret } = phase.pairing;
    const timer = setInterval(() => {
      setNow(Date.now());
      void fetch(`/screen-api/pair/${encodeURIComponent(secret)}`, { cache: 'no-store' })
        .then((res) => json<PairingStatus>(res))
        .then((status) => {
          if (status.state === 'paired') {
            localStorage.setItem(KEPT, secret);
            paired.current(secret);
          } else if (status.state === 'expired') setAttempt((a) => a + 1);
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [phase]);

  const why = reason ? (
    <p className="max-w-[90%] font-semibold" style={{ fontSize: sh(5.5), lineHeight: 1.2 }} data-testid="pairing-reason">
      {reason}
    </p>
  ) : null;
  if (phase.kind === 'starting' || phase.kind === 'trouble') {
    return (
      <main style={style} className="flex h-dvh flex-col items-center justify-center gap-[3vh] bg-(--projector-background) p-8 text-center text-(--projector-text)">
        {why}
        <p role={phase.kind === 'starting' ? 'status' : 'alert'} className="max-w-[60ch]" style={{ fontSize: sh(4.2) }}>
          {phase.kind === 'starting' ? 'Asking the console’s server for a code…' : `${phase.words} Trying again in a moment.`}
        </p>
      </main>
    );
  }
  const { code, expiresAt } = phase.pairing;
  // The server's clock and this machine's may differ by a moment: never more than the ten minutes a code lasts.
  const left = Math.min(600, Math.max(0, Math.ceil((expiresAt - now) / 1000)));
  return (
    <main style={style} className="flex h-dvh flex-col items-center justify-center gap-[3vh] bg-(--projector-background) p-8 text-center text-(--projector-text)">
      {why}
      <h1 className="font-semibold" style={{ fontSize: sh(reason ? 4.2 : 5) }}>
        {title}
      </h1>
      <p className="text-(--projector-muted)" style={{ fontSize: sh(3.2) }}>
        In the event console, open Rooms, choose <strong>Pair a screen</strong> and type:
      </p>
      <div role="status" aria-label={`Pairing code ${code.split('').join(' ')}`} data-testid="pairing-code" className="font-mono font-bold tracking-[0.2em]" style={{ fontSize: sh(16), lineHeight: 1 }}>
        {code}
      </div>
      <p className="text-(--projector-muted)" style={{ fontSize: sh(2.8) }}>
        {window.location.host} · this code works for {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')} more, then a new one shows
      </p>
    </main>
  );
}
