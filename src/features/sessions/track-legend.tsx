import { trackTint } from './track-tint';

/** The tracks the blocks are filled with, by name, and "No track"; nothing when the event has no tracks. */
export function TrackLegend({ names, colours }: { names: readonly string[]; colours: readonly unknown[] }) {
  if (names.length === 0) return null;
  const items = [...names.map((n, i) => ({ name: n || `Track ${i + 1}`, tint: trackTint(colours[i]) })), { name: 'No track', tint: trackTint(undefined) }];
  return (
    <ul aria-label="Tracks" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700" data-testid="track-legend">
      {items.map((t) => (
        <li key={t.name} className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-4 rounded-sm border-l-4" style={{ borderLeftColor: t.tint.edge, backgroundColor: t.tint.body }} />
          {t.name}
        </li>
      ))}
    </ul>
  );
}
