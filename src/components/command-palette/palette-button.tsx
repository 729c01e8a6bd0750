import { Search } from 'lucide-react';

/** The top bar's way into the palette for pointer and touch users; shows the key that opens it. */
export function PaletteButton({ onOpen, onIntent }: { onOpen: () => void; onIntent?: () => void }) {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-600 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-w-52 sm:px-3"
    >
      <Search aria-hidden className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only sm:flex-1 sm:text-left">Search or jump to…</span>
      <kbd aria-hidden className="hidden rounded border border-slate-300 px-1.5 font-mono text-[11px] text-slate-500 sm:inline">
        {mac ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
