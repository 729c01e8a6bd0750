/**
 * Where a key moves the focus in a grid of tiles that wraps like text: the
 * tiles run along a row, then on along the next; the last row may be short.
 * The grid has one tab stop (the focused tile); these keys move it:
 *
 * - ArrowRight / ArrowLeft: the next / previous tile in reading order (from a
 *   row's end on to the next row's first tile, and back);
 * - ArrowDown / ArrowUp: the tile one row below / above, in the same column;
 *   down from a column the short last row does not reach, the last tile;
 * - Home / End: the first / last tile of the row;
 *   Ctrl+Home / Ctrl+End (⌘ on a Mac too): the first / last tile of the grid.
 *
 * At an edge a key keeps the focus where it is (and is still the grid's, so
 * the page does not scroll instead). Any other key is not the grid's: null;
 * so are keys held with Alt or Shift, and arrows held with Ctrl or ⌘ (the
 * browser's and the system's: Alt+← goes back a page).
 * Pure: the row length is given (read from the grid's own layout), no DOM.
 */
export type GridPosition = {
  /** The focused tile (0-based). */
  index: number;
  /** How many tiles the grid holds. */
  count: number;
  /** Tiles in a full row: the grid's real column count. */
  columns: number;
};

export type GridKey = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean };

export function gridKeyTarget({ key, ctrlKey = false, metaKey = false, altKey = false, shiftKey = false }: GridKey, { index, count, columns }: GridPosition): number | null {
  if (count <= 0 || altKey || shiftKey) return null;
  if ((ctrlKey || metaKey) && key.startsWith('Arrow')) return null;
  const cols = Math.max(1, Math.floor(columns) || 1);
  const at = Math.min(Math.max(0, index), count - 1);
  const last = count - 1;
  const rowStart = at - (at % cols);
  const whole = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowRight':
      return Math.min(at + 1, last);
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'ArrowDown':
      if (at + cols <= last) return at + cols;
      // A later row exists but is too short to reach this column: its last tile.
      return rowStart + cols <= last ? last : at;
    case 'ArrowUp':
      return at - cols >= 0 ? at - cols : at;
    case 'Home':
      return whole ? 0 : rowStart;
    case 'End':
      return whole ? last : Math.min(rowStart + cols - 1, last);
    default:
      return null;
  }
}

/** The tiles split into rows of `columns` (the grid's rows, for assistive technology). */
export function gridRows<T>(items: readonly T[], columns: number): T[][] {
  const cols = Math.max(1, Math.floor(columns) || 1);
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += cols) rows.push(items.slice(i, i + cols));
  return rows;
}
