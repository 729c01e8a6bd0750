/**
 * A room's screens on the AV desk's overview (`/rooms`): each by name, whether it faces the audience or the
 * speaker (stage monitor), and whether it is connected ("last seen 12:11" while this console cannot reach the
 * server, never "connected"). Each can be renamed, moved to another room (its link stays), have its link renewed
 * (asked first when the screen is connected: the room would lose its picture) or be unpaired (asked first). A
 * screen can also be added by link, for a machine that cannot type a code: its link and QR code are shown once.
 * The consoles' own windows showing the room (control-room previews, "Open this room's screen here") are listed
 * apart and folded, with a way to remove the closed ones.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Monitor, MonitorOff, Plus } from 'lucide-react';
import { useEventOffset } from '../../api/event-queries';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { countCharacters } from '../../contract/graphemes';
import { LOBBY } from '../../contract/rooms';
import { SCREEN_NAME_MAX, type ScreenSummary } from '../../contract/screens';
import { ScreenLinkDialog, type ShownLink } from '../../components/screen/screen-link-dialog';
import { machinesAndConsoleWindows } from '../../components/screen/console-window-screens';
import { screenPresence } from '../../components/screen/screen-presence';
import {
  createScreenOnServer,
  deleteScreenOnServer,
  moveScreenOnServer,
  renameScreenOnServer,
  renewScreenOnServer,
  screenLink,
  useScreensState,
} from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { OverflowMenu } from '../../components/ui/overflow-menu';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../paths';
import { roomName } from './room-words';

type Props = {
  /** The room ('' the lobby), or null for the screens made for one session without a room. */
  room: string | null;
  /** Every room a screen may move to (the lobby included). */
  rooms: readonly string[];
  screens: readonly ScreenSummary[];
};

export function RoomScreens({ room, rooms, screens }: Props) {
  const connection = useConnection();
  const state = useScreensState(connection);
  const offset = useEventOffset();
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [renaming, setRenaming] = useState<ScreenSummary | null>(null);
  const [moving, setMoving] = useState<ScreenSummary | null>(null);
  const [renewing, setRenewing] = useState<ScreenSummary | null>(null);
  const [unpairing, setUnpairing] = useState<ScreenSummary | null>(null);
  const [adding, setAdding] = useState(false);
  const label = room === null ? 'one session each' : roomName(room);
  if (!connection) return null;

  const renew = async (screen: ScreenSummary) => {
    try {
      const token = await renewScreenOnServer(connection, screen.id);
      setShown({ name: screen.name, link: screenLink(token, paths.roomScreen.link), renewed: true });
    } catch (error) {
      toast.error('The link was not renewed', { description: describeError(error) });
    }
  };

  const { machines, consoleWindows } = machinesAndConsoleWindows(screens);
  const closedWindows = consoleWindows.filter((s) => !s.connected);
  const removeClosed = async () => {
    const results = await Promise.allSettled(closedWindows.map((s) => deleteScreenOnServer(connection, s.id)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) toast.error('Some console windows were not removed', { description: describeError(failed.reason) });
  };
  const item = (s: ScreenSummary) => {
    const presence = screenPresence(s.connected, state, offset);
    const live = s.connected && state.live;
    return (
      <li key={s.id} className="flex min-h-9 items-center gap-1.5">
        {live ? <Monitor aria-hidden className="size-4 shrink-0 text-emerald-700" /> : <MonitorOff aria-hidden className="size-4 shrink-0 text-slate-500" />}
        <span className="min-w-0 truncate text-slate-900" title={s.name}>
          {s.name}
        </span>
        {s.kind === 'monitor' ? (
          <>
            {' '}
            <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">stage monitor</span>
          </>
        ) : null}{' '}
        <span className={live ? 'shrink-0 text-emerald-800' : 'shrink-0 text-slate-600'}>({presence})</span>
        <OverflowMenu
          className="ml-auto shrink-0"
          buttonClassName="size-9"
          label={`Manage ${s.name}`}
          items={[
            { key: 'rename', label: 'Rename', ariaLabel: `Rename ${s.name}`, onSelect: () => setRenaming(s) },
            { key: 'move', label: 'Move to another room', ariaLabel: `Move to another room: ${s.name}`, onSelect: () => setMoving(s) },
            { key: 'renew', label: 'Renew link', ariaLabel: `Renew link of ${s.name}`, onSelect: () => (s.connected ? setRenewing(s) : void renew(s)) },
            { key: 'unpair', label: 'Unpair', ariaLabel: `Unpair ${s.name}`, danger: true, separated: true, onSelect: () => setUnpairing(s) },
          ]}
        />
      </li>
    );
  };

  return (
    <div className="mt-3">
      <ul className="space-y-1 text-sm" aria-label={room === null ? 'Screens following one session' : `Screens of ${label}`}>
        {machines.length === 0 ? <li className="text-slate-600">No screen paired yet</li> : null}
        {machines.map(item)}
      </ul>
      {consoleWindows.length > 0 ? (
        // The consoles' own windows (control-room previews, "Open this room's screen here"): apart, folded, since
        // a closed one is no fault of the room.
        <details className="mt-1 text-sm" data-testid="console-windows">
          <summary className="min-h-9 cursor-pointer py-1.5 text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
            Console windows showing {label}: {consoleWindows.length} ({consoleWindows.length - closedWindows.length} open now)
          </summary>
          <ul className="space-y-1 pl-2" aria-label={`Console windows showing ${label}`}>
            {consoleWindows.map(item)}
          </ul>
          {closedWindows.length > 0 ? (
            <Button size="sm" variant="ghost" className="mt-1" onClick={() => void removeClosed()}>
              Remove the {closedWindows.length === 1 ? 'closed one' : `${closedWindows.length} closed ones`}
            </Button>
          ) : null}
        </details>
      ) : null}
      {room !== null ? (
        <Button size="sm" variant="ghost" className="mt-1" icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
          Add a screen by link to {label}
        </Button>
      ) : null}
      {adding && room !== null ? <AddByLink room={room} onClose={() => setAdding(false)} onMade={(made) => (setAdding(false), setShown(made))} /> : null}
      {renaming ? <RenameDialog screen={renaming} onClose={() => setRenaming(null)} /> : null}
      {moving ? <MoveDialog screen={moving} rooms={rooms} onClose={() => setMoving(null)} /> : null}
      <ScreenLinkDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={unpairing !== null}
        onOpenChange={(open) => !open && setUnpairing(null)}
        title={unpairing ? `Unpair ${unpairing.name}?` : ''}
        confirmLabel="Unpair screen"
        destructive
        onConfirm={async () => {
          if (!unpairing) return;
          try {
            await deleteScreenOnServer(connection, unpairing.id);
            toast.success(`${unpairing.name} unpaired`);
          } catch (error) {
            toast.error('The screen was not unpaired', { description: describeError(error) });
          }
          setUnpairing(null);
        }}
      >
        {unpairing?.connected ? `${unpairing.name} is connected now: it stops showing the room at once, says it was unpaired and shows a pairing code.` : 'Its link stops working at once.'} To use the machine again, pair it by the code it shows.
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
        {renewing?.name} is connected now: it stops showing the room, says its link was renewed and shows a pairing code, until it is paired again by that code or the new link is opened on it.
      </ConfirmDialog>
    </div>
  );
}

function RenameDialog({ screen, onClose }: { screen: ScreenSummary; onClose: () => void }) {
  const connection = useConnection();
  const [name, setName] = useState(screen.name);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = name.trim();
    if (!wanted || countCharacters(wanted) > SCREEN_NAME_MAX) return setError(wanted ? `Screen name: must be at most ${SCREEN_NAME_MAX} characters` : 'Screen name: is required');
    if (!connection) return;
    try {
      await renameScreenOnServer(connection, screen.id, wanted);
      toast.success('Screen renamed');
      onClose();
    } catch (err) {
      // The typed name stays in the box.
      setError(describeError(err));
    }
  };
  return (
    <FormDialog title={`Rename ${screen.name}`} description="Its link stays the same; open screens show the new name." submitLabel="Save name" onClose={onClose} onSubmit={submit}>
      <TextField label="Screen’s name" value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} maxChars={SCREEN_NAME_MAX} autoFocus />
    </FormDialog>
  );
}

