/**
 * "Pair a screen": a moderator types the code a machine shows at `/s`, picks the room (and a name), and that machine
 * becomes the room's screen at once. A wrong or expired code is said at the code, with what to do.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { describeError, isApiError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { LOBBY } from '../../contract/rooms';
import type { ScreenKind } from '../../contract/room-desk';
import { SCREEN_NAME_MAX, type ScreenSummary } from '../../contract/screens';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { paths } from '../../paths';
import { pairScreenOnServer } from './screen-service';

const roomWords = (room: string) => (room === LOBBY ? 'Lobby' : room);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; rooms: readonly string[]; room?: string; kind?: ScreenKind };

export function PairScreenDialog({ open, onOpenChange, rooms, room: preset, kind: presetKind = 'room' }: Props) {
  const connection = useConnection();
  const [code, setCode] = useState('');
  const [room, setRoom] = useState(preset ?? rooms[0] ?? LOBBY);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ScreenKind>(presetKind);
  const [errors, setErrors] = useState<{ code?: string; name?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!connection) return;
    const typed = code.replace(/[\s-]/g, '');
    if (!typed) return setErrors({ code: 'Code: type the six characters the screen shows' });
    setBusy(true);
    setErrors({});
    try {
      const screen: ScreenSummary = await pairScreenOnServer(connection, { code: typed, room, kind, ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(`Paired: “${screen.name}” ${kind === 'monitor' ? 'is the stage monitor of' : 'now shows'} ${roomWords(room)}`);
      setCode('');
      setName('');
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.status === 404) setErrors({ code: 'Code: no screen shows this code. Check it; a code lasts 10 minutes, then the screen shows a new one.' });
      else if (isApiError(error) && error.status === 429) setErrors({ code: `Code: ${describeError(error)}` });
      else setErrors({ general: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pair a screen"
      description={
        <>
          On the room’s machine (a PC, a TV’s browser, a phone) open <strong className="font-mono font-semibold text-slate-900 [overflow-wrap:anywhere]">{`${window.location.host}${paths.pairScreen.link()}`}</strong>: it shows a code. Type it here.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="pair-screen-form" busy={busy}>
            Pair this screen
          </Button>
        </>
      }
    >
      <form id="pair-screen-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {/* The code is what the moderator came to type: the field has the focus when the dialog opens. */}
        <TextField label="Code on the screen" autoFocus required autoComplete="off" autoCapitalize="characters" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} error={errors.code} />
        <SelectField label="Room" value={room} onChange={(e) => setRoom(e.target.value)} options={[...rooms.filter((r) => r !== LOBBY), LOBBY].map((r) => ({ value: r, label: roomWords(r) }))} hint="The screen follows this room’s programme: now and next between sessions, the session’s stage while it runs." />
        <SelectField
          label="Who looks at it"
          value={kind}
          onChange={(e) => setKind(e.target.value === 'monitor' ? 'monitor' : 'room')}
          options={[
            { value: 'room', label: 'The audience: a room screen' },
            { value: 'monitor', label: 'The speaker: a stage monitor' },
          ]}
          hint={kind === 'monitor' ? 'A lectern or floor monitor: the time left, the question on screen, the next one, and your messages.' : undefined}
        />
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxChars={SCREEN_NAME_MAX} hint={`Optional, e.g. “${roomWords(room)} ${kind === 'monitor' ? 'lectern' : 'left of stage'}”.`} error={errors.name} />
        {errors.general ? (
          <p role="alert" className="text-sm text-red-800">
            Not paired: {errors.general}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
