/**
 * Where a member is, as the other consoles' presence line says it: the area of the page ("Sessions", "Q&A"), or for
 * a room's control room the room itself ("Hall A control room"), so the AV desk sees who runs which room.
 */
import { LOBBY_SEGMENT } from '../paths';

export function presenceWhere(pathname: string, areaLabel: string | undefined): string {
  const room = /^\/rooms\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (room !== undefined) {
    let name = room;
    try {
      name = decodeURIComponent(room);
    } catch {
      // A malformed address: its segment as typed.
    }
    return `${name === LOBBY_SEGMENT ? 'Lobby' : name} control room`;
  }
  return areaLabel ?? '';
}
