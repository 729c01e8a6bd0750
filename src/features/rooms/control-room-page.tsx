/**
 * `/rooms/:room`: the page the person at the room's desk keeps open. What is on now and next on the event's clock
 * with the talk timer, a live preview of the room's screen (the screen's own page, scaled), and, for the session on
 * now (or the next one, prepared before it starts), its approved questions in the queue's order and its polls
 * side by side, with Show, Next, Previous, Clear and Reveal; holding the room's screens off the programme
 * (room-hold-control.tsx), the speaker's time beside the talk timer (speaker-time-control.tsx: minutes added or an end
 * of the desk's, which the timer and the stage monitor count to), and a message to the speaker's stage monitor
 * (stage-monitor-panel.tsx). Every control says its pending state until the
 * console's server confirms it, and keeps its meaning under the pointer (the stage store, src/api/stage-store.ts).
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { eventClock, LOBBY, nowAndNext, type Slot } from '../../contract/rooms';
import { speakerClock, type SpeakerClock } from '../../contract/speaker-time';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../components/ui/cn';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { useQuestionsNudge } from '../../components/screen/use-questions-nudge';
import { useScreensState } from '../../components/screen/screen-service';
import { useConnection } from '../../api/use-connection';
import { useChosenRooms, useMayDriveScreens } from '../../api/account-queries';
import { ReadOnlyFieldset } from '../../components/form/read-only-fieldset';
import { sessionQueries } from '../../api/session-queries';
import { paths } from '../../paths';
import { ControlPolls } from './control-polls';
import { ControlQuestions } from './control-questions';
import { HeldOnNextNote, RoomHoldControl } from './room-hold-control';
import { deskStage } from './desk-stage';
import { RoomPreview } from './room-preview';
import { SpeakerTimeControl } from './speaker-time-control';
import { StageMonitorPanel } from './stage-monitor-panel';
import { changedBy, roomFromSegment, roomName, nextWhen, talkTimer } from './room-words';
import { useStageAuthor } from './use-stage-author';
import { useProgrammeRooms, useSecondTick } from './use-programme-rooms';

const TIMER_TONE = {
  calm: 'bg-slate-900 text-white',
  amber: 'bg-amber-400 text-amber-950',
  red: 'bg-red-700 text-white',
} as const;

export default function ControlRoomPage() {
  const room = roomFromSegment(useParams().room ?? '');
  const { sessions, slots, offset, ready } = useProgrammeRooms();
  const now = useSecondTick();
  const name = roomName(room);
  const screens = useScreensState(useConnection());
  // A role that may not drive the room's screens (a Viewer), or a moderator of other rooms, reads the room as it is.
  const mayDriveAny = useMayDriveScreens();
  const chosenRooms = useChosenRooms();
  const mayDrive = mayDriveAny && (chosenRooms === null || chosenRooms.includes(room));
  const readOnlyWhy = !mayDriveAny
    ? 'Read only: driving the room’s screens is for AV, moderators and organisers.'
    : `Read only: you moderate ${chosenRooms?.join(', ') ?? ''}; this is ${name}.`;

  if (sessions.isError) return <ErrorState error={sessions.error} title="The programme could not be loaded" onRetry={() => void sessions.refetch()} />;
  if (!ready) return <LoadingState label={`Loading the control room of ${name}…`} />;
  const { now: on, next } = nowAndNext(slots, room, now);
  const hold = screens.list?.holds?.find((h) => h.room === room)?.hold;
  const held = hold?.kind === 'session' ? (slots.find((s) => s.id === hold.sessionId) ?? null) : null;
  const stageOf = deskStage(held, on, next);
  // The speaker's time: the session on now (or one given more time, past its end in the programme) and the end its timer counts to.
  const speaking = room === LOBBY ? null : speakerClock(slots, room, now, screens.list?.speakerTimes?.find((t) => t.room === room));
  return (
    <div>
      <Link to={paths.rooms.link()} className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        <ArrowLeft aria-hidden className="size-4" /> Rooms
      </Link>
      <PageHeader title={`${name}: control room`} description={room === LOBBY ? 'The lobby’s screens show now and next in every room.' : `On the event's clock, now ${eventClock(now, offset)}.`} />
      <ReadOnlyFieldset readOnly={!mayDrive} why={readOnlyWhy}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section aria-labelledby="on-now" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="on-now" className="sr-only">
            Now and next
          </h2>
          {room === LOBBY ? (
            <p className="text-sm text-slate-700">The lobby has no sessions of its own.</p>
          ) : (
            <>
              <NowLine room={room} speaking={speaking} now={now} offset={offset} />
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">Next: </span>
                {next ? (
                  <>
                    {next.title || 'Untitled session'} {nextWhen(next, now, offset)}
                  </>
                ) : (
                  'nothing more in the programme'
                )}
              </p>
              <RoomHoldControl room={room} on={on} next={next} slots={slots} offset={offset} />
            </>
          )}
        </section>
        <RoomPreview room={room} sessionId={stageOf?.id ?? null} readOnly={!mayDrive} />
      </div>
      {stageOf ? <Stage room={room} slot={stageOf} running={stageOf === held || stageOf === on} now={now} keys={mayDrive} /> : room === LOBBY ? null : (
        <div className="mt-4">
          <EmptyState title={`Nothing on in ${name} today`}>Between sessions the room’s screens show now and next with the join line.</EmptyState>
        </div>
      )}
      {room === LOBBY ? null : (
        <div className="mt-4">
          <StageMonitorPanel room={room} offset={offset} />
        </div>
      )}
      </ReadOnlyFieldset>
    </div>
  );
}

function NowLine({ room, speaking, now, offset }: { room: string; speaking: SpeakerClock | null; now: number; offset: number }) {
  if (!speaking) return <p className="text-base text-slate-700">Nothing on now: the room’s screens show what is next.</p>;
  const { slot } = speaking;
  const timer = talkTimer({ endsAt: speaking.endsAt }, now);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{speaking.extended ? 'On now, in the time added' : 'On now'}</p>
          <p className="text-lg font-semibold text-slate-900">{slot.title || 'Untitled session'}</p>
          <p className="text-sm text-slate-700">
            {eventClock(slot.startsAt, offset)}–{eventClock(speaking.endsAt, offset)}
            {speaking.minutes !== 0 ? ` (programme: ${eventClock(slot.endsAt, offset)})` : ''}
          </p>
        </div>
        <p role="timer" aria-label={`Talk timer: ${timer.words}`} data-tone={timer.tone} className={cn('rounded-lg px-4 py-2 text-2xl font-bold tabular-nums', TIMER_TONE[timer.tone])}>
          {timer.words}
        </p>
      </div>
      <SpeakerTimeControl room={room} slot={slot} minutes={speaking.minutes} offset={offset} />
    </div>
  );
}

/** The session's stage: its questions and polls, driven from here. */
function Stage({ room, slot, running, now, keys }: { room: string; slot: Slot; running: boolean; now: number; keys: boolean }) {
  const sessionId = slot.id;
  const session = useQuery({ ...sessionQueries.list(), select: (list) => list.find((s) => s.documentId === sessionId) });
  const screen = useRoomScreen(sessionId);
  useQuestionsNudge(sessionId);
  // Another member's change of this stage, named (the console's server's audit log says who).
  const author = useStageAuthor(sessionId);
  return (
    <section aria-labelledby="stage-heading" className="mt-4">
      <h2 id="stage-heading" className="mb-2 text-base font-semibold text-slate-900">
        {running ? `The stage of “${slot.title || 'Untitled session'}”` : `Coming up: “${slot.title || 'Untitled session'}” (its screens show it once it starts)`}
      </h2>
      {running ? <HeldOnNextNote room={room} /> : null}
      {author ? (
        <p data-testid="stage-author" className="mb-2 text-sm text-slate-700">
          {changedBy(author.name, author.at, Math.max(now, author.at))}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ControlQuestions sessionId={sessionId} enabled={session.data?.hasLiveQA !== false} screen={screen} keys={keys} />
        <ControlPolls sessionId={sessionId} enabled={session.data?.hasPoll !== false} screen={screen} />
      </div>
    </section>
  );
}
