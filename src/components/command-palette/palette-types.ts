import type { Scope } from '../../contract/common';

/** A page the palette can go to (the navigation's rows, handed down by the shell). */
export type PaletteRoute = { label: string; group: string; to: string; scope?: Scope };

/** How the palette opens: everything (Ctrl+K), search only (`/`), or the keys of the page (`?`). */
export type PaletteMode = 'all' | 'search' | 'keys';