function MoveDialog({ screen, rooms, onClose }: { screen: ScreenSummary; rooms: readonly string[]; onClose: () => void }) {
  const connection = useConnection();
  const choices = [...rooms.filter((r) => r !== LOBBY), LOBBY];
  const [room, setRoom] = useState(choices.find((r) => r !== screen.room) ?? LOBBY);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!connection) return;
    try {
      await moveScreenOnServer(connection, screen.id, room);
      toast.success(`${screen.name} now shows ${roomName(room)}`);
      onClose();
    } catch (err) {
      setError(describeError(err));
    }
  };
  return (
    <FormDialog title={`Move ${screen.name}`} description="Its link stays: an open screen follows its new room within a moment." submitLabel="Move screen" onClose={onClose} onSubmit={submit}>
      <SelectField label="Room" value={room} onChange={(e) => setRoom(e.target.value)} options={choices.map((r) => ({ value: r, label: roomName(r) }))} error={error ?? undefined} />
    </FormDialog>
  );
}

function AddByLink({ room, onClose, onMade }: { room: string; onClose: () => void; onMade: (shown: ShownLink) => void }) {
  const connection = useConnection();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = name.trim() || `${roomName(room)} screen`;
    if (countCharacters(wanted) > SCREEN_NAME_MAX) return setError(`Screen name: must be at most ${SCREEN_NAME_MAX} characters`);
    if (!connection) return;
    setBusy(true);
    try {
      const { screen, token } = await createScreenOnServer(connection, null, wanted, room);
      onMade({ name: screen.name, link: screenLink(token, paths.roomScreen.link), renewed: false });
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog title={`Add a screen to ${roomName(room)}`} description="For a machine that cannot type a code: you get a link (and its QR code) to open on it, shown once." submitLabel="Add screen" busy={busy} onClose={onClose} onSubmit={submit}>
      <TextField label="New screen’s name" placeholder={`${roomName(room)} projector`} value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} maxChars={SCREEN_NAME_MAX} autoFocus />
    </FormDialog>
  );
}

/** A dialog holding one small form: Cancel, and a submit button that sends it. */
function FormDialog({ title, description, submitLabel, busy, onClose, onSubmit, children }: { title: string; description: string; submitLabel: string; busy?: boolean; onClose: () => void; onSubmit: (e: FormEvent) => Promise<unknown>; children: ReactNode }) {
  const form = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={form} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={form} onSubmit={(e) => void onSubmit(e)}>
        {children}
      </form>
    </Dialog>
  );
}
