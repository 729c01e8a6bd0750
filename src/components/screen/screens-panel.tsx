/**
 * "Screens" of a session (on the Q&A board and the polls page): each screen by name with whether it is
 * connected now ("Hall A projector (connected)"), and what the session's screens show. Moderators add a
 * screen, get its link and QR code to open on any machine, rename, renew (the old link stops) or delete it.
 * The event's own screens (for breaks: the event's welcome and how to join, in the lobby or between talks)
 * are listed and added here too, marked "whole event".
 * A link is shown once, when made: the server keeps only its hash (Renew link makes a new one).
 *
 * Without the console's own server, it says that room screens need that server.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionQueries } from '../../api/session-queries';
import { roomOf } from '../../contract/rooms';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Copy, MonitorPlay, Plus } from 'lucide-react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { countCharacters } from '../../contract/graphemes';
import { SCREEN_NAME_MAX, type ScreenSummary } from '../../contract/screens';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { useEventOffset } from '../../api/event-queries';
import { screenPresence } from './screen-presence';
import { createScreenOnServer, deleteScreenOnServer, renameScreenOnServer, renewScreenOnServer, screenLink, useScreensState } from './screen-service';

const JoinQr = lazy(() => import('../projector/join-qr'));

export function ScreensPanel({ sessionId, describe }: { sessionId: string; describe: string }) {
  const connection = useConnection();
  const state = useScreensState(connection);
  const offset = useEventOffset();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ name: string; link: string; renewed: boolean } | null>(null);
  const [deleting, setDeleting] = useState<ScreenSummary | null>(null);
  const [renewing, setRenewing] = useState<ScreenSummary | null>(null);
  const [renaming, setRenaming] = useState<ScreenSummary | null>(null);
  const [newName, setNewName] = useState('');
  const [renameError, setRenameError] = useState<string | null>(null);
  const renameForm = useId();
  // The session's room (its location): the room is run from its control room.
  const room = useQuery({ ...sessionQueries.list(), select: (list) => roomOf(list.find((x) => x.documentId === sessionId) ?? {}) }).data ?? '';

  if (!connection || state.available === 'unknown') return null;
  if (state.available === 'none') {
    return (
      <p className="mb-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700" data-testid="screens-panel">
        <span className="font-medium">Screens:</span> room screens need the console’s own server (npm start or the Docker image).
      </p>
    );
  }
  const sessionScreens = state.list?.screens.filter((s) => s.sessionId === sessionId) ?? [];
  const eventScreens = state.list?.screens.filter((s) => s.sessionId === null) ?? [];
  const screens = [...sessionScreens, ...eventScreens];

  const add = async (e: { preventDefault(): void }, forEvent: boolean) => {
    e.preventDefault();
    const wanted = name.trim() || (forEvent ? `Lobby screen ${eventScreens.length + 1}` : `Screen ${sessionScreens.length + 1}`);
    if (countCharacters(wanted) > SCREEN_NAME_MAX) {
      setNameError(`Screen name: must be at most ${SCREEN_NAME_MAX} characters`);
      return;
    }
    setBusy(true);
    try {
      const { screen, token } = await createScreenOnServer(connection, forEvent ? null : sessionId, wanted);
      setName('');
      setNameError(null);
      setShown({ name: screen.name, link: screenLink(token, paths.roomScreen.link), renewed: false });
    } catch (error) {
      toast.error('The screen was not added', { description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  const startRename = (screen: ScreenSummary) => {
    setNewName(screen.name);
    setRenameError(null);
    setRenaming(screen);
  };
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    const wanted = newName.trim();
    if (!wanted || countCharacters(wanted) > SCREEN_NAME_MAX) {
      setRenameError(wanted ? `Screen name: must be at most ${SCREEN_NAME_MAX} characters` : 'Screen name: is required');
      return;
    }
    try {
      await renameScreenOnServer(connection, renaming.id, wanted);
      setRenaming(null);
      toast.success('Screen renamed');
    } catch (error) {
      // The typed name stays in the box.
      setRenameError(describeError(error));
    }
  };
  const renew = async (screen: ScreenSummary) => {
    try {
      const token = await renewScreenOnServer(connection, screen.id);
      setShown({ name: screen.name, link: screenLink(token, paths.roomScreen.link), renewed: true });
    } catch (error) {
      toast.error('The link was not renewed', { description: describeError(error) });
    }
  };

  return (
    <section aria-label="Screens" className="mb-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" data-testid="screens-panel">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="font-medium text-slate-900">Screens</h2>
        {room ? (
          <Link to={paths.room.link(room)} className="font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600">
            Run {room} from its control room
          </Link>
        ) : null}
        {screens.length === 0 ? <p className="text-slate-600">None yet: add one and open its link on the room’s projector PC, a TV or a phone (no key needed).</p> : null}
        <ul className="flex flex-wrap gap-2">
          {screens.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-1 rounded-md bg-slate-50 px-2 py-1 ring-1 ring-slate-200">
              <MonitorPlay aria-hidden className={s.connected && state.live ? 'size-4 text-emerald-700' : 'size-4 text-slate-500'} />
              <span className="max-w-[16rem] truncate" title={s.name}>
                {s.name}
              </span>{' '}
              {s.sessionId === null ? <span className="rounded bg-indigo-50 px-1 text-xs text-indigo-800 ring-1 ring-indigo-200">whole event</span> : null}
              <span className={s.connected && state.live ? 'text-emerald-800' : 'text-slate-600'}>({screenPresence(s.connected, state, offset)})</span>
              <Button size="sm" variant="ghost" onClick={() => startRename(s)} aria-label={`Rename ${s.name}`}>
                Rename
              </Button>
              <Button size="sm" variant="ghost" onClick={() => (s.connected ? setRenewing(s) : void renew(s))} aria-label={`Renew link of ${s.name}`}>
                Renew link
              </Button>
              <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(s)} aria-label={`Delete ${s.name}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      </div>
      {sessionScreens.length > 0 ? (
        <p className="mt-1 text-slate-700" data-testid="screens-showing">
          {sessionScreens.length === 1 ? (eventScreens.length > 0 ? 'This session’s screen shows' : 'It shows') : 'This session’s screens show'} {describe}.
        </p>
      ) : null}
      {eventScreens.length > 0 ? <p className="mt-1 text-slate-700">Whole-event screens show the event’s welcome and how to join (for breaks).</p> : null}
      <form onSubmit={(e) => void add(e, false)} className="mt-2 flex flex-wrap items-end gap-2">
        <TextField label="New screen’s name" placeholder="Hall A projector" value={name} onChange={(e) => setName(e.target.value)} error={nameError ?? undefined} className="min-w-0 grow basis-48" maxLength={SCREEN_NAME_MAX * 2} />
        <Button type="submit" size="sm" variant="secondary" busy={busy} icon={<Plus aria-hidden className="size-4" />}>
          Add screen
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={(e) => void add(e, true)} icon={<Plus aria-hidden className="size-4" />}>
          Add whole-event screen
        </Button>
      </form>
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={renaming ? `Rename ${renaming.name}` : ''}
        description="Its link stays the same; open screens show the new name."
        footer={
          <>
            <Button variant="ghost" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
            <Button type="submit" form={renameForm}>
              Save name
            </Button>
          </>
        }
      >
        <form id={renameForm} onSubmit={(e) => void rename(e)}>
          <TextField label="Screen’s name" value={newName} onChange={(e) => setNewName(e.target.value)} error={renameError ?? undefined} maxChars={SCREEN_NAME_MAX} autoFocus />
        </form>
      </Dialog>
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={shown ? `Link of ${shown.name}` : ''}
        description={shown?.renewed ? 'A new link: the old one no longer works. Open this one on the screen’s machine.' : 'Open it on the machine that drives the screen: no key, no sign-in.'}
        footer={
          <Button variant="secondary" onClick={() => setShown(null)}>
            Done
          </Button>
        }
      >
        {shown ? (
          <div className="flex flex-col items-start gap-3">
            <p className="w-full rounded bg-slate-50 p-2 font-mono text-xs break-all ring-1 ring-slate-200" data-testid="screen-link">
              {shown.link}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                icon={<Copy aria-hidden className="size-4" />}
                onClick={() =>
                  void navigator.clipboard?.writeText(shown.link).then(
                    () => toast.success('Link copied'),
                    () => toast.info('Select the link and copy it.'),
                  )
                }
              >
                Copy link
              </Button>
              <a className="inline-flex items-center rounded-md px-3 text-sm font-medium text-indigo-700 underline" href={shown.link} target="_blank" rel="noreferrer noopener">
                Open here
              </a>
            </div>
            <Suspense fallback={null}>
              <JoinQr url={shown.link} />
            </Suspense>
            <p className="text-xs text-slate-600">The link is shown only now (the server keeps no copy of it). Lost it? Renew link makes a new one.</p>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        confirmLabel="Delete screen"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteScreenOnServer(connection, deleting.id);
            toast.success('Screen deleted');
          } catch (error) {
            toast.error('The screen was not deleted', { description: describeError(error) });
          }
          setDeleting(null);
        }}
      >
        Its link stops working at once; the screen says it was deleted.
      </ConfirmDialog>
      <ConfirmDialog
        open={renewing !== null}
        onOpenChange={(open) => !open && setRenewing(null)}
        title={renewing ? `Renew the link of ${renewing.name}?` : ''}
        confirmLabel="Renew link"
        onConfirm={async () => {
          if (!renewing) return;
          const screen = renewing;
          setRenewing(null);
          await renew(screen);
        }}
      >
        {renewing?.name} is connected now: it stops showing the room and says its link was renewed, until the new link is opened on it.
      </ConfirmDialog>
    </section>
  );
}
