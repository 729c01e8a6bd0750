/**
 * A live preview of the room's screen in the control room: the screen's own page (`/screen/<token>`, no key),
 * drawn at 1280×720 and scaled to the column, so it is exactly what the room's screens show. The preview is a
 * screen of the room on the console's server ("Control room preview", listed on Rooms among the consoles' windows), made the
 * first time this browser opens the room's control room and kept in this browser (its link only shows what is
 * on the room's screens; the key is never kept).
 */
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { PairScreenDialog } from '../../components/screen/pair-screen-dialog';
import { CONTROL_ROOM_PREVIEW_NAME } from '../../components/screen/console-window-screens';
import { keepScreenLink, keptScreenLink } from '../../components/screen/kept-screen-link';
import { createScreenOnServer, useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { roomName } from './room-words';

const WIDTH = 1280;
const HEIGHT = 720;

const storageKey = (clientId: string, eventId: string, room: string) => `console-room-preview:${clientId}:${eventId}:${room}`;

/** `readOnly`: this console may not drive the room's screens, so it makes no preview screen and pairs none. */
export function RoomPreview({ room, sessionId, readOnly = false }: { room: string; sessionId: string | null; readOnly?: boolean }) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [token, setToken] = useState<string | null>(null);
  const [pairing, setPairing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  const list = screens.list?.screens;
  const slot = connection ? storageKey(connection.clientId, connection.eventId, room) : null;

  useEffect(() => {
    if (!connection || !slot || !list || screens.available !== 'server') return;
    const kept = keptScreenLink(slot);
    if (kept && list.some((s) => s.id === kept.id)) {
      setToken(kept.token);
      return;
    }
    if (readOnly) return;
    let gone = false;
    createScreenOnServer(connection, sessionId, CONTROL_ROOM_PREVIEW_NAME, room).then(
      ({ screen, token: made }) => {
        keepScreenLink(slot, { id: screen.id, token: made });
        if (!gone) setToken(made);
      },
      (error: unknown) => !gone && setProblem(describeError(error)),
    );
    return () => {
      gone = true;
    };
    // Made once per room and browser: the list and the session only tell whether the kept preview still exists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection, slot, list === undefined, screens.available, readOnly]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setScale(el.clientWidth / WIDTH));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section aria-labelledby="preview-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-sm font-semibold text-slate-900">
          What the room’s screens show
        </h2>
        {screens.available === 'server' && !readOnly ? (
          <Button size="sm" variant="secondary" onClick={() => setPairing(true)}>
            Pair a screen to {roomName(room)}
          </Button>
        ) : null}
      </div>
      {pairing ? <PairScreenDialog open onOpenChange={setPairing} rooms={[room]} room={room} /> : null}
      <div ref={frame} className="relative w-full overflow-hidden rounded-md bg-slate-900" style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}>
        {screens.available === 'none' ? (
          <p className="p-3 text-sm text-white">The room’s screens are kept by the console’s own server; this console was served by something else.</p>
        ) : problem ? (
          <p role="alert" className="p-3 text-sm text-white">
            The preview could not be opened: {problem}
          </p>
        ) : token ? (
          <iframe
            title={`Preview of the screens of ${roomName(room)}`}
            src={paths.roomScreen.link(token)}
            width={WIDTH}
            height={HEIGHT}
            tabIndex={-1}
            className="pointer-events-none absolute left-0 top-0 origin-top-left border-0"
            style={{ transform: `scale(${scale})` }}
          />
        ) : readOnly && screens.available === 'server' ? (
          <p className="p-3 text-sm text-white">No preview here: a preview is a screen of the room, which only those who drive the room’s screens add.</p>
        ) : null}
      </div>
    </section>
  );
}
