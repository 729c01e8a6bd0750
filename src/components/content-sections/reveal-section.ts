/**
 * Opening a content section from elsewhere in the console: `revealSection(3)` opens the fourth section
 * (positions count from 0, as in `contentData[3]`) in whichever section editor is mounted, and scrolls it
 * into view. The editor registers itself with `onRevealSection` while mounted.
 */
type Revealer = (index: number) => boolean;

const revealers = new Set<Revealer>();

/** Opens and shows the section at `index`; answers whether a mounted editor had such a section. */
export function revealSection(index: number): boolean {
  if (!Number.isInteger(index) || index < 0) return false;
  let shown = false;
  for (const reveal of [...revealers]) shown = reveal(index) || shown;
  return shown;
}

/** Registers a section editor; the returned function unregisters it. */
export function onRevealSection(reveal: Revealer): () => void {
  revealers.add(reveal);
  return () => {
    revealers.delete(reveal);
  };
}
