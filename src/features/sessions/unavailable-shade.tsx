import type { Span } from '../../components/schedule/speaker-availability';
import { PX_PER_MIN } from './grid-layout';

/**
 * The times the moved session's speakers cannot speak, shaded across every room while it is dragged or picked
 * up (a drop there is still possible: it becomes a "speaker unavailable" clash). Clipped to the hours shown.
 */
export function UnavailableShade({ spans, from, to }: { spans: readonly Span[]; from: number; to: number }) {
  return (
    <>
      {spans.map((s) => {
        const top = Math.max(s.from, from);
        const bottom = Math.min(s.to, to);
        if (bottom <= top) return null;
        return (
          <div
            key={`${s.from}-${s.to}`}
            aria-hidden
            data-testid="unavailable-shade"
            className="pointer-events-none absolute inset-x-0 z-0"
            style={{ top: (top - from) * PX_PER_MIN, height: (bottom - top) * PX_PER_MIN, backgroundImage: 'repeating-linear-gradient(135deg, rgba(100, 116, 139, 0.22) 0 6px, transparent 6px 12px)' }}
          />
        );
      })}
    </>
  );
}
