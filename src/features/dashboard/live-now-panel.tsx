import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Clock, ListChecks, MessagesSquare, Radio } from 'lucide-react';
import type { Session } from '../../contract/session';
import { buttonClasses } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { formatDay } from '../../components/ui/dates';
import { eventZoneIfDifferent } from '../../components/ui/event-clock';
import { paths } from '../../paths';
import { liveNow, type GroupBy } from './live-now';

export type SessionLiveFigures = {
  /** Questions waiting for moderation; undefined while loading or without Q&A. */
  pending?: number;
  /** Polls launched (visible and open) in the session. */
  launchedPolls: number;
};

type Props = {
  sessions: readonly Session[];
  trackNames: readonly string[];
  /** The event's `timeZoneOffset`: Live now runs on the event's clock. */
  offsetHours: number;
  eventStart?: string;
  eventEnd?: string;
  figuresOf: (sessionId: string) => SessionLiveFigures;
  canModerate: boolean;
  canPolls: boolean;
};

/** The current time, to the minute, kept fresh while the dashboard is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

function SessionLine({ session, when, figures, canModerate, canPolls }: { session: Session; when: 'now' | 'next'; figures: SessionLiveFigures; canModerate: boolean; canPolls: boolean }) {
  const qaText = figures.pending === undefined ? 'Q&A' : `${figures.pending} waiting`;
  const pollText = session.hasPoll ? `${figures.launchedPolls} open` : 'Polls off';
  const times = [session.startTime, session.endTime].filter(Boolean).join('–');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          {when === 'now' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <Radio aria-hidden className="size-3" /> On now
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              <Clock aria-hidden className="size-3" /> Next
            </span>
          )}
          <Link to={paths.session.link(session.documentId)} className="truncate hover:underline">
            {session.title}
          </Link>
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{[times, session.location].filter(Boolean).join(' · ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {session.hasLiveQA && canModerate ? (
          <Link to={paths.questionBoard.link(session.documentId)} className={buttonClasses(figures.pending ? 'primary' : 'secondary', 'sm')} aria-label={`${qaText}: Q&A board of ${session.title}`}>
            <MessagesSquare aria-hidden className="size-4" />
            {qaText}
          </Link>
        ) : null}
        {canPolls ? (
          <Link to={paths.sessionPolls.link(session.documentId)} className={buttonClasses('secondary', 'sm')} aria-label={`${pollText}: polls of ${session.title}${session.hasPoll ? ', open to attendees' : ', attendees cannot reach them'}`}>
            <ListChecks aria-hidden className="size-4" />
            {pollText}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Live now": during the event days, the sessions on now and next, by track or
 * by room, with their waiting questions and open polls, one click from their
 * board or polls. Outside event days it says when the event is.
 */
export function LiveNowPanel({ sessions, trackNames, offsetHours, eventStart, eventEnd, figuresOf, canModerate, canPolls }: Props) {
  const now = useMinuteClock();
  const [groupBy, setGroupBy] = useState<GroupBy>(trackNames.length ? 'track' : 'room');
  const live = liveNow(sessions, { now, offsetHours, groupBy, trackNames, eventStart, eventEnd });
  if (!live.eventDay) return null;
  const zone = eventZoneIfDifferent(offsetHours, now);

  return (
    <section aria-labelledby="live-now-heading" className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-now-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Radio aria-hidden className="size-4 text-emerald-600" /> Live now
        </h2>
        <p className="mr-auto text-sm text-slate-600" data-testid="live-now-clock">
          {formatDay(live.today)} · <span className="font-medium text-slate-900 tabular-nums">now {live.time}</span>
          {zone ? <span> event time, {zone}</span> : null}
        </p>
        <SegmentedControl
          label="Group sessions by"
          options={[
            { value: 'track', label: 'By track' },
            { value: 'room', label: 'By room' },
          ]}
          value={groupBy}
          onChange={setGroupBy}
        />
      </div>
      {live.groups.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing more on today.</p>
      ) : (
        <div className="grid gap-x-6 gap-y-3 lg:grid-cols-2">
          {live.groups.map((g) => (
            <div key={g.name} className="min-w-0">
              <h3 className="border-b border-slate-100 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{g.name}</h3>
              <ul className="divide-y divide-slate-100">
                {g.now.map((s) => (
                  <SessionLine key={s.documentId} session={s} when="now" figures={figuresOf(s.documentId)} canModerate={canModerate} canPolls={canPolls} />
                ))}
                {g.next ? <SessionLine session={g.next} when="next" figures={figuresOf(g.next.documentId)} canModerate={canModerate} canPolls={canPolls} /> : null}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
