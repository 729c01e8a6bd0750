import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { EventPicture } from '../../components/picture/event-pictures';
import { gridKeyTarget, gridRows } from './grid-keys';
import { PictureTile } from './picture-tile';

/** The grid's real column count, as its layout made it (as many columns of tiles as fit: 6.5 rem at least on a phone, 8.5 rem above). */
function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').filter((t) => t && t !== 'none');
  return Math.max(1, tracks.length);
}

type Props = {
  pictures: readonly EventPicture[];
  /** The picture whose tile is the grid's tab stop (the first one when it is not shown). */
  activeUrl: string | null;
  onActiveChange: (url: string) => void;
  onOpen: (picture: EventPicture) => void;
  /** The tiles by picture address, for the page to put the focus back on one. */
  tiles: RefObject<Map<string, HTMLButtonElement>>;
  label: string;
  describedBy?: string;
};

/**
 * The library's pictures as a grid of thumbnails with one tab stop: arrows move by a tile and by a row (the row's
 * length read from the layout), Home and End to the row's ends (with Ctrl, the grid's), Enter opens a picture.
 */
export function PictureGrid({ pictures, activeUrl, onActiveChange, onOpen, tiles, label, describedBy }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const refocus = useRef(false);
  const found = activeUrl === null ? -1 : pictures.findIndex((p) => p.url === activeUrl);
  const active = found < 0 ? 0 : found;
  const activeTileUrl = pictures[active]?.url;

  // The rows for assistive technology follow the columns the layout shows, and change with the width.
  useLayoutEffect(() => {
    const el = grid.current;
    if (!el) return;
    const measure = () =>
      setColumns((old) => {
        const now = columnsOf(el);
        // New rows move the tiles to new parents: the focused one is put back after.
        if (now !== old && el.contains(document.activeElement)) refocus.current = true;
        return now;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (activeTileUrl) tiles.current.get(activeTileUrl)?.focus({ preventScroll: true });
  }, [columns, activeTileUrl, tiles]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = Number((e.target as HTMLElement).dataset.tileIndex);
    if (!Number.isInteger(index)) return;
    const next = gridKeyTarget(e, { index, count: pictures.length, columns: columnsOf(grid.current) });
    if (next === null) return;
    e.preventDefault();
    const url = pictures[next].url;
    onActiveChange(url);
    tiles.current.get(url)?.focus();
  }

  const rows = gridRows(
    pictures.map((p, i) => ({ p, i })),
    columns,
  );
  return (
    <div
      ref={grid}
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-x-1 gap-y-2 sm:grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] sm:gap-x-2 sm:gap-y-3"
    >
      {rows.map((row, r) => (
        // A row draws nothing of its own: the tiles are the grid's items, so the layout decides the columns.
        <div key={r} role="row" className="contents">
          {row.map(({ p, i }) => (
            <PictureTile
              key={p.url}
              picture={p}
              index={i}
              active={i === active}
              onFocus={() => onActiveChange(p.url)}
              onOpen={() => onOpen(p)}
              ref={(el) => {
                if (el) tiles.current.set(p.url, el);
                else tiles.current.delete(p.url);
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
