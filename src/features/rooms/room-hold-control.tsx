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

/** A room's hold as the server keeps it, and setting or releasing it (a refusal said in `problem`). */
function useRoomHold(room: string) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
  return { available: screens.available === 'server', hold, busy, problem, set };
}

/** Why the last hold or release was not made, in the server's words. */
function HoldProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="w-full text-sm text-red-800">
      {problem}
    </p>
  ) : null;
}

/**
 * Over the stage of the session on now while the desk holds the room's screens on now and next (a technical
 * break): the desk keeps driving the session's stage, which the screens show again once released.
 */
export function HeldOnNextNote({ room }: { room: string }) {
  const { hold, busy, problem, set } = useRoomHold(room);
  if (hold?.hold.kind !== 'next') return null;
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 ring-1 ring-amber-300" data-testid="held-on-next">
      <p className="text-sm font-medium text-amber-950">The room’s screens are held on now and next: what you do here shows on them once you release them.</p>
      <Button size="sm" busy={busy !== null} onClick={() => void set('release', null)}>
        Release the screens
      </Button>
      <HoldProblem problem={problem} />
    </div>
  );
}

export function RoomHoldControl({ room, on, next, slots, offset }: { room: string; on: Slot | null; next: Slot | null; slots: readonly Slot[]; offset: number }) {
  const { available, hold, busy, problem, set } = useRoomHold(room);
  if (!available) return null;

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
      <HoldProblem problem={problem} />
    </div>
  );
}
