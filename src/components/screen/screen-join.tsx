/**
 * The room's way in on a screen ("Join at summit.example/app"), never clipped and never under MIN_SH (read from
 * the back of the hall): the address wraps anywhere rather than run under the QR code or off the screen. `qr`:
 * beside a QR code (the lobby, the questions); `strip`: in the strip of a poll or a spotlight, without a code,
 * beside the strip's words when both fit on one line, else on a line of its own below them.
 */
import { lazy, Suspense } from 'react';
import { displayAddress, joinUrl } from '../projector/join-address';
import { MIN_SH, sh } from './screen-fit';
import { visibleLength } from './screen-text';

const JoinQr = lazy(() => import('../projector/join-qr'));

/** The address's size: `max` sh while it fits `width` sh on one line, smaller as it grows, never under MIN_SH (it wraps then). */
export function joinSize(shown: string, width: number, max: number): number {
  return Math.max(MIN_SH, Math.min(max, width / (Math.max(1, visibleLength(shown)) * 0.66)));
}

export function ScreenJoin({ address, variant, qrSize = 17 }: { address: string; variant: 'qr' | 'strip' | 'lobby'; qrSize?: number }) {
  if (!address.trim()) return null;
  const url = variant === 'strip' ? null : joinUrl(address);
  const shown = displayAddress(address);
  if (variant === 'strip') {
    return (
      <p className="ml-auto min-w-0 text-right text-(--projector-muted) [overflow-wrap:anywhere]" style={{ fontSize: sh(MIN_SH), lineHeight: 1.1, paddingLeft: sh(3) }} data-testid="join-line">
        Join at <strong className="font-bold text-(--projector-text)">{shown}</strong>
      </p>
    );
  }
  const lobby = variant === 'lobby';
  return (
    <div className={lobby ? 'flex min-w-0 items-center justify-center' : 'flex max-w-[50%] min-w-0 shrink-0 items-center'} style={{ gap: sh(2.4) }} data-testid="join-line">
      <p className={lobby ? 'min-w-0 text-left text-(--projector-muted)' : 'min-w-0 text-right text-(--projector-muted)'} style={{ fontSize: sh(lobby ? 4.2 : MIN_SH), lineHeight: 1.2 }}>
        Join at{' '}
        <strong className="block font-bold text-(--projector-text) [overflow-wrap:anywhere]" style={{ fontSize: sh(lobby ? Math.max(4.2, joinSize(shown, 170, 8)) : joinSize(shown, 100, 4.4)) }}>
          {shown}
        </strong>
      </p>
      {url ? (
        <Suspense fallback={<span className="block shrink-0" style={{ width: sh(qrSize), height: sh(qrSize) }} />}>
          <span className="block shrink-0" style={{ width: sh(qrSize), height: sh(qrSize) }}>
            <JoinQr url={url} className="block size-full rounded-lg" />
          </span>
        </Suspense>
      ) : null}
    </div>
  );
}
