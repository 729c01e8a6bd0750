import type { ScreenView } from '../../contract/screens';
import { JoinLine } from '../projector/join-line';
import { fittedUnits, pj } from '../projector/projector-type';
import { visibleLength } from './screen-text';

/** The event's welcome (the lobby, breaks): its name, large, and how to join with the QR code. */
export function WelcomeSlide({ view }: { view: ScreenView }) {
  return (
    <div className="m-auto flex max-w-[90%] flex-col items-center text-center" style={{ gap: pj(2) }}>
      <p className="font-bold [overflow-wrap:anywhere]" style={{ fontSize: pj(fittedUnits(visibleLength(view.event.name), 4.6, 2.4)), lineHeight: 1.15 }}>
        {view.event.name || 'Welcome'}
      </p>
      {view.joinLine.trim() ? <JoinLine address={view.joinLine} /> : null}
    </div>
  );
}
