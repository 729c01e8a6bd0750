/**
 * The rules of every reorderable list of the console, with no React in them: where an item lands, and
 * what a screen reader hears at each step of a drag (the same words in every list, naming the item by
 * its own name).
 */

/** The list with the item at `from` moved to `to` (both indexes in `items`); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words of a drag in a list of `noun`s whose items are called `names` (in their order when the drag
 * started: positions are counted in it, as the list does not move until the drop). Indexes are 0-based;
 * `to` is null when the item is over no place of the list.
 */
export function sortableWords(noun: string, names: readonly string[]) {
  const count = names.length;
  const item = (i: number) => {
    const name = (names[i] ?? '').trim();
    if (i < 0) return noun;
    return name ? `${noun} ${i + 1}, “${name}”` : `${noun} ${i + 1}`;
  };
  const at = (to: number) => `position ${to + 1} of ${count}`;
  return {
    /** Read when a handle gets focus. */
    instructions: `To move a ${noun}, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.`,
    start: (from: number) => `Picked up ${item(from)}.`,
    over: (from: number, to: number | null) => (to === null ? `${capitalised(item(from))} is no longer over a position.` : `${capitalised(item(from))} is over ${at(to)}.`),
    end: (from: number, to: number | null) => (to === null || to === from ? `${capitalised(item(from))} dropped; the order is unchanged.` : `${capitalised(item(from))} dropped at ${at(to)}.`),
    cancel: (from: number) => `Moving ${item(from)} was cancelled; the order is unchanged.`,
  };
}
