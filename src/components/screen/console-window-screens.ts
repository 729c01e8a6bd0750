/**
 * Screens a console opens in its own browser rather than a machine of the room: the control room's live preview
 * and "Open this room's screen here". They are screens of the room on the console's server (the same page, no key),
 * made with these names, and each console makes its own; so a room gathers one per desk and browser. The desk's
 * lists keep them apart from the machines paired to the room, which are what a dropped connection matters for. A
 * screen renamed by the team is no longer one of them.
 */
import type { ScreenSummary } from '../../contract/screens';

export const CONTROL_ROOM_PREVIEW_NAME = 'Control room preview';
export const OPENED_HERE_NAME = 'Opened from a console';

export function isConsoleWindow(screen: Pick<ScreenSummary, 'name'>): boolean {
  return screen.name === CONTROL_ROOM_PREVIEW_NAME || screen.name === OPENED_HERE_NAME;
}

/** A room's screens split into the machines paired to it and the consoles' own windows. */
export function machinesAndConsoleWindows<S extends Pick<ScreenSummary, 'name'>>(screens: readonly S[]): { machines: S[]; consoleWindows: S[] } {
  return { machines: screens.filter((s) => !isConsoleWindow(s)), consoleWindows: screens.filter(isConsoleWindow) };
}
