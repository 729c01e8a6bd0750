import { lazy, Suspense } from 'react';
import { displayAddress, joinUrl } from './join-address';

const JoinQr = lazy(() => import('./join-qr'));

/** "Join at <address>", with a QR code beside it when the address is a web address; nothing without an address. */
export function JoinLine({ address }: { address: string }) {
  if (!address.trim()) return null;
  const url = joinUrl(address);
  return (
    <div className="flex min-w-0 items-center gap-[1.2vw]" data-testid="join-line">
      <p className="min-w-0 text-right leading-tight text-(--projector-muted) text-[clamp(1.1rem,min(2vw,3.4vh),2.6rem)]">
        Join at <strong className="block font-bold break-words text-(--projector-text)">{displayAddress(address)}</strong>
      </p>
      {url ? (
        <Suspense fallback={<span className="block size-[clamp(5rem,min(11vw,17vh),12rem)]" />}>
          <JoinQr url={url} />
        </Suspense>
      ) : null}
    </div>
  );
}
