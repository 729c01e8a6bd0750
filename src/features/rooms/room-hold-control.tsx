/**
 * Holding a room: its screens follow the programme, unless the desk holds them on a session's stage (an
 * overrunning talk keeps its questions up past its end; the next talk's poll goes up before it starts) or on now
 * and next (a technical break), until released. The control room says which, since when, and offers the holds
 * that make sense now.
 */
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { eventClock, type Slot } from '../../contract/rooms';
import { holdWords, type RoomHoldTarget } from '../../contract/room-desk';
import { holdRoomOnServer, useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';

const titled = (slot: Slot) => `“${slot.title || 'Untitled session'}”`;

export function RoomHoldControl({ room, on, next, slots, offset }: { room: string; on: Slot | null; next: Slot | null; slots: readonly Slot[]; offset: number }) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (screens.available !== 'server') return null;
  const hold = screens.list?.holds?.find((h) => h.room === room) ?? null;

  const set = async (label: string, target: RoomHoldTarget | null) => {
    if (!connection) return;
    setBusy(label);
    setProblem(null);
    try {
      await holdRoomOnServer(connection, room, target);
    } catch (error) {
      setProblem(`${target ? 'Not held' : 'Not released'}: ${describeError(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const action = (label: string, target: RoomHoldTarget | null, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button key={label} size="sm" variant={variant} busy={busy === label} disabled={busy !== null && busy !== label} onClick={() => void set(label, target)}>
      {label}
    </Button>
  );

  const heldTitle = hold?.hold.kind === 'session' ? slots.find((s) => s.id === (hold.hold as { sessionId: string }).sessionId)?.title : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3" data-testid="room-hold">
      {hold ? (
        <>
          <p className="text-sm font-medium text-amber-900">
            Held on {holdWords(hold.hold, heldTitle)} since {eventClock(hold.since, offset)}: the screens do not follow the programme.
          </p>
          {action('Follow the programme again', null, 'primary')}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">The screens follow the programme.</p>
          {on ? action(`Keep ${titled(on)} up past its end`, { kind: 'session', sessionId: on.id }) : null}
          {on ? action('Show now and next instead', { kind: 'next' }) : null}
          {!on && next ? action(`Show ${titled(next)}’s stage now`, { kind: 'session', sessionId: next.id }) : null}
        </>
      )}
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
