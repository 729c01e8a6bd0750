/**
 * The event's welcome (the lobby, breaks): its name, large, and how to join with a QR code large enough to scan
 * from the back; the address wraps rather than run under the code.
 */
import type { ScreenView } from '../../contract/screens';
import { fitText, sh } from './screen-fit';
import { ScreenJoin } from './screen-join';
import { visibleLength } from './screen-text';

export function WelcomeSlide({ view }: { view: ScreenView }) {
  const name = view.event.name || 'Welcome';
  return (
    <div className="m-auto flex w-full max-w-[92%] flex-col items-center text-center" style={{ gap: sh(5) }}>
      <h1 className="font-bold tracking-tight [overflow-wrap:anywhere]" style={{ fontSize: sh(fitText(visibleLength(name), 160, 30, 11, 1.12)), lineHeight: 1.12 }}>
        {name}
      </h1>
      {view.joinLine.trim() ? <ScreenJoin address={view.joinLine} variant="lobby" qrSize={view.event.banner ? 26 : 32} /> : null}
    </div>
  );
}
