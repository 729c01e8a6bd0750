/**
 * The screens line of a session's Q&A board and polls page: one line in place of a panel. For a session with a
 * room: the room's screens by name with whether they are connected ("Hall A projector (connected)"; "last seen
 * 12:11" while this console cannot reach the server), what the session's stage shows, and the room's control room,
 * where the room is run from. Screens are paired, added, renamed, moved and unpaired on Rooms.
 *
 * A session without a room (no location) has no control room: its line lists the screens that follow it, and adds
 * one by link for it. Without the console's own server, it says that room screens need that server.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MonitorPlay, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { useMayDriveScreens } from '../../api/account-queries';
import { useEventOffset } from '../../api/event-queries';
import { describeError } from '../../api/errors';
import { sessionQueries } from '../../api/session-queries';
import { useConnection } from '../../api/use-connection';
import { roomOf } from '../../contract/rooms';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { ScreenLinkDialog, type ShownLink } from './screen-link-dialog';
import { machinesAndConsoleWindows } from './console-window-screens';
import { screenPresence } from './screen-presence';
import { createScreenOnServer, screenLink, useScreensState } from './screen-service';

export function RoomScreensChip({ sessionId, describe }: { sessionId: string; describe: string }) {
  const connection = useConnection();
  const state = useScreensState(connection);
  const offset = useEventOffset();
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [busy, setBusy] = useState(false);
  const mayDrive = useMayDriveScreens();
  const session = useQuery({ ...sessionQueries.list(), select: (list) => list.find((x) => x.documentId === sessionId) });
  const room = session.data ? roomOf(session.data) : '';

  // Until the session is read, its room (and so what this line offers) is not known: a session with a room never
  // shows "Add a screen for this session" for a moment, and a screen added here is named after the session.
  if (!connection || state.available === 'unknown' || session.isPending) return null;
  if (state.available === 'none') {
    return (
      <p className="mb-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700" data-testid="screens-panel">
        <span className="font-medium">Screens:</span> room screens need the console’s own server (npm start or the Docker image).
      </p>
    );
  }
  // The machines of the room (the consoles' own windows are listed on Rooms, apart).
  const { machines: screens } = machinesAndConsoleWindows(state.list?.screens.filter((s) => (room ? s.room === room : s.sessionId === sessionId && !s.room)) ?? []);
  const named = screens.map((s) => `${s.name} (${screenPresence(s.connected, state, offset)})`).join(', ');
  const addForSession = async () => {
    setBusy(true);
    try {
      const { screen, token } = await createScreenOnServer(connection, sessionId, `${session.data?.title || 'Session'} screen`);
      setShown({ name: screen.name, link: screenLink(token, paths.roomScreen.link), renewed: false });
    } catch (error) {
      toast.error('The screen was not added', { description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Screens" className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" data-testid="screens-panel">
      <MonitorPlay aria-hidden className={screens.some((s) => s.connected) && state.live ? 'size-4 text-emerald-700' : 'size-4 text-slate-500'} />
      <span className="font-medium text-slate-900">{room || 'No room'}:</span>
      <span className="text-slate-700">{screens.length === 0 ? (room ? 'no screen paired yet' : 'no screen follows this session') : named}</span>
      <span aria-hidden className="text-slate-400">·</span>
      <span className="text-slate-700" data-testid="screens-showing">
        its stage shows {describe}
      </span>
      <span aria-hidden className="text-slate-400">·</span>
      {room ? (
        <Link to={paths.room.link(room)} className="font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600">
          {mayDrive ? `Run ${room} from its control room` : `See ${room}’s control room`}
        </Link>
      ) : (
        <>
          {mayDrive ? <Button size="sm" variant="ghost" busy={busy} icon={<Plus aria-hidden className="size-4" />} onClick={() => void addForSession()}>
            Add a screen for this session
          </Button> : null}
          <Link to={paths.rooms.link()} className="font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600">
            Manage screens on Rooms
          </Link>
        </>
      )}
      <ScreenLinkDialog shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
