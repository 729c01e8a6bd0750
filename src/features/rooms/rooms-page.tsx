/**
 * `/rooms`: the AV desk's overview. Every room of the programme (a session's location) and the lobby, with what is
 * on now (and its time left) and next on the event's clock, what the room's screens show, the screens themselves
 * (connected or not, each renamed, moved, renewed or unpaired here: room-screens.tsx), and a link to each room's
 * control room. Screens made for a session without a room are listed apart.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DoorOpen, MonitorUp } from 'lucide-react';
import { useMayDriveScreens } from '../../api/account-queries';
import { useConnection } from '../../api/use-connection';
import { eventClock, everyRoom, LOBBY, nowAndNext, type NowAndNext } from '../../contract/rooms';
import { speakerClock, type SpeakerClock } from '../../contract/speaker-time';
import { describeStage, type ScreenSummary } from '../../contract/screens';
import { PairScreenDialog } from '../../components/screen/pair-screen-dialog';
import { useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../paths';
import { RoomScreens } from './room-screens';
import { roomName, nextWhen, talkTimer } from './room-words';
import { useProgrammeRooms, useSecondTick } from './use-programme-rooms';

const TONE = { calm: 'text-slate-700', amber: 'text-amber-800', red: 'text-red-700' } as const;

export default function RoomsPage() {
  const connection = useConnection();
  const mayDrive = useMayDriveScreens();
  // `?pair=1` (the command palette's "Pair a screen") opens the pairing at once.
  const [search, setSearch] = useSearchParams();
  const [pairing, setPairingOpen] = useState(search.get('pair') === '1' && mayDrive);
  const setPairing = (open: boolean) => {
    setPairingOpen(open);
    if (!open && search.has('pair')) setSearch({}, { replace: true });
  };
  const screens = useScreensState(connection);
  const { sessions, rooms, slots, offset, ready } = useProgrammeRooms();
  const now = useSecondTick();

  if (sessions.isError) return <ErrorState error={sessions.error} title="The programme could not be loaded" onRetry={() => void sessions.refetch()} />;
  if (!ready) return <LoadingState label="Loading the rooms…" />;
  const byRoom = new Map(everyRoom(slots, now).map((r) => [r.room, r]));
  const list = screens.list?.screens ?? [];
  const screensIn = (room: string) => list.filter((s) => s.room === room);
  // Rooms of the programme, and any a screen was moved to that the programme does not name (yet).
  const shownRooms = [...new Set([...rooms, ...list.flatMap((s) => (s.room ? [s.room] : []))])].sort((a, b) => a.localeCompare(b));
  const allRooms = [...shownRooms, LOBBY];
  const ofOneSession = list.filter((s) => s.room === null || s.room === undefined);
  /** What a room's screens show now, in words. */
  const showing = (room: string, state: NowAndNext): string => {
    if (room === LOBBY) return 'now and next in every room';
    const hold = screens.list?.holds?.find((h) => h.room === room)?.hold;
    const sessionId = hold?.kind === 'session' ? hold.sessionId : hold?.kind === 'next' ? null : (state.now?.id ?? null);
    if (sessionId === null) return hold ? 'now and next (held by the desk)' : 'what is next here';
    const content = screens.list?.stages.find((st) => st.sessionId === sessionId)?.content ?? { kind: 'questions' as const };
    const title = slots.find((x) => x.id === sessionId)?.title || 'the session';
    return `${describeStage(content)} of “${title}”${hold ? ' (held by the desk)' : ''}`;
  };
  return (
    <div>
      <PageHeader
        title="Rooms"
        description={`Every room of the programme on the event's clock (now ${eventClock(now, offset)}), what its screens show, and its control room.`}
        actions={
          screens.available === 'server' && mayDrive ? (
            <Button icon={<MonitorUp aria-hidden className="size-4" />} onClick={() => setPairing(true)}>
              Pair a screen
            </Button>
          ) : undefined
        }
      />
      {pairing ? <PairScreenDialog open onOpenChange={setPairing} rooms={rooms} /> : null}
      {rooms.length === 0 ? (
        <EmptyState icon={<DoorOpen className="size-8" />} title="No rooms yet">
          A room is a session’s location: give sessions a location (and a time) and their rooms appear here.
        </EmptyState>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Rooms">
        {allRooms.map((room) => {
          const state = byRoom.get(room) ?? nowAndNext(slots, room, now);
          // The time left counts to the end the desk set for the speaker (minutes added or taken off), as the control room's.
          const speaking = room === LOBBY ? null : speakerClock(slots, room, now, screens.list?.speakerTimes?.find((t) => t.room === room));
          return <RoomCard key={room || 'lobby'} room={room} rooms={allRooms} state={state} speaking={speaking} showing={showing(room, state)} screens={screensIn(room)} serverKeepsScreens={screens.available === 'server'} now={now} offset={offset} />;
        })}
      </ul>
      {ofOneSession.length > 0 ? (
        <section aria-labelledby="one-session-screens" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="one-session-screens" className="text-base font-semibold text-slate-900">
            Screens following one session
          </h2>
          <p className="mt-1 text-sm text-slate-700">Made for a session that has no room: they show that session’s stage. Move one to a room to have it follow the programme.</p>
          <RoomScreens room={null} rooms={allRooms} screens={ofOneSession} />
        </section>
      ) : null}
    </div>
  );
}

type CardProps = { room: string; rooms: readonly string[]; state: NowAndNext; speaking: SpeakerClock | null; showing: string; screens: ScreenSummary[]; serverKeepsScreens: boolean; now: number; offset: number };

function RoomCard({ room, rooms, state, speaking, showing, screens, serverKeepsScreens, now, offset }: CardProps) {
  const name = roomName(room);
  const on = speaking?.slot ?? state.now;
  const endsAt = speaking?.endsAt ?? state.now?.endsAt;
  const timer = on && endsAt !== undefined ? talkTimer({ endsAt }, now) : null;
  const lobby = room === LOBBY;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`room-${name}`}>
      <h2 id={`room-${name}`} className="text-base font-semibold text-slate-900">
        {name}
      </h2>
      {lobby ? (
        <p className="mt-1 text-sm text-slate-700">The whole event: its screens show now and next in every room.</p>
      ) : (
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 font-medium text-slate-600">Now</dt>
            <dd className="min-w-0">
              {on && endsAt !== undefined ? (
                <>
                  <span className="font-medium text-slate-900">{on.title || 'Untitled session'}</span>{' '}
                  <span className="text-slate-600">
                    {eventClock(on.startsAt, offset)}–{eventClock(endsAt, offset)}
                    {speaking && speaking.minutes !== 0 ? ` (programme: ${eventClock(on.endsAt, offset)})` : ''}
                  </span>{' '}
                  <span className={cn('font-medium', timer && TONE[timer.tone])}>· {timer?.words}</span>
                </>
              ) : (
                <span className="text-slate-600">Nothing on</span>
              )}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-12 shrink-0 font-medium text-slate-600">Next</dt>
            <dd className="min-w-0">
              {state.next ? (
                <>
                  <span className="text-slate-900">{state.next.title || 'Untitled session'}</span> <span className="text-slate-600">{nextWhen(state.next, now, offset)}</span>
                </>
              ) : (
                <span className="text-slate-600">Nothing more in the programme</span>
              )}
            </dd>
          </div>
        </dl>
      )}
      {serverKeepsScreens ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium text-slate-600">Screens show </span>
            {showing}
          </p>
          <RoomScreens room={room} rooms={rooms} screens={screens} />
        </>
      ) : null}
      <div className="mt-auto pt-3">
        <Link to={paths.room.link(room)} className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600">
          Open the control room of {name}
        </Link>
      </div>
    </li>
  );
}
