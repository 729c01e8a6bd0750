import { lazy, Suspense } from 'react';
import { displayAddress, joinUrl } from './join-address';
import { pj } from './projector-type';

/** Bold characters are about 0.72 em wide in the fonts a projector PC has. */
const EM_PER_CHAR = 0.72;
/** The address on one line where it can be: up to 2.4 units, smaller as it grows (to fit about 34 units), never under 1.3. */
const addressUnits = (shown: string) => Math.max(1.3, Math.min(2.4, 34 / (shown.length * EM_PER_CHAR)));

const JoinQr = lazy(() => import('./join-qr'));

/** "Join at <address>", with a QR code beside it when the address is a web address; nothing without an address. */
export function JoinLine({ address }: { address: string }) {
  if (!address.trim()) return null;
  const url = joinUrl(address);
  const shown = displayAddress(address);
  const units = addressUnits(shown);
  // One line when it fits at that size; a longer address wraps anywhere rather than overflow.
  const oneLine = shown.length * EM_PER_CHAR * units <= 34;
  return (
    <div className="flex max-w-[48%] min-w-0 shrink-0 items-center" style={{ gap: pj(1.2) }} data-testid="join-line">
      <p className="min-w-0 text-right text-(--projector-muted)" style={{ fontSize: pj(1.6), lineHeight: 1.2 }}>
        Join at{' '}
        <strong className={`block font-bold text-(--projector-text) ${oneLine ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}`} style={{ fontSize: pj(units) }}>
          {shown}
        </strong>
      </p>
      {url ? (
        <Suspense fallback={<span className="block size-[clamp(5rem,min(11vw,17vh),12rem)]" />}>
          <JoinQr url={url} />
        </Suspense>
      ) : null}
    </div>
  );
}
