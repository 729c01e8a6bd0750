/**
 * A screen link this browser made for itself (the console's "Open this room's screen here", the control room's
 * preview), kept in this browser under a name of the caller's: the screen's id (to know whether it still exists)
 * and its token (the link shows only what is on the room's screens; the API key is never kept here).
 */
export type KeptScreenLink = { id: string; token: string };

export function keptScreenLink(slot: string): KeptScreenLink | null {
  try {
    const value = JSON.parse(localStorage.getItem(slot) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'id' in value && 'token' in value && typeof value.id === 'string' && typeof value.token === 'string') return { id: value.id, token: value.token };
  } catch {
    // Unreadable: the caller makes a new screen.
  }
  return null;
}

export function keepScreenLink(slot: string, link: KeptScreenLink): void {
  try {
    localStorage.setItem(slot, JSON.stringify(link));
  } catch {
    // Storage refused: the next time makes another screen.
  }
}
