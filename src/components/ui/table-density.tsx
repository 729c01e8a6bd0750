/**
 * How tight the console's tables are: comfortable (the default) or compact,
 * for organisers who scan hundreds of rows. One choice for every table,
 * remembered in this browser, shared live by every table on screen.
 * Virtualised tables take their row height from `rowHeight`.
 */
import { useSyncExternalStore } from 'react';
import { Rows2, Rows4 } from 'lucide-react';
import { SegmentedControl } from './segmented-control';

export type Density = 'comfortable' | 'compact';
const KEY = 'console:table-density';
const listeners = new Set<() => void>();

function read(): Density {
  try {
    return localStorage.getItem(KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

function write(next: Density) {
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  current = next;
  for (const l of listeners) l();
}

let current: Density | null = null;
const snapshot = () => (current ??= read());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useTableDensity(): Density {
  return useSyncExternalStore(subscribe, snapshot, () => 'comfortable');
}

/** A virtualised table's row height: the comfortable one, or 16 px less when compact. */
export function rowHeight(density: Density, comfortable: number): number {
  return density === 'compact' ? Math.max(36, comfortable - 16) : comfortable;
}

/** Cell padding of a plain table row. */
export function cellPadding(density: Density): string {
  return density === 'compact' ? 'py-1' : 'py-2.5';
}

/** The choice, for a list's header (from 640 px wide). */
export function DensityToggle() {
  const density = useTableDensity();
  // Phones have room for one column of a table: the choice is offered from tablet width on.
  return (
    <div className="hidden sm:block">
    <SegmentedControl
      label="Table density"
      value={density}
      onChange={write}
      options={[
        { value: 'comfortable', label: 'Comfortable', icon: <Rows2 aria-hidden className="size-3.5" /> },
        { value: 'compact', label: 'Compact', icon: <Rows4 aria-hidden className="size-3.5" /> },
      ]}
    />
    </div>
  );
}
