/**
 * "Open this room's screen here": the one way to project from a console. It opens, in a new window of this
 * browser, a screen of the session's room: the same page every room's machine shows (`/screen/<token>`, no
 * key), following the same stage and showing the same join line. The screen is one of the session's screens on
 * the console's server: the one this browser opened before while it still exists, else a new one, made now
 * ("Opened from a console"). Its link is kept in this browser (a screen link shows only what is on the room's
 * screens; the API key is never kept).
 */
import { toast } from 'sonner';
import { MonitorPlay } from 'lucide-react';
import { useMayDriveScreens } from '../../api/account-queries';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { OPENED_HERE_NAME } from './console-window-screens';
import { keepScreenLink, keptScreenLink } from './kept-screen-link';
import { createScreenOnServer, screenLink, useScreensState } from './screen-service';


const storageKey = (clientId: string, eventId: string, sessionId: string) => `console-screen-here:${clientId}:${eventId}:${sessionId}`;

export function OpenScreenHere({ sessionId, size = 'sm' }: { sessionId: string; size?: 'sm' | 'md' }) {
  const connection = useConnection();
  const state = useScreensState(connection);
  const noServer = state.available === 'none';
  // Opening one makes a screen of the room (when this browser has none yet): for those who may drive the screens.
  const mayDrive = useMayDriveScreens();
  if (!mayDrive) return null;
  const open = async () => {
    if (!connection) return;
    // Opened at once (a window opened after a wait is blocked), then sent to the screen's link.
    const win = window.open('about:blank', '_blank');
    const slot = storageKey(connection.clientId, connection.eventId, sessionId);
    try {
      const known = keptScreenLink(slot);
      const alive = known && state.list?.screens.some((s) => s.id === known.id && s.sessionId === sessionId);
      let token = alive ? known.token : null;
      if (!token) {
        const created = await createScreenOnServer(connection, sessionId, OPENED_HERE_NAME);
        token = created.token;
        keepScreenLink(slot, { id: created.screen.id, token });
      }
      const link = screenLink(token, paths.roomScreen.link);
      if (win) {
        win.opener = null;
        win.location.href = link;
      } else toast.info('Your browser blocked the new window', { description: `Open ${link} yourself.` });
    } catch (error) {
      win?.close();
      toast.error('The room’s screen could not be opened', { description: describeError(error) });
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      icon={<MonitorPlay aria-hidden className="size-4" />}
      disabled={!connection || noServer}
      title={noServer ? 'Room screens need the console’s own server (npm start or the Docker image).' : undefined}
      onClick={() => void open()}
    >
      Open this room’s screen here<span className="sr-only"> (opens a new window)</span>
    </Button>
  );
}
